import { z } from 'zod'
import { PAYMENT_METHODS } from '@/domain/categories.ts'
import { PAY_TYPES } from '@/domain/tax/federal-return.ts'
import { FILING_STATUSES } from '@/domain/tax/tables.ts'
import { ZCents, ZTaxYear } from './calculators.ts'
import { ZDateFilter, ZIsoDate, ZPage, ZRequiredLine } from './common.ts'

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

/**
 * The one tax estimate of every screen: the Tax Summary's federal tax of the year so far (the year
 * of the period's end), 'detailed'; the rule of thumb (25 % of net) only where the year has no tables.
 */
export const ZTaxEstimateFields = z.object({
  estimatedTaxCents: z.number().int(),
  estimatedTaxBasis: z.enum(['detailed', 'rule_of_thumb']),
  estimatedTaxYear: z.number().int(),
})

export const ZProfitLossReport = ZTotals.extend({
  period: z.enum(REPORT_PERIODS),
  range: ZRange,
  ...ZTaxEstimateFields.shape,
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
  /** The user's marginal rate (income tax bracket plus SE tax where it applies); 0 for an employee. */
  savingsRatePercent: z.string(),
  savingsBasis: z.enum(['marginal_rate', 'employee', 'rule_of_thumb']),
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

/** The people and choices a tax year needs beyond the ledger; every field after the first five is optional. */
const PROFILE_FIELDS = {
  /** How the user was paid: null takes the role's default (a company driver is W-2). */
  payType: z.enum(PAY_TYPES).nullable().default(null),
  /** Per diem or actual meal receipts for the year; null: per diem when days are logged. */
  mealsMethod: z.enum(['per_diem', 'actual_meals']).nullable().default(null),
  /** Under DOT hours-of-service rules (meals at 80 %, else 50 %); null: yes for drivers. */
  hoursOfService: z.boolean().nullable().default(null),
  dependentsUnder17: z.number().int().min(0).max(20).default(0),
  age65OrOlder: z.number().int().min(0).max(2).default(0),
  blind: z.number().int().min(0).max(2).default(0),
  /** W-2 box 3; null: the same as the wages. */
  w2SocialSecurityWagesCents: ZCents.nullable().default(null),
  /** Federal income tax withheld that no pay sheet in RigLedger shows (W-2 box 2, other jobs). */
  federalWithheldCents: ZCents.default(0),
  /** This year's choice for the vehicle; null: the larger, until the user chooses. */
  vehicleMethod: z.enum(['standard_mileage', 'actual_costs']).nullable().default(null),
  /** The year the vehicle was first used for business. */
  vehicleFirstYear: ZTaxYear.nullable().default(null),
  /** MACRS, section 179 or bonus depreciation was claimed on it. */
  vehicleAcceleratedDepreciation: z.boolean().default(false),
  /** Vehicles used in the business at the same time. */
  vehiclesInService: z.number().int().min(1).max(10_000).default(1),
}

export const ZTaxProfileInput = z
  .object({
    filingStatus: z.enum(FILING_STATUSES),
    otherIncomeCents: ZCents.default(0),
    w2WagesCents: ZCents.default(0),
    lastYearTaxCents: ZCents.nullable().default(null),
    lastYearAgiCents: ZCents.nullable().default(null),
    ...PROFILE_FIELDS,
  })
  .refine((p) => p.filingStatus === 'married_jointly' || (p.age65OrOlder <= 1 && p.blind <= 1), {
    error: 'Only a joint return counts two people 65 or older or blind',
    path: ['age65OrOlder'],
  })
  .meta({
    examples: [
      {
        filingStatus: 'single',
        otherIncomeCents: 0,
        w2WagesCents: 0,
        lastYearTaxCents: 1_250_000,
        lastYearAgiCents: 8_400_000,
        payType: 'leased_1099',
        mealsMethod: 'per_diem',
        dependentsUnder17: 1,
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
  payType: z.enum(PAY_TYPES).nullable(),
  mealsMethod: z.enum(['per_diem', 'actual_meals']).nullable(),
  hoursOfService: z.boolean().nullable(),
  dependentsUnder17: z.number().int(),
  age65OrOlder: z.number().int(),
  blind: z.number().int(),
  w2SocialSecurityWagesCents: z.number().int().nullable(),
  federalWithheldCents: z.number().int(),
  vehicleMethod: z.enum(['standard_mileage', 'actual_costs']).nullable(),
  vehicleFirstYear: z.number().int().nullable(),
  vehicleAcceleratedDepreciation: z.boolean(),
  vehiclesInService: z.number().int(),
  /** False until the user saves one for the year (the figures are then the defaults). */
  saved: z.boolean(),
})
export type TaxProfile = z.infer<typeof ZTaxProfile>

export const ZTaxYearParams = z.object({ year: z.coerce.number().pipe(ZTaxYear) })

const ZLineAmount = z.object({ line: z.string(), label: z.string(), amountCents: z.number().int() })

export const ZTaxReport = z.object({
  year: z.number().int(),
  range: ZRange,
  /** How the user was paid this year (the profile's choice or the role's default). */
  payType: z.enum(PAY_TYPES),
  /** Federal only: state income tax is not estimated. */
  federalOnly: z.literal(true),
  grossIncomeCents: z.number().int(),
  /** What goes on Schedule C (and Schedule 1) as deductions of the year. */
  deductionsCents: z.number().int(),
  netProfitCents: z.number().int(),
  /** The spec's rule of thumb: 25 % of revenue less all expenses, never below 0. */
  simpleEstimateCents: z.number().int(),
  deductionCategories: z.array(
    ZCategoryRow.extend({ scheduleCLine: z.string(), scheduleCLabel: z.string() }),
  ),
  /** Schedule C Part II by line; [] for a year paid only on a W-2. */
  scheduleC: z.array(ZLineAmount),
  /** Adjustments to income of the self-employed (Schedule 1 Part II). */
  schedule1: z.array(ZLineAmount),
  /** Expenses that are not deducted, and why (employee expenses, personal money, lines to review). */
  notDeducted: z.array(
    z.object({ category: z.string(), label: z.string(), amountCents: z.number().int(), reason: z.string() }),
  ),
  /** W-2 pay of the year: wages (settlements paid as an employee and W-2 wages), federal tax withheld. */
  w2: z.object({ wagesCents: z.number().int(), federalWithheldCents: z.number().int() }).nullable(),
  meals: z.object({
    /** 80 under DOT hours-of-service rules, else 50. */
    deductiblePercent: z.string(),
    actualMealsCents: z.number().int(),
    lodgingCents: z.number().int(),
    /** Old "Food & Lodging" rows: counted as meals until the user splits them. */
    toSplitCount: z.number().int(),
  }),
  perDiem: z.object({
    method: z.enum(['per_diem', 'actual_meals']),
    fullDays: z.number().int(),
    partialDays: z.number().int(),
    allowanceCents: z.number().int(),
    deductibleCents: z.number().int(),
    /** Logged days whose date has no IRS rate in RigLedger yet: not in the allowance. */
    daysWithoutRate: z.number().int(),
  }),
  vehicle: z.object({
    method: z.enum(['standard_mileage', 'actual_costs']),
    /** Why: the rule or the choice that decided it. */
    reason: z.string(),
    /** The user chose the method for this year (else the larger is shown until they do). */
    chosen: z.boolean(),
    standardAllowed: z.boolean(),
    businessMiles: z.number(),
    standardMileageCents: z.number().int().nullable(),
    actualCostsCents: z.number().int(),
  }),
  /**
   * The equipment of a business year (Form 4562, Form 4797): null for a year paid only on a W-2.
   * Section 179 is limited to business income (line 11) and the rest carried to the next year.
   */
  equipment: z
    .object({
      /** Form 4562 line 9: elected within the year's dollar limit. */
      section179TentativeCents: z.number().int(),
      /** Line 10: last year's carryover. */
      section179CarryoverInCents: z.number().int(),
      /** Line 11: the business income limitation. */
      businessIncomeLimitCents: z.number().int(),
      /** Line 12: the section 179 deduction. */
      section179Cents: z.number().int(),
      /** Line 13: carried to next year. */
      section179CarryoverCents: z.number().int(),
      /** Line 14: the special (bonus) depreciation allowance. */
      bonusCents: z.number().int(),
      /** Lines 17 and 19: MACRS. */
      macrsCents: z.number().int(),
      /** Line 22: all of it, Schedule C line 13. */
      depreciationCents: z.number().int(),
      /** The business part of the equipment loans' interest: Schedule C line 16b. */
      interestCents: z.number().int(),
      sales: z.object({
        /** Form 4797 ordinary income (section 1245 recapture) or loss: Schedule 1 line 4, in the estimate. */
        ordinaryCents: z.number().int(),
        /** Section 1231 gain (Form 4797 Part I): a long-term capital gain, not in this estimate. */
        section1231GainCents: z.number().int(),
      }),
    })
    .nullable(),
  /** Interest earned in the books (escrow interest): Form 1040 line 2b, in the estimate as other income. */
  interestIncomeCents: z.number().int(),
  profile: ZTaxProfile,
  /** Null when the year has no tax tables yet. */
  detailed: z
    .object({
      wagesCents: z.number().int(),
      scheduleCProfitCents: z.number().int(),
      seTaxCents: z.number().int(),
      halfSeTaxCents: z.number().int(),
      healthInsuranceDeductionCents: z.number().int(),
      retirementDeductionCents: z.number().int(),
      adjustedGrossIncomeCents: z.number().int(),
      standardDeductionCents: z.number().int(),
      seniorDeductionCents: z.number().int(),
      qbiDeductionCents: z.number().int(),
      taxableIncomeCents: z.number().int(),
      incomeTaxCents: z.number().int(),
      childTaxCreditCents: z.number().int(),
      additionalChildTaxCreditCents: z.number().int(),
      additionalMedicareTaxCents: z.number().int(),
      totalTaxCents: z.number().int(),
      federalWithheldCents: z.number().int(),
      /** Owed after withholding and refundable credits; negative is a refund. */
      balanceDueCents: z.number().int(),
      /** Tax on the last $1,000 of profit (wages for an employee), percent. */
      marginalPercent: z.string(),
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

// ---- Report files (Generate Report, Recent Reports) and the Custom Report Builder ----

export const REPORT_FILE_TYPES = [
  'profit_loss',
  'expenses',
  'revenue',
  'tax',
  'mileage',
  'custom',
  'balance_sheet',
] as const
export type ReportFileType = (typeof REPORT_FILE_TYPES)[number]
export const REPORT_FILE_FORMATS = ['pdf', 'csv'] as const
export const REPORT_FILE_STATUSES = ['queued', 'running', 'ready', 'failed'] as const

/** The name each report type has on the screens (and so in '{name} report generated successfully'). */
export const REPORT_TYPE_NAMES: Record<ReportFileType, string> = {
  profit_loss: 'Profit & Loss',
  expenses: 'Expense',
  revenue: 'Revenue',
  tax: 'Tax Summary',
  mileage: 'Mileage',
  custom: 'Custom',
  balance_sheet: 'Balance Sheet',
}

export const CUSTOM_REPORT_TYPES = ['expenses', 'revenue', 'profit_loss', 'combined'] as const
export const CUSTOM_REPORT_COLUMNS = [
  'date',
  'description',
  'category',
  'amount',
  'payment_method',
  'notes',
] as const
export type CustomReportColumn = (typeof CUSTOM_REPORT_COLUMNS)[number]
/** The builder's columns on first open: the first four (spec 3). */
export const DEFAULT_CUSTOM_COLUMNS: CustomReportColumn[] = ['date', 'description', 'category', 'amount']
/** The amount range on first open: $0 to $10,000 (spec 9). */
export const DEFAULT_AMOUNT_RANGE_CENTS = { min: 0, max: 1_000_000 } as const

export const CUSTOM_REPORT_MESSAGES = {
  nameRequired: 'Please enter a report name',
  generated: 'Custom report generated successfully',
  failed: 'Failed to generate report',
  templateSaved: 'Report template saved',
  templateDeleted: 'Report template deleted',
  amountRange: 'The minimum amount must not be more than the maximum',
  dateRange: 'The start date must be on or before the end date',
  columns: 'Choose at least one column',
} as const

export const ZCustomReportConfig = z
  .object({
    name: ZRequiredLine(120, CUSTOM_REPORT_MESSAGES.nameRequired),
    type: z.enum(CUSTOM_REPORT_TYPES).default('expenses'),
    filters: z.object({
      dateRange: z.object({ start: ZIsoDate, end: ZIsoDate }),
      category: z.string().max(60).nullable().default(null),
      amountRange: z
        .object({ min: ZCents.default(0), max: ZCents.default(DEFAULT_AMOUNT_RANGE_CENTS.max) })
        .default({ ...DEFAULT_AMOUNT_RANGE_CENTS }),
      paymentMethod: z.enum(PAYMENT_METHODS).nullable().default(null),
    }),
    columns: z
      .array(z.enum(CUSTOM_REPORT_COLUMNS))
      .min(1, { error: CUSTOM_REPORT_MESSAGES.columns })
      .max(CUSTOM_REPORT_COLUMNS.length)
      .default([...DEFAULT_CUSTOM_COLUMNS]),
  })
  .refine((c) => c.filters.dateRange.start <= c.filters.dateRange.end, {
    error: CUSTOM_REPORT_MESSAGES.dateRange,
  })
  .refine((c) => c.filters.amountRange.min <= c.filters.amountRange.max, {
    error: CUSTOM_REPORT_MESSAGES.amountRange,
  })
  .meta({
    examples: [
      {
        name: 'Fuel this month',
        type: 'expenses',
        filters: {
          dateRange: { start: '2026-11-01', end: '2026-11-24' },
          category: 'fuel',
          amountRange: { min: 0, max: 1_000_000 },
          paymentMethod: null,
        },
        columns: ['date', 'description', 'category', 'amount'],
      },
    ],
  })
export type CustomReportConfig = z.output<typeof ZCustomReportConfig>

export const ZCustomReportRow = z.object({
  id: z.string(),
  type: z.enum(['revenue', 'expense']),
  date: z.string(),
  description: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  amountCents: z.number().int(),
  paymentMethod: z.string().nullable(),
  notes: z.string(),
})

export const ZCustomReportPreview = z.object({
  rowCount: z.number().int(),
  totalRevenueCents: z.number().int(),
  totalExpensesCents: z.number().int(),
  netCents: z.number().int(),
  /** The first rows, newest first (for profit_loss: one row per category). */
  rows: z.array(ZCustomReportRow),
})
export type CustomReportPreview = z.infer<typeof ZCustomReportPreview>

export const ZReportFileRequest = z
  .object({
    type: z.enum(REPORT_FILE_TYPES),
    format: z.enum(REPORT_FILE_FORMATS).default('pdf'),
    period: z.enum(REPORT_PERIODS).default('monthly'),
    date: ZDateFilter,
    from: ZDateFilter,
    to: ZDateFilter,
    year: ZTaxYear.optional(),
    config: ZCustomReportConfig.optional(),
  })
  .refine((r) => r.type !== 'custom' || r.config !== undefined, { error: 'A custom report needs its config' })
  .meta({ examples: [{ type: 'profit_loss', format: 'pdf', period: 'monthly', date: '2026-11-24' }] })

export const ZReportFile = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(REPORT_FILE_TYPES),
  format: z.enum(REPORT_FILE_FORMATS),
  status: z.enum(REPORT_FILE_STATUSES),
  progress: z.number().int(),
  error: z.string().nullable(),
  periodFrom: z.string(),
  periodTo: z.string(),
  createdAt: z.string(),
  generatedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  fileName: z.string().nullable(),
})
export type ReportFile = z.infer<typeof ZReportFile>

export const ZReportFileList = z.object({ items: z.array(ZReportFile), total: z.number().int() })
export type ReportFileList = z.infer<typeof ZReportFileList>

export const ZReportFilesQuery = z.object(ZPage)

export const ZExportAllQuery = z.object({ from: ZIsoDate, to: ZIsoDate })

export const ZReportTemplateInput = ZCustomReportConfig
export const ZReportTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  config: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type ReportTemplate = z.infer<typeof ZReportTemplate>
export const ZReportTemplateList = z.object({ items: z.array(ZReportTemplate), total: z.number().int() })
