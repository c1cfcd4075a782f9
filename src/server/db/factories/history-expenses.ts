import { addDays, addMonths, startOfMonth } from '@/domain/period.ts'
import { buildExpense, type LedgerEntryRow } from './ledger.ts'
import type { Random } from './random.ts'

export type Driver = 'owner_operator' | 'company_driver'

/** Bills that come on the same day every month (day of month). */
const MONTHLY: Record<Driver, Record<string, number>> = {
  owner_operator: {
    truck_payment: 5,
    insurance_physical: 1,
    insurance_bobtail: 1,
    cell_phone: 12,
    load_board_subscription: 15,
    business_software: 20,
    bank_fees: 28,
  },
  company_driver: { cell_phone: 12 },
}

/** Ordinary spending in a week: category → [expected count, chance each happens]. */
const WEEKLY: Record<Driver, Record<string, [number, number]>> = {
  owner_operator: {
    food: [5, 0.85],
    def_fluid: [1, 0.8],
    fuel: [1, 0.45],
    tolls: [2, 0.5],
    parking: [1, 0.4],
    scales: [1, 0.35],
    lodging: [1, 0.15],
    other: [1, 0.45],
    maintenance_routine: [1, 0.25],
    maintenance: [1, 0.16],
    maintenance_repairs: [1, 0.05],
    tires: [1, 0.03],
    equipment: [1, 0.07],
    office: [1, 0.08],
    uniforms: [1, 0.02],
  },
  company_driver: {
    food: [6, 0.8],
    other: [2, 0.5],
    parking: [1, 0.1],
    lodging: [1, 0.06],
    equipment: [1, 0.04],
    uniforms: [1, 0.04],
    office: [1, 0.04],
  },
}

/**
 * A driver's own spending (not taken out of a settlement) from `from` to `to`: monthly bills,
 * yearly permits and everyday costs on the road. A company driver's costs are not tax deductible
 * (W-2 employees cannot deduct unreimbursed expenses: docs/us-tax-facts.md).
 */
export function buildOwnExpenses(options: {
  driver: Driver
  userId: string
  from: string
  to: string
  random: Random
  now: Date
}): LedgerEntryRow[] {
  const { driver, userId, from, to, random, now } = options
  const rows: LedgerEntryRow[] = []
  const add = (category: string, date: string, extra: Partial<LedgerEntryRow> = {}) => {
    if (date < from || date > to) return
    const row = buildExpense({ userId, category, date, ...extra }, { random, now })
    rows.push(driver === 'company_driver' ? { ...row, taxDeductible: false } : row)
  }
  for (let month = startOfMonth(from); month <= to; month = addMonths(month, 1)) {
    for (const [category, day] of Object.entries(MONTHLY[driver])) {
      add(category, addDays(month, day - 1), { recurring: true })
    }
    if (driver !== 'owner_operator') continue
    const monthNumber = Number(month.slice(5, 7))
    if (monthNumber % 3 === 1)
      add('accounting_services', addDays(month, 14), { description: 'Bookkeeping - quarterly' })
    if (monthNumber === 1)
      add('permits', addDays(month, 9), { description: 'IFTA decals', amountCents: 1000 })
    if (monthNumber === 3) add('license_fees', addDays(month, 20))
    if (monthNumber === 12)
      add('permits', addDays(month, 3), { description: 'UCR registration', amountCents: 13_800 })
  }
  for (let week = from; week <= to; week = addDays(week, 7)) {
    for (const [category, [count, chance]] of Object.entries(WEEKLY[driver])) {
      for (let i = 0; i < count; i++) {
        if (random.chance(chance)) add(category, addDays(week, random.int(0, 6)))
      }
    }
  }
  return rows
}
