import { NavLink, Stack } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'

export interface NavItem {
  label: string
  to: string
  icon: Icon
  /** Other paths (and what lies below them) that belong to this item, e.g. the help's guides. */
  also?: string[]
}

/** Highlighted when the path equals the item's path or lies below it (spec 2.2). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`)
}

export function SideNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  return (
    <Stack component="nav" aria-label="Main navigation" gap={4}>
      {items.map(({ label, to, icon: ItemIcon, also = [] }) => {
        const active = [to, ...also].some((path) => isActivePath(pathname, path))
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            onClick={onNavigate}
          />
        )
      })}
    </Stack>
  )
}
