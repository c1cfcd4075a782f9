import { eq, sql } from 'drizzle-orm'
import { todayIn } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries, mileageEntries, settlementLines, settlements } from '@/server/db/schema/index.ts'
import { type Clock, systemClock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { createAccount } from '@/server/shared/auth/create-account.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { demoAccounts } from '@/server/shared/demo-accounts.ts'

/** About 14 months of books for the two driver accounts, so every screen has something real to show. */
const HISTORY_MONTHS = 14
const INSERT_BATCH = 1000

/**
 * Creates the demo accounts that are missing and gives the owner-operator and the company driver
 * their history (once: an account that has any ledger data is left alone). Safe to run at every
 * demo start. The history comes from a fixed seed per role and ends "today".
 */
export async function seedDemo(db: Db, options: { clock?: Clock } = {}) {
  const now = (options.clock ?? systemClock).now()
  for (const account of demoAccounts) {
    const user = await demoUser(db, account)
    if (account.role === 'owner_operator' || account.role === 'company_driver') {
      await seedDemoHistory(db, {
        userId: user.id,
        driver: account.role,
        today: todayIn(user.timeZone, now),
        now,
      })
    }
  }
}

/** The account, created when missing; another instance creating it at the same moment is fine. */
async function demoUser(db: Db, account: (typeof demoAccounts)[number]) {
  const found = await findUserByEmail(db, account.email)
  if (found) return found
  try {
    return await createAccount({ db, input: account })
  } catch (error) {
    const raced = error instanceof AppError && error.code === 'CONFLICT'
    const user = raced ? await findUserByEmail(db, account.email) : undefined
    if (!user) throw error
    return user
  }
}

async function seedDemoHistory(
  db: Db,
  options: { userId: string; driver: 'owner_operator' | 'company_driver'; today: string; now: Date },
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
      months: HISTORY_MONTHS,
      random: seededRandom(`demo:${options.driver}`),
      now: options.now,
    })
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
