import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client.ts'
import { oneTimeTokens } from '@/server/db/schema/index.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose']

/** A token of `purpose` that is unused and not expired at `now`. */
export function liveToken(purpose: Purpose, now: Date) {
  return and(
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  )
}

/**
 * A new single-use link token for a user: only the newest of its purpose works (the user's earlier
 * ones are used up). Answers the token; only its hash is kept.
 */
export async function issueUserToken(
  tx: Db | Tx,
  options: { purpose: Purpose; userId: string; now: Date; lifetimeMs: number; email?: string },
) {
  const token = newToken()
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(oneTimeTokens.userId, options.userId),
        eq(oneTimeTokens.purpose, options.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    )
  await tx.insert(oneTimeTokens).values({
    purpose: options.purpose,
    tokenHash: hashToken(token),
    userId: options.userId,
    email: options.email ?? null,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + options.lifetimeMs),
  })
  return token
}

/** Uses up a live token of `purpose`; answers its row, or undefined when it is unknown, used or expired. */
export async function consumeToken(tx: Db | Tx, options: { purpose: Purpose; token: string; now: Date }) {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: options.now })
    .where(
      and(eq(oneTimeTokens.tokenHash, hashToken(options.token)), liveToken(options.purpose, options.now)),
    )
    .returning()
  return row
}
