import { todayIn } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { type Clock, systemClock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { demoAccounts } from './demo-accounts.ts'
import { seedDemoHistory } from './seed-demo-history.ts'
import { seedDemoKnowledgeBase } from './seed-demo-support.ts'

/**
 * Creates the demo accounts that are missing and gives the owner-operator and the company driver
 * their history (and the owner-operator a truck, loads and last quarter's IFTA records) (once: an account that has any ledger data is left alone). Safe to run at every
 * demo start. The history comes from a fixed seed per role and ends "today".
 */
export async function seedDemo(db: Db, options: { clock?: Clock } = {}) {
  const now = (options.clock ?? systemClock).now()
  const ids: Partial<Record<string, string>> = {}
  for (const account of demoAccounts) {
    const user = await demoUser(db, account)
    ids[account.role] = user.id
    if (account.role === 'owner_operator' || account.role === 'company_driver') {
      await seedDemoHistory(db, {
        userId: user.id,
        driver: account.role,
        today: todayIn(user.timeZone, now),
        now,
      })
    }
    if (account.role === 'owner_operator') {
      const { seedDemoRecords } = await import('./seed-demo-records.ts')
      await seedDemoRecords(db, {
        userId: user.id,
        today: todayIn(user.timeZone, now),
        clock: options.clock ?? systemClock,
      })
    }
  }
  const { seedDemoFleet, seedDemoAccountant } = await import('./seed-demo-fleet.ts')
  await seedDemoFleet(db, {
    managerId: ids.fleet_manager!,
    companyDriverId: ids.company_driver!,
    today: todayIn('America/Chicago', now),
    now,
  })
  await seedDemoAccountant(db, {
    accountantId: ids.accountant!,
    clients: [
      { id: ids.owner_operator!, access: 'write' },
      { id: ids.company_driver!, access: 'read' },
      { id: ids.fleet_manager!, access: 'read' },
    ],
    now,
  })
  await seedDemoKnowledgeBase(db, now)
}

/** The account, created when missing; another instance creating it at the same moment is fine. */
async function demoUser(db: Db, account: (typeof demoAccounts)[number]) {
  const found = await findUserByEmail(db, account.email)
  if (found) return found
  try {
    return await createAccount({ db, input: account })
  } catch (error) {
    const raced = error instanceof AppError && error.code === 'CONFLICT'
    const user = raced ? await findUserByEmail(db, account.email) : undefined
    if (!user) throw error
    return user
  }
}
