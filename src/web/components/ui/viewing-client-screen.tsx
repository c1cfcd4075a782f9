import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconEye, IconLayoutDashboard } from '@tabler/icons-react'
import { Link } from 'react-router'
import { rememberAdminScreen, useReturnToAdmin } from '@/web/lib/session'
import { MAIN_CONTENT_ID } from './skip-link'
import { useDocumentTitle } from './use-document-title'

/**
 * An admin screen (or the admin sign-in) opened while this browser views a client's account as an
 * administrator: it says so, and Return to Admin goes back to the admin's own session at the screen
 * that was asked for.
 */
export function ViewingClientScreen({ clientName }: { clientName: string }) {
  useDocumentTitle('You are viewing a client')
  const returnToAdmin = useReturnToAdmin()
  const asked = window.location.pathname
  return (
    <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
          <IconEye size={36} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          You are viewing a client
        </Title>
        <Text c="dimmed">
          This browser is in {clientName}’s account as an administrator, so the back office is closed. Return
          to Admin to go back to your own account
          {asked.startsWith('/admin/') ? ' and open this page' : ''}.
        </Text>
        <Group justify="center">
          <Button
            color="orange"
            onClick={() => {
              if (asked.startsWith('/admin/')) rememberAdminScreen()
              returnToAdmin()
            }}
          >
            Return to Admin
          </Button>
          <Button
            component={Link}
            to="/dashboard"
            variant="default"
            leftSection={<IconLayoutDashboard size={18} />}
          >
            Back to the client’s dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
