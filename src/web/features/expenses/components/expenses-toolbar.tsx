import { Button, Group, Text } from '@mantine/core'
import { IconDownload, IconTrash } from '@tabler/icons-react'

interface ExpensesToolbarProps {
  selectedCount: number
  exportUrl: string
  onDeleteSelected: () => void
}

/** Bulk actions: Export downloads what the filters list; Delete removes the selected rows. */
export function ExpensesToolbar({ selectedCount, exportUrl, onDeleteSelected }: ExpensesToolbarProps) {
  return (
    <Group justify="space-between" mb="sm" gap="xs">
      <Text size="sm" c="dimmed">
        {selectedCount > 0 ? `${selectedCount} selected` : 'Select rows to delete them together'}
      </Text>
      <Group gap="xs">
        <Button
          component="a"
          href={exportUrl}
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
        >
          Export
        </Button>
        <Button
          color="red"
          variant="light"
          size="xs"
          leftSection={<IconTrash size={14} />}
          disabled={selectedCount === 0}
          onClick={onDeleteSelected}
        >
          Delete{selectedCount > 0 ? ` (${selectedCount})` : ''}
        </Button>
      </Group>
    </Group>
  )
}
