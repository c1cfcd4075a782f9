import type { CategoryList } from '@/contracts/categories.ts'
import type { Db } from '@/server/db/client.ts'
import { categoriesInOrder } from './categories.ts'

/** The categories people may pick: the active ones of each type, with the admins' names, in order. */
export async function listCategories({ db }: { db: Db }): Promise<CategoryList> {
  const list: CategoryList = { revenue: [], expense: [] }
  for (const row of await categoriesInOrder(db)) {
    if (!row.active) continue
    list[row.type].push({ value: row.value, type: row.type, name: row.name, description: row.description })
  }
  return list
}
