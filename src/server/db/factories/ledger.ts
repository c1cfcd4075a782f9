import { categoryLabel } from '@/domain/categories.ts'
import { addDays, type DateRange } from '@/domain/period.ts'
import type { ledgerEntries, mileageEntries } from '@/server/db/schema/index.ts'
import { EXPENSE_WEIGHTS, paymentFor, profileFor } from './expense-profiles.ts'
import { CARRIERS, CITY_NAMES, randomLane } from './places.ts'
import { type Random, unseededRandom } from './random.ts'

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert
/** Every column given: what bulkInsertLedgerEntries and db.insert() take as they are. */
export type LedgerEntryRow = Required<NewLedgerEntry>
export type MileageEntryRow = Required<typeof mileageEntries.$inferInsert>

export interface BuildOptions {
  /** A seeded source makes the row reproducible; without one every call differs. */
  random?: Random
  /** Dates are drawn from this range unless the overrides give one (default: the year 2025). */
  between?: DateRange
  /** Rows are never created "after" this instant (default: now). */
  now?: Date
}

const DEFAULT_RANGE: DateRange = { from: '2025-01-01', to: '2025-12-31' }
const ERRANDS = ['Grocery store', 'Bank', 'Doctor', 'Hardware store', 'Post office']
const REVENUE_WEIGHTS = { loads: 12, detention: 1, other_income: 0.3 }

function daysBetween(range: DateRange) {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000)
}

export function randomDate(random: Random, range: DateRange = DEFAULT_RANGE) {
  return addDays(range.from, random.int(0, daysBetween(range)))
}

/** When a person would have typed the row in: the afternoon or evening of its date (US time). */
export function enteredAt(date: string, random: Random, now = new Date()) {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCMinutes(random.int(15 * 60, 27 * 60))
  return at > now ? now : at
}

function context(options: BuildOptions) {
  return { random: options.random ?? unseededRandom(), range: options.between ?? DEFAULT_RANGE }
}

/** An expense as a trucker records it; the category decides a believable amount and wording. */
export function buildExpense(
  overrides: Partial<NewLedgerEntry> = {},
  options: BuildOptions = {},
): LedgerEntryRow {
  const { random, range } = context(options)
  const category = overrides.category ?? random.weighted(EXPENSE_WEIGHTS)
  const profile = profileFor(category)
  const date = overrides.date ?? randomDate(random, range)
  const createdAt = overrides.createdAt ?? enteredAt(date, random, options.now)
  return {
    id: overrides.id ?? random.uuid(),
    userId: overrides.userId ?? random.uuid(),
    type: 'expense',
    category,
    amountCents: random.cents(profile.minDollars, profile.maxDollars),
    date,
    description: profile.describe(random),
    paymentMethod: paymentFor(profile, random),
    notes: random.chance(0.1)
      ? random.pick(['Receipt in glovebox', 'Split with co-driver', 'Keep for IFTA'])
      : '',
    taxDeductible: true,
    recurring: profile.recurring ?? false,
    settlementId: null,
    documentId: null,
    truckId: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  }
}

/** Income outside a settlement: a load paid directly by a broker, or detention. */
export function buildRevenue(
  overrides: Partial<NewLedgerEntry> = {},
  options: BuildOptions = {},
): LedgerEntryRow {
  const { random, range } = context(options)
  const category = overrides.category ?? random.weighted(REVENUE_WEIGHTS)
  const date = overrides.date ?? randomDate(random, range)
  const createdAt = overrides.createdAt ?? enteredAt(date, random, options.now)
  const lane = randomLane(random)
  const broker = random.pick(CARRIERS)
  const descriptions: Record<string, () => string> = {
    loads: () => `${broker} - Load #${random.int(100_000, 999_999)} ${lane.origin} to ${lane.destination}`,
    detention: () => `${broker} - Detention ${random.int(2, 6)} h`,
  }
  const amounts: Record<string, () => number> = {
    loads: () => random.cents(1200, 4500),
    detention: () => random.int(2, 6) * 5000,
  }
  return {
    id: overrides.id ?? random.uuid(),
    userId: overrides.userId ?? random.uuid(),
    type: 'revenue',
    category,
    amountCents: (amounts[category] ?? (() => random.cents(50, 600)))(),
    date,
    description: (descriptions[category] ?? (() => `${broker} - ${categoryLabel(category)}`))(),
    paymentMethod: random.pick(['ach', 'ach', 'check'] as const),
    notes: '',
    taxDeductible: false,
    recurring: false,
    settlementId: null,
    documentId: null,
    truckId: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  }
}

/** A trip in the mileage log: a real-looking lane, mostly business, in tenths of a mile. */
export function buildMileageEntry(
  overrides: Partial<MileageEntryRow> = {},
  options: BuildOptions = {},
): MileageEntryRow {
  const { random, range } = context(options)
  const purpose = overrides.purpose ?? (random.chance(0.92) ? 'business' : 'personal')
  const date = overrides.date ?? randomDate(random, range)
  const createdAt = overrides.createdAt ?? enteredAt(date, random, options.now)
  const id = overrides.id ?? random.uuid()
  const userId = overrides.userId ?? random.uuid()
  if (purpose === 'personal') {
    const town = random.pick(CITY_NAMES)
    return {
      id,
      userId,
      date,
      startLocation: `Home, ${town}`,
      endLocation: `${random.pick(ERRANDS)}, ${town}`,
      milesTenths: random.int(40, 450),
      purpose,
      notes: 'Personal errand',
      truckId: null,
      createdAt,
      updatedAt: createdAt,
      ...overrides,
    }
  }
  const lane = randomLane(random)
  return {
    id,
    userId,
    date,
    startLocation: lane.origin,
    endLocation: lane.destination,
    milesTenths: lane.miles * 10 + random.int(0, 9),
    purpose,
    notes: '',
    truckId: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  }
}
