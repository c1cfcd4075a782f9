import { eq } from 'drizzle-orm'
import { users } from '@/server/db/schema/index.ts'
import type { AdminCaller } from './support-caller.ts'

/** Who tickets can be assigned to: the admins, by name. */
export async function listAssignees({ db }: AdminCaller): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.fullName)
}
