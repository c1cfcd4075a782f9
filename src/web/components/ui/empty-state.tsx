import { Stack, Text, ThemeIcon } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** What a list shows when it has nothing: an icon, a sentence and, often, the action that fills it. */
export function EmptyState(props: { icon: Icon; title: string; description?: string; action?: ReactNode }) {
  const { icon: IconComponent, title, description, action } = props
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconComponent size={26} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {description && (
        <Text size="sm" c="dimmed" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  )
}
