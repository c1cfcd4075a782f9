import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { IconHome, IconLayoutDashboard } from '@tabler/icons-react'
import { Link } from 'react-router'
import { MAIN_CONTENT_ID } from '@/web/components/ui/skip-link'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  return (
    <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={460} ta="center">
        <Text fz={72} fw={900} c="blue.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={28}>
          Page Not Found
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or has been moved.</Text>
        <Group justify="center">
          <Button component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={18} />}>
            Return to Dashboard
          </Button>
          <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
            Go to Homepage
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Need help?{' '}
          <Anchor component={Link} to="/help">
            Visit the Help Center
          </Anchor>
        </Text>
      </Stack>
    </Center>
  )
}
