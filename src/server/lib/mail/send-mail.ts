import { eq } from 'drizzle-orm'
import type { NotificationKind } from '@/contracts/account.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Mailer } from './mailer.ts'

/**
 * Why a mail goes: a kind of news the recipient may turn off (Settings › Notifications), or
 * `account`, what they get whatever they chose: a link they asked for, a warning about their
 * sign-in, a change to their account, an invitation, a test of the mail settings.
 */
export type MailPurpose = NotificationKind | 'account'

export interface MailDeps {
  db: Db | Tx
  mailer: Mailer
}

export interface MailContent {
  subject: string
  text: string
}

/**
 * The one way an e-mail leaves RigLedger. To a user, by id: a kind of news goes only where they kept
 * it on and their account is active; an `account` mail always goes. To an address (someone invited,
 * a new address to confirm, a test): it goes, and only `account` mail may be sent so. Answers whether
 * it went; a mail server's refusal is thrown.
 */
export async function sendMail(
  deps: MailDeps,
  to: { address: string },
  purpose: 'account',
  content: MailContent,
): Promise<boolean>
export async function sendMail(
  deps: MailDeps,
  to: { userId: string },
  purpose: MailPurpose,
  content: MailContent,
): Promise<boolean>
export async function sendMail(
  deps: MailDeps,
  to: { userId: string } | { address: string },
  purpose: MailPurpose,
  content: MailContent,
): Promise<boolean> {
  if ('address' in to) {
    await deps.mailer.send({ to: to.address, ...content })
    return true
  }
  const [user] = await deps.db
    .select({ email: users.email, status: users.status, prefs: users.notificationPrefs })
    .from(users)
    .where(eq(users.id, to.userId))
  if (!user) return false
  if (purpose !== 'account' && (user.status !== 'active' || user.prefs[purpose] === false)) return false
  await deps.mailer.send({ to: user.email, ...content })
  return true
}
