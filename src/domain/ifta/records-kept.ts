import { addMonths } from '@/domain/period.ts'
import { parseQuarter, quarterOf } from './quarter.ts'
import { IFTA_RULES } from './rules.ts'

/**
 * P510: IFTA records are kept four years from the return's due date (or its filing, when later). A
 * record's own day gives its quarter, the quarter its due date; a filed return counts from the later
 * of its due date and its filing.
 */
export function recordKeptUntil(date: string, filedOn?: string | null): string {
  const due = parseQuarter(quarterOf(date))!.dueDate
  const from = filedOn && filedOn > due ? filedOn : due
  return addMonths(from, IFTA_RULES.recordYears * 12)
}

/** What an account holds that an IFTA audit may still ask for, and the day the last may be discarded. */
export interface IftaRecordsKept {
  trips: number
  fuelPurchases: number
  returns: number
  keepUntil: string
}

/** The records still within their four years on `today` (null when there are none). */
export function iftaRecordsKept(
  today: string,
  records: {
    trips: string[]
    fuelPurchases: string[]
    returns: { quarter: string; filedOn: string | null }[]
  },
): IftaRecordsKept | null {
  let keepUntil = ''
  const kept = (until: string) => {
    if (until <= today) return false
    if (until > keepUntil) keepUntil = until
    return true
  }
  const trips = records.trips.filter((date) => kept(recordKeptUntil(date))).length
  const fuelPurchases = records.fuelPurchases.filter((date) => kept(recordKeptUntil(date))).length
  const returns = records.returns.filter((r) =>
    kept(recordKeptUntil(parseQuarter(r.quarter)?.from ?? r.filedOn ?? today, r.filedOn)),
  ).length
  return trips + fuelPurchases + returns === 0 ? null : { trips, fuelPurchases, returns, keepUntil }
}

/** The warning a closing or deletion shows, in words. */
export function recordsKeptWarning(kept: IftaRecordsKept): string {
  const parts = [
    [kept.trips, 'trip sheet'],
    [kept.fuelPurchases, 'fuel purchase'],
    [kept.returns, 'filed IFTA return'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, what]) => `${n} ${what}${n === 1 ? '' : 's'}`)
  return `This account holds IFTA records an audit may still ask for (${parts.join(', ')}): IFTA requires them kept ${IFTA_RULES.recordYears} years, until ${kept.keepUntil}. Download the data export and keep it before the account is deleted.`
}
