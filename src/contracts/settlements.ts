import { z } from 'zod'
import {
  creditProblem,
  DEDUCTION_CATEGORY_VALUES,
  type DeductionCategory,
  LINE_KINDS,
  type LineKind,
  PAID_AS,
} from '@/domain/settlements/settlement-math.ts'
import {
  ZDateFilter,
  ZIsoDate,
  ZLine,
  ZNotes,
  ZPage,
  ZRequiredDate,
  ZRequiredLine,
  ZSearch,
} from './common.ts'
import { ZDocumentRef } from './documents.ts'
import { LEDGER_MESSAGES, MAX_AMOUNT_CENTS, ZWholeCents } from './ledger-common.ts'
import { ZDiscrepancy } from './loads.ts'
import { ZTruckRef } from './trucks.ts'

export const SETTLEMENT_MESSAGES = {
  fieldsMissing: 'Please enter the payer and the settlement date before confirming',
  creditNotDeduction:
    'Only a deduction can be a credit (a negative amount): a load or reimbursement must be more than $0.00',
} as const

/** What a list shows for a settlement whose payer was not read from its document. */
export const PAYER_NOT_READ = 'Payer not found'

export const SETTLEMENT_STATUSES = ['processed', 'pending', 'error'] as const
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number]

/** Far more than any pay sheet prints (a busy week has a few dozen loads and fuel lines). */
export const MAX_SETTLEMENT_LINES = 500

const optionalText = (max = 200) => ZLine(max).optional().nullable()

/**
 * A line's whole cents, not 0. Only a deduction may be negative: a credit (fuel discount, reversed
 * charge) that reduces its category's expense; the settlement's rules refuse it on other lines.
 */
export const ZLineAmountCents = ZWholeCents()
  .refine((n) => n !== 0, { error: LEDGER_MESSAGES.amountInvalid })
  .refine((n) => Math.abs(n) <= MAX_AMOUNT_CENTS, { error: LEDGER_MESSAGES.amountInvalid })
  .meta({ description: 'Whole cents, not 0; negative only on a deduction (a credit)', examples: [12_550] })

const SETTLEMENT_GALLONS_INVALID = 'Enter the gallons bought, more than 0 (up to three decimals)'

export const ZSettlementLineInput = z.object({
  kind: z.enum(LINE_KINDS),
  description: ZLine(300).default(''),
  /**
   * Deductions: what kind of deduction (decides the expense category it posts as). Reimbursements:
   * null, or `lumper` for a lumper paid back (posted with its lumper expense: they net to zero).
   */
  category: z.enum(DEDUCTION_CATEGORY_VALUES).optional().nullable(),
  amountCents: ZLineAmountCents,
  loadNumber: optionalText(),
  loadDate: ZIsoDate.optional().nullable(),
  origin: optionalText(),
  destination: optionalText(),
  miles: z.number().min(0).max(100_000).optional().nullable(),
  /** A fuel line's gallons as the pay sheet prints them ("112.457"): its fuel expense says them. */
  gallons: z
    .string({ error: SETTLEMENT_GALLONS_INVALID })
    .max(20, { error: SETTLEMENT_GALLONS_INVALID })
    .overwrite((v) => v.trim())
    .regex(/^\d{1,7}(\.\d{1,3})?$/, { error: SETTLEMENT_GALLONS_INVALID })
    .refine((v) => /[1-9]/.test(v), { error: SETTLEMENT_GALLONS_INVALID })
    .optional()
    .nullable(),
})
export type SettlementLineInput = z.input<typeof ZSettlementLineInput>

const settlementFields = {
  broker: ZRequiredLine(200),
  settlementNumber: optionalText(),
  tripNumber: optionalText(),
  settlementDate: ZIsoDate,
  periodStart: ZIsoDate.optional().nullable(),
  periodEnd: ZIsoDate.optional().nullable(),
  notes: ZNotes().default(''),
  truckId: ZTruckRef,
  /** Contractor (Schedule C) or employee (W-2 wages); left out: the user's role decides (a new one) or it stays. */
  paidAs: z.enum(PAID_AS).optional(),
  // Missing lines are no lines, so the answer is the spec's "Add at least one load" message.
  lines: z
    .array(ZSettlementLineInput)
    .max(MAX_SETTLEMENT_LINES, { error: `A settlement has at most ${MAX_SETTLEMENT_LINES} lines` })
    .default([]),
}

type SettlementFields = z.ZodObject<typeof settlementFields>

/** A settlement has a load, and its period does not end before it starts. */
const withSettlementRules = (fields: SettlementFields) =>
  fields
    .refine((s) => s.lines.some((l) => l.kind === 'load'), {
      error: LEDGER_MESSAGES.loadsRequired,
      path: ['lines'],
    })
    .refine((s) => !s.periodStart || !s.periodEnd || s.periodStart <= s.periodEnd, {
      error: 'The period start must be on or before its end',
      path: ['periodEnd'],
    })
    .superRefine((s, ctx) => {
      s.lines.forEach((line, i) => {
        if (line.kind !== 'deduction' && line.amountCents < 0)
          ctx.addIssue({
            code: 'custom',
            message: SETTLEMENT_MESSAGES.creditNotDeduction,
            path: ['lines', i, 'amountCents'],
          })
      })
      // Amounts already refused above (not whole cents, too large) are not added up.
      const bad = (n: number) => !Number.isSafeInteger(n) || Math.abs(n) > MAX_AMOUNT_CENTS || n === 0
      if (s.lines.some((l) => bad(l.amountCents) || (l.kind !== 'deduction' && l.amountCents < 0))) return
      const problem = creditProblem(
        s.lines.map((l) => ({ ...l, category: lineCategory(l.kind, l.category) })),
        s.paidAs ?? 'contractor',
      )
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['lines'] })
    })

/**
 * The category a line keeps: a deduction's (none given is 'other'), `lumper` on a reimbursement,
 * nothing on a load (a category sent on one is dropped).
 */
export function lineCategory(
  kind: LineKind,
  category: DeductionCategory | null | undefined,
): DeductionCategory | null {
  if (kind === 'deduction') return category ?? 'other'
  if (kind === 'reimbursement' && category === 'lumper') return 'lumper'
  return null
}

const SETTLEMENT_EXAMPLE = {
  broker: 'Acme Freight LLC',
  settlementNumber: 'S-1001',
  tripNumber: null,
  settlementDate: '2026-03-06',
  periodStart: '2026-02-28',
  periodEnd: '2026-03-06',
  notes: '',
  lines: [
    {
      kind: 'load',
      description: 'Dallas, TX → Memphis, TN',
      amountCents: 250_000,
      loadNumber: 'L-4471',
      loadDate: '2026-03-02',
      origin: 'Dallas, TX',
      destination: 'Memphis, TN',
      miles: 452,
    },
    { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 80_025 },
    { kind: 'deduction', category: 'escrow', description: 'Escrow', amountCents: 10_000 },
    { kind: 'deduction', category: 'fuel', description: 'Fuel discount', amountCents: -1_250 },
    { kind: 'reimbursement', category: 'lumper', description: 'Lumper', amountCents: 7_500 },
  ],
}

/** A settlement typed in, edited, or checked on the review screen. */
export const ZSettlementInput = withSettlementRules(z.object(settlementFields)).meta({
  examples: [SETTLEMENT_EXAMPLE],
})

/** Confirming a reading: as the input, and a payer or date still missing is said as such. */
export const ZSettlementConfirm = withSettlementRules(
  z.object({
    ...settlementFields,
    broker: ZRequiredLine(200, SETTLEMENT_MESSAGES.fieldsMissing),
    settlementDate: ZRequiredDate(SETTLEMENT_MESSAGES.fieldsMissing),
  }),
).meta({ examples: [SETTLEMENT_EXAMPLE] })
/** A settlement as a client sends it (the form's values). */
export type SettlementInput = z.input<typeof ZSettlementInput>
/** The same once validated: defaults filled in, text trimmed; what the server stores. */
export type SettlementValues = z.output<typeof ZSettlementInput>

export const ZSettlementLine = z.object({
  id: z.uuid(),
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  category: z.string().nullable(),
  amountCents: z.number().int(),
  loadNumber: z.string().nullable(),
  loadDate: z.string().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  miles: z.number().nullable(),
  gallons: z.string().nullable(),
})

export const ZSettlementSummary = z.object({
  id: z.uuid(),
  /** Null only while a settlement read from a document waits for the user to enter it. */
  broker: z.string().nullable(),
  settlementNumber: z.string().nullable(),
  tripNumber: z.string().nullable(),
  /** Null only while a settlement read from a document waits for the user to enter it. */
  settlementDate: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  grossCents: z.number().int(),
  deductionsCents: z.number().int(),
  reimbursementsCents: z.number().int(),
  netCents: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  confirmedAt: z.string().nullable(),
  /** The uploaded document it was read from, if any. */
  documentId: z.uuid().nullable(),
  truckId: z.uuid().nullable(),
  paidAs: z.enum(PAID_AS),
  /** Deduction lines the reader could not name: not deducted until the user picks a category. */
  needsReviewCount: z.number().int(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SettlementSummary = z.infer<typeof ZSettlementSummary>

/** What the reader of a document was unsure of; null for a settlement entered by hand. */
export const ZSettlementReview = z.object({
  issues: z.array(z.string()),
  /** 0..1 per field (payer, settlementNumber, settlementDate, period, grossCents, …). */
  confidence: z.record(z.string(), z.number()),
  /** The reader saw a W-2 pay stub (federal and FICA withholding, gross/net pay): ask if it is one. */
  looksLikeW2: z.boolean().optional(),
})
export type SettlementReview = z.infer<typeof ZSettlementReview>

/** Something to ask the payer about on one of the loads the settlement paid, naming the load. */
export const ZSettlementLoadFlag = ZDiscrepancy.extend({
  loadId: z.uuid(),
  loadNumber: z.string().nullable(),
})
export type SettlementLoadFlag = z.infer<typeof ZSettlementLoadFlag>

/** One settlement as the detail, edit and review screens read it: one resource. */
export const ZSettlement = ZSettlementSummary.extend({
  lines: z.array(ZSettlementLine),
  review: ZSettlementReview.nullable(),
  /** The document it was read from, to show beside it; null when entered by hand (or deleted). */
  document: ZDocumentRef.nullable(),
  /**
   * The flags of the booked loads it paid (paid short or over of their rate confirmations, other
   * miles, a lease's base), load by load; empty while it is pending or when it paid them as booked.
   */
  loadFlags: z.array(ZSettlementLoadFlag),
})
export type Settlement = z.infer<typeof ZSettlement>

export const ZSettlementFilters = z.object({
  search: ZSearch,
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  from: ZDateFilter,
  to: ZDateFilter,
})
export const ZSettlementQuery = ZSettlementFilters.extend(ZPage)

export const ZSettlementList = z.object({ items: z.array(ZSettlementSummary), total: z.number().int() })
