import { and, asc, eq } from 'drizzle-orm'
import { LEDGER_MESSAGES } from '@/contracts/ledger-common.ts'
import { SETTLEMENT_MESSAGES, type Settlement } from '@/contracts/settlements.ts'
import { settlementTotals } from '@/domain/settlements/settlement-math.ts'
import type { Db } from '@/server/db/client.ts'
import { settlementLines, settlements } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isUuid } from '@/server/lib/sql-values.ts'
import { markDocumentReviewed } from '@/server/shared/settlements/mark-document-reviewed.ts'
import { postSettlementEntries, toLineAmounts } from '@/server/shared/settlements/post-settlement-entries.ts'
import { getSettlement } from './get-settlement.ts'
import { settlementNotFound } from './settlement-view.ts'

/**
 * Confirms a settlement read from a document: its totals are taken again from its lines and its
 * ledger entries are posted, in one transaction. Confirming it again changes nothing.
 */
export async function confirmSettlement(options: {
  db: Db
  userId: string
  clock: Clock
  id: string
}): Promise<Settlement> {
  const { db, userId, id } = options
  if (!isUuid(id)) throw settlementNotFound()
  const now = options.clock.now()
  await db.transaction(async (tx) => {
    // The row lock makes a second confirm wait and then see this one's confirmed_at.
    const [row] = await tx
      .select()
      .from(settlements)
      .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
      .for('update')
    if (!row) throw settlementNotFound()
    if (row.confirmedAt) return
    if (!row.broker || !row.settlementDate)
      throw new AppError('BAD_REQUEST', SETTLEMENT_MESSAGES.fieldsMissing)
    const lines = await tx
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, id))
      .orderBy(asc(settlementLines.position))
    if (!lines.some((line) => line.kind === 'load' && line.amountCents > 0)) {
      throw new AppError('BAD_REQUEST', LEDGER_MESSAGES.loadsRequired)
    }
    const [confirmed] = await tx
      .update(settlements)
      .set({
        ...settlementTotals(toLineAmounts(lines)),
        status: 'processed',
        confirmedAt: now,
        updatedAt: now,
      })
      .where(eq(settlements.id, id))
      .returning()
    await postSettlementEntries({ db: tx as unknown as Db, userId, settlement: confirmed!, lines })
    if (row.documentId) await markDocumentReviewed(tx as unknown as Db, row.documentId, now)
  })
  return getSettlement({ db, userId, id })
}
