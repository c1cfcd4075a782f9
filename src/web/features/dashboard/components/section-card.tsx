import { Group, Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A titled box on the dashboard; the title also names the region for screen readers. `actions` sit
 * beside the title (a filter of the box's content).
 */
export function SectionCard({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
      h="100%"
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  )
}
