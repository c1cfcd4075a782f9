/*
 * What a load costs besides its revenue (docs/domain.md, "Profit per load"):
 * - direct costs: the running costs of the days it was on the road (pickup to delivery), from the
 *   books of its owner for its truck (a load without a truck: the owner's expenses without one); a
 *   day's cost is shared equally by the loads of that truck on that day;
 * - its per diem: the logged days away on those days, priced as the Per Diem Log prices them (the
 *   full M&IE allowance, before the 80 % limit), shared by the owner's loads of each day;
 * - a share of the fixed costs of its pickup month, by miles: the month's fixed costs (of its truck,
 *   or untagged) × its loaded and empty miles ÷ the miles of all the month's loads of that truck.
 * Shares are rounded half up to the cent, each on its own.
 */

/** Expense categories that are a load's running costs. */
export const DIRECT_COST_CATEGORIES = ['fuel', 'def_fluid', 'tolls', 'scales', 'parking', 'lumper'] as const

/** Expense categories that are the truck's fixed costs, shared by miles among the month's loads. */
export const FIXED_COST_CATEGORIES = [
  'insurance',
  'insurance_liability',
  'insurance_physical',
  'insurance_cargo',
  'insurance_bobtail',
  'occupational_accident_insurance',
  'truck_payment',
  'trailer_payment',
  'equipment',
  'permits',
  'license_fees',
  'eld_subscription',
  'load_board_subscription',
] as const

/** A load's days on the road are counted up to this many (a typo'd delivery date costs no more). */
export const MAX_LOAD_DAYS = 60
