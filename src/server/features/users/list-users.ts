import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZAdminUserQuery } from '@/contracts/users.ts'
import { users } from '@/server/db/schema/index.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { adminUserView } from './admin-user-view.ts'

/** Every account, newest first, with the admin's filters; an admin's view. */
export async function listUsers(options: Caller & z.output<typeof ZAdminUserQuery>) {
  const { db } = options
  const query = options
  const filters: SQL[] = []
  if (query.search) {
    const pattern = likePattern(query.search)
    filters.push(or(ilike(users.email, pattern), ilike(users.fullName, pattern))!)
  }
  if (query.role) filters.push(eq(users.role, query.role))
  if (query.status) filters.push(eq(users.status, query.status))
  const where = filters.length ? and(...filters) : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(users).where(where),
  ])
  return { items: rows.map(adminUserView), total: totalRow?.n ?? 0 }
}
