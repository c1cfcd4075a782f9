import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { API_KEY_MESSAGES, type ApiKey, type IdentityProof } from '@/contracts/account.ts'
import type { Db } from '@/server/db/client.ts'
import { apiKeys } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { hashToken } from '@/server/lib/tokens.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { confirmIdentity } from './confirm-identity.ts'

/** Every key starts so, to be recognised (by the user, by secret scanners). */
export const API_KEY_PREFIX = 'rlk_'

function view(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }
}

export async function listApiKeys(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt))
  return { items: rows.map(view) }
}

/** A new key of 256 random bits; answered in full once, kept only as its hash. */
export async function createApiKey(options: {
  db: Db
  clock: Clock
  appSecret: string
  actor: Actor
  name: string
  scope: 'read' | 'write'
  proof: IdentityProof
}) {
  const { db, actor } = options
  await confirmIdentity({ ...options, userId: actor.id })
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const now = options.clock.now()
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId: actor.id,
        name: options.name,
        scope: options.scope,
        prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        keyHash: hashToken(key),
        createdAt: now,
      })
      .returning()
    await recordAudit(tx, actor, {
      action: 'account.api_key_created',
      targetUserId: actor.id,
      details: { name: options.name, scope: options.scope },
      at: now,
    })
    return inserted!
  })
  return { ...view(row), key }
}

export async function revokeApiKey(options: { db: Db; clock: Clock; actor: Actor; id: string }) {
  const { db, actor } = options
  const now = options.clock.now()
  await db.transaction(async (tx) => {
    const gone = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, options.id), eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id })
    if (gone.length === 0) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound)
    await recordAudit(tx, actor, { action: 'account.api_key_revoked', targetUserId: actor.id, at: now })
  })
}
