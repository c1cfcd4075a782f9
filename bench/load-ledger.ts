import { sql } from 'drizzle-orm'
import { addDays, addMonths } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import {
  buildExpense,
  buildRevenue,
  bulkInsertLedgerEntries,
  type LedgerEntryRow,
  seededRandom,
} from '@/server/db/factories/index.ts'
import { users } from '@/server/db/schema/index.ts'
import { hashPassword } from '@/server/shared/auth/passwords.ts'

export interface LoadPlan {
  /** The measured user's expenses (the export's rows). */
  mainExpenses: number
  /** The measured user's income rows, on top of the expenses. */
  mainRevenue: number
  otherUsers: number
  rowsPerOtherUser: number
  years: number
}

export interface LoadResult {
  rows: number
  insertSeconds: number
  vacuumSeconds: number
}

const BATCH = 50_000

/**
 * Loads the ledger day by day from `years` ago to today, as it would have grown: each day has the
 * measured user's rows and other users' rows interleaved (so table order follows dates, and the
 * measured user's rows are spread among everyone's). Every 11th row of a user is income.
 */
export async function loadLedger(options: {
  db: Db
  userId: string
  today: string
  plan: LoadPlan
  log: (line: string) => void
}): Promise<LoadResult> {
  const { db, userId, today, plan, log } = options
  const random = seededRandom('bench-ledger')
  const others = await createOtherUsers(db, plan.otherUsers)
  const from = addMonths(today, -12 * plan.years)
  const days = Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000) + 1
  const mainTotal = plan.mainExpenses + plan.mainRevenue
  const otherTotal = others.length * plan.rowsPerOtherUser
  // Every other user gets exactly rowsPerOtherUser rows, in a random order over the days.
  const owners = new Uint16Array(otherTotal)
  for (let i = 0; i < otherTotal; i++) owners[i] = Math.floor(i / plan.rowsPerOtherUser)
  for (let i = otherTotal - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[owners[i], owners[j]] = [owners[j]!, owners[i]!]
  }
  const revenueEvery = Math.max(1, Math.round(mainTotal / Math.max(1, plan.mainRevenue)))
  let mainDone = 0
  let mainRevenueDone = 0
  let otherDone = 0
  let inserted = 0
  let batch: LedgerEntryRow[] = []
  const started = performance.now()
  const now = new Date()
  const build = (owner: string, date: string, revenue: boolean) =>
    (revenue ? buildRevenue : buildExpense)({ userId: owner, date }, { random, now })
  const flush = async () => {
    inserted += await bulkInsertLedgerEntries(db, batch)
    batch = []
    const seconds = (performance.now() - started) / 1000
    log(
      `  ${inserted.toLocaleString('en-US')} rows, ${seconds.toFixed(1)} s, ${Math.round(inserted / seconds)} rows/s`,
    )
  }
  for (let day = 0; day < days; day++) {
    const date = addDays(from, day)
    const mainUntil = Math.round((mainTotal * (day + 1)) / days)
    for (; mainDone < mainUntil; mainDone++) {
      const revenue = mainDone % revenueEvery === 0 && mainRevenueDone < plan.mainRevenue
      if (revenue) mainRevenueDone++
      batch.push(build(userId, date, revenue))
    }
    const otherUntil = Math.round((otherTotal * (day + 1)) / days)
    for (; otherDone < otherUntil; otherDone++) {
      batch.push(build(others[owners[otherDone]!]!, date, otherDone % 11 === 0))
    }
    if (batch.length >= BATCH) await flush()
  }
  if (batch.length) await flush()
  const insertSeconds = (performance.now() - started) / 1000
  const vacuumStarted = performance.now()
  await db.execute(sql`vacuum analyze`)
  return { rows: inserted, insertSeconds, vacuumSeconds: (performance.now() - vacuumStarted) / 1000 }
}

/** Other accounts share one password hash: hashing 1,000 passwords would only measure argon2. */
async function createOtherUsers(db: Db, count: number): Promise<string[]> {
  if (count === 0) return []
  const passwordHash = await hashPassword('bench-other-user-1')
  const ids: string[] = []
  for (let start = 0; start < count; start += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          email: `bench.other.${start + i}@example.com`,
          passwordHash,
          fullName: `Bench Driver ${start + i}`,
          username: `bench.other.${start + i}`,
          role: 'owner_operator' as const,
        })),
      )
      .returning({ id: users.id })
    ids.push(...rows.map((r) => r.id))
  }
  return ids
}
