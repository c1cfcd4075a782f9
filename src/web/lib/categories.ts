import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { CategoryList, CategoryType } from '@/contracts/categories'
import { categoryLabel, FORM_EXPENSE_CATEGORIES } from '@/domain/categories'
import { api } from './api'
import { keys } from './query-keys'

/** The categories on offer (the active ones, with the admins' names, in order). */
export function useCategories() {
  return useQuery({
    queryKey: keys.categories.all,
    queryFn: ({ signal }) => api<CategoryList>('/api/categories', { signal }),
    // Admins change them rarely; a form opened twice in a minute does not ask again.
    staleTime: 60_000,
  })
}

const COMMON = new Set(FORM_EXPENSE_CATEGORIES.map((c) => c.value))

/**
 * A category Select's options: the active categories of `type` (expenses: the add-expense form's
 * nine common ones first, then the extended list). `keep`, a value the row already has that is no
 * longer offered, stays selectable as "<label> (inactive)", so editing a row does not lose it.
 */
export function categoryOptions(
  list: CategoryList | undefined,
  type: CategoryType,
  keep?: string | null,
): ComboboxItemGroup<ComboboxItem>[] {
  const offered = list?.[type] ?? []
  const items = offered.map((c) => ({ value: c.value, label: c.name }))
  if (keep && !offered.some((c) => c.value === keep)) {
    items.push({ value: keep, label: `${categoryLabel(keep)} (inactive)` })
  }
  const groups =
    type === 'expense'
      ? [
          { group: 'Common categories', items: items.filter((item) => COMMON.has(item.value)) },
          { group: 'More categories', items: items.filter((item) => !COMMON.has(item.value)) },
        ]
      : [{ group: 'Revenue categories', items }]
  return groups.filter((group) => group.items.length > 0)
}

/**
 * A category's name as people see it: the admins' name while it is offered, else the product's
 * label (src/domain/categories.ts), which reports and exports use too.
 */
export function useCategoryLabel(): (value: string) => string {
  const { data } = useCategories()
  return (value) =>
    data?.expense.find((c) => c.value === value)?.name ??
    data?.revenue.find((c) => c.value === value)?.name ??
    categoryLabel(value)
}
