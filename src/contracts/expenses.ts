import { z } from 'zod'
import { EXPENSE_CATEGORY_VALUES, PAYMENT_METHODS } from '@/domain/categories.ts'
import { ZDateFilter, ZIsoDate, ZNotes, ZPage, ZRequiredLine, ZSearch } from './common.ts'
import { LEDGER_MESSAGES, ZAmountCents } from './ledger-common.ts'
import { ZTruckRef } from './trucks.ts'

/** The longest description and notes an expense keeps (the form counts towards them). */
export const EXPENSE_DESCRIPTION_MAX = 300
export const EXPENSE_NOTES_MAX = 2000

export const ZExpenseInput = z
  .object({
    description: ZRequiredLine(EXPENSE_DESCRIPTION_MAX),
    amountCents: ZAmountCents,
    date: ZIsoDate,
    category: z.enum(EXPENSE_CATEGORY_VALUES, { error: LEDGER_MESSAGES.categoryInvalid }).default('other'),
    paymentMethod: z.enum(PAYMENT_METHODS).default('credit_card'),
    notes: ZNotes(EXPENSE_NOTES_MAX).default(''),
    taxDeductible: z.boolean().default(true),
    recurring: z.boolean().default(false),
    documentId: z.uuid({ error: 'Document not found' }).optional().nullable(),
    truckId: ZTruckRef,
  })
  .meta({
    examples: [
      {
        description: "Diesel, Love's #512",
        amountCents: 48_250,
        date: '2026-03-06',
        category: 'fuel',
        paymentMethod: 'debit_card',
        notes: 'Fleet card declined, paid with debit',
        taxDeductible: true,
        recurring: false,
      },
    ],
  })
export type ExpenseInput = z.input<typeof ZExpenseInput>

/**
 * Split one expense into parts of other categories (an old "Food & Lodging" row into meals and
 * lodging): the parts add up to its amount; the first keeps the row, the others are new rows.
 */
export const EXPENSE_SPLIT_MESSAGES = {
  sum: 'The parts must add up to the amount of the expense',
} as const
export const ZExpenseSplit = z
  .object({
    parts: z
      .array(
        z.object({
          category: z.enum(EXPENSE_CATEGORY_VALUES, { error: LEDGER_MESSAGES.categoryInvalid }),
          amountCents: ZAmountCents,
        }),
      )
      .min(2, { error: 'Split into at least two parts' })
      .max(10, { error: 'Split into at most ten parts' }),
  })
  .meta({
    examples: [
      {
        parts: [
          { category: 'meals', amountCents: 2_150 },
          { category: 'lodging', amountCents: 8_900 },
        ],
      },
    ],
  })

/** PATCH: any subset of the fields, each checked as on create. */
export const ZExpensePatch = z
  .object({
    description: ZExpenseInput.shape.description.optional(),
    amountCents: ZAmountCents.optional(),
    date: ZIsoDate.optional(),
    category: z.enum(EXPENSE_CATEGORY_VALUES, { error: LEDGER_MESSAGES.categoryInvalid }).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    notes: ZNotes(EXPENSE_NOTES_MAX).optional(),
    taxDeductible: z.boolean().optional(),
    recurring: z.boolean().optional(),
    truckId: ZTruckRef,
  })
  .meta({ examples: [{ amountCents: 49_900, notes: 'Corrected from the receipt' }] })

export const ZExpense = z.object({
  id: z.uuid(),
  date: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  category: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  notes: z.string(),
  taxDeductible: z.boolean(),
  recurring: z.boolean(),
  settlementId: z.uuid().nullable(),
  documentId: z.uuid().nullable(),
  truckId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Expense = z.infer<typeof ZExpense>

export const ZExpenseFilters = z.object({
  from: ZDateFilter,
  to: ZDateFilter,
  search: ZSearch,
  category: z.enum(EXPENSE_CATEGORY_VALUES, { error: LEDGER_MESSAGES.categoryInvalid }).optional(),
})
export const ZExpenseQuery = ZExpenseFilters.extend(ZPage)

export const ZExpenseList = z.object({
  items: z.array(ZExpense),
  total: z.number().int(),
  summary: z.object({
    totalCents: z.number().int(),
    taxDeductibleCents: z.number().int(),
    count: z.number().int(),
  }),
})
export type ExpenseList = z.infer<typeof ZExpenseList>

/**
 * GET /api/expenses/duplicates: the user's expenses that look like the one about to be saved (the
 * same date and amount, and the same description, letter case and spaces aside). `excludeId`: the
 * expense being edited, which is not its own duplicate.
 */
export const ZExpenseDuplicateQuery = z.object({
  date: ZIsoDate,
  amountCents: z.coerce.number().pipe(ZAmountCents),
  description: ZRequiredLine(EXPENSE_DESCRIPTION_MAX),
  excludeId: z.uuid({ error: 'Expense not found' }).optional(),
})
export const ZExpenseDuplicates = z.object({ items: z.array(ZExpense) })
export type ExpenseDuplicates = z.infer<typeof ZExpenseDuplicates>
