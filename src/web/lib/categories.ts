import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { CategoryList, CategoryType } from '@/contracts/categories'
import {
  categoryGroup,
  categoryLabel,
  EXPENSE_GROUPS,
  isLegacyCategory,
  LEGACY_EXPENSE_CATEGORIES,
  legacyCategoryName,
} from '@/domain/categories'
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

/**
 * A category Select's options: the active categories of `type`; expenses in the clear list's groups
 * (what each is on the tax return). `keep`, a value the row already has that is not offered (an
 * admin switched it off, or an old category of the longer list), stays selectable, so editing a row
 * does not lose it. `withLegacy` (the list's filter) adds every old category, to find the rows in them.
 */
export function categoryOptions(
  list: CategoryList | undefined,
  type: CategoryType,
  keep?: string | null,
  withLegacy = false,
): ComboboxItemGroup<ComboboxItem>[] {
  const offered = list?.[type] ?? []
  const items = offered.map((c) => ({ value: c.value, label: c.name }))
  if (type === 'revenue') {
    if (keep && !offered.some((c) => c.value === keep)) {
      items.push({ value: keep, label: `${categoryLabel(keep)} (inactive)` })
    }
    return items.length > 0 ? [{ group: 'Revenue categories', items }] : []
  }
  const groups: ComboboxItemGroup<ComboboxItem>[] = EXPENSE_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => categoryGroup(item.value) === group),
  }))
  const older = withLegacy ? LEGACY_EXPENSE_CATEGORIES.map((c) => c.value) : []
  if (keep && !offered.some((c) => c.value === keep) && !older.includes(keep)) {
    if (isLegacyCategory(keep)) older.push(keep)
    else {
      const group = groups.find((g) => g.group === categoryGroup(keep)) ?? groups[groups.length - 1]!
      group.items.push({ value: keep, label: `${categoryLabel(keep)} (inactive)` })
    }
  }
  groups.push({
    group: 'Old categories',
    items: older.map((value) => ({ value, label: legacyCategoryName(categoryLabel(value)) })),
  })
  return groups.filter((group) => group.items.length > 0)
}

/**
 * A category's name as people see it: the admins' name while it is offered, else the product's
 * label (src/domain/categories.ts), which reports and exports use too; an old category of the
 * longer list says so ("Repairs (old category)").
 */
export function useCategoryLabel(): (value: string) => string {
  const { data } = useCategories()
  return (value) =>
    data?.expense.find((c) => c.value === value)?.name ??
    data?.revenue.find((c) => c.value === value)?.name ??
    (isLegacyCategory(value) ? legacyCategoryName(categoryLabel(value)) : categoryLabel(value))
}
