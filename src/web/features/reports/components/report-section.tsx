import { Group, Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled panel of a report screen, with controls of its own on the right. */
export function ReportSection({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
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
