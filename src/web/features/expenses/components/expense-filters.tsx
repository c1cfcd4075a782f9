import { Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { categoryOptions, useCategories } from '@/web/lib/categories'
import { DATE_FILTERS, type DateFilter } from '@/web/lib/date-filters'

interface ExpenseFiltersProps {
  search: string
  category: string | null
  dateFilter: DateFilter
  onSearchChange: (value: string) => void
  onCategoryChange: (value: string | null) => void
  onDateFilterChange: (value: DateFilter) => void
}

export function ExpenseFilters(props: ExpenseFiltersProps) {
  const categories = useCategories()
  return (
    <Group gap="sm" align="flex-end" mb="md" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Search expenses"
        placeholder="Description or notes"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        miw={220}
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={categoryOptions(categories.data, 'expense', props.category, true)}
        value={props.category}
        onChange={props.onCategoryChange}
        clearable
        searchable
        maxDropdownHeight={300}
        miw={180}
      />
      <Select
        label="Date"
        data={DATE_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
        value={props.dateFilter}
        onChange={(value) => value && props.onDateFilterChange(value as DateFilter)}
        allowDeselect={false}
        miw={150}
      />
    </Group>
  )
}
