import type { ExpenseReport, ProfitLossReport, RevenueReport, TaxReport } from '@/contracts/reports.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import { type CsvValue, csvLine } from '@/server/lib/csv.ts'

/*
 * The reports as CSV: a few labelled sections, amounts in dollars with two decimals ("1234.50"),
 * every cell through csvLine (which neutralises formula characters). File names carry the period.
 */

const dollars = (cents: number | null) => (cents === null ? '' : centsToDecimalString(cents))
const text = (rows: CsvValue[][]) => rows.map(csvLine).join('')
const rangeName = (range: { from: string; to: string }) => `${range.from}-to-${range.to}`

export function profitLossCsv(report: ProfitLossReport) {
  return {
    fileName: `profit-loss-${rangeName(report.range)}.csv`,
    text: text([
      ['Profit & Loss', report.range.from, report.range.to],
      ['Section', 'Category', 'Amount (USD)', 'Share (%)'],
      ...report.revenueByCategory.map((r) => ['Revenue', r.label, dollars(r.amountCents), r.percent]),
      ['Total Revenue', '', dollars(report.totalRevenueCents), ''],
      ...report.expensesByCategory.map((r) => ['Expenses', r.label, dollars(r.amountCents), r.percent]),
      ['Total Expenses', '', dollars(report.totalExpensesCents), ''],
      ['Net Profit', '', dollars(report.netProfitCents), ''],
      ['Previous period', report.previous.range.from, report.previous.range.to, ''],
      ['Previous Total Revenue', '', dollars(report.previous.totalRevenueCents), report.change.revenue ?? ''],
      [
        'Previous Total Expenses',
        '',
        dollars(report.previous.totalExpensesCents),
        report.change.expenses ?? '',
      ],
      ['Previous Net Profit', '', dollars(report.previous.netProfitCents), report.change.netProfit ?? ''],
    ]),
  }
}

export function expenseCsv(report: ExpenseReport) {
  return {
    fileName: `expense-report-${rangeName(report.range)}.csv`,
    text: text([
      ['Category', 'Expenses', 'Amount (USD)', 'Tax deductible (USD)', 'Share (%)'],
      ...report.categories.map((c) => [
        c.label,
        c.count,
        dollars(c.amountCents),
        dollars(c.taxDeductibleCents),
        c.percent,
      ]),
      [
        'Total',
        report.expenseCount,
        dollars(report.totalExpensesCents),
        dollars(report.taxDeductibleCents),
        100,
      ],
      [
        `Estimated tax savings (${report.savingsRatePercent}% of tax-deductible expenses)`,
        '',
        dollars(report.estimatedTaxSavingsCents),
        '',
        '',
      ],
    ]),
  }
}

export function revenueCsv(report: RevenueReport) {
  return {
    fileName: `revenue-analysis-${rangeName(report.range)}.csv`,
    text: text([
      ['Revenue Analysis', report.range.from, report.range.to],
      ['Total Revenue (USD)', dollars(report.totalRevenueCents)],
      ['Load Count', report.loadCount],
      ['Avg per Load (USD)', dollars(report.averagePerLoadCents)],
      ['Revenue per Mile (USD)', dollars(report.revenuePerMileCents)],
      ['Growth Rate (%)', report.growthPercent ?? ''],
      [],
      ['Month', 'Revenue (USD)'],
      ...report.trend.map((t) => [t.month, dollars(t.revenueCents)]),
      [],
      ['Payer', 'Revenue (USD)', 'Loads', 'Share (%)'],
      ...report.topSources.map((s) => [s.payer, dollars(s.revenueCents), s.loadCount, s.percent]),
    ]),
  }
}

export function taxCsv(report: TaxReport) {
  const d = report.detailed
  return {
    fileName: `tax-summary-${report.year}.csv`,
    text: text([
      ['Tax Summary', report.year],
      ['Gross Income (USD)', dollars(report.grossIncomeCents)],
      ['Deductions (USD)', dollars(report.deductionsCents)],
      ['Net Profit (USD)', dollars(report.netProfitCents)],
      ['Simple estimate: 25% of net (USD)', dollars(report.simpleEstimateCents)],
      [],
      ['Schedule C line', 'Line name', 'Category', 'Amount (USD)', 'Share (%)'],
      ...report.deductionCategories.map((c) => [
        c.scheduleCLine,
        c.scheduleCLabel,
        c.label,
        dollars(c.amountCents),
        c.percent,
      ]),
      [],
      ['Schedule C line', 'Line name', 'Amount (USD)'],
      ...report.scheduleC.map((l) => [l.line, l.label, dollars(l.amountCents)]),
      ['Vehicle', report.vehicle.method, report.vehicle.reason],
      ...(d
        ? [
            [],
            ['Detailed estimate', report.profile.filingStatus],
            ['Schedule C profit (USD)', dollars(d.scheduleCProfitCents)],
            ['Self-employment tax (USD)', dollars(d.seTaxCents)],
            ['Half of SE tax deducted (USD)', dollars(d.halfSeTaxCents)],
            ['Adjusted gross income (USD)', dollars(d.adjustedGrossIncomeCents)],
            ['Standard deduction (USD)', dollars(d.standardDeductionCents)],
            ['QBI deduction (USD)', dollars(d.qbiDeductionCents)],
            ['Taxable income (USD)', dollars(d.taxableIncomeCents)],
            ['Income tax (USD)', dollars(d.incomeTaxCents)],
            ['Total tax (USD)', dollars(d.totalTaxCents)],
            ['Safe-harbour payments (USD)', dollars(d.estimatedPayments.safeHarbourCents)],
            ...d.estimatedPayments.payments.map((p) => [
              `${p.quarter.toUpperCase()} due ${p.dueDate}`,
              dollars(p.amountCents),
            ]),
          ]
        : []),
      [],
      ['Estimates only, not tax advice: confirm every figure with a tax professional.'],
    ]),
  }
}
