import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconLayoutDashboard } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'

/** An unknown /admin/… address: the back office's own not-found page, inside its shell. */
export function AdminNotFoundPage() {
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
        <Text c="dimmed">There is no back-office page at this address. It may have moved.</Text>
        <Button component={Link} to="/admin/dashboard" leftSection={<IconLayoutDashboard size={18} />}>
          Back to Admin Dashboard
        </Button>
        <Text size="sm" c="dimmed">
          Looking for a guide?{' '}
          <Anchor component={Link} to="/admin/help">
            Admin Help Center
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  )
}
