import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconHelpCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useDocumentTitle } from './use-document-title'

/**
 * The not-found page's look inside a shell (an unknown guide, ticket, article or back-office page),
 * with the way back and, below it, whatever else may help.
 */
export function NotFoundCard(props: {
  message: string
  to: string
  label: string
  icon?: ReactNode
  children?: ReactNode
}) {
  useDocumentTitle('Page Not Found')
  return (
    <Paper withBorder radius="md" p="lg" maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={900} c="blue.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={28}>
          Page Not Found
        </Title>
        <Text c="dimmed">{props.message}</Text>
        <Button component={Link} to={props.to} leftSection={props.icon ?? <IconHelpCircle size={18} />}>
          {props.label}
        </Button>
        {props.children}
      </Stack>
    </Paper>
  )
}
