import { eq } from 'drizzle-orm'
import { Secret } from 'otpauth'
import QRCode from 'qrcode'
import { type IdentityProof, RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@/contracts/account.ts'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Role } from '@/contracts/roles.ts'
import type { Db } from '@/server/db/client.ts'
import { userTwoFactor } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { decryptSecret, encryptSecret } from '@/server/lib/secrets.ts'
import { hashToken } from '@/server/lib/tokens.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { totpOf } from '@/server/shared/auth/two-factor-check.ts'
import { adminTwoFactorRequired } from '@/server/shared/settings.ts'
import { confirmIdentity } from './confirm-identity.ts'

type Options = { db: Db; clock: Clock; appSecret: string; actor: Actor }

async function rowOf(db: Db, userId: string) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId))
  return row
}

/** Whether two-factor sign-in is on; for an admin, whether the back office requires it. */
export async function twoFactorStatus(db: Db, user: { id: string; role: Role }) {
  const row = await rowOf(db, user.id)
  return {
    enabled: Boolean(row?.enabledAt),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row?.enabledAt ? row.recoveryHashes.length : 0,
    admin: user.role === 'admin' ? { required: await adminTwoFactorRequired(db) } : null,
  }
}

/** A new secret to scan, kept aside until a code from it confirms the set-up. */
export async function startTwoFactorSetup(options: Options) {
  const { db, actor } = options
  const row = await rowOf(db, actor.id)
  if (row?.enabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn)
  const secret = new Secret({ size: 20 })
  const pendingSecretEnc = encryptSecret(options.appSecret, secret.base32)
  await db
    .insert(userTwoFactor)
    .values({ userId: actor.id, pendingSecretEnc })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecretEnc } })
  const otpauthUrl = totpOf(secret.base32, actor.email).toString()
  return {
    secret: secret.base32,
    otpauthUrl,
    qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }),
  }
}

function newRecoveryCodes() {
  // 10 codes of 10 base32 characters (50 bits each), shown as xxxxx-xxxxx.
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = new Secret({ size: 7 }).base32.slice(0, 10).toLowerCase()
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
}

/** A code from the app being set up turns two-factor sign-in on; the recovery codes are shown once. */
export async function enableTwoFactor(options: Options & { code: string }) {
  const { db, actor } = options
  const row = await rowOf(db, actor.id)
  if (row?.enabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn)
  const pending = row?.pendingSecretEnc ? decryptSecret(options.appSecret, row.pendingSecretEnc) : null
  if (!pending) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.setupFirst)
  const now = options.clock.now()
  const totp = totpOf(pending, actor.email)
  const delta = totp.validate({ token: options.code.replace(/\s/g, ''), timestamp: now.getTime(), window: 1 })
  if (delta === null) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.codeInvalid)
  const recoveryCodes = newRecoveryCodes()
  await db.transaction(async (tx) => {
    await tx
      .update(userTwoFactor)
      .set({
        secretEnc: row!.pendingSecretEnc,
        pendingSecretEnc: null,
        enabledAt: now,
        lastStep: totp.counter({ timestamp: now.getTime() }) + delta,
        recoveryHashes: recoveryCodes.map((c) => hashToken(c)),
      })
      .where(eq(userTwoFactor.userId, actor.id))
    await recordAudit(tx, actor, { action: 'account.two_factor_on', targetUserId: actor.id, at: now })
  })
  return { recoveryCodes }
}

/**
 * Turns two-factor sign-in off, with the account's password and a code; not an admin's while the
 * back office requires it.
 */
export async function disableTwoFactor(options: Options & { role: Role; proof: IdentityProof }) {
  const { db, actor } = options
  const row = await rowOf(db, actor.id)
  if (!row?.enabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notOn)
  if (options.role === 'admin' && (await adminTwoFactorRequired(db))) {
    throw new AppError('CONFLICT', AUTH_MESSAGES.adminTwoFactorCannotTurnOff)
  }
  await confirmIdentity({ ...options, userId: actor.id })
  await db.transaction(async (tx) => {
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, actor.id))
    await recordAudit(tx, actor, {
      action: 'account.two_factor_off',
      targetUserId: actor.id,
      at: options.clock.now(),
    })
  })
  return { message: TWO_FACTOR_MESSAGES.disabled }
}

/** New recovery codes, with the account's password and a code; the old ones stop working. */
export async function renewRecoveryCodes(options: Options & { proof: IdentityProof }) {
  const { db, actor } = options
  const row = await rowOf(db, actor.id)
  if (!row?.enabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notOn)
  await confirmIdentity({ ...options, userId: actor.id })
  const recoveryCodes = newRecoveryCodes()
  await db.transaction(async (tx) => {
    await tx
      .update(userTwoFactor)
      .set({ recoveryHashes: recoveryCodes.map((c) => hashToken(c)) })
      .where(eq(userTwoFactor.userId, actor.id))
    await recordAudit(tx, actor, {
      action: 'account.recovery_codes',
      targetUserId: actor.id,
      at: options.clock.now(),
    })
  })
  return { recoveryCodes }
}
