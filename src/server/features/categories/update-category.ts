import { asc, eq } from 'drizzle-orm'
import { type AdminCategory, CATEGORY_MESSAGES, type CategoryPatch } from '@/contracts/categories.ts'
import { categories } from '@/server/db/schema/index.ts'
import type { AdminCall } from '@/server/features/admin/settings.ts'
import { AppError } from '@/server/lib/errors.ts'
import { recordAudit } from '@/server/shared/audit.ts'
import { adminCategoryView } from './list-admin-categories.ts'

const notFound = () => new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound)

/**
 * Renames a category or switches it on or off, audited. Switching off stops it being picked for
 * new expenses (and for an expense moved to it); rows already in it keep it. The last active
 * category of a type stays on, so the forms always have one to offer.
 */
export async function updateCategory(
  options: AdminCall & { id: string; patch: CategoryPatch },
): Promise<AdminCategory> {
  const { db, clock, actor, id, patch } = options
  const [target] = await db.select({ type: categories.type }).from(categories).where(eq(categories.id, id))
  if (!target) throw notFound()
  const row = await db.transaction(async (tx) => {
    // Every row of the type, locked in one order: two admins switching off the last two wait for
    // each other instead of both succeeding (or deadlocking).
    const siblings = await tx
      .select()
      .from(categories)
      .where(eq(categories.type, target.type))
      .orderBy(asc(categories.id))
      .for('update')
    const current = siblings.find((c) => c.id === id)
    if (!current) throw notFound()
    if (patch.active === false && current.active && siblings.filter((c) => c.active).length <= 1) {
      throw new AppError('CONFLICT', CATEGORY_MESSAGES.lastActive(current.type))
    }
    const changes = Object.fromEntries(
      Object.entries(patch).filter(
        ([key, value]) => value !== undefined && current[key as keyof CategoryPatch] !== value,
      ),
    ) as CategoryPatch
    if (Object.keys(changes).length === 0) return current
    const [updated] = await tx
      .update(categories)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(categories.id, id))
      .returning()
    await recordAudit(tx, actor, {
      action: 'category.update',
      details: { type: current.type, value: current.value, ...changes },
      at: clock.now(),
    })
    return updated!
  })
  return adminCategoryView(db, row)
}
