import { count } from 'drizzle-orm'
import { PLATFORM_USERS_CARD_FROM } from '@/contracts/dashboard.ts'
import type { Role } from '@/contracts/roles.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'

/**
 * What the Platform Users card shows this role (null: no card), as getDashboard decides it: the one
 * figure of the dashboard that is not of the user's books, so the route reads it on every request
 * and makes it part of the cached answer's key.
 */
export async function platformUsersShown(db: Db, role: Role): Promise<number | null> {
  const [accounts] = await db.select({ n: count() }).from(users)
  const n = accounts?.n ?? 0
  return role === 'admin' || n >= PLATFORM_USERS_CARD_FROM ? n : null
}
