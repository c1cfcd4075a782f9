import { count } from 'drizzle-orm'
import { PLATFORM_USERS_CARD_FROM } from '@/contracts/dashboard.ts'
import type { Role } from '@/contracts/roles.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'

/** How long a count of the platform's accounts is shown before it is counted again. */
export const PLATFORM_COUNT_FRESH_MS = 60_000

const counted = new WeakMap<Db, { atMs: number; n: Promise<number> }>()

/** The platform's account count, counted at most once a minute per database (a card, not a ledger). */
function accountCount(db: Db, clock: Clock): Promise<number> {
  const nowMs = clock.now().getTime()
  const last = counted.get(db)
  if (last && nowMs - last.atMs < PLATFORM_COUNT_FRESH_MS && nowMs >= last.atMs) return last.n
  const n = db
    .select({ n: count() })
    .from(users)
    .then(([row]) => row?.n ?? 0)
  counted.set(db, { atMs: nowMs, n })
  // A failed count is not kept.
  n.catch(() => counted.delete(db))
  return n
}

/**
 * What the Platform Users card shows this role (null: no card), as getDashboard decides it: the one
 * figure of the dashboard that is not of the user's books, so the route reads it on every request
 * and makes it part of the cached answer's key. The count itself is at most a minute old, so a
 * cached dashboard costs the session lookup alone.
 */
export async function platformUsersShown(db: Db, clock: Clock, role: Role): Promise<number | null> {
  const n = await accountCount(db, clock)
  return role === 'admin' || n >= PLATFORM_USERS_CARD_FROM ? n : null
}
