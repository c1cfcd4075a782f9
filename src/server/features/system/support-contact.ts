import type { SupportContact } from '@/contracts/system.ts'
import type { Db } from '@/server/db/client.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { readSetting, writeSetting } from '@/server/shared/settings.ts'

export const SUPPORT_CONTACT_KEY = 'support_contact'

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** The support mailbox and phone an admin saved; each null until one is (the screens then hide it). */
export async function readSupportContact(db: Db): Promise<SupportContact> {
  const stored = await readSetting(db, SUPPORT_CONTACT_KEY)
  return {
    email: text(stored?.email),
    phone: text(stored?.phone),
    updatedAt: text(stored?.updatedAt),
  }
}

export async function saveSupportContact(options: {
  db: Db
  clock: Clock
  actor: Actor
  contact: { email: string | null; phone: string | null }
}): Promise<SupportContact> {
  const { db, clock, actor, contact } = options
  const now = clock.now()
  await db.transaction(async (tx) => {
    await writeSetting(tx, SUPPORT_CONTACT_KEY, { ...contact, updatedAt: now.toISOString() }, now)
    await recordAudit(tx, actor, { action: 'settings.support_contact', details: { ...contact }, at: now })
  })
  return readSupportContact(db)
}
