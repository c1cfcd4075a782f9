import type { z } from 'zod'
import { AUTH_MESSAGES, type ZRegister } from '@/contracts/auth.ts'
import type { Role } from '@/contracts/roles.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { hashPassword } from '@/server/shared/auth/passwords.ts'
import { usernameFromEmail } from '@/server/shared/auth/user-view.ts'

type NewUser = Pick<z.output<typeof ZRegister>, 'fullName' | 'email' | 'password' | 'timeZone'> & {
  role: Role
  /** Set where making the account signs its owner in (sign-up, the first admin): their first sign-in. */
  lastLoginAt?: Date
}

/** Creates an account (sign-up, the first admin, the demo and the admin command); a taken e-mail (in any case) is a conflict. */
export async function createAccount(options: { db: Db; input: NewUser }) {
  const { db, input } = options
  const email = input.email.trim()
  if (await findUserByEmail(db, email)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken)
  const passwordHash = await hashPassword(input.password)
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        fullName: input.fullName.trim(),
        username: usernameFromEmail(email),
        role: input.role,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        ...(input.lastLoginAt ? { lastLoginAt: input.lastLoginAt } : {}),
      })
      .returning()
    return user!
  } catch (error) {
    // Two sign-ups racing with one address: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken)
    throw error
  }
}

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  while (current && typeof current === 'object') {
    if ((current as { code?: string }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
