import { Group, Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'

interface HeadingProps {
  title: string
  description?: string
  /** Buttons shown on the right of the heading. */
  actions?: ReactNode
}

/** The heading of a Settings section; it names the browser tab too. */
export function SettingsHeading({ title, description, actions }: HeadingProps) {
  useDocumentTitle(`${title} · Settings`)
  return (
    <Group justify="space-between" align="flex-start" mb="md" gap="sm">
      <div>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  )
}

/** A Settings section in one box: its heading, then its content. */
export function SettingsSection({ children, ...heading }: HeadingProps & { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={heading.title}>
      <SettingsHeading {...heading} />
      {children}
    </Paper>
  )
}
