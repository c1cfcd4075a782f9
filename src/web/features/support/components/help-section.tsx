import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import classes from './help-link-card.module.css'

/** One block of the Help Center: a second-level heading the section is named by, then its content. */
export function HelpSection(props: {
  id: string
  title: string
  description?: string
  /** A link or button shown on the right of the heading. */
  action?: ReactNode
  children: ReactNode
}) {
  const headingId = `${props.id}-heading`
  return (
    <Stack component="section" id={props.id} aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="center" gap="xs">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {props.title}
          </Title>
          {props.description && (
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          )}
        </div>
        {props.action}
      </Group>
      {props.children}
    </Stack>
  )
}

/** A card that is a link to a screen of the app: an icon, a title and one line about it. */
export function HelpLinkCard(props: { to: string; icon: Icon; title: string; text: string }) {
  const { icon: CardIcon } = props
  return (
    <Card component={Link} to={props.to} withBorder radius="md" p="md" h="100%" className={classes.card}>
      <Group gap="sm" mb={6} wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
        <Text fw={600} mt={6} style={{ overflowWrap: 'anywhere' }}>
          {props.title}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {props.text}
      </Text>
    </Card>
  )
}
