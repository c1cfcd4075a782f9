import type { AdminUser } from '@/contracts/users.ts'
import type { users } from '@/server/db/schema/index.ts'

export function adminUserView(u: typeof users.$inferSelect): AdminUser {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    role: u.role,
    status: u.status,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  }
}
