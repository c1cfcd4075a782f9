import { and, count, eq, gt, inArray, lt, max, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client.ts'
import { throttleEvents } from '@/server/db/schema/index.ts'
import type { Clock } from './clock.ts'

/** What a throttle knows of one key within its window: how many events, and when the last was. */
export interface KeyHistory {
  count: number
  last: Date | null
}

/**
 * Counts events per key and, if `decide` allows, records one more on each, as one step: the keys'
 * advisory locks (taken in key order, so two callers never deadlock) make parallel requests see
 * each other's events, so a limit of 5 lets exactly 5 through. `decide` returns a refusal to throw
 * (nothing is recorded) or null to record. Returns the ids of the recorded events, which a caller
 * may take back (a sign-in that turned out right is no failure).
 */
export async function reserveThrottled(
  db: Db,
  options: {
    clock: Clock
    keys: readonly string[]
    windowMs: number
    decide: (history: ReadonlyMap<string, KeyHistory>) => Error | null
  },
): Promise<string[]> {
  const keys = [...new Set(options.keys)].sort()
  const at = options.clock.now()
  const since = new Date(at.getTime() - options.windowMs)
  const result = await db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    const refusal = options.decide(await historyOf(tx, keys, since))
    if (refusal) return refusal
    const rows = await tx
      .insert(throttleEvents)
      .values(keys.map((key) => ({ key, at })))
      .returning({ id: throttleEvents.id })
    return rows.map((row) => row.id)
  })
  if (result instanceof Error) throw result
  return result
}

async function historyOf(tx: Tx, keys: readonly string[], since: Date) {
  const rows = await tx
    .select({ key: throttleEvents.key, count: count(), last: max(throttleEvents.at) })
    .from(throttleEvents)
    .where(and(inArray(throttleEvents.key, [...keys]), gt(throttleEvents.at, since)))
    .groupBy(throttleEvents.key)
  const history = new Map<string, KeyHistory>(keys.map((key) => [key, { count: 0, last: null }]))
  for (const row of rows) history.set(row.key, { count: row.count, last: row.last })
  return history
}

/** How many events of `key` happened within the window. */
export async function countThrottled(db: Db, options: { clock: Clock; key: string; windowMs: number }) {
  const since = new Date(options.clock.now().getTime() - options.windowMs)
  const [row] = await db
    .select({ count: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, options.key), gt(throttleEvents.at, since)))
  return row?.count ?? 0
}

/** Takes back recorded events (their ids from reserveThrottled). */
export async function releaseThrottled(db: Db, ids: readonly string[]) {
  if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, [...ids]))
}

/** Forgets every event of the keys (e.g. an account's failures once its owner signs in). */
export async function clearThrottle(db: Db, keys: readonly string[]) {
  await db.delete(throttleEvents).where(inArray(throttleEvents.key, [...keys]))
}

/** Old events are of no use once past the longest window. */
export async function pruneThrottleEvents(db: Db, clock: Clock, olderThanMs: number) {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(clock.now().getTime() - olderThanMs)))
}
