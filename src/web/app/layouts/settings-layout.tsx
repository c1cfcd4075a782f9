import { Box, Grid, NavLink, Paper, ScrollArea, Title } from '@mantine/core'
import {
  IconBell,
  IconCreditCard,
  IconDatabaseExport,
  IconKey,
  IconShieldLock,
  IconTruck,
  IconUser,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { isClient, joinsFleets, keepsTrucks, mayHoldApiKeys } from '@/contracts/access-policy'
import type { Role } from '@/contracts/roles'
import { useSession } from '@/web/lib/session'

interface Section {
  to: string
  label: string
  icon: typeof IconUser
  /** Shown only to the roles it is for (contracts/access-policy.ts); everyone when absent. */
  allow?: (role: Role) => boolean
}

const SECTIONS: Section[] = [
  { to: '/settings', label: 'Profile', icon: IconUser },
  { to: '/settings/notifications', label: 'Notifications', icon: IconBell },
  { to: '/settings/security', label: 'Security', icon: IconShieldLock },
  { to: '/settings/account', label: 'Account', icon: IconDatabaseExport },
  { to: '/settings/api-keys', label: 'API Keys', icon: IconKey, allow: mayHoldApiKeys },
  { to: '/settings/billing', label: 'Billing', icon: IconCreditCard },
  { to: '/settings/trucks', label: 'Trucks', icon: IconTruck, allow: keepsTrucks },
  {
    to: '/settings/access',
    label: 'Accountant Access',
    icon: IconUserShield,
    allow: isClient,
  },
  {
    to: '/settings/fleet',
    label: 'My Fleet',
    icon: IconUsers,
    allow: joinsFleets,
  },
]

/** /settings: the sections as side tabs (a scrolling row on a phone), the chosen one beside them. */
export function SettingsLayout() {
  const role = useSession().data?.role
  const { pathname } = useLocation()
  const row = useRef<HTMLDivElement>(null)
  // On a phone the row scrolls sideways: the open section is brought into view.
  useEffect(() => {
    const active = row.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (row.current && active) row.current.scrollLeft = Math.max(0, active.offsetLeft - 16)
  }, [pathname])
  const sections = SECTIONS.filter((s) => !s.allow || (role !== undefined && s.allow(role)))
  const links = sections.map(({ to, label, icon: Icon }) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      leftSection={<Icon size={18} aria-hidden />}
      active={pathname === to}
      aria-current={pathname === to ? 'page' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' }}
      w={{ base: 'auto', md: '100%' }}
    />
  ))
  return (
    <>
      {/* Each section names the browser tab itself. */}
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
        Settings
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p={4} component="nav" aria-label="Settings sections">
            <Box hiddenFrom="md">
              <ScrollArea type="auto" scrollbarSize={4} viewportRef={row}>
                <Box style={{ display: 'flex', gap: 4 }}>{links}</Box>
              </ScrollArea>
            </Box>
            <Box visibleFrom="md">{links}</Box>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </>
  )
}
