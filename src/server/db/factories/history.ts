import { addDays, addMonths } from '@/domain/period.ts'
import { buildOwnExpenses, type Driver } from './history-expenses.ts'
import { buildMileageEntry, type LedgerEntryRow, type MileageEntryRow } from './ledger.ts'
import { CITY_NAMES } from './places.ts'
import type { Random } from './random.ts'
import { type BuiltSettlement, buildSettlement, settlementLedgerEntries } from './settlements.ts'

export interface LedgerHistory {
  settlements: BuiltSettlement[]
  /** The driver's own expenses and every confirmed settlement's postings. */
  entries: LedgerEntryRow[]
  mileage: MileageEntryRow[]
}

const PAYER: Record<Driver, string> = {
  owner_operator: 'Brightwater Freight LLC',
  company_driver: 'Tri-County Freightways Inc.',
}

/** The first Friday on or after a date (settlements are paid on Fridays). */
function fridayFrom(date: string) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, (5 - weekday + 7) % 7)
}

/**
 * Months of a driver's books ending `today`: a weekly settlement (an owner-operator's lease
 * settlement or a company driver's pay stub) with its loads driven the week before, the ledger
 * entries each confirmed settlement posts, the driver's own expenses, and a mileage log of every
 * load plus some personal driving. The latest settlement, when paid this week, still awaits review.
 */
export function buildLedgerHistory(options: {
  driver: Driver
  userId: string
  today: string
  months: number
  random: Random
  now?: Date
}): LedgerHistory {
  const { driver, userId, today, random } = options
  const now = options.now ?? new Date()
  const from = addMonths(today, -options.months)
  const settlements: BuiltSettlement[] = []
  const entries: LedgerEntryRow[] = []
  const mileage: MileageEntryRow[] = []
  let startCity: string | undefined
  const home = random.pick(CITY_NAMES)
  let number = random.int(1000, 4000)
  // Loads are driven in the week two weeks before the pay date, so the first pay date is 14 days in.
  for (let payDay = fridayFrom(addDays(from, 14)); payDay <= today; payDay = addDays(payDay, 7)) {
    number += 1
    const awaitingReview = addDays(payDay, 7) > today
    const built = buildSettlement(
      {
        userId,
        broker: PAYER[driver],
        settlementNumber: String(number),
        settlementDate: payDay,
        ...(awaitingReview ? { status: 'pending' as const, confirmedAt: null } : {}),
      },
      { random, style: driver, startCity, now },
    )
    settlements.push(built)
    entries.push(...settlementLedgerEntries(built, { random }))
    for (const line of built.lines) {
      if (line.kind !== 'load' || !line.origin || !line.destination || !line.loadDate) continue
      startCity = line.destination
      mileage.push(
        buildMileageEntry(
          {
            userId,
            date: line.loadDate,
            startLocation: line.origin,
            endLocation: line.destination,
            milesTenths: Math.round((line.miles ?? 0) * 10) + random.int(0, 9),
            purpose: 'business',
            notes: line.loadNumber ? `Load ${line.loadNumber}` : '',
          },
          { random, now },
        ),
      )
    }
  }
  for (let week = from; week <= today; week = addDays(week, 7)) {
    if (random.chance(0.45)) {
      const date = addDays(week, random.int(0, 6))
      if (date <= today) {
        const errand = buildMileageEntry({ userId, date, purpose: 'personal' }, { random, now })
        // Personal driving starts from the driver's home, wherever the truck was that week.
        const endLocation = errand.endLocation.replace(/, .*$/, `, ${home}`)
        mileage.push({ ...errand, startLocation: `Home, ${home}`, endLocation })
      }
    }
  }
  entries.push(...buildOwnExpenses({ driver, userId, from, to: today, random, now }))
  return { settlements, entries, mileage }
}
