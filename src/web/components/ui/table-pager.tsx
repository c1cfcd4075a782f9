import { Group, Pagination, Text } from '@mantine/core'

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const

interface TablePagerProps {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

/** "Showing 1 to 10 of 42" plus page buttons, under every paginated table. */
export function TablePager({ page, pageSize, total, onPageChange }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        Showing {first} to {last} of {total}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPageChange}
        size="sm"
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  )
}
