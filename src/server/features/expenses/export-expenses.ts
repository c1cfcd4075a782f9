import type { Readable } from 'node:stream'
import { and, desc, sql } from 'drizzle-orm'
import { categoryLabel, PAYMENT_METHOD_LABELS } from '@/domain/categories.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { csvFileName, csvStream } from '@/server/lib/csv.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { type ExpenseFilters, expenseWhere } from './expense-filters.ts'
import type { ExpenseRow } from './expense-view.ts'

const BATCH_SIZE = 2000

const HEADER = [
  'Date',
  'Description',
  'Category',
  'Amount',
  'Payment Method',
  'Tax Deductible',
  'Recurring',
  'Notes',
] as const

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

function toValues(row: ExpenseRow) {
  return [
    row.date,
    row.description,
    categoryLabel(row.category),
    // Text, so 12.50 keeps its two decimals.
    centsToDecimalString(row.amountCents),
    row.paymentMethod ? PAYMENT_METHOD_LABELS[row.paymentMethod] : '',
    yesNo(row.taxDeductible),
    yesNo(row.recurring),
    row.notes,
  ]
}

/**
 * Every expense matching the list's filters as CSV, newest first, read in keyset batches on
 * (date desc, id desc) so the export walks ledger_user_type_date_idx and holds one batch in memory.
 */
export function exportExpenses(options: Caller & ExpenseFilters & { today: string }): {
  fileName: string
  stream: Readable
} {
  const { db, userId, today } = options
  const filters = options
  const where = expenseWhere(userId, filters)
  const stream = csvStream<ExpenseRow>({
    header: HEADER,
    toValues,
    nextBatch: (after) =>
      db
        .select()
        .from(ledgerEntries)
        .where(
          after
            ? and(
                where,
                sql`(${ledgerEntries.date}, ${ledgerEntries.id}) < (${after.date}::date, ${after.id}::uuid)`,
              )
            : where,
        )
        .orderBy(desc(ledgerEntries.date), desc(ledgerEntries.id))
        .limit(BATCH_SIZE),
  })
  return { fileName: csvFileName('expenses', today), stream }
}
