import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'

interface LineSectionProps<T extends { key: string }> {
  title: string
  /** The singular name used in button labels ("load", "deduction"). */
  noun: string
  description?: string
  rows: T[]
  onAdd: () => void
  onRemove: (row: T) => void
  renderRow: (row: T) => ReactNode
}

/** One group of settlement lines (loads, deductions, reimbursements) with add and remove. */
export function LineSection<T extends { key: string }>(props: LineSectionProps<T>) {
  const { title, noun, description, rows, onAdd, onRemove, renderRow } = props
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          Add {noun}
        </Button>
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No {noun}s on this settlement.
        </Text>
      )}
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Group
            key={row.key}
            align="flex-start"
            wrap="nowrap"
            gap="xs"
            pb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <div style={{ flex: 1, minWidth: 0 }}>{renderRow(row)}</div>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => onRemove(row)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
