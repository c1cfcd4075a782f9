import { and, eq, isNull } from 'drizzle-orm'
import { API_KEY_MESSAGES } from '@/contracts/account.ts'
import type { Db } from '@/server/db/client.ts'
import { apiKeys, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isReadMethod } from '@/server/lib/same-origin.ts'
import { hashToken } from '@/server/lib/tokens.ts'

/** How often a key's "last used" is written (not on every request). */
const TOUCH_EVERY_MS = 60_000

/**
 * Routes an API key never reaches: the back office, signing in and out, the setup link, the
 * account's own security (password, e-mail, keys, sessions, two-factor), and working in someone
 * else's books. `GET /api/auth/me` tells a script whose key it holds.
 */
const NOT_FOR_KEYS = [
  /^\/api\/(admin|setup)(\/|$)/,
  /^\/api\/auth\/(?!me$)/,
  /^\/api\/settings\/(password|email|api-keys|sessions|two-factor)(\/|$)/,
  /^\/api\/(accountant|fleet)\/.*switch/,
]

/** The key in `Authorization: Bearer <key>`, if the request carries one. */
export function bearerKey(header: unknown): string | null {
  if (typeof header !== 'string') return null
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header.trim())
  return match ? match[1]! : null
}

/**
 * The user an API key acts for, checked against the route and method: a revoked or unknown key is
 * 401, a read-only key refuses writes, and some routes refuse keys altogether (403).
 */
export async function userOfApiKey(options: {
  db: Db
  clock: Clock
  key: string
  method: string
  url: string
}) {
  const path = options.url.split('?')[0] ?? ''
  const [row] = await options.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashToken(options.key)), isNull(apiKeys.revokedAt)))
  if (row?.user.status !== 'active') throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.invalid)
  if (NOT_FOR_KEYS.some((pattern) => pattern.test(path)))
    throw new AppError('FORBIDDEN', API_KEY_MESSAGES.notHere)
  if (row.key.scope === 'read' && !isReadMethod(options.method)) {
    throw new AppError('FORBIDDEN', API_KEY_MESSAGES.readOnly)
  }
  const now = options.clock.now()
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await options.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id))
  }
  return { user: row.user, key: { id: row.key.id, scope: row.key.scope } }
}
