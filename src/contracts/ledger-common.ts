import { z } from 'zod'
import { COMMON_MESSAGES } from './common.ts'

export const LEDGER_MESSAGES = {
  required: COMMON_MESSAGES.required,
  amountInvalid: 'Please enter a valid amount',
  amountNegative: 'The amount cannot be negative',
  amountTooLarge: 'The amount can be at most $100,000,000.00',
  milesInvalid: 'Please enter a valid number of miles',
  categoryInvalid: 'Please choose a category',
  dateInvalid: COMMON_MESSAGES.dateInvalid,
  noneSelected: COMMON_MESSAGES.noneSelected,
  loadsRequired: 'Add at least one load with an amount',
} as const

/** The largest amount accepted: $100,000,000.00. */
export const MAX_AMOUNT_CENTS = 10_000_000_000

/** A whole number of cents; missing is "required", anything else "valid amount". */
export const ZWholeCents = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? LEDGER_MESSAGES.required
          : LEDGER_MESSAGES.amountInvalid,
    })
    .int({ error: LEDGER_MESSAGES.amountInvalid })

/** A positive whole number of cents. */
export const ZAmountCents = ZWholeCents()
  .gt(0, { error: LEDGER_MESSAGES.amountInvalid })
  .max(MAX_AMOUNT_CENTS, { error: LEDGER_MESSAGES.amountInvalid })
  .meta({ description: 'Whole cents, more than 0', examples: [12_550] })
