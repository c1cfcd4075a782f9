import { z } from 'zod'
import { FILING_STATUSES } from '@/domain/tax/tables.ts'
import { ZCents, ZTaxYear } from './calculators.ts'
import { ZDateFilter } from './common.ts'

/** The report screens' periods: the whole calendar period holding `date` (up to today while it runs). */
export const REPORT_PERIODS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'custom'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

/** The spec's messages for the report screens (spec 8). */
export const REPORT_MESSAGES = {
  profitLossFailed: 'Failed to load profit & loss data',
  expensesFailed: 'Failed to load expense report data',
  revenueFailed: 'Failed to load revenue report data',
  taxFailed: 'Failed to load tax report data',
  exported: (name: string) => `${name} report exported successfully`,
  profileSaved: 'Tax profile saved',
} as const

export const ZReportQuery = z.object({
  period: z.enum(REPORT_PERIODS).default('monthly'),
  /** Any day in the period; today when absent. */
  date: ZDateFilter,
  /** The first and last day of a custom period. */
  from: ZDateFilter,
  to: ZDateFilter,
})
export type ReportQuery = z.input<typeof ZReportQuery>

const ZRange = z.object({ from: z.iso.date(), to: z.iso.date() })

const ZCategoryRow = z.object({
  category: z.string(),
  label: z.string(),
  amountCents: z.number().int(),
  /** Share of the total, one decimal. */
  percent: z.number(),
})

const ZTotals = z.object({
  totalRevenueCents: z.number().int(),
  totalExpensesCents: z.number().int(),
  netProfitCents: z.number().int(),
})

/** A change against the previous period in percent to one decimal; null when there was nothing before. */
const ZChange = z.number().nullable()

export const ZProfitLossReport = ZTotals.extend({
  period: z.enum(REPORT_PERIODS),
  range: ZRange,
  revenueByCategory: z.array(ZCategoryRow),
  expensesByCategory: z.array(ZCategoryRow),
  previous: ZTotals.extend({ range: ZRange }),
  change: z.object({ revenue: ZChange, expenses: ZChange, netProfit: ZChange }),
})
export type ProfitLossReport = z.infer<typeof ZProfitLossReport>

export const ZExpenseReport = z.object({
  period: z.enum(REPORT_PERIODS),
  range: ZRange,
  totalExpensesCents: z.number().int(),
  taxDeductibleCents: z.number().int(),
  /** taxDeductibleCents × savingsRatePercent: what the deductions may save in tax. */
  estimatedTaxSavingsCents: z.number().int(),
  savingsRatePercent: z.string(),
  expenseCount: z.number().int(),
  categoryCount: z.number().int(),
  categories: z.array(ZCategoryRow.extend({ taxDeductibleCents: z.number().int(), count: z.number().int() })),
})
export type ExpenseReport = z.infer<typeof ZExpenseReport>

export const REVENUE_TRENDS = ['6m', '12m', 'ytd'] as const

export const ZRevenueQuery = ZReportQuery.extend({
  /** The trend chart's span, ending with the period: last 6 or 12 months, or the year to date. */
  trend: z.enum(REVENUE_TRENDS).default('6m'),
})

export const ZRevenueReport = z.object({
  period: z.enum(REPORT_PERIODS),
  range: ZRange,
  totalRevenueCents: z.number().int(),
  /** Loads on the period's confirmed settlements. */
  loadCount: z.number().int(),
  averagePerLoadCents: z.number().int().nullable(),
  /** Load pay per loaded mile, where the settlements state miles; null without miles. */
  revenuePerMileCents: z.number().int().nullable(),
  loadMiles: z.number(),
  previousRevenueCents: z.number().int(),
  growthPercent: ZChange,
  trend: z.array(z.object({ month: z.string(), revenueCents: z.number().int() })),
  topSources: z.array(
    z.object({
      payer: z.string(),
      revenueCents: z.number().int(),
      loadCount: z.number().int(),
      percent: z.number(),
    }),
  ),
})
export type RevenueReport = z.infer<typeof ZRevenueReport>

export const ZTaxQuery = z.object({ year: z.coerce.number().pipe(ZTaxYear).optional() })

export const ZTaxProfileInput = z
  .object({
    filingStatus: z.enum(FILING_STATUSES),
    otherIncomeCents: ZCents.default(0),
    w2WagesCents: ZCents.default(0),
    lastYearTaxCents: ZCents.nullable().default(null),
    lastYearAgiCents: ZCents.nullable().default(null),
  })
  .meta({
    examples: [
      {
        filingStatus: 'single',
        otherIncomeCents: 0,
        w2WagesCents: 0,
        lastYearTaxCents: 1_250_000,
        lastYearAgiCents: 8_400_000,
      },
    ],
  })

export const ZTaxProfile = z.object({
  taxYear: z.number().int(),
  filingStatus: z.enum(FILING_STATUSES),
  otherIncomeCents: z.number().int(),
  w2WagesCents: z.number().int(),
  lastYearTaxCents: z.number().int().nullable(),
  lastYearAgiCents: z.number().int().nullable(),
  /** False until the user saves one for the year (the figures are then the defaults). */
  saved: z.boolean(),
})
export type TaxProfile = z.infer<typeof ZTaxProfile>

export const ZTaxYearParams = z.object({ year: z.coerce.number().pipe(ZTaxYear) })

export const ZTaxReport = z.object({
  year: z.number().int(),
  range: ZRange,
  grossIncomeCents: z.number().int(),
  /** Tax-deductible business expenses of the year. */
  deductionsCents: z.number().int(),
  netProfitCents: z.number().int(),
  /** The spec's estimate: 25 % of revenue less all expenses, never below 0. */
  simpleEstimateCents: z.number().int(),
  deductionCategories: z.array(
    ZCategoryRow.extend({ scheduleCLine: z.string(), scheduleCLabel: z.string() }),
  ),
  scheduleC: z.array(z.object({ line: z.string(), label: z.string(), amountCents: z.number().int() })),
  vehicle: z.object({
    method: z.enum(['standard_mileage', 'actual_costs']),
    /** Why: the standard rate applies (car, pickup, van), or actual costs are what counts. */
    reason: z.string(),
    businessMiles: z.number(),
    standardMileageCents: z.number().int().nullable(),
    actualCostsCents: z.number().int(),
  }),
  profile: ZTaxProfile,
  /** Null when the year has no tax tables yet. */
  detailed: z
    .object({
      scheduleCProfitCents: z.number().int(),
      seTaxCents: z.number().int(),
      halfSeTaxCents: z.number().int(),
      adjustedGrossIncomeCents: z.number().int(),
      standardDeductionCents: z.number().int(),
      qbiDeductionCents: z.number().int(),
      taxableIncomeCents: z.number().int(),
      incomeTaxCents: z.number().int(),
      totalTaxCents: z.number().int(),
      estimatedPayments: z.object({
        required: z.boolean(),
        safeHarbourCents: z.number().int(),
        basis: z.enum(['this_year', 'last_year']),
        payments: z.array(
          z.object({ quarter: z.string(), dueDate: z.iso.date(), amountCents: z.number().int() }),
        ),
      }),
    })
    .nullable(),
})
export type TaxReport = z.infer<typeof ZTaxReport>
