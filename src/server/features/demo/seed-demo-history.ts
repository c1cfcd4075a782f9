import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries, mileageEntries, settlementLines, settlements } from '@/server/db/schema/index.ts'

/** About 14 months of books for the two driver accounts, so every screen has something real to show. */
const HISTORY_MONTHS = 14
const INSERT_BATCH = 1000

/**
 * A demo account's books (once: an account that has any ledger data is left alone), from a fixed
 * seed, ending "today".
 */
export async function seedDemoHistory(
  db: Db,
  options: {
    userId: string
    driver: 'owner_operator' | 'company_driver'
    today: string
    now: Date
    /** Months of history (14 by default) and the seed's name (the role by default). */
    months?: number
    seed?: string
    /** A truck every row is tagged with. */
    truckId?: string
  },
) {
  const { userId } = options
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db
    // Two instances starting at once on one PostgreSQL must not both seed the account.
    await txDb.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo-seed:${userId}`}))`)
    if (await hasLedgerData(txDb, userId)) return
    // The test factories build the history; loaded here only, so a server started without demo
    // mode never needs the tests folder.
    const { bulkInsertLedgerEntries, buildLedgerHistory, seededRandom } = await import(
      '@/server/db/factories/index.ts'
    )
    const history = buildLedgerHistory({
      driver: options.driver,
      userId,
      today: options.today,
      months: options.months ?? HISTORY_MONTHS,
      random: seededRandom(`demo:${options.seed ?? options.driver}`),
      now: options.now,
    })
    const truckId = options.truckId ?? null
    for (const s of history.settlements) s.settlement.truckId = truckId
    for (const e of history.entries) e.truckId = truckId
    for (const m of history.mileage) m.truckId = truckId
    await insertInBatches(
      history.settlements.map((s) => s.settlement),
      (rows) => txDb.insert(settlements).values(rows),
    )
    await insertInBatches(
      history.settlements.flatMap((s) => s.lines),
      (rows) => txDb.insert(settlementLines).values(rows),
    )
    await bulkInsertLedgerEntries(txDb, history.entries)
    await insertInBatches(history.mileage, (rows) => txDb.insert(mileageEntries).values(rows))
  })
}

async function hasLedgerData(db: Db, userId: string) {
  for (const table of [ledgerEntries, settlements, mileageEntries]) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.userId, userId)).limit(1)
    if (row) return true
  }
  return false
}

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH))
  }
}
