import { Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled box on the dashboard; the title also names the region for screen readers. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
      h="100%"
    >
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}
