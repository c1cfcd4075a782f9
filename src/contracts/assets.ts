import { z } from 'zod'
import { parseDecimal } from '@/domain/decimal.ts'
import { ASSET_HOLDINGS, ASSET_KINDS } from '@/domain/depreciation/asset-terms.ts'
import { ZIsoDate, ZPage, ZRequiredLine } from './common.ts'
import { MAX_AMOUNT_CENTS, ZAmountCents, ZWholeCents } from './ledger-common.ts'
import { ZTruckRef } from './trucks.ts'

/*
 * A trucker's equipment (tractors, trailers) with its depreciation, the loans that bought it and
 * their payments, and the year's figures the tax side reads: depreciation (Schedule C line 13, via
 * Form 4562) and loan interest (line 16b).
 */

export const DEPRECIATION_METHODS = ['macrs', 'straight_line'] as const
/** `default`: the bonus the law gives the property (by when it was acquired); `elect_out`: none. */
export const BONUS_CHOICES = ['default', 'elect_out'] as const

export const ASSET_MESSAGES = {
  notFound: 'Asset not found',
  descriptionRequired: 'Please describe the asset',
  businessUse: 'Business use is a whole percentage from 1 to 100',
  acquiredAfterPlaced: 'An asset is acquired on or before the day it is placed in service',
  disposedBeforePlaced: 'An asset cannot be disposed of before it is placed in service',
  proceedsWithoutDisposal: 'Enter the date the asset was sold or disposed of',
  section179OverCost: 'Section 179 cannot exceed the business part of the cost',
  section179NoLimits: (year: number) => `RigLedger has no section 179 limit for ${year} yet`,
  section179OverLimit: (year: number, limit: string) =>
    `Your section 179 elections for ${year} would exceed that year's limit of ${limit}`,
  truckNotYours: 'Truck not found',
  trueLeaseHasLoan: 'A true lease is rent: remove its loan first',
  loanNotFound: 'Loan not found',
  lenderRequired: 'Please enter the lender',
  rateInvalid: 'Enter the annual rate as a percentage from 0 to 99.9999, e.g. 7.5',
  termInvalid: 'Enter the term in whole months, from 1 to 480',
  assetIsTrueLease: 'A true lease is rent: it has no loan',
  paymentNotFound: 'Payment not found',
  paymentInFuture: 'Record a payment once it is made (today or earlier)',
  paymentTooLarge: 'This payment is more than what is owed on the loan that day',
  ledgerPaymentNotOffered: 'Choose truck payments from your books that are not yet on a loan',
} as const

/** Whole cents, 0 or more. */
const ZNonNegativeCents = ZWholeCents()
  .min(0, { error: 'The amount cannot be negative' })
  .max(MAX_AMOUNT_CENTS, { error: 'Please enter a valid amount' })

/** What is wrong with an asset's dates and sale, as a message (checked again on the server with its stored row). */
export function assetDatesProblem(asset: {
  placedInServiceDate: string
  acquiredDate?: string | null
  disposedDate?: string | null
  saleProceedsCents?: number | null
}): string | null {
  if (asset.acquiredDate && asset.acquiredDate > asset.placedInServiceDate)
    return ASSET_MESSAGES.acquiredAfterPlaced
  if (asset.disposedDate && asset.disposedDate < asset.placedInServiceDate)
    return ASSET_MESSAGES.disposedBeforePlaced
  if (asset.saleProceedsCents != null && !asset.disposedDate) return ASSET_MESSAGES.proceedsWithoutDisposal
  return null
}

const ZBusinessUse = z
  .number({ error: ASSET_MESSAGES.businessUse })
  .int({ error: ASSET_MESSAGES.businessUse })
  .min(1, { error: ASSET_MESSAGES.businessUse })
  .max(100, { error: ASSET_MESSAGES.businessUse })

const depreciationFields = {
  /** MACRS (200 % declining balance, Pub 946 Table A-1) or the straight-line election (Table A-8). */
  method: z.enum(DEPRECIATION_METHODS),
  bonus: z.enum(BONUS_CHOICES),
  /** The cost elected to expense under section 179 (Form 4562 line 6(c)), within the year's limit. */
  section179Cents: ZNonNegativeCents,
}

const assetFields = {
  kind: z.enum(ASSET_KINDS),
  /** The truck it is (a tractor) or is pulled by: one of the user's own trucks. */
  truckId: ZTruckRef,
  description: ZRequiredLine(200, ASSET_MESSAGES.descriptionRequired),
  costCents: ZAmountCents,
  placedInServiceDate: ZIsoDate,
  /** When it was bought (a binding contract counts): the bonus turns on it. The day placed in service when not given. */
  acquiredDate: ZIsoDate.nullable().optional(),
  /** The share of its use that is business, 1–100. */
  businessUsePercent: ZBusinessUse,
  holding: z.enum(ASSET_HOLDINGS),
  /** When it was sold, traded or scrapped, and what it brought (0 when scrapped). */
  disposedDate: ZIsoDate.nullable().optional(),
  saleProceedsCents: ZNonNegativeCents.nullable().optional(),
}

export const ZAssetInput = z
  .object({
    ...assetFields,
    businessUsePercent: assetFields.businessUsePercent.default(100),
    holding: assetFields.holding.default('owned'),
    depreciation: z
      .object({
        method: depreciationFields.method.default('macrs'),
        bonus: depreciationFields.bonus.default('default'),
        section179Cents: depreciationFields.section179Cents.default(0),
      })
      .prefault({}),
  })
  .superRefine((asset, ctx) => {
    const problem = assetDatesProblem(asset)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .meta({
    examples: [
      {
        kind: 'tractor',
        description: '2024 Freightliner Cascadia',
        costCents: 15_000_000,
        placedInServiceDate: '2025-03-01',
        businessUsePercent: 100,
        holding: 'loan',
        depreciation: { method: 'macrs', bonus: 'elect_out', section179Cents: 0 },
      },
    ],
  })
export type AssetInput = z.input<typeof ZAssetInput>

/** PATCH: any subset; `depreciation` merges with what is kept; null clears a disposal. */
export const ZAssetPatch = z
  .object({
    ...assetFields,
    kind: assetFields.kind.optional(),
    description: assetFields.description.optional(),
    costCents: assetFields.costCents.optional(),
    placedInServiceDate: assetFields.placedInServiceDate.optional(),
    businessUsePercent: assetFields.businessUsePercent.optional(),
    holding: assetFields.holding.optional(),
    depreciation: z
      .object({
        method: depreciationFields.method.optional(),
        bonus: depreciationFields.bonus.optional(),
        section179Cents: depreciationFields.section179Cents.optional(),
      })
      .optional(),
  })
  .meta({ examples: [{ disposedDate: '2026-08-15', saleProceedsCents: 6_000_000 }] })
export type AssetPatch = z.output<typeof ZAssetPatch>

export const ZAsset = z.object({
  id: z.uuid(),
  kind: z.enum(ASSET_KINDS),
  truckId: z.uuid().nullable(),
  description: z.string(),
  costCents: z.number().int(),
  placedInServiceDate: z.string(),
  acquiredDate: z.string().nullable(),
  businessUsePercent: z.number().int(),
  holding: z.enum(ASSET_HOLDINGS),
  depreciation: z.object({
    method: z.enum(DEPRECIATION_METHODS),
    bonus: z.enum(BONUS_CHOICES),
    section179Cents: z.number().int(),
  }),
  /** Its GDS recovery period in years, by kind (3 for a tractor unit, 5 for a trailer). */
  recoveryYears: z.number().int(),
  disposedDate: z.string().nullable(),
  saleProceedsCents: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Asset = z.infer<typeof ZAsset>
export const ZAssetList = z.object({ items: z.array(ZAsset), total: z.number().int() })
export const ZAssetListQuery = z.object(ZPage)

/** A tax year: this year (where the user is) when not given. */
export const ZYearQuery = z.object({
  year: z.coerce
    .number({ error: 'Enter a year such as 2025' })
    .int({ error: 'Enter a year such as 2025' })
    .min(1900, { error: 'Enter a year such as 2025' })
    .max(2200, { error: 'Enter a year such as 2025' })
    .optional(),
})

/** The sale of an asset in its year of disposal (Form 4797), figured on its business part. */
export const ZDisposal = z.object({
  date: z.string(),
  proceedsCents: z.number().int(),
  /** The business part of the proceeds (all of it at 100 % business use). */
  businessProceedsCents: z.number().int(),
  /** The business basis not deducted by the sale: what the proceeds are measured against. */
  adjustedBasisCents: z.number().int(),
  /** Proceeds less adjusted basis; negative for a loss. */
  gainCents: z.number().int(),
  /** Section 1245 recapture: the lesser of the gain and the depreciation taken, ordinary income. */
  recaptureCents: z.number().int(),
  /** The rest of a gain (section 1231, Form 4797 Part I). */
  section1231GainCents: z.number().int(),
})

/** One asset's depreciation in one tax year (Form 4562). */
export const ZAssetDepreciation = z.object({
  assetId: z.uuid(),
  year: z.number().int(),
  /** `purchase`: depreciated by its owner; `true_lease`: rent (line 20a), no depreciation, all figures 0. */
  basis: z.enum(['purchase', 'true_lease']),
  method: z.enum(DEPRECIATION_METHODS),
  /** The placed-in-service year's convention (mid-quarter when over 40 % of it went into service in Q4). */
  convention: z.enum(['half_year', 'mid_quarter']).nullable(),
  recoveryYears: z.number().int(),
  /** The bonus percentage the asset gets ("100", "40", "0"). */
  bonusPercent: z.string(),
  /** Cost × business use: what is depreciated over the years. */
  businessBasisCents: z.number().int(),
  section179Cents: z.number().int(),
  bonusCents: z.number().int(),
  /** The table's depreciation of the year (MACRS, or its straight-line election). */
  macrsCents: z.number().int(),
  /** All of it: section 179, bonus and the table. */
  depreciationCents: z.number().int(),
  /** Business basis not yet deducted at the end of the year; 0 from the year of disposal (the sale's basis is in `disposal`). */
  basisRemainingCents: z.number().int(),
  /** The sale, in the year of disposal only. */
  disposal: ZDisposal.nullable(),
  /** What to know about the figures, in words. */
  note: z.string().nullable(),
})
export type AssetDepreciation = z.infer<typeof ZAssetDepreciation>

const rateWithin = (text: string) => {
  const parsed = parseDecimal(text)
  return (
    parsed !== null &&
    parsed.scale <= 4 &&
    parsed.units >= 0n &&
    parsed.units < 100n * 10n ** BigInt(parsed.scale)
  )
}

/** The annual rate in percent as a decimal string ("7.5" is 7.5 % a year): never a float. */
export const ZAnnualRate = z
  .string({ error: ASSET_MESSAGES.rateInvalid })
  .max(20, { error: ASSET_MESSAGES.rateInvalid })
  .overwrite((v) => v.trim())
  .refine(rateWithin, { error: ASSET_MESSAGES.rateInvalid })
  .meta({ description: 'Annual percentage rate as a decimal string: "7.5" is 7.5 %', examples: ['7.5'] })

const ZTermMonths = z
  .number({ error: ASSET_MESSAGES.termInvalid })
  .int({ error: ASSET_MESSAGES.termInvalid })
  .min(1, { error: ASSET_MESSAGES.termInvalid })
  .max(480, { error: ASSET_MESSAGES.termInvalid })

const loanFields = {
  /** The asset it bought (or the lease-purchase it is): one of the user's own, never a true lease. */
  assetId: z.uuid({ error: ASSET_MESSAGES.notFound }).nullable().optional(),
  lender: ZRequiredLine(200, ASSET_MESSAGES.lenderRequired),
  principalCents: ZAmountCents,
  annualRate: ZAnnualRate,
  termMonths: ZTermMonths,
  firstPaymentDate: ZIsoDate,
}

export const ZLoanInput = z.object(loanFields).meta({
  examples: [
    {
      lender: 'Mack Financial',
      principalCents: 12_000_000,
      annualRate: '7.5',
      termMonths: 60,
      firstPaymentDate: '2025-04-01',
    },
  ],
})
export type LoanInput = z.input<typeof ZLoanInput>
/** PATCH: any subset; its recorded payments are split again on the new terms. */
export const ZLoanPatch = z
  .object(loanFields)
  .partial()
  .meta({ examples: [{ lender: 'Mack Financial Services' }] })
export type LoanPatch = z.output<typeof ZLoanPatch>

export const ZLoan = z.object({
  id: z.uuid(),
  assetId: z.uuid().nullable(),
  lender: z.string(),
  principalCents: z.number().int(),
  annualRate: z.string(),
  termMonths: z.number().int(),
  firstPaymentDate: z.string(),
  /** The level monthly payment of the schedule. */
  paymentCents: z.number().int(),
  /** Owed today: the principal less the principal of the payments recorded up to today. */
  balanceCents: z.number().int(),
  /** Owed today had every payment due by today been made as scheduled. */
  scheduledBalanceCents: z.number().int(),
  /** What the recorded payments add up to, and their interest (Schedule C line 16b). */
  paidCents: z.number().int(),
  interestPaidCents: z.number().int(),
  paymentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Loan = z.infer<typeof ZLoan>
export const ZLoanList = z.object({ items: z.array(ZLoan), total: z.number().int() })
export const ZLoanListQuery = z.object(ZPage)

export const ZScheduledPayment = z.object({
  number: z.number().int(),
  date: z.string(),
  paymentCents: z.number().int(),
  interestCents: z.number().int(),
  principalCents: z.number().int(),
  /** Owed after it. */
  balanceCents: z.number().int(),
})
export const ZLoanSchedule = z.object({
  paymentCents: z.number().int(),
  items: z.array(ZScheduledPayment),
})
export type LoanSchedule = z.infer<typeof ZLoanSchedule>

export const ZLoanPaymentInput = z
  .object({ date: ZIsoDate, amountCents: ZAmountCents })
  .meta({ examples: [{ date: '2025-04-01', amountCents: 240_455 }] })
export type LoanPaymentInput = z.input<typeof ZLoanPaymentInput>

/** A payment made, split by the balance owed that day: the interest due first, the rest principal. */
export const ZLoanPayment = z.object({
  id: z.uuid(),
  loanId: z.uuid(),
  date: z.string(),
  amountCents: z.number().int(),
  interestCents: z.number().int(),
  principalCents: z.number().int(),
  /** Owed after it. */
  balanceCents: z.number().int(),
  createdAt: z.string(),
})
export type LoanPayment = z.infer<typeof ZLoanPayment>
export const ZLoanPaymentList = z.object({ items: z.array(ZLoanPayment), total: z.number().int() })

/** A truck (or trailer) payment in the books, from a settlement line or typed, not yet on any loan. */
export const ZLedgerPayment = z.object({
  expenseId: z.uuid(),
  date: z.string(),
  amountCents: z.number().int(),
  description: z.string(),
  /** The settlement it came from; null when typed as an expense. */
  settlementId: z.uuid().nullable(),
})
export const ZLedgerPaymentList = z.object({ items: z.array(ZLedgerPayment) })
export type LedgerPaymentList = z.infer<typeof ZLedgerPaymentList>

/** Truck payments of the books to record on a loan, all at once. */
export const ZLedgerPaymentsInput = z
  .object({
    expenseIds: z
      .array(z.uuid({ error: ASSET_MESSAGES.ledgerPaymentNotOffered }))
      .min(1, { error: ASSET_MESSAGES.ledgerPaymentNotOffered })
      .max(120, { error: 'Record at most 120 payments at once' }),
  })
  .meta({ examples: [{ expenseIds: ['7d3f1a52-4a4e-4c59-9a1e-2f0d1b8c6e11'] }] })
export const ZRecordedPayments = z.object({ items: z.array(ZLoanPayment) })

/** A year's depreciation and loan interest for the tax side. */
export const ZDepreciationSummary = z.object({
  year: z.number().int(),
  /** Form 4562 line 9 (elected within the dollar limit); the business income limit is the return's to apply. */
  section179Cents: z.number().int(),
  /** The year's section 179 dollar limit after the phase-out (line 5); null for a year without a limit in the tables. */
  section179LimitCents: z.number().int().nullable(),
  bonusCents: z.number().int(),
  macrsCents: z.number().int(),
  /** Section 179, bonus and table depreciation together: Schedule C line 13 (via Form 4562). */
  depreciationCents: z.number().int(),
  /** Interest of the loan payments recorded in the year: Schedule C line 16b. */
  interestCents: z.number().int(),
  /** The interest the loans' schedules put in the year, to compare with what was recorded. */
  scheduledInterestCents: z.number().int(),
  /** Sales of the year (Form 4797): gain or loss, and the part recaptured as ordinary income. */
  gainCents: z.number().int(),
  recaptureCents: z.number().int(),
  /** The interest's business part (each loan's by the business use of the asset it bought): line 16b. */
  businessInterestCents: z.number().int(),
  assets: z.array(
    ZAssetDepreciation.extend({
      description: z.string(),
      kind: z.enum(ASSET_KINDS),
      /** Linked to one of the user's trucks: the vehicle a standard mileage rate would cover. */
      truckId: z.uuid().nullable(),
    }),
  ),
  loans: z.array(
    z.object({
      loanId: z.uuid(),
      lender: z.string(),
      interestCents: z.number().int(),
      /** The business use of the asset the loan bought (100 without one). */
      businessUsePercent: z.number().int(),
      principalCents: z.number().int(),
      scheduledInterestCents: z.number().int(),
    }),
  ),
})
export type DepreciationSummary = z.infer<typeof ZDepreciationSummary>
