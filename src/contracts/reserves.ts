import { z } from 'zod'
import { EXPENSE_CATEGORY_VALUES } from '@/domain/categories.ts'
import { parseDecimal } from '@/domain/decimal.ts'
import { ENTRY_KINDS, RESERVE_KINDS } from '@/domain/reserves/reserve-ledger.ts'
import { COMMON_MESSAGES, ZDateFilter, ZIsoDate, ZLine, ZNotes, ZRequiredLine } from './common.ts'
import { LEDGER_MESSAGES, ZAmountCents } from './ledger-common.ts'

export const RESERVE_MESSAGES = {
  notFound: 'Reserve account not found',
  entryNotFound: 'Entry not found',
  payerRequired: 'Enter the carrier or broker that holds the money',
  rateInvalid: 'Enter the yearly interest rate in percent, e.g. 4.25 (up to four decimals)',
  directionRequired: 'Say whether the adjustment adds to the balance or takes from it',
  directionOnlyAdjustment: 'Only an adjustment has a direction',
  categoryOnlyDraw: 'Only a draw pays for an expense',
  drawDescriptionRequired: 'Say what the draw paid for (the carrier must itemise it)',
  settlementNotFound: 'Settlement not found',
  rangeOrder: 'The start date must be on or before the end date',
  loadFailed: 'Failed to load reserve accounts',
} as const

/** A yearly rate in percent as a decimal string: 0 to under 100, four decimals at most. */
export const ZInterestRate = z
  .string({ error: RESERVE_MESSAGES.rateInvalid })
  .max(12, { error: RESERVE_MESSAGES.rateInvalid })
  .overwrite((v) => v.trim())
  .refine(
    (v) => {
      const parsed = parseDecimal(v)
      return (
        !!parsed &&
        parsed.scale <= 4 &&
        parsed.units >= 0n &&
        parsed.units < 100n * 10n ** BigInt(parsed.scale)
      )
    },
    { error: RESERVE_MESSAGES.rateInvalid },
  )
  .meta({ description: 'Yearly interest in percent as a decimal string', examples: ['4.25'] })

const ZOptionalCents = ZAmountCents.nullable().optional()

const accountFields = {
  payerName: ZRequiredLine(200, RESERVE_MESSAGES.payerRequired),
  kind: z.enum(RESERVE_KINDS),
  requiredBalanceCents: ZOptionalCents,
  weeklyDepositCents: ZOptionalCents,
  interestRate: ZInterestRate.nullable().optional(),
  leaseEndDate: ZIsoDate.nullable().optional(),
  fromSettlements: z.boolean().optional(),
  notes: ZNotes().optional(),
}

export const ZReserveAccountInput = z.object(accountFields).meta({
  examples: [
    {
      payerName: 'Prairie Line Carriers',
      kind: 'escrow',
      requiredBalanceCents: 250_000,
      weeklyDepositCents: 10_000,
      interestRate: '4.00',
      leaseEndDate: null,
    },
  ],
})
export type ReserveAccountInput = z.output<typeof ZReserveAccountInput>
export const ZReserveAccountPatch = z
  .object(accountFields)
  .partial()
  .meta({ examples: [{ interestRate: '4.25', leaseEndDate: '2026-06-30' }] })
export type ReserveAccountPatch = z.output<typeof ZReserveAccountPatch>

export const ZReserveCheck = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('interest_missing'),
    quarter: z.string(),
    averageBalanceCents: z.number().int(),
  }),
  z.object({
    kind: z.literal('interest_below_rate'),
    date: z.string(),
    creditedCents: z.number().int(),
    expectedCents: z.number().int(),
    /** The rate the credit had to reach: the higher of the lease's and the 13-week T-bill yield. */
    ratePercent: z.string(),
    basis: z.enum(['lease', 'tbill']),
    /** The day the interest period began, whose T-bill yield counts. */
    periodStart: z.string(),
  }),
  z.object({ kind: z.literal('no_interest_rate') }),
  /** No 13-week T-bill yield on file for the day an interest period began (`date`). */
  z.object({ kind: z.literal('tbill_rate_unknown'), date: z.string(), creditDate: z.string() }),
  z.object({ kind: z.literal('draw_not_itemised'), date: z.string(), amountCents: z.number().int() }),
  z.object({
    kind: z.literal('return_due'),
    dueDate: z.string(),
    daysLeft: z.number().int(),
    balanceCents: z.number().int(),
  }),
  z.object({
    kind: z.literal('return_overdue'),
    dueDate: z.string(),
    daysLate: z.number().int(),
    balanceCents: z.number().int(),
  }),
])
export type ReserveCheckView = z.infer<typeof ZReserveCheck>

export const ZReserveAccount = z.object({
  id: z.string(),
  payerName: z.string(),
  kind: z.enum(RESERVE_KINDS),
  requiredBalanceCents: z.number().int().nullable(),
  weeklyDepositCents: z.number().int().nullable(),
  interestRate: z.string().nullable(),
  leaseEndDate: z.string().nullable(),
  fromSettlements: z.boolean(),
  notes: z.string(),
  /** What it holds today: typed entries and its payer's settlement escrow lines. */
  balanceCents: z.number().int(),
  /** The federal leasing rules' checks (49 CFR 376.12(k)) as of today. */
  checks: z.array(ZReserveCheck),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ReserveAccount = z.infer<typeof ZReserveAccount>
export const ZReserveAccountList = z.object({ items: z.array(ZReserveAccount) })

export const ZReserveEntryInput = z
  .object({
    kind: z.enum(ENTRY_KINDS),
    amountCents: ZAmountCents,
    date: ZIsoDate,
    direction: z.enum(['increase', 'decrease']).nullable().optional(),
    description: ZLine(300).optional(),
    settlementId: z.uuid({ error: RESERVE_MESSAGES.settlementNotFound }).nullable().optional(),
    /** A draw that paid for something the business owes (a repair): the expense it posts that day. */
    expenseCategory: z
      .enum(EXPENSE_CATEGORY_VALUES, { error: LEDGER_MESSAGES.categoryInvalid })
      .nullable()
      .optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.kind === 'adjustment' && !entry.direction)
      ctx.addIssue({ code: 'custom', path: ['direction'], message: RESERVE_MESSAGES.directionRequired })
    if (entry.kind !== 'adjustment' && entry.direction)
      ctx.addIssue({ code: 'custom', path: ['direction'], message: RESERVE_MESSAGES.directionOnlyAdjustment })
    if (entry.kind !== 'draw' && entry.expenseCategory)
      ctx.addIssue({ code: 'custom', path: ['expenseCategory'], message: RESERVE_MESSAGES.categoryOnlyDraw })
    if (entry.kind === 'draw' && !entry.description?.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: RESERVE_MESSAGES.drawDescriptionRequired,
      })
  })
  .meta({
    examples: [
      {
        kind: 'draw',
        amountCents: 50_000,
        date: '2025-05-15',
        description: 'Tire repair, invoice 4471',
        expenseCategory: 'maintenance',
      },
    ],
  })
export type ReserveEntryInput = z.output<typeof ZReserveEntryInput>

export const ZReserveEntry = z.object({
  /** A typed entry's id, or `settlement-line:<id>` for a line read from a settlement. */
  id: z.string(),
  kind: z.enum(ENTRY_KINDS),
  direction: z.enum(['increase', 'decrease']).nullable(),
  amountCents: z.number().int(),
  date: z.string(),
  description: z.string(),
  settlementId: z.string().nullable(),
  /** Trip or settlement number of the settlement it came from, for the statement. */
  settlementLabel: z.string().nullable(),
  ledgerEntryId: z.string().nullable(),
  /** Read from a settlement's escrow line: changed on the settlement, not here. */
  fromSettlement: z.boolean(),
  balanceCents: z.number().int(),
})
export type ReserveEntry = z.infer<typeof ZReserveEntry>

export const ZStatementQuery = z
  .object({ from: ZDateFilter, to: ZDateFilter })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: RESERVE_MESSAGES.rangeOrder })

export const ZReserveStatement = z.object({
  from: z.string(),
  to: z.string(),
  openingBalanceCents: z.number().int(),
  entries: z.array(ZReserveEntry),
  closingBalanceCents: z.number().int(),
})
export type ReserveStatement = z.infer<typeof ZReserveStatement>

export { COMMON_MESSAGES }
