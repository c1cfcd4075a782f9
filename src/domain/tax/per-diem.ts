import { decimal, fromInteger, multiply, percentOfCents, roundTo, toSafeNumber } from '@/domain/decimal.ts'
import type { IsoDate } from '@/domain/period.ts'
import { PER_DIEM_RATES, PER_DIEM_RULES } from './tables.ts'
import { TaxInputError } from './tax-input-error.ts'

export interface PerDiemLine {
  days: number
  /** '1' for full days, '0.75' for departure and return days. */
  fraction: '1' | '0.75'
  /** The daily rate; from the table by `date` when absent. */
  rateCents?: number
  date?: IsoDate
  outsideConus?: boolean
}

/** The transportation-industry daily rate in cents on a travel date, or undefined outside the table. */
export function perDiemRateCents(date: IsoDate, outsideConus = false): number | undefined {
  const row = PER_DIEM_RATES.find((r) => r.from <= date && date <= r.to)
  if (!row) return undefined
  return (outsideConus ? row.outsideConusDollars : row.insideConusDollars) * 100
}

/**
 * The meals-and-incidentals allowance: days × fraction × daily rate per line, each line to the
 * nearest cent; then the deductible share (80 % under DOT hours-of-service rules) to the cent.
 */
export function perDiem(input: { dayLines: PerDiemLine[]; deductiblePercent?: string }) {
  let allowance = 0n
  for (const line of input.dayLines) {
    const rate = line.rateCents ?? (line.date ? perDiemRateCents(line.date, line.outsideConus) : undefined)
    if (rate === undefined) {
      throw new TaxInputError(
        line.date
          ? `The IRS per diem rate for ${line.date} is not in RigLedger yet: enter the daily rate from the IRS notice (rateCents)`
          : 'Give a rateCents or a date for each line',
      )
    }
    allowance += roundTo(
      multiply(multiply(fromInteger(line.days), decimal(line.fraction)), fromInteger(rate)),
      0,
    )
  }
  const deductible = percentOfCents(allowance, input.deductiblePercent ?? PER_DIEM_RULES.dotDeductiblePercent)
  return { allowanceCents: toSafeNumber(allowance), deductibleCents: deductible }
}
