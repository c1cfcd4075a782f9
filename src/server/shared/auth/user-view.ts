import type { User } from '@/contracts/auth.ts'
import type { users } from '@/server/db/schema/index.ts'

export function toUserView(user: typeof users.$inferSelect): User {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    username: user.username,
    role: user.role,
    timeZone: user.timeZone,
  }
}

/** The spec's default username: the part of the e-mail before the @. */
export function usernameFromEmail(email: string): string {
  return email.slice(0, email.indexOf('@'))
}
