import { percentOfCents } from '@/domain/decimal.ts'
import type { IsoDate } from '@/domain/period.ts'
import { dateOf, nextBusinessDay } from './business-days.ts'
import { ESTIMATED_TAX_DUE, ESTIMATED_TAX_RULES } from './tables.ts'

export type Quarter = 'q1' | 'q2' | 'q3' | 'q4'

/** The four Form 1040-ES due dates of a tax year, past weekends and DC legal holidays. */
export function estimatedTaxDueDates(taxYear: number): Record<Quarter, IsoDate> {
  const dates = {} as Record<Quarter, IsoDate>
  for (const due of ESTIMATED_TAX_DUE) {
    dates[due.quarter] = nextBusinessDay(dateOf(due.nextYear ? taxYear + 1 : taxYear, due.month, due.day))
  }
  return dates
}

/**
 * The required annual payment (IRC 6654(d)): the smaller of 90 % of this year's tax and 100 % of
 * last year's (110 % when last year's AGI was over $150,000) when last year's tax is known. Income
 * tax withheld counts as paid in four equal parts on the due dates (IRC 6654(g)), so the quarterly
 * payments are what the withholding leaves of it; none is required when the tax less withholding
 * (and refundable credits) is under $1,000 (IRC 6654(e)(1)).
 */
export function safeHarbour(input: {
  taxYear: number
  /** The year's tax less refundable credits. */
  totalTaxCents: number
  lastYearTaxCents?: number | null
  lastYearAgiCents?: number | null
  withheldCents?: number
}) {
  const withheld = input.withheldCents ?? 0
  const current = percentOfCents(input.totalTaxCents, ESTIMATED_TAX_RULES.currentYearPercent)
  const highIncome = (input.lastYearAgiCents ?? 0) > ESTIMATED_TAX_RULES.highIncomeAgiDollars * 100
  const prior =
    input.lastYearTaxCents === undefined || input.lastYearTaxCents === null
      ? undefined
      : percentOfCents(
          input.lastYearTaxCents,
          highIncome ? ESTIMATED_TAX_RULES.priorYearHighIncomePercent : ESTIMATED_TAX_RULES.priorYearPercent,
        )
  const required = input.totalTaxCents - withheld >= ESTIMATED_TAX_RULES.requiredFromDollars * 100
  const harbour = prior === undefined ? current : Math.min(current, prior)
  const annual = required ? Math.max(0, harbour - withheld) : 0
  const dueDates = estimatedTaxDueDates(input.taxYear)
  // Quarters to the cent; the last takes what rounding left over.
  const quarter = Math.floor(annual / 4)
  const amounts = [quarter, quarter, quarter, annual - 3 * quarter]
  return {
    required: required && annual > 0,
    safeHarbourCents: required ? harbour : 0,
    basis: prior !== undefined && prior < current ? ('last_year' as const) : ('this_year' as const),
    payments: (['q1', 'q2', 'q3', 'q4'] as const).map((q, i) => ({
      quarter: q,
      dueDate: dueDates[q],
      amountCents: amounts[i]!,
    })),
  }
}
