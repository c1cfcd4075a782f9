import type { PaymentMethod } from '@/domain/categories.ts'
import { CITY_NAMES, TOLL_ROADS, TRUCK_STOPS } from './places.ts'
import type { Random } from './random.ts'

/** What a trucker's expense of one category looks like: its amount range, wording and payment. */
export interface ExpenseProfile {
  minDollars: number
  maxDollars: number
  describe: (random: Random) => string
  payment: PaymentMethod | readonly PaymentMethod[]
  recurring?: boolean
  /** How often it shows up in a random mix (a week of ordinary spending). */
  weight: number
}

const stop = (random: Random) =>
  `${random.pick(TRUCK_STOPS)} #${random.int(20, 980)}, ${random.pick(CITY_NAMES)}`
const MOTELS = ['Motel 6', 'Super 8', 'Days Inn', 'La Quinta']
const CARD: readonly PaymentMethod[] = ['credit_card', 'credit_card', 'debit_card']
const CHECK: readonly PaymentMethod[] = ['credit_card', 'check']

/** min and max dollars, the wording (one of a list, or made up), how it is paid, how often. */
function profile(
  minDollars: number,
  maxDollars: number,
  wording: readonly string[] | ((random: Random) => string),
  payment: ExpenseProfile['payment'],
  weight: number,
  recurring = false,
): ExpenseProfile {
  const describe = typeof wording === 'function' ? wording : (random: Random) => random.pick(wording)
  return { minDollars, maxDollars, describe, payment, weight, recurring }
}

export const EXPENSE_PROFILES: Record<string, ExpenseProfile> = {
  fuel: profile(300, 900, (r) => `Diesel - ${stop(r)}`, CARD, 30),
  def_fluid: profile(28, 110, (r) => `DEF - ${stop(r)}`, CARD, 6),
  tolls: profile(8, 96, (r) => `Toll - ${r.pick(TOLL_ROADS)}`, 'credit_card', 12),
  food: profile(11, 46, (r) => `Meal - ${stop(r)}`, CARD, 16),
  lodging: profile(79, 159, (r) => `${r.pick(MOTELS)} - ${r.pick(CITY_NAMES)}`, 'credit_card', 3),
  parking: profile(15, 35, (r) => `Reserved parking - ${stop(r)}`, CARD, 4),
  scales: profile(13.5, 16.5, (r) => `CAT Scale weigh - ${stop(r)}`, CARD, 3),
  maintenance: profile(150, 950, ['PM service and oil change', 'Brake adjustment', 'Alignment'], CHECK, 3),
  maintenance_routine: profile(45, 320, ['Truck wash', 'Wiper blades and bulbs', 'Fuel filters'], CARD, 3),
  maintenance_repairs: profile(
    400,
    4500,
    ['Turbo actuator repair', 'Replace alternator', 'EGR valve repair', 'Reefer unit service'],
    ['credit_card', 'check', 'ach'],
    1.5,
  ),
  tires: profile(480, 3200, ['Drive tires (2)', 'Steer tire replacement', 'Trailer tires (4)'], CHECK, 1),
  equipment: profile(
    40,
    650,
    ['Ratchet straps and load bars', 'Tire chains', 'Tarp', 'Dash camera'],
    CARD,
    1.5,
  ),
  insurance: profile(950, 1650, ['Primary liability premium'], 'ach', 1, true),
  insurance_cargo: profile(140, 260, ['Cargo insurance premium'], 'ach', 1, true),
  insurance_physical: profile(210, 420, ['Physical damage premium'], 'ach', 1, true),
  insurance_bobtail: profile(35, 80, ['Bobtail insurance premium'], 'ach', 1, true),
  truck_payment: profile(2100, 2650, ['Truck payment - 2021 Freightliner Cascadia'], 'ach', 1, true),
  trailer_payment: profile(650, 950, ['Trailer payment - 53 ft dry van'], 'ach', 1, true),
  eld_subscription: profile(35, 55, ['ELD subscription - Motive'], 'credit_card', 1, true),
  cell_phone: profile(85, 140, ['Cell phone - Verizon'], 'credit_card', 1, true),
  load_board_subscription: profile(45, 150, ['DAT load board', 'Truckstop.com'], 'credit_card', 1, true),
  business_software: profile(
    20,
    60,
    ['RigLedger subscription', 'IFTA mileage software'],
    'credit_card',
    1,
    true,
  ),
  permits: profile(
    15,
    600,
    ['IFTA decals', 'UCR registration', 'Oversize permit', 'NY HUT renewal'],
    CHECK,
    1,
  ),
  license_fees: profile(1200, 2400, ['IRP apportioned plates'], 'check', 0.3),
  accounting_services: profile(150, 450, ['Bookkeeping - quarterly', 'IFTA quarterly filing'], 'check', 0.5),
  legal_services: profile(250, 900, ['Ticket defense attorney'], 'check', 0.2),
  office: profile(9, 85, ['Printer ink', 'Logbook and envelopes', 'Postage'], CARD, 1),
  bank_fees: profile(5, 35, ['Monthly account fee', 'Wire transfer fee'], 'ach', 0.6),
  factoring_fees: profile(45, 180, ['Factoring fee (3%)'], 'ach', 1),
  dispatch_fees: profile(120, 420, ['Dispatch service (6%)'], 'ach', 1),
  uniforms: profile(25, 180, ['Safety boots', 'Hi-vis vests', 'Work gloves'], CARD, 0.4),
  other: profile(5, 120, ['Shower', 'Laundry', 'Drug test'], ['cash', 'credit_card'], 2),
}

export const EXPENSE_WEIGHTS = Object.fromEntries(
  Object.entries(EXPENSE_PROFILES).map(([category, profile]) => [category, profile.weight]),
) as Record<string, number>

export function profileFor(category: string): ExpenseProfile {
  return EXPENSE_PROFILES[category] ?? EXPENSE_PROFILES.other!
}

export function paymentFor(profile: ExpenseProfile, random: Random): PaymentMethod {
  return typeof profile.payment === 'string' ? profile.payment : random.pick(profile.payment)
}
