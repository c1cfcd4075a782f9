import { percentOfCents } from '@/domain/decimal.ts'
import { formatUsd } from '@/domain/money.ts'
import type { LoadStatus, RateLineKind } from './load-terms.ts'

/*
 * A load checked against the settlement that paid it (docs/domain.md, "Loads and their settlements"):
 * what the rate confirmation promised, line by line, against what the settlement's lines for the
 * load paid; the miles paid against the miles run; a percentage-of-revenue lease's base; and a
 * delivered load no settlement has paid after the user's number of days. Each flag carries the
 * money at stake: `differenceCents` is paid less expected (negative: paid short).
 */

/** How a settlement's line for a load and a rate line are compared: by these three groups. */
export const PAY_GROUPS = ['linehaul', 'fuel_surcharge', 'accessorials'] as const
export type PayGroup = (typeof PAY_GROUPS)[number]

const GROUP_OF: Record<RateLineKind, PayGroup> = {
  linehaul: 'linehaul',
  fuel_surcharge: 'fuel_surcharge',
  detention: 'accessorials',
  layover: 'accessorials',
  lumper: 'accessorials',
  tonu: 'accessorials',
  other: 'accessorials',
}
export const payGroupOf = (kind: RateLineKind): PayGroup => GROUP_OF[kind]

/** What a pay sheet's line for a load pays, from its words: fuel surcharge, an accessorial, or linehaul. */
export function rateKindOfPaidLine(description: string): RateLineKind {
  const words = description.toLowerCase()
  if (/\bf\.?s\.?c\b|fuel\s*(sur|adj|surcharge)|\bfuel\b/.test(words)) return 'fuel_surcharge'
  if (/detention|\bdet\b|wait(ing)?\s*time/.test(words)) return 'detention'
  if (/layover/.test(words)) return 'layover'
  if (/lumper|unload(ing)?\s*fee/.test(words)) return 'lumper'
  if (/\btonu\b|truck\s*ordered\s*not\s*used/.test(words)) return 'tonu'
  if (/stop\s*(off|pay|charge)|extra\s*stop|tarp|accessorial|\bscale\b/.test(words)) return 'other'
  return 'linehaul'
}

/** A percentage-of-revenue lease as the user saved it for the payer. */
export interface LeaseTerms {
  /** Decimal string, '88.00'. */
  percent: string
  includesFuelSurcharge: boolean
}

export interface CheckedLoad {
  status: LoadStatus
  /** Typed in or read from a rate confirmation: what it promised. Made from a settlement: nothing to check. */
  hasRate: boolean
  rateLines: readonly { kind: RateLineKind; amountCents: number }[]
  paidCents: number | null
  /** What each group was paid when the settlement's lines said so (two groups or more); else null. */
  paidByGroup: Partial<Record<PayGroup, number>> | null
  loadedMiles: number | null
  paidMiles: number | null
  deliveryDate: string | null
}

export const DISCREPANCY_KINDS = [
  'linehaul',
  'fuel_surcharge',
  'accessorials',
  'total',
  'miles',
  'lease_base',
  'not_settled',
] as const
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number]

export interface Discrepancy {
  kind: DiscrepancyKind
  expectedCents: number
  paidCents: number
  differenceCents: number
  message: string
}

const GROUP_WORDS: Record<PayGroup, string> = {
  linehaul: 'linehaul',
  fuel_surcharge: 'fuel surcharge',
  accessorials: 'accessorials',
}

/** The rate confirmation's lines summed by group. */
export function rateByGroup(lines: CheckedLoad['rateLines']): Record<PayGroup, number> {
  const sums: Record<PayGroup, number> = { linehaul: 0, fuel_surcharge: 0, accessorials: 0 }
  for (const line of lines) sums[payGroupOf(line.kind)] += line.amountCents
  return sums
}

/** What the payer owes for each group: the rate, or under a lease its percentage of the lease's base. */
export function expectedByGroup(
  rate: Record<PayGroup, number>,
  lease: LeaseTerms | null,
): Record<PayGroup, number> {
  if (!lease) return rate
  const share = (cents: number) => percentOfCents(cents, lease.percent)
  return {
    linehaul: share(rate.linehaul),
    accessorials: share(rate.accessorials),
    fuel_surcharge: lease.includesFuelSurcharge ? share(rate.fuel_surcharge) : rate.fuel_surcharge,
  }
}

const total = (byGroup: Record<PayGroup, number>) =>
  byGroup.linehaul + byGroup.fuel_surcharge + byGroup.accessorials

/** The day `days` after an ISO date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

function flag(kind: DiscrepancyKind, expectedCents: number, paidCents: number, message: string): Discrepancy {
  return { kind, expectedCents, paidCents, differenceCents: paidCents - expectedCents, message }
}

const short = (difference: number) =>
  difference < 0 ? `${formatUsd(-difference)} short` : `${formatUsd(difference)} over`

/** Everything about a load to ask its payer about; empty when the load is paid as booked. */
export function checkLoad(
  load: CheckedLoad,
  options: { lease: LeaseTerms | null; today: string; unpaidAfterDays: number },
): Discrepancy[] {
  if (load.status === 'cancelled') return []
  if (load.paidCents === null) return unpaid(load, options)
  if (!load.hasRate || load.rateLines.length === 0) return milesFlags(load)
  const rate = rateByGroup(load.rateLines)
  const expected = expectedByGroup(rate, options.lease)
  const flags: Discrepancy[] = []
  if (load.paidByGroup) {
    for (const group of PAY_GROUPS) {
      const paid = load.paidByGroup[group] ?? 0
      if (paid !== expected[group])
        flags.push(
          flag(
            group,
            expected[group],
            paid,
            `${capitalise(GROUP_WORDS[group])} paid ${formatUsd(paid)}, ${short(paid - expected[group])} of the ${formatUsd(expected[group])} expected`,
          ),
        )
    }
  } else if (load.paidCents !== total(expected)) {
    flags.push(
      leaseBaseFlag(load.paidCents, rate, options.lease) ?? totalFlag(load.paidCents, total(expected)),
    )
  }
  return [...flags, ...milesFlags(load)]
}

function totalFlag(paid: number, expected: number): Discrepancy {
  return flag(
    'total',
    expected,
    paid,
    `Paid ${formatUsd(paid)}, ${short(paid - expected)} of the ${formatUsd(expected)} expected`,
  )
}

/** Paid the lease's percentage on the other base (the fuel surcharge in it, or out of it). */
function leaseBaseFlag(paid: number, rate: Record<PayGroup, number>, lease: LeaseTerms | null) {
  if (!lease) return null
  const other = { ...lease, includesFuelSurcharge: !lease.includesFuelSurcharge }
  if (paid !== total(expectedByGroup(rate, other))) return null
  const expected = total(expectedByGroup(rate, lease))
  const base = lease.includesFuelSurcharge
    ? 'without the fuel surcharge, though your lease includes it'
    : 'with the fuel surcharge in it, though your lease passes it through whole'
  return flag(
    'lease_base',
    expected,
    paid,
    `Paid ${lease.percent} % on a base ${base}: ${short(paid - expected)}`,
  )
}

/** Paid for fewer (or more) miles than the load ran: the money at stake at the rate per mile paid. */
function milesFlags(load: CheckedLoad): Discrepancy[] {
  const { loadedMiles, paidMiles, paidCents } = load
  if (loadedMiles === null || paidMiles === null || paidCents === null || paidMiles === 0) return []
  if (Math.abs(loadedMiles - paidMiles) < 1) return []
  // Tenths of a mile keep the arithmetic in integers.
  const expected = Math.round((paidCents * Math.round(loadedMiles * 10)) / Math.round(paidMiles * 10))
  return [
    flag(
      'miles',
      expected,
      paidCents,
      `Paid for ${paidMiles} miles; the load ran ${loadedMiles} (${short(paidCents - expected)} at the rate paid)`,
    ),
  ]
}

/** Delivered (or past its delivery date) and on no settlement after the user's number of days. */
function unpaid(
  load: CheckedLoad,
  options: { lease: LeaseTerms | null; today: string; unpaidAfterDays: number },
): Discrepancy[] {
  if (load.status !== 'delivered' || !load.deliveryDate || !load.hasRate) return []
  if (addDays(load.deliveryDate, options.unpaidAfterDays) > options.today) return []
  const expected = total(expectedByGroup(rateByGroup(load.rateLines), options.lease))
  return [
    flag(
      'not_settled',
      expected,
      0,
      `Delivered ${load.deliveryDate} and on no settlement after ${options.unpaidAfterDays} days`,
    ),
  ]
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The money to ask about: what the flags say was paid short, summed (overpayments are not). */
export function moneyToAskAbout(flags: readonly Discrepancy[]): number {
  return flags.reduce((sum, f) => sum + (f.differenceCents < 0 ? -f.differenceCents : 0), 0)
}
