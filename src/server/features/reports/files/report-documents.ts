import type { BalanceSheet } from '@/contracts/balance-sheet.ts'
import {
  type CustomReportConfig,
  type CustomReportPreview,
  type ExpenseReport,
  type ProfitLossReport,
  REPORT_TYPE_NAMES,
  type RevenueReport,
  type TaxReport,
} from '@/contracts/reports.ts'
import { type Cell, cents, percent, periodWords, type ReportDocument, rangeStem } from './report-document.ts'

/** Every report's last word. */
const DISCLAIMER =
  'Estimates from your records, not tax advice: confirm every figure with a tax professional before filing.'

const change = (value: number | null) => percent(value)

export function profitLossDocument(report: ProfitLossReport): ReportDocument {
  return {
    title: 'Profit & Loss',
    period: periodWords(report.range),
    fileStem: `profit-loss-${rangeStem(report.range)}`,
    summary: [
      ['Total Revenue', cents(report.totalRevenueCents)],
      ['Total Expenses', cents(report.totalExpensesCents)],
      ['Net Profit', cents(report.netProfitCents)],
      [
        report.estimatedTaxBasis === 'detailed'
          ? `Estimated federal tax, ${report.estimatedTaxYear} so far`
          : 'Estimated tax (rule of thumb: 25% of net)',
        cents(report.estimatedTaxCents),
      ],
    ],
    tables: [
      {
        title: 'Revenue by category',
        columns: ['Category', 'Amount (USD)', 'Share'],
        rows: report.revenueByCategory.map((r) => [r.label, cents(r.amountCents), percent(r.percent)]),
        empty: 'No revenue in this period.',
      },
      {
        title: 'Expenses by category',
        columns: ['Category', 'Amount (USD)', 'Share'],
        rows: report.expensesByCategory.map((r) => [r.label, cents(r.amountCents), percent(r.percent)]),
        empty: 'No expenses in this period.',
      },
      {
        title: `Compared with ${periodWords(report.previous.range)}`,
        columns: ['', 'This period (USD)', 'Previous period (USD)', 'Change'],
        rows: [
          [
            'Revenue',
            cents(report.totalRevenueCents),
            cents(report.previous.totalRevenueCents),
            change(report.change.revenue),
          ],
          [
            'Expenses',
            cents(report.totalExpensesCents),
            cents(report.previous.totalExpensesCents),
            change(report.change.expenses),
          ],
          [
            'Net Profit',
            cents(report.netProfitCents),
            cents(report.previous.netProfitCents),
            change(report.change.netProfit),
          ],
        ],
      },
    ],
    notes: [DISCLAIMER],
  }
}

export function expenseDocument(report: ExpenseReport): ReportDocument {
  return {
    title: 'Expense Report',
    period: periodWords(report.range),
    fileStem: `expense-report-${rangeStem(report.range)}`,
    summary: [
      ['Total Expenses', cents(report.totalExpensesCents)],
      ['Tax Deductible', cents(report.taxDeductibleCents)],
      [
        report.savingsBasis === 'employee'
          ? 'Estimated tax savings (none: an employee cannot deduct expenses)'
          : `Estimated tax savings (${report.savingsRatePercent}% ${report.savingsBasis === 'marginal_rate' ? 'marginal rate' : 'rule of thumb'} on tax-deductible expenses)`,
        cents(report.estimatedTaxSavingsCents),
      ],
      ['Categories', report.categoryCount],
    ],
    tables: [
      {
        title: 'Category details',
        columns: ['Category', 'Expenses', 'Amount (USD)', 'Tax deductible (USD)', 'Share'],
        rows: report.categories.map((c) => [
          c.label,
          c.count,
          cents(c.amountCents),
          cents(c.taxDeductibleCents),
          percent(c.percent),
        ]),
        empty: 'No expenses in this period.',
      },
    ],
    notes: [DISCLAIMER],
  }
}

export function revenueDocument(report: RevenueReport): ReportDocument {
  return {
    title: 'Revenue Analysis',
    period: periodWords(report.range),
    fileStem: `revenue-analysis-${rangeStem(report.range)}`,
    summary: [
      ['Total Revenue', cents(report.totalRevenueCents)],
      ['Load Count', report.loadCount],
      ['Avg per Load', cents(report.averagePerLoadCents)],
      ['Revenue per Mile', cents(report.revenuePerMileCents)],
      ['Growth Rate', percent(report.growthPercent)],
    ],
    tables: [
      {
        title: 'Revenue by month',
        columns: ['Month', 'Revenue (USD)'],
        rows: report.trend.map((t) => [t.month, cents(t.revenueCents)]),
      },
      {
        title: 'Top Revenue Sources',
        columns: ['Payer', 'Revenue (USD)', 'Loads', 'Share'],
        rows: report.topSources.map((s) => [s.payer, cents(s.revenueCents), s.loadCount, percent(s.percent)]),
        empty: 'No revenue in this period.',
      },
    ],
    notes: [],
  }
}

const FILING_STATUS_NAMES = {
  single: 'Single',
  married_jointly: 'Married filing jointly',
  head_of_household: 'Head of household',
} as const

const PAY_TYPE_NAMES = {
  w2: 'W-2 employee',
  leased_1099: 'Leased owner-operator (1099)',
  own_authority_1099: 'Own authority (1099)',
  w2_and_1099: 'W-2 and 1099',
} as const

export function taxDocument(report: TaxReport): ReportDocument {
  const d = report.detailed
  const business = report.payType !== 'w2'
  const detailed: [string, Cell][] = d
    ? [
        ...(d.wagesCents > 0 ? [['Wages (Form 1040 line 1a)', cents(d.wagesCents)] as [string, Cell]] : []),
        ...(business
          ? ([
              ['Schedule C profit', cents(d.scheduleCProfitCents)],
              ['Self-employment tax (Schedule SE)', cents(d.seTaxCents)],
              ['Half of SE tax deducted', cents(d.halfSeTaxCents)],
            ] as [string, Cell][])
          : []),
        ...(d.healthInsuranceDeductionCents > 0
          ? [
              ['Self-employed health insurance (Schedule 1)', cents(d.healthInsuranceDeductionCents)] as [
                string,
                Cell,
              ],
            ]
          : []),
        ...(d.retirementDeductionCents > 0
          ? [['Retirement contributions (Schedule 1)', cents(d.retirementDeductionCents)] as [string, Cell]]
          : []),
        ['Adjusted gross income', cents(d.adjustedGrossIncomeCents)],
        [
          `Standard deduction (${FILING_STATUS_NAMES[report.profile.filingStatus]})`,
          cents(d.standardDeductionCents),
        ],
        ...(d.seniorDeductionCents > 0
          ? [['Deduction for seniors', cents(d.seniorDeductionCents)] as [string, Cell]]
          : []),
        ['Qualified business income deduction', cents(d.qbiDeductionCents)],
        ['Taxable income', cents(d.taxableIncomeCents)],
        ['Federal income tax', cents(d.incomeTaxCents)],
        ...(d.childTaxCreditCents + d.additionalChildTaxCreditCents > 0
          ? [
              ['Child tax credit', cents(d.childTaxCreditCents)] as [string, Cell],
              ['Additional child tax credit (refundable)', cents(d.additionalChildTaxCreditCents)] as [
                string,
                Cell,
              ],
            ]
          : []),
        ...(d.additionalMedicareTaxCents > 0
          ? [['Additional Medicare Tax (Form 8959)', cents(d.additionalMedicareTaxCents)] as [string, Cell]]
          : []),
        ['Total federal tax', cents(d.totalTaxCents)],
        ['Federal income tax withheld', cents(d.federalWithheldCents)],
        [d.balanceDueCents < 0 ? 'Refund' : 'Balance due', cents(Math.abs(d.balanceDueCents))],
      ]
    : []
  const perDiem = report.perDiem
  return {
    title: 'Tax Summary',
    period: `Tax year ${report.year}`,
    fileStem: `tax-summary-${report.year}`,
    summary: [
      ['Paid as', PAY_TYPE_NAMES[report.payType]],
      ['Gross Income', cents(report.grossIncomeCents)],
      ['Deductions', cents(report.deductionsCents)],
      ['Net Profit', cents(report.netProfitCents)],
      ...(business
        ? ([
            [
              `Meals (${perDiem.method === 'per_diem' ? 'per diem' : 'actual meals'}, ${report.meals.deductiblePercent}%)`,
              cents(perDiem.method === 'per_diem' ? perDiem.deductibleCents : 0),
            ],
            ['Per diem days (full / partial)', `${perDiem.fullDays} / ${perDiem.partialDays}`],
            ['Per diem allowance', cents(perDiem.allowanceCents)],
          ] as [string, Cell][])
        : []),
      ...detailed,
      ['Rule of thumb (25% of net), for comparison', cents(report.simpleEstimateCents)],
    ],
    tables: [
      {
        title: 'Deduction categories',
        columns: ['Line', 'Line name', 'Category', 'Amount (USD)', 'Share'],
        rows: report.deductionCategories.map((c) => [
          c.scheduleCLine,
          c.scheduleCLabel,
          c.label,
          cents(c.amountCents),
          percent(c.percent),
        ]),
        empty: business ? 'No tax-deductible expenses this year.' : 'An employee deducts no expenses.',
      },
      {
        title: 'Schedule C, Part II',
        columns: ['Line', 'Line name', 'Amount (USD)'],
        rows: report.scheduleC.map((l) => [l.line, l.label, cents(l.amountCents)]),
        empty: business ? 'No expenses to report.' : 'No Schedule C: paid on a W-2.',
      },
      ...(report.schedule1.length > 0
        ? [
            {
              title: 'Schedule 1, adjustments to income',
              columns: ['Line', 'Line name', 'Amount (USD)'],
              rows: report.schedule1.map((l): Cell[] => [l.line, l.label, cents(l.amountCents)]),
            },
          ]
        : []),
      ...(report.notDeducted.length > 0
        ? [
            {
              title: 'Not deducted',
              columns: ['Category', 'Amount (USD)', 'Why'],
              rows: report.notDeducted.map((n): Cell[] => [n.label, cents(n.amountCents), n.reason]),
            },
          ]
        : []),
      ...(d
        ? [
            {
              title: `Quarterly estimated payments (safe harbour ${d.estimatedPayments.basis === 'last_year' ? "from last year's tax" : "from this year's tax"}, after withholding)`,
              columns: ['Quarter', 'Due', 'Amount (USD)'],
              rows: d.estimatedPayments.payments.map((p): Cell[] => [
                p.quarter.toUpperCase(),
                p.dueDate,
                cents(p.amountCents),
              ]),
            },
          ]
        : []),
    ],
    notes: [
      `Vehicle: ${report.vehicle.method === 'standard_mileage' ? 'standard mileage rate' : 'actual costs'}. ${report.vehicle.reason}`,
      'Schedule C lines follow a common mapping of the IRS instructions; preparers differ on some (fuel and tolls on line 9 or in Part V).',
      'Federal only: state income tax is not estimated.',
      DISCLAIMER,
    ],
  }
}

export interface MileageReportData {
  range: { from: string; to: string }
  totalMiles: number
  businessMiles: number
  deductionCents: number | null
  deductionNote: string
  trips: {
    date: string
    route: string
    miles: number
    purpose: string
    rateCents: number
    deductionCents: number | null
  }[]
}

export function mileageDocument(data: MileageReportData): ReportDocument {
  return {
    title: 'Mileage Log',
    period: periodWords(data.range),
    fileStem: `mileage-log-${rangeStem(data.range)}`,
    summary: [
      ['Total Miles', data.totalMiles],
      ['Business Miles', data.businessMiles],
      ['Deduction Value', data.deductionCents === null ? 'None' : cents(data.deductionCents)],
    ],
    tables: [
      {
        title: 'Trips',
        columns: ['Date', 'Route', 'Miles', 'Purpose', 'Rate (cents/mile)', 'Deduction (USD)'],
        rows: data.trips.map((t) => [
          t.date,
          t.route,
          t.miles,
          t.purpose,
          t.rateCents,
          cents(t.deductionCents),
        ]),
        empty: 'No trips in this period.',
      },
    ],
    notes: [
      data.deductionNote,
      'Keep a log of each business trip (date, places, miles, purpose): IRS Publication 463.',
    ],
  }
}

const COLUMN_NAMES = {
  date: 'Date',
  description: 'Description',
  category: 'Category',
  amount: 'Amount (USD)',
  payment_method: 'Payment Method',
  notes: 'Notes',
} as const

type CustomRow = CustomReportPreview['rows'][number]

function customCell(row: CustomRow, column: keyof typeof COLUMN_NAMES, signed: boolean): Cell {
  const cells: Record<keyof typeof COLUMN_NAMES, () => Cell> = {
    date: () => row.date,
    description: () => row.description,
    category: () => row.categoryLabel,
    amount: () => cents(signed && row.type === 'expense' ? -row.amountCents : row.amountCents),
    payment_method: () => row.paymentMethod?.replace('_', ' ') ?? '',
    notes: () => row.notes,
  }
  return cells[column]()
}

export function customDocument(
  config: CustomReportConfig,
  result: CustomReportPreview & { truncatedAt: number | null },
): ReportDocument {
  const range = { from: config.filters.dateRange.start, to: config.filters.dateRange.end }
  const columns = config.type === 'profit_loss' ? (['category', 'amount'] as const) : config.columns
  // Where revenue and expenses share a table, expenses read as negative amounts.
  const signed = config.type === 'profit_loss' || config.type === 'combined'
  return {
    title: config.name,
    period: periodWords(range),
    fileStem: `${
      config.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'custom-report'
    }-${rangeStem(range)}`,
    summary: [
      ['Rows', result.rowCount],
      ...(config.type !== 'expenses'
        ? [['Total Revenue', cents(result.totalRevenueCents)] as [string, Cell]]
        : []),
      ...(config.type !== 'revenue'
        ? [['Total Expenses', cents(result.totalExpensesCents)] as [string, Cell]]
        : []),
      ...(config.type === 'profit_loss' || config.type === 'combined'
        ? [['Net', cents(result.netCents)] as [string, Cell]]
        : []),
    ],
    tables: [
      {
        title: config.type === 'profit_loss' ? 'By category' : `${REPORT_TYPE_NAMES.custom} report rows`,
        columns: columns.map((c) => COLUMN_NAMES[c]),
        rows: result.rows.map((row) => columns.map((c) => customCell(row, c, signed))),
        empty: 'No rows match these filters.',
      },
    ],
    notes: [
      ...(signed ? ['Expenses are shown as negative amounts.'] : []),
      ...(result.truncatedAt !== null
        ? [
            `The first ${result.truncatedAt.toLocaleString('en-US')} of ${result.rowCount.toLocaleString('en-US')} rows; narrow the filters for the rest.`,
          ]
        : []),
    ],
  }
}

const ASSET_SOURCES: Record<BalanceSheet['assets'][number]['kind'], string> = {
  cash: 'Typed by you',
  reserve: 'Escrow & Reserves',
  receivable: 'Loads delivered, not paid',
  equipment: 'Equipment at book value',
  other: 'Typed by you',
}
const LIABILITY_SOURCES: Record<BalanceSheet['liabilities'][number]['kind'], string> = {
  loan: 'Loans',
  advance: 'Advances',
  other: 'Typed by you',
}

export function balanceSheetDocument(sheet: BalanceSheet): ReportDocument {
  return {
    title: 'Balance Sheet',
    period: periodWords({ from: sheet.date, to: sheet.date }),
    fileStem: `balance-sheet-${sheet.date}`,
    summary: [
      ['Total Assets', cents(sheet.totalAssetsCents)],
      ['Total Liabilities', cents(sheet.totalLiabilitiesCents)],
      ['Equity', cents(sheet.equityCents)],
    ],
    tables: [
      {
        title: 'Assets',
        columns: ['Item', 'From', 'Amount (USD)'],
        rows: [
          ...sheet.assets.map((line): Cell[] => [
            line.label,
            ASSET_SOURCES[line.kind],
            cents(line.amountCents),
          ]),
          ...(sheet.assets.length > 0 ? [['Total Assets', '', cents(sheet.totalAssetsCents)] as Cell[]] : []),
        ],
        empty: 'No assets on this date.',
      },
      {
        title: 'Liabilities',
        columns: ['Item', 'From', 'Amount (USD)'],
        rows: [
          ...sheet.liabilities.map((line): Cell[] => [
            line.label,
            LIABILITY_SOURCES[line.kind],
            cents(line.amountCents),
          ]),
          ...(sheet.liabilities.length > 0
            ? [['Total Liabilities', '', cents(sheet.totalLiabilitiesCents)] as Cell[]]
            : []),
        ],
        empty: 'No liabilities on this date.',
      },
    ],
    notes: [
      'Equity is total assets less total liabilities. Equipment is at cost times business use less the depreciation of every tax year through this date’s year; receivables are loads delivered and not yet paid, at their rate confirmations’ totals.',
      'The profit and loss stays income and expense only: of these records only loan interest, depreciation, escrow draws applied to expenses and interest earned reach it.',
      DISCLAIMER,
    ],
  }
}
