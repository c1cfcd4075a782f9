import { Group, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title'

interface PageTitleProps {
  title: string
  /** Buttons or filters shown on the right of the title. */
  actions?: ReactNode
}

/** The heading every screen starts with; it also names the browser tab. */
export function PageTitle({ title, actions }: PageTitleProps) {
  useDocumentTitle(title)
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {actions}
    </Group>
  )
}
