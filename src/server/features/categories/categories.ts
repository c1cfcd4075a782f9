import { and, asc, eq } from 'drizzle-orm'
import { CATEGORY_MESSAGES, type CategoryType } from '@/contracts/categories.ts'
import type { Db } from '@/server/db/client.ts'
import { categories } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export type CategoryRow = typeof categories.$inferSelect

/** Every category of the table, by type and the admins' order. */
export function categoriesInOrder(db: Db) {
  return db
    .select()
    .from(categories)
    .orderBy(asc(categories.type), asc(categories.position), asc(categories.value))
}

/**
 * The one check of a category picked by hand: it must be offered (active). A row that already has
 * it keeps it, so `kept` (the row's category before the change) passes whether active or not.
 * Settlement postings do not come through here: their categories are fixed by the domain
 * (DEDUCTION_CATEGORIES), and a pay sheet is never refused for an admin's choice of pick list.
 */
export async function requireOfferedCategory(options: {
  db: Db
  type: CategoryType
  category: string
  kept?: string | null
}) {
  const { db, type, category, kept } = options
  if (category === kept) return
  const [row] = await db
    .select({ active: categories.active })
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.value, category)))
  if (!row?.active) throw new AppError('BAD_REQUEST', CATEGORY_MESSAGES.notOffered)
}
