import { z } from 'zod'
import { isIsoDate } from '@/domain/period.ts'

export const LEDGER_MESSAGES = {
  required: 'Please fill in all required fields',
  amountInvalid: 'Please enter a valid amount',
  milesInvalid: 'Please enter a valid number of miles',
  categoryInvalid: 'Please choose a category',
  dateInvalid: 'Please enter a valid date',
  noneSelected: 'Please select at least one item',
  loadsRequired: 'Add at least one load with an amount',
} as const

/** The largest amount accepted: $100,000,000.00. */
export const MAX_AMOUNT_CENTS = 10_000_000_000

/** A required calendar date. */
export const ZIsoDate = z
  .string({ error: LEDGER_MESSAGES.required })
  .min(1, { error: LEDGER_MESSAGES.required })
  .refine(isIsoDate, { error: LEDGER_MESSAGES.dateInvalid })

/** A date filter in a query string. */
export const ZDateFilter = z.string().refine(isIsoDate, { error: LEDGER_MESSAGES.dateInvalid }).optional()

/** A positive whole number of cents; missing is "required", anything else "valid amount". */
export const ZAmountCents = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? LEDGER_MESSAGES.required
        : LEDGER_MESSAGES.amountInvalid,
  })
  .int({ error: LEDGER_MESSAGES.amountInvalid })
  .gt(0, { error: LEDGER_MESSAGES.amountInvalid })
  .max(MAX_AMOUNT_CENTS, { error: LEDGER_MESSAGES.amountInvalid })

export const ZRequiredText = (max = 500) =>
  z
    .string({ error: LEDGER_MESSAGES.required })
    .trim()
    .min(1, { error: LEDGER_MESSAGES.required })
    .max(max, { error: `Please keep this under ${max} characters` })

export const ZOptionalText = (max = 2000) => z.string().trim().max(max).default('')

export const ZPage = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
}

export const ZIds = z.object({
  ids: z
    .array(z.uuid({ error: 'Unknown id' }), { error: LEDGER_MESSAGES.noneSelected })
    .min(1, { error: LEDGER_MESSAGES.noneSelected })
    .max(1000, { error: 'Please select at most 1,000 items at a time' }),
})

export const ZDeletedCount = z.object({ deleted: z.number().int() })
