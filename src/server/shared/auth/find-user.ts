import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'

/** E-mail addresses are compared without regard to case. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return user
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user
}
