import { Anchor, Box, Button, Container, Group } from '@mantine/core'
import { Link } from 'react-router'
import { Logo } from '@/web/components/ui/logo'
import { scrollToSection } from './scroll-to-section'

export function LandingHeader() {
  return (
    <Box
      component="header"
      bg="white"
      pos="sticky"
      top={0}
      style={{ zIndex: 50, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo to={null} />
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Sections">
            <Anchor href="#features" c="dark" onClick={scrollToSection('features')}>
              Features
            </Anchor>
            <Anchor href="#pricing" c="dark" onClick={scrollToSection('pricing')}>
              Pricing
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="subtle" size="sm" px="xs">
              Sign In
            </Button>
            <Button component={Link} to="/register" size="sm">
              Sign Up
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
