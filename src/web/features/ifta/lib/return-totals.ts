import type { IftaReturn } from '@/contracts/ifta'

export interface ReturnTotals {
  taxableMiles: number
  taxableGallons: number
  taxPaidGallons: number
  netTaxableGallons: number
  /** The tax of the rows that have a rate (a row without one is named by its own check). */
  taxCents: number
  /** Null when no row carries a surcharge. */
  surchargeCents: number | null
}

/** The return's total line: each column of its rows added up, in whole units. */
export function returnTotals(rows: IftaReturn['rows']): ReturnTotals {
  const sum = (pick: (row: IftaReturn['rows'][number]) => number | null | undefined) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0)
  const surcharged = rows.some((row) => row.surchargeCents !== undefined)
  return {
    taxableMiles: sum((r) => r.taxableMiles),
    taxableGallons: sum((r) => r.taxableGallons),
    taxPaidGallons: sum((r) => r.taxPaidGallons),
    netTaxableGallons: sum((r) => r.netTaxableGallons),
    taxCents: sum((r) => r.taxCents),
    surchargeCents: surcharged ? sum((r) => r.surchargeCents) : null,
  }
}
