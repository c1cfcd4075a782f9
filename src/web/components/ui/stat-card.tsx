import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'

interface StatCardProps {
  label: string
  /** The formatted figure, or null while it loads (a skeleton shows). */
  value: string | null
  hint?: string
  icon: Icon
  color: string
}

/** One figure of a summary row (Total Expenses, Business Miles, …). */
export function StatCard({ label, value, hint, icon: IconComponent, color }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === null ? (
            <Skeleton h={28} w={100} mt={6} />
          ) : (
            <Text fz={{ base: 18, sm: 24 }} fw={700} mt={2} data-testid={`card-${label}`}>
              {value}
            </Text>
          )}
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md" visibleFrom="sm">
          <IconComponent size={22} />
        </ThemeIcon>
      </Group>
    </Paper>
  )
}
