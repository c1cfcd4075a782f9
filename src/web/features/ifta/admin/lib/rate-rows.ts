import { randomId } from '@mantine/hooks'
import { ZIftaRate } from '@/contracts/ifta'
import type { FuelType } from '@/domain/ifta/build-return'

/** One rate as the editor holds it: the texts as typed. */
export interface RateRow {
  key: string
  jurisdiction: string | null
  fuelType: FuelType
  rate: string
  surchargeRate: string
}

export const newRateRow = (): RateRow => ({
  key: randomId(),
  jurisdiction: null,
  fuelType: 'diesel',
  rate: '',
  surchargeRate: '',
})

export const rowsFromRates = (
  rates: { jurisdiction: string; fuelType: FuelType; rate: string; surchargeRate: string | null }[],
): RateRow[] =>
  rates.map((r) => ({
    key: randomId(),
    jurisdiction: r.jurisdiction,
    fuelType: r.fuelType,
    rate: r.rate,
    surchargeRate: r.surchargeRate ?? '',
  }))

export type RateInput = ReturnType<typeof ZIftaRate.parse>

export type CheckedRates =
  | { ok: true; rates: RateInput[] }
  | { ok: false; errors: Record<string, string>; count: number }

export const DUPLICATE_RATE = 'This jurisdiction and fuel are listed twice'

/**
 * The rows checked with the schema the rates' PUT route reads (decimal strings, four decimals at
 * most), and each jurisdiction and fuel once: the rates to send, or each field's message by `index.field`.
 */
export function checkRateRows(rows: RateRow[]): CheckedRates {
  const errors: Record<string, string> = {}
  const rates: RateInput[] = []
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const result = ZIftaRate.safeParse({
      jurisdiction: row.jurisdiction ?? '',
      fuelType: row.fuelType,
      rate: row.rate,
      surchargeRate: row.surchargeRate.trim() === '' ? null : row.surchargeRate,
    })
    const key = `${(row.jurisdiction ?? '').trim().toUpperCase()}|${row.fuelType}`
    if (row.jurisdiction && seen.has(key)) errors[`${index}.jurisdiction`] = DUPLICATE_RATE
    seen.add(key)
    if (!result.success) {
      for (const issue of result.error.issues) errors[`${index}.${String(issue.path[0])}`] ??= issue.message
      return
    }
    rates.push(result.data)
  })
  const count = Object.keys(errors).length
  return count === 0 ? { ok: true, rates } : { ok: false, errors, count }
}
