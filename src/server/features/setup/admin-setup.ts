import { and, eq } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { oneTimeTokens, users } from '@/server/db/schema/index.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'
import { liveToken } from '@/server/shared/auth/one-time-tokens.ts'
import { assertPasswordAllowed } from '@/server/shared/auth/password-policy.ts'

const SETUP_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export async function hasAdmin(db: Db) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return Boolean(row)
}

/**
 * With no admin yet, makes a fresh one-time setup token (older ones stop working) and returns it;
 * with an admin, returns undefined.
 */
export async function issueAdminSetupToken(options: { db: Db; clock: Clock }) {
  const { db, clock } = options
  if (await hasAdmin(db)) return undefined
  const token = newToken()
  const now = clock.now()
  await db.transaction(async (tx) => {
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'admin_setup'))
    await tx.insert(oneTimeTokens).values({
      purpose: 'admin_setup',
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SETUP_LINK_LIFETIME_MS),
    })
  })
  return token
}

function liveSetupToken(token: string, now: Date) {
  return and(eq(oneTimeTokens.tokenHash, hashToken(token)), liveToken('admin_setup', now))
}

export async function isAdminSetupTokenValid(options: { db: Db; clock: Clock; token: string }) {
  const [row] = await options.db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(liveSetupToken(options.token, options.clock.now()))
  return Boolean(row)
}

/** Creates the first admin from the setup link; the link works once. */
export async function createFirstAdmin(options: {
  db: Db
  clock: Clock
  token: string
  fullName: string
  email: string
  password: string
}) {
  const { clock } = options
  // Refused before the link is used: it still works for a better password.
  await assertPasswordAllowed(options.password, options)
  return options.db.transaction(async (tx) => {
    const [used] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: clock.now() })
      .where(liveSetupToken(options.token, clock.now()))
      .returning()
    if (!used) throw new AppError('NOT_FOUND', AUTH_MESSAGES.setupLinkInvalid)
    // The setup signs the new admin in: their first sign-in.
    return createAccount({
      db: tx as unknown as Db,
      input: { ...options, role: 'admin', lastLoginAt: clock.now() },
    })
  })
}

/**
 * What start-up prints when no admin exists: the one-time link, the command that does the same,
 * and, when PUBLIC_URL is unset, that the link names this machine (open it here, or set PUBLIC_URL).
 */
export function setupLinkNotice(config: { publicUrl: string; publicUrlSet: boolean }, token: string): string {
  const lines = [
    '',
    'No administrator exists yet. Create the first one within 7 days at:',
    `  ${config.publicUrl}/admin/setup?token=${token}`,
  ]
  if (!config.publicUrlSet)
    lines.push(
      `  (PUBLIC_URL is not set, so this link and the links in e-mails use ${config.publicUrl}:`,
      '   open it on this machine, or set PUBLIC_URL to the address people reach the app at)',
    )
  lines.push('or run: npm run admin:create -- --email <email> --password <password>', '')
  return lines.join('\n')
}
