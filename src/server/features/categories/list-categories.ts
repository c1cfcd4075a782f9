import type { CategoryList } from '@/contracts/categories.ts'
import { isLegacyCategory } from '@/domain/categories.ts'
import type { Db } from '@/server/db/client.ts'
import { categoriesInOrder } from './categories.ts'

/**
 * The categories people may pick: the active ones of each type, with the admins' names, in order.
 * The legacy expense categories (near twins of the clear list) are not offered, though rows that
 * have them keep them and the API still accepts them (decision 014).
 */
export async function listCategories({ db }: { db: Db }): Promise<CategoryList> {
  const list: CategoryList = { revenue: [], expense: [] }
  for (const row of await categoriesInOrder(db)) {
    if (!row.active || (row.type === 'expense' && isLegacyCategory(row.value))) continue
    list[row.type].push({ value: row.value, type: row.type, name: row.name, description: row.description })
  }
  return list
}
