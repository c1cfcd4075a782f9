/*
 * The vocabulary of a load: what a rate confirmation books and a settlement pays. Shared by the
 * reader of rate confirmations, the API's contracts, the database's enums and the screens.
 */

/** booked → dispatched → in_transit → delivered → paid, or cancelled from any of them. */
export const LOAD_STATUSES = ['booked', 'dispatched', 'in_transit', 'delivered', 'paid', 'cancelled'] as const
export type LoadStatus = (typeof LOAD_STATUSES)[number]
export const LOAD_STATUS_LABELS: Record<LoadStatus, string> = {
  booked: 'Booked',
  dispatched: 'Dispatched',
  in_transit: 'In transit',
  delivered: 'Delivered',
  paid: 'Paid',
  cancelled: 'Cancelled',
}

export const STOP_TYPES = ['pickup', 'delivery'] as const
export type StopType = (typeof STOP_TYPES)[number]

/** The lines of a load's rate: what the broker or carrier agreed to pay, each in cents. */
export const RATE_LINE_KINDS = [
  'linehaul',
  'fuel_surcharge',
  'detention',
  'layover',
  'lumper',
  'tonu',
  'other',
] as const
export type RateLineKind = (typeof RATE_LINE_KINDS)[number]
export const RATE_LINE_LABELS: Record<RateLineKind, string> = {
  linehaul: 'Linehaul',
  fuel_surcharge: 'Fuel surcharge',
  detention: 'Detention',
  layover: 'Layover',
  lumper: 'Lumper',
  tonu: 'Truck ordered not used (TONU)',
  other: 'Other',
}

/** Where a load came from: typed in, read from a rate confirmation, or made from a settlement's line. */
export const LOAD_ORIGINS = ['typed', 'rate_confirmation', 'settlement'] as const
export type LoadOrigin = (typeof LOAD_ORIGINS)[number]
