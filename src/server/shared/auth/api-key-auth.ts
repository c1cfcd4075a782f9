import { and, eq, isNull } from 'drizzle-orm'
import { API_KEY_MESSAGES } from '@/contracts/account.ts'
import type { Db } from '@/server/db/client.ts'
import { apiKeys, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { hashToken } from '@/server/lib/tokens.ts'

/** How often a key's "last used" is written (not on every request). */
const TOUCH_EVERY_MS = 60_000

/** The key in `Authorization: Bearer <key>`, if the request carries one. */
export function bearerKey(header: unknown): string | null {
  if (typeof header !== 'string') return null
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header.trim())
  return match ? match[1]! : null
}

/**
 * The user an API key acts for: a revoked or unknown key is 401. Which routes the key reaches, and
 * with which scope, each route declares (route-access.ts). An administrator's key reaches nothing:
 * the back office is for a signed-in administrator only.
 */
export async function userOfApiKey(options: { db: Db; clock: Clock; key: string }) {
  const [row] = await options.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashToken(options.key)), isNull(apiKeys.revokedAt)))
  // A closed account (in its grace period) reaches nothing with its keys until it signs in again.
  if (row?.user.status !== 'active' || row.user.closedAt)
    throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.invalid)
  if (row.user.role === 'admin') throw new AppError('FORBIDDEN', API_KEY_MESSAGES.notHere)
  const now = options.clock.now()
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await options.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id))
  }
  return { user: row.user, key: { id: row.key.id, scope: row.key.scope } }
}
