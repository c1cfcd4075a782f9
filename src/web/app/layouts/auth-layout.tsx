import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core'
import { Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { Logo } from '@/web/components/ui/logo'
import { PageLoader } from '@/web/components/ui/page-loader'
import { MAIN_CONTENT_ID } from '@/web/components/ui/skip-link'

/** Sign-in, sign-up, password reset and admin sign-in screens. */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/login" variant="subtle" size="sm">
                Sign In
              </Button>
              <Button component={Link} to="/register" size="sm">
                Sign Up
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        py={{ base: 'lg', sm: 48 }}
        px="md"
        style={{ flex: 1 }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box
        component="footer"
        py="md"
        bg="white"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} RigLedger
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
                Privacy
              </Anchor>
              <Anchor component={Link} to="/terms" size="sm" c="dimmed">
                Terms
              </Anchor>
              <Anchor component={Link} to="/admin" size="sm">
                Admin Login
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  )
}
