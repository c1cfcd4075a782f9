import type { IsoDate } from '@/domain/period.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { advancesOutstanding } from './read-advances.ts'

/**
 * What the user owes each carrier for advances on `date` (advanced by then, not repaid by a posted
 * settlement's advance line by then): a liability of the balance sheet.
 */
export async function advancesOwed(options: {
  db: Db | Tx
  userId: string
  date: IsoDate
}): Promise<{ payerName: string; amountCents: number }[]> {
  const { items } = await advancesOutstanding(options)
  return items.map((payer) => ({ payerName: payer.payerName, amountCents: payer.outstandingCents }))
}
