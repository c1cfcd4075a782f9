import { eq, inArray } from 'drizzle-orm'
import { checkLoad, moneyToAskAbout } from '@/domain/loads/load-check.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { loadRateLines, loads, payers } from '@/server/db/schema/index.ts'
import { leaseOf } from './load-view.ts'

/**
 * Works out again what to ask the payer about for these loads once paid (their rate lines against
 * what their settlement paid, under the payer's lease) and keeps it on the rows, so lists, filters
 * and the dashboard read it without checking every load. Every write that moves a paid load's
 * figures calls it in its own transaction; an unpaid load keeps none (its wait is read by date).
 */
export async function refreshPayFlags(tx: Tx | Db, loadIds: readonly string[]): Promise<void> {
  if (loadIds.length === 0) return
  const rows = await tx
    .select({
      load: loads,
      leasePercent: payers.leasePercent,
      leaseIncludesFuelSurcharge: payers.leaseIncludesFuelSurcharge,
    })
    .from(loads)
    .leftJoin(payers, eq(payers.id, loads.payerId))
    .where(inArray(loads.id, [...loadIds]))
  const lines = await tx
    .select({
      loadId: loadRateLines.loadId,
      kind: loadRateLines.kind,
      amountCents: loadRateLines.amountCents,
    })
    .from(loadRateLines)
    .where(inArray(loadRateLines.loadId, [...loadIds]))
  for (const row of rows) {
    const { load } = row
    const flags =
      load.paidCents === null
        ? []
        : checkLoad(
            {
              status: load.status,
              hasRate: load.origin !== 'settlement',
              rateLines: lines.filter((l) => l.loadId === load.id),
              paidCents: load.paidCents,
              paidByGroup: load.paidByGroup,
              loadedMiles: load.loadedMiles,
              paidMiles: load.paidMiles,
              deliveryDate: load.deliveryDate,
            },
            // Paid loads are never "waiting", so the calendar does not matter here.
            { lease: leaseOf(row), today: '1900-01-01', unpaidAfterDays: 0 },
          )
    await tx
      .update(loads)
      .set({ payFlags: flags, shortCents: moneyToAskAbout(flags) })
      .where(eq(loads.id, load.id))
  }
}
