import type { Db } from '@/server/db/client.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { findUserById } from '@/server/shared/auth/find-user.ts'

/** The admin acting in the back office: who they are, and the name their answers are signed with. */
export interface SupportAdmin {
  id: string
  fullName: string
}

/**
 * What a use-case of the team's side is given first: the database (or a transaction in it), the
 * clock, and the admin acting (a user's use-case takes a Caller, with their `userId`, instead).
 */
export interface AdminCaller {
  db: Db
  clock: Clock
  admin: SupportAdmin
}

/** The user writing to the team: their name signs the message, their role and age give their plan. */
export async function supportUser(db: Db, userId: string) {
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  return user
}
