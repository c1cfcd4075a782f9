import {
  add,
  compare,
  type Decimal,
  decimal,
  formatScaled,
  fromInteger,
  fromScaled,
  multiply,
  percentOfCents,
  roundTo,
  toSafeNumber,
} from '@/domain/decimal.ts'
import { formatUsd } from '@/domain/money.ts'
import { iftaReturn } from '@/domain/tax/ifta.ts'
import { IFTA_INTEREST_LAST_DAY, IFTA_INTEREST_RATES } from './interest-rates.ts'
import { isIftaMember } from './jurisdictions.ts'
import type { IftaQuarter } from './quarter.ts'
import { IFTA_CHECKS, IFTA_RULES } from './rules.ts'

/*
 * A quarter's IFTA return built from the records: the trips' miles by jurisdiction, the fuel
 * bought, and the quarter's rates. The arithmetic is the return's (rules.ts): miles and gallons in
 * whole numbers, the fleet MPG to two decimals and then used, taxable gallons = taxable miles ÷
 * MPG to the whole gallon, net = taxable − tax-paid, tax = net × rate to the cent (negative: a
 * credit), a surcharge on every taxable gallon. Checks say what an auditor would ask about.
 */

export const FUEL_TYPES = ['diesel', 'gasoline', 'other'] as const
export type FuelType = (typeof FUEL_TYPES)[number]

/** The fuel the return is for; purchases of other fuels are named in a check. */
export const RETURN_FUEL: FuelType = 'diesel'

export interface TripRecord {
  id: string
  truckId: string | null
  startDate: string
  endDate: string
  startOdometer: number | null
  endOdometer: number | null
  /** Miles by jurisdiction in tenths of a mile; taxable null when all are taxable. */
  miles: { jurisdiction: string; milesTenths: number; taxableMilesTenths: number | null }[]
}

export interface FuelRecord {
  id: string
  truckId: string | null
  date: string
  jurisdiction: string
  /** Decimal string, as bought ("112.457"). */
  gallons: string
  fuelType: FuelType
  taxPaid: boolean
}

export interface RateRecord {
  jurisdiction: string
  /** US dollars per gallon, "0.3200". */
  rate: string
  surchargeRate: string | null
}

export interface BuildReturnInput {
  quarter: IftaQuarter
  trips: readonly TripRecord[]
  purchases: readonly FuelRecord[]
  rates: readonly RateRecord[]
  /** Loaded and empty miles of the quarter's loads for the same trucks (tenths), when there are loads. */
  loadMilesTenths: number | null
  /** How a truck is named in a check ("Truck 101"). */
  truckLabel: (truckId: string | null) => string
}

export const CHECK_KINDS = [
  'no_travel',
  'no_fuel_records',
  'mpg',
  'missing_rate',
  'odometer_gap',
  'trip_miles',
  'trip_crosses_quarter',
  'fuel_state',
  'no_fuel',
  'load_miles',
  'other_fuel',
] as const
export type CheckKind = (typeof CHECK_KINDS)[number]

export interface ReturnCheck {
  kind: CheckKind
  /** `error`: the return cannot be right as it is; `warning`: an auditor would ask. */
  severity: 'error' | 'warning'
  message: string
  tripId?: string
  purchaseId?: string
}

export interface ReturnRow {
  jurisdiction: string
  /** False for miles in AK, HI, DC, the territories or Mexico: counted in the total, never taxed. */
  member: boolean
  totalMiles: number
  taxableMiles: number
  taxableGallons: number
  taxPaidGallons: number
  netTaxableGallons: number
  /** Null where the quarter's rate table has no rate for the jurisdiction. */
  rate: string | null
  taxCents: number | null
  surchargeCents?: number
  totalDueCents: number | null
}

export interface BuiltReturn {
  quarter: string
  dueDate: string
  /** Null without fuel (no MPG can be worked out). */
  fleetMpg: string | null
  totalMiles: number
  totalGallons: number
  rows: ReturnRow[]
  /** The tax of every row with a rate (negative: a credit). */
  totalDueCents: number
  missingRates: string[]
  checks: ReturnCheck[]
}

const tenthsToWhole = (tenths: number) => toSafeNumber(roundTo(fromScaled(tenths, 1), 0))
const sumGallons = (items: readonly FuelRecord[]) =>
  items.reduce<Decimal>((sum, p) => add(sum, decimal(p.gallons)), fromInteger(0))
const wholeGallons = (value: Decimal) => toSafeNumber(roundTo(value, 0))
const miles = (n: number) => n.toLocaleString('en-US')
const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-')
  return `${Number(m)}/${Number(d)}/${y}`
}

export function buildIftaReturn(input: BuildReturnInput): BuiltReturn {
  const { quarter } = input
  const fuel = input.purchases.filter((p) => p.fuelType === RETURN_FUEL)
  const byJurisdiction = new Map<string, { miles: number; taxable: number; paid: Decimal }>()
  const entry = (code: string) => {
    let row = byJurisdiction.get(code)
    if (!row) {
      row = { miles: 0, taxable: 0, paid: fromInteger(0) }
      byJurisdiction.set(code, row)
    }
    return row
  }
  for (const trip of input.trips) {
    for (const m of trip.miles) {
      const row = entry(m.jurisdiction)
      row.miles += m.milesTenths
      row.taxable += m.taxableMilesTenths ?? m.milesTenths
    }
  }
  for (const p of fuel)
    if (p.taxPaid) entry(p.jurisdiction).paid = add(entry(p.jurisdiction).paid, decimal(p.gallons))

  const codes = [...byJurisdiction.keys()].sort()
  const wholeMiles = new Map(codes.map((c) => [c, tenthsToWhole(byJurisdiction.get(c)!.miles)]))
  const totalMiles = codes.reduce((sum, c) => sum + wholeMiles.get(c)!, 0)
  const totalGallons = wholeGallons(sumGallons(fuel))
  const rates = new Map(input.rates.map((r) => [r.jurisdiction, r]))
  const members = codes.filter(isIftaMember)
  const missingRates = members.filter((code) => !rates.has(code))
  const taxable = (code: string) => tenthsToWhole(byJurisdiction.get(code)!.taxable)
  const paid = (code: string) => wholeGallons(byJurisdiction.get(code)!.paid)

  // The return's arithmetic is the IFTA calculator's (src/domain/tax/ifta.ts), on whole miles and
  // gallons; a jurisdiction without a rate is worked at 0 for its gallons and shows no tax. Without
  // miles or fuel there is no MPG, so no taxable gallons (the checks say what is missing).
  const calculated =
    totalGallons > 0 && totalMiles > 0
      ? iftaReturn({
          totalMiles: String(totalMiles),
          totalGallons: String(totalGallons),
          jurisdictions: members.map((code) => ({
            jurisdiction: code,
            totalMiles: String(wholeMiles.get(code)),
            taxableMiles: String(taxable(code)),
            taxPaidGallons: String(paid(code)),
            taxRate: rates.get(code)?.rate ?? '0',
            ...(rates.get(code)?.surchargeRate ? { surchargeRate: rates.get(code)!.surchargeRate! } : {}),
          })),
        })
      : null
  const worked = new Map(calculated?.rows.map((row) => [row.jurisdiction, row]))

  const rows: ReturnRow[] = codes.map((code) => {
    const member = isIftaMember(code)
    const taxPaidGallons = member ? paid(code) : 0
    const row = worked.get(code)
    const taxableGallons = row?.taxableGallons ?? 0
    const base = {
      jurisdiction: code,
      member,
      totalMiles: wholeMiles.get(code)!,
      taxableMiles: member ? taxable(code) : 0,
      taxableGallons,
      taxPaidGallons,
      netTaxableGallons: taxableGallons - taxPaidGallons,
    }
    if (!member) return { ...base, rate: null, taxCents: 0, totalDueCents: 0 }
    const rate = rates.get(code)
    if (!rate) return { ...base, rate: null, taxCents: null, totalDueCents: null }
    // No fuel: no MPG, so no gallons and no tax yet (a check says so).
    const taxCents = row?.taxCents ?? 0
    return {
      ...base,
      rate: rate.rate,
      taxCents,
      ...(row?.surchargeCents === undefined ? {} : { surchargeCents: row.surchargeCents }),
      totalDueCents: row?.totalDueCents ?? 0,
    }
  })
  const mpg = calculated ? decimal(calculated.fleetMpg) : null

  return {
    quarter: quarter.key,
    dueDate: quarter.dueDate,
    fleetMpg: calculated?.fleetMpg ?? null,
    totalMiles,
    totalGallons,
    rows,
    totalDueCents: rows.reduce((sum, r) => sum + (r.totalDueCents ?? 0), 0),
    missingRates,
    checks: checksOf(input, { totalMiles, totalGallons, mpg, missingRates }),
  }
}

function checksOf(
  input: BuildReturnInput,
  figures: { totalMiles: number; totalGallons: number; mpg: Decimal | null; missingRates: string[] },
): ReturnCheck[] {
  const { quarter, trips, purchases, truckLabel } = input
  const checks: ReturnCheck[] = []
  if (trips.length === 0)
    checks.push({
      kind: 'no_travel',
      severity: 'warning',
      message: `No trips recorded for ${quarter.label}. A return is due even for a quarter with no travel.`,
    })
  if (trips.length > 0 && figures.totalGallons === 0)
    checks.push({
      kind: 'no_fuel_records',
      severity: 'error',
      message: 'No diesel bought this quarter: add the fuel purchases, the fleet MPG needs them.',
    })
  if (figures.mpg) {
    const low = compare(figures.mpg, decimal(IFTA_CHECKS.mpgLow)) < 0
    const high = compare(figures.mpg, decimal(IFTA_CHECKS.mpgHigh)) > 0
    if (low || high)
      checks.push({
        kind: 'mpg',
        severity: 'warning',
        message: `Fleet MPG ${formatScaled(roundTo(figures.mpg, 2), 2)} is ${low ? 'under' : 'over'} ${low ? IFTA_CHECKS.mpgLow : IFTA_CHECKS.mpgHigh}: look for missing ${low ? 'trips (miles)' : 'fuel purchases'}.`,
      })
  }
  for (const code of figures.missingRates)
    checks.push({
      kind: 'missing_rate',
      severity: 'error',
      message: `No ${quarter.key} diesel rate for ${code}: an administrator adds the quarter's rates.`,
    })

  const byTruck = new Map<string | null, TripRecord[]>()
  for (const trip of trips) {
    const own = byTruck.get(trip.truckId)
    if (own) own.push(trip)
    else byTruck.set(trip.truckId, [trip])
  }
  for (const [truckId, own] of byTruck) {
    const ordered = [...own].sort(
      (a, b) => a.startDate.localeCompare(b.startDate) || (a.startOdometer ?? 0) - (b.startOdometer ?? 0),
    )
    for (let i = 1; i < ordered.length; i++) {
      const before = ordered[i - 1]!
      const next = ordered[i]!
      if (before.endOdometer === null || next.startOdometer === null) continue
      const gap = next.startOdometer - before.endOdometer
      if (gap === 0) continue
      checks.push({
        kind: 'odometer_gap',
        severity: 'warning',
        tripId: next.id,
        message: `${truckLabel(truckId)}: the trip of ${usDate(before.startDate)} ended at ${miles(before.endOdometer)}, the next (${usDate(next.startDate)}) started at ${miles(next.startOdometer)}: ${gap > 0 ? `${miles(gap)} miles not on any trip` : `${miles(-gap)} miles counted twice`}.`,
      })
    }
  }

  // Each truck's purchases, so a trip looks only at its own truck's (and those of no truck).
  const fuelByTruck = new Map<string | null, FuelRecord[]>()
  for (const p of purchases) {
    const own = fuelByTruck.get(p.truckId)
    if (own) own.push(p)
    else fuelByTruck.set(p.truckId, [p])
  }
  for (const trip of trips) {
    const tripTenths = trip.miles.reduce((sum, m) => sum + m.milesTenths, 0)
    if (trip.startOdometer !== null && trip.endOdometer !== null) {
      const odometerTenths = (trip.endOdometer - trip.startOdometer) * 10
      if (Math.abs(odometerTenths - tripTenths) > 10)
        checks.push({
          kind: 'trip_miles',
          severity: 'warning',
          tripId: trip.id,
          message: `${truckLabel(trip.truckId)}, trip of ${usDate(trip.startDate)}: the odometer says ${miles(trip.endOdometer - trip.startOdometer)} miles, the states add up to ${miles(tenthsToWhole(tripTenths))}.`,
        })
    }
    if (trip.endDate > quarter.to)
      checks.push({
        kind: 'trip_crosses_quarter',
        severity: 'warning',
        tripId: trip.id,
        message: `${truckLabel(trip.truckId)}, trip of ${usDate(trip.startDate)} ends on ${usDate(trip.endDate)}, in the next quarter: split it at the quarter's end so each return has its own miles.`,
      })
    if (tripTenths > IFTA_CHECKS.milesWithoutFuel * 10) {
      const candidates =
        trip.truckId === null
          ? purchases
          : [...(fuelByTruck.get(trip.truckId) ?? []), ...(fuelByTruck.get(null) ?? [])]
      const fueled = candidates.some((p) => p.date >= trip.startDate && p.date <= trip.endDate)
      if (!fueled)
        checks.push({
          kind: 'no_fuel',
          severity: 'warning',
          tripId: trip.id,
          message: `${truckLabel(trip.truckId)}, trip of ${usDate(trip.startDate)}: ${miles(tenthsToWhole(tripTenths))} miles with no fuel bought between ${usDate(trip.startDate)} and ${usDate(trip.endDate)}.`,
        })
    }
  }

  for (const p of purchases) {
    if (p.fuelType !== RETURN_FUEL) continue
    const candidates =
      p.truckId === null ? trips : [...(byTruck.get(p.truckId) ?? []), ...(byTruck.get(null) ?? [])]
    const sameDay = candidates.filter((t) => t.startDate <= p.date && t.endDate >= p.date)
    if (sameDay.some((t) => t.miles.some((m) => m.jurisdiction === p.jurisdiction))) continue
    checks.push({
      kind: 'fuel_state',
      severity: 'warning',
      purchaseId: p.id,
      message:
        sameDay.length === 0
          ? `${truckLabel(p.truckId)}: fuel bought in ${p.jurisdiction} on ${usDate(p.date)}, a day with no trip recorded.`
          : `${truckLabel(p.truckId)}: fuel bought in ${p.jurisdiction} on ${usDate(p.date)}, but that day's trips ran in ${[...new Set(sameDay.flatMap((t) => t.miles.map((m) => m.jurisdiction)))].join(', ')}.`,
    })
  }

  if (input.loadMilesTenths !== null && input.loadMilesTenths > 0) {
    const loadMiles = tenthsToWhole(input.loadMilesTenths)
    const difference = Math.abs(figures.totalMiles - loadMiles)
    // |trips − loads| > 5 % of the loads' miles, in integers.
    if (difference * 100 > loadMiles * IFTA_CHECKS.loadMilesTolerancePercent)
      checks.push({
        kind: 'load_miles',
        severity: 'warning',
        message: `The trips add up to ${miles(figures.totalMiles)} miles, the quarter's loads to ${miles(loadMiles)} (loaded and empty): more than ${IFTA_CHECKS.loadMilesTolerancePercent} % apart. Look for a missing trip or a load's miles.`,
      })
  }

  const otherFuel = purchases.filter((p) => p.fuelType !== RETURN_FUEL)
  if (otherFuel.length > 0)
    checks.push({
      kind: 'other_fuel',
      severity: 'warning',
      message: `${otherFuel.length} purchase${otherFuel.length === 1 ? '' : 's'} of fuel other than diesel (${wholeGallons(sumGallons(otherFuel))} gallons) are not on this return.`,
    })
  return checks
}

/**
 * What filing late adds (R1010): the greater of $50 or 10 % of the net tax due; interest is
 * charged apart by the base jurisdiction. Nothing for a credit or an on-time return.
 */
export function latePenaltyCents(totalDueCents: number): number {
  const tenPercent = totalDueCents > 0 ? percentOfCents(totalDueCents, IFTA_RULES.latePenaltyPercent) : 0
  return Math.max(IFTA_RULES.latePenaltyMinimumCents, tenPercent)
}

/** "$1,234.56 due" or "$12.00 credit". */
export function dueLabel(cents: number): string {
  return cents < 0 ? `${formatUsd(-cents)} credit` : `${formatUsd(cents)} due`
}

/** Months a payment is late: each month or fraction of one after the due date (a day late is one). */
export function monthsLate(dueDate: string, paidOn: string): number {
  if (paidOn <= dueDate) return 0
  const [dy, dm, dd] = dueDate.split('-').map(Number) as [number, number, number]
  const [py, pm, pd] = paidOn.split('-').map(Number) as [number, number, number]
  const whole = (py - dy) * 12 + (pm - dm)
  return pd > dd ? whole + 1 : Math.max(whole, 1)
}

/** The first day of the `n`th month after the due date's month ("2025-05-01" for n 1 after April). */
function monthAfter(dueDate: string, n: number): string {
  const [y, m] = dueDate.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

export interface LateInterest {
  cents: number
  months: number
  /** Years some of those months fall in with no IFTA interest rate on file (left out of `cents`). */
  yearsWithoutRate: number[]
}

/**
 * Interest on a late return (R1230, table in interest-rates.ts): for each jurisdiction owed tax,
 * the tax × the monthly factor of each month late (the factor of the year that month is in), rounded
 * half up to the cent per jurisdiction. Credits earn none and are not set against it.
 */
export function lateInterest(
  rows: readonly { totalDueCents: number | null }[],
  dueDate: string,
  paidOn: string,
): LateInterest {
  const months = monthsLate(dueDate, paidOn)
  let factor = fromInteger(0)
  const yearsWithoutRate = new Set<number>()
  for (let n = 1; n <= months; n += 1) {
    const day = monthAfter(dueDate, n)
    const rate = day > IFTA_INTEREST_LAST_DAY ? undefined : IFTA_INTEREST_RATES.findLast((r) => r.from <= day)
    if (rate) factor = add(factor, decimal(rate.monthlyFactor))
    else yearsWithoutRate.add(Number(day.slice(0, 4)))
  }
  const cents = rows.reduce((sum, row) => {
    const owed = row.totalDueCents ?? 0
    return owed > 0 ? sum + toSafeNumber(roundTo(multiply(fromInteger(owed), factor), 0)) : sum
  }, 0)
  return { cents, months, yearsWithoutRate: [...yearsWithoutRate] }
}
