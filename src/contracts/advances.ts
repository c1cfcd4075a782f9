import { z } from 'zod'
import { ADVANCE_METHODS } from '@/domain/advances/advance-matching.ts'
import { EXPENSE_CATEGORY_VALUES } from '@/domain/categories.ts'
import { COMMON_MESSAGES, ZDateFilter, ZIsoDate, ZLine, ZNotes, ZRequiredLine } from './common.ts'
import { LEDGER_MESSAGES, ZAmountCents } from './ledger-common.ts'

export const ADVANCE_MESSAGES = {
  notFound: 'Advance not found',
  payerRequired: 'Enter the carrier or broker that advanced the money',
  methodInvalid: 'Choose how the advance was paid: Comchek, EFS, T-Chek, cash or other',
  descriptionRequired: 'Say what the advance paid for',
  settlementNotFound: 'Settlement not found',
  lineNotAdvance: 'That settlement line is not an advance deduction',
  lineBoth: 'Give both the settlement and its line, or neither',
  loadFailed: 'Failed to load advances',
} as const

export const ADVANCE_METHOD_LABELS: Record<(typeof ADVANCE_METHODS)[number], string> = {
  comchek: 'Comchek',
  efs: 'EFS check',
  tchek: 'T-Chek',
  cash: 'Cash',
  other: 'Other',
}

const fields = {
  payerName: ZRequiredLine(200, ADVANCE_MESSAGES.payerRequired),
  date: ZIsoDate,
  amountCents: ZAmountCents,
  method: z.enum(ADVANCE_METHODS, { error: ADVANCE_MESSAGES.methodInvalid }),
  /** The check or express code number. */
  reference: ZLine(60).nullable().optional(),
  /** What the advance paid for (a lumper, fuel, a repair): posts that expense on its date. */
  expenseCategory: z
    .enum(EXPENSE_CATEGORY_VALUES, { error: LEDGER_MESSAGES.categoryInvalid })
    .nullable()
    .optional(),
  description: ZLine(300).optional(),
  /** The settlement line that repaid it, when the user says so (else it is matched). */
  settlementId: z.uuid({ error: ADVANCE_MESSAGES.settlementNotFound }).nullable().optional(),
  settlementLinePosition: z
    .number({ error: ADVANCE_MESSAGES.lineNotAdvance })
    .int({ error: ADVANCE_MESSAGES.lineNotAdvance })
    .min(0, { error: ADVANCE_MESSAGES.lineNotAdvance })
    .max(10_000, { error: ADVANCE_MESSAGES.lineNotAdvance })
    .nullable()
    .optional(),
  note: ZNotes().optional(),
}

type Checked = {
  expenseCategory?: string | null
  description?: string
  settlementId?: string | null
  settlementLinePosition?: number | null
}
/** A patch that leaves the description out keeps the stored one (the server checks the two together). */
const refine = (patch: boolean) => (advance: Checked, ctx: z.RefinementCtx) => {
  if (
    advance.expenseCategory &&
    !advance.description?.trim() &&
    !(patch && advance.description === undefined)
  )
    ctx.addIssue({ code: 'custom', path: ['description'], message: ADVANCE_MESSAGES.descriptionRequired })
  const hasSettlement = advance.settlementId !== undefined && advance.settlementId !== null
  const hasLine = advance.settlementLinePosition !== undefined && advance.settlementLinePosition !== null
  if (
    (advance.settlementId !== undefined || advance.settlementLinePosition !== undefined) &&
    hasSettlement !== hasLine
  )
    ctx.addIssue({ code: 'custom', path: ['settlementLinePosition'], message: ADVANCE_MESSAGES.lineBoth })
}

export const ZAdvanceInput = z
  .object(fields)
  .superRefine(refine(false))
  .meta({
    examples: [
      {
        payerName: 'Prairie Line Carriers',
        date: '2025-03-04',
        amountCents: 35_000,
        method: 'comchek',
        reference: '40221-7',
        expenseCategory: 'lumper',
        description: 'Lumper at the Kroger DC, Denver',
      },
    ],
  })
export type AdvanceInput = z.output<typeof ZAdvanceInput>
export const ZAdvancePatch = z
  .object(fields)
  .partial()
  .superRefine(refine(true))
  .meta({ examples: [{ reference: '40221-7', note: 'Receipt in the glovebox' }] })
export type AdvancePatch = z.output<typeof ZAdvancePatch>

/** A settlement's advance line: what repaid an advance, or one still to match. */
export const ZAdvanceRepayment = z.object({
  settlementId: z.string(),
  settlementLinePosition: z.number().int(),
  /** Trip or settlement number. */
  settlementLabel: z.string().nullable(),
  payerName: z.string(),
  date: z.string(),
  amountCents: z.number().int(),
  description: z.string(),
})
export type AdvanceRepayment = z.infer<typeof ZAdvanceRepayment>

export const ZAdvance = z.object({
  id: z.string(),
  payerName: z.string(),
  date: z.string(),
  amountCents: z.number().int(),
  method: z.enum(ADVANCE_METHODS),
  reference: z.string().nullable(),
  expenseCategory: z.string().nullable(),
  description: z.string(),
  /** The expense it posted (what it paid for), once. */
  ledgerEntryId: z.string().nullable(),
  note: z.string(),
  /** The settlement line that repaid it, and how it was found; null while it is owed. */
  repayment: ZAdvanceRepayment.extend({ matchedBy: z.enum(['user', 'reference', 'amount']) }).nullable(),
  /** Owed today (repaid on or before today's date otherwise). */
  outstanding: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Advance = z.infer<typeof ZAdvance>

export const ZAdvanceList = z.object({
  items: z.array(ZAdvance),
  total: z.number().int(),
  /** Advance lines of posted settlements that no recorded advance accounts for. */
  unmatchedRepayments: z.array(ZAdvanceRepayment),
})
export type AdvanceList = z.infer<typeof ZAdvanceList>

export const ZOutstandingQuery = z.object({ date: ZDateFilter })

export const ZAdvancesOutstanding = z.object({
  date: z.string(),
  items: z.array(
    z.object({ payerName: z.string(), outstandingCents: z.number().int(), items: z.array(ZAdvance) }),
  ),
  totalCents: z.number().int(),
})
export type AdvancesOutstanding = z.infer<typeof ZAdvancesOutstanding>

export { COMMON_MESSAGES }
