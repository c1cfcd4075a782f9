import { and, count, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { throttleEvents } from '@/server/db/schema/index.ts'
import type { Clock } from './clock.ts'

export interface ThrottleRule {
  key: string
  limit: number
  windowMs: number
}

/** True when any rule has already counted `limit` events within its window. */
export async function isThrottled(db: Db, clock: Clock, rules: ThrottleRule[]): Promise<boolean> {
  const now = clock.now().getTime()
  for (const rule of rules) {
    const [row] = await db
      .select({ n: count() })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, rule.key), gt(throttleEvents.at, new Date(now - rule.windowMs))))
    if ((row?.n ?? 0) >= rule.limit) return true
  }
  return false
}

export async function recordThrottleEvent(db: Db, clock: Clock, rules: ThrottleRule[]) {
  const at = clock.now()
  await db.insert(throttleEvents).values(rules.map((rule) => ({ key: rule.key, at })))
}

export async function clearThrottle(db: Db, keys: string[]) {
  await db.delete(throttleEvents).where(inArray(throttleEvents.key, keys))
}

/** Old events are of no use once past the longest window. */
export async function pruneThrottleEvents(db: Db, clock: Clock, olderThanMs: number) {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(clock.now().getTime() - olderThanMs)))
}
