import type { z } from 'zod'
import type { Settlement, ZSettlementInput } from '@/contracts/settlements.ts'
import { settlementTotals } from '@/domain/settlements/settlement-math.ts'
import type { Db } from '@/server/db/client.ts'
import { settlementLines, settlements } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { postSettlementEntries, toLineAmounts } from '@/server/shared/settlements/post-settlement-entries.ts'
import { getSettlement } from './get-settlement.ts'

export type SettlementInputData = z.output<typeof ZSettlementInput>

/** A settlement read from a document, which may lack the payer or date until the user enters them. */
export type SettlementDraftInput = Omit<SettlementInputData, 'broker' | 'settlementDate'> & {
  broker: string | null
  settlementDate: string | null
}

/** The settlement's own columns from the input; the totals come from the lines, never the client. */
export function settlementValues(input: SettlementDraftInput) {
  return {
    broker: input.broker,
    settlementNumber: input.settlementNumber || null,
    tripNumber: input.tripNumber || null,
    settlementDate: input.settlementDate,
    periodStart: input.periodStart ?? null,
    periodEnd: input.periodEnd ?? null,
    notes: input.notes,
    ...settlementTotals(toLineAmounts(input.lines)),
  }
}

/** Lines keep the order they were given in; a deduction without a category is 'other'. */
export async function insertSettlementLines(
  db: Db,
  settlementId: string,
  lines: SettlementInputData['lines'],
) {
  if (lines.length === 0) return
  await db.insert(settlementLines).values(
    lines.map((line, position) => ({
      settlementId,
      position,
      kind: line.kind,
      description: line.description,
      category: line.kind === 'deduction' ? (line.category ?? 'other') : null,
      amountCents: line.amountCents,
      loadNumber: line.loadNumber || null,
      loadDate: line.loadDate ?? null,
      origin: line.origin || null,
      destination: line.destination || null,
      miles: line.miles ?? null,
    })),
  )
}

/**
 * Manual entry: the user types the pay sheet in, so it is confirmed as it is saved. The settlement,
 * its lines and its ledger entries are written in one transaction.
 */
export async function createSettlement(options: {
  db: Db
  userId: string
  clock: Clock
  input: SettlementInputData
}): Promise<Settlement> {
  const { db, userId, input } = options
  const now = options.clock.now()
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(settlements)
      .values({
        userId,
        ...settlementValues(input),
        status: 'processed',
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const created = row!
    await insertSettlementLines(tx as unknown as Db, created.id, input.lines)
    await postSettlementEntries({ db: tx as unknown as Db, userId, settlement: created, lines: input.lines })
    return created.id
  })
  return getSettlement({ db, userId, id })
}
