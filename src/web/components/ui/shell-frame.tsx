import { AppShell, Avatar, Box, Burger, Button, Group, ScrollArea, Text, VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconLogout } from '@tabler/icons-react'
import { type ReactNode, Suspense, useState } from 'react'
import { Outlet } from 'react-router'
import { usePhone } from '@/web/lib/use-phone'
import { Logo } from './logo'
import { PageLoader } from './page-loader'
import classes from './shell-frame.module.css'
import { type NavItem, SideNav } from './side-nav'
import { MAIN_CONTENT_ID } from './skip-link'

interface ShellFrameProps {
  navItems: NavItem[]
  /** Text under the logo in the sidebar (the account label). */
  sidebarLabel: string
  userName: string
  homePath: string
  /** Extra header controls shown before the user's name (e.g. the notification bell). */
  headerExtras?: ReactNode
  logoutLabel?: string
  onLogout: () => void
  /** Shown above every page (the impersonation banner). */
  banner?: ReactNode
  /** Shown instead of the page: a step the area waits for (an admin's required two-factor set-up). */
  instead?: ReactNode
}

/** The signed-in chrome: header, sidebar (slide-in on phones), page area. */
export function ShellFrame(props: ShellFrameProps) {
  const { navItems, sidebarLabel, userName, homePath, headerExtras, logoutLabel = 'Logout', onLogout } = props
  const [opened, { toggle, close }] = useDisclosure(false)
  // On a phone the sidebar slides in over the page when asked for: its links are drawn the first
  // time it opens (and kept), not with every page a phone loads.
  const phone = usePhone()
  const [navAskedFor, setNavAskedFor] = useState(false)
  if (opened && !navAskedFor) setNavAskedFor(true)
  const navDrawn = !phone || navAskedFor
  const initial = userName.trim().charAt(0).toUpperCase() || '?'

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Logo to={homePath} compact />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerExtras}
            <Group gap={8} wrap="nowrap" aria-label="Signed-in user">
              <Avatar color="blue" radius="xl" size={34} aria-hidden>
                {initial}
              </Avatar>
              {/* A phone's header has no room for a name: the initial shows, the name is read out. */}
              <Text size="sm" fw={500} maw={200} truncate visibleFrom="sm" title={userName}>
                {userName}
              </Text>
              <VisuallyHidden hiddenFrom="sm">{userName}</VisuallyHidden>
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      {/* The fixed sidebar ends above the cookie banner while it shows, so Logout stays in view. */}
      <AppShell.Navbar
        p="md"
        h="calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--cookie-banner-height, 0px))"
      >
        {navDrawn && (
          <>
            <AppShell.Section>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="sm" data-testid="sidebar-role-label">
                {sidebarLabel}
              </Text>
            </AppShell.Section>
            <AppShell.Section grow component={ScrollArea}>
              <SideNav items={navItems} onNavigate={close} />
            </AppShell.Section>
            <AppShell.Section pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Button
                fullWidth
                variant="subtle"
                color="red"
                justify="flex-start"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={onLogout}
              >
                {logoutLabel}
              </Button>
            </AppShell.Section>
          </>
        )}
      </AppShell.Navbar>

      <AppShell.Main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Box maw={1200} mx="auto">
          {props.banner}
          {props.instead ?? (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          )}
        </Box>
      </AppShell.Main>
    </AppShell>
  )
}
