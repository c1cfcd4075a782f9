import { Alert, Button, Group, Text } from '@mantine/core'
import {
  IconCash,
  IconChartBar,
  IconEye,
  IconFileInvoice,
  IconGasStation,
  IconHelpCircle,
  IconLayoutDashboard,
  IconPigMoney,
  IconReceipt,
  IconSettings,
  IconTool,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { booksLoads, keepsTrucks } from '@/contracts/access-policy'
import { type Role, sidebarRoleLabel } from '@/contracts/roles'
import { ShellFrame } from '@/web/components/ui/shell-frame'
import type { NavItem } from '@/web/components/ui/side-nav'
import { NotificationBell } from '@/web/features/notifications/components/notification-bell'
import { useLogout, useReturnToAdmin, useSession, useSwitchBack } from '@/web/lib/session'

/** A menu item, shown only to the roles it is for (contracts/access-policy.ts) when `allow` says so. */
type MenuItem = NavItem & { allow?: (role: Role) => boolean }

const NAV_ITEMS: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Settlements', to: '/settlements', icon: IconFileInvoice },
  { label: 'Loads', to: '/loads', icon: IconTruckDelivery, allow: booksLoads },
  { label: 'Expenses', to: '/expenses', icon: IconReceipt },
  { label: 'IFTA', to: '/ifta', icon: IconGasStation, allow: keepsTrucks },
  { label: 'Escrow', to: '/reserves', icon: IconPigMoney, allow: booksLoads },
  { label: 'Advances', to: '/advances', icon: IconCash, allow: booksLoads },
  { label: 'Equipment', to: '/equipment', icon: IconTruck, allow: booksLoads },
  { label: 'Reports', to: '/reports', icon: IconChartBar },
  { label: 'Settings', to: '/settings', icon: IconSettings },
  // The guides and tutorials are the Help Center's pages.
  { label: 'Help Center', to: '/help', icon: IconHelpCircle, also: ['/docs', '/tutorials'] },
]

/** A fleet manager also has the fleet's books and maintenance. */
const FLEET_NAV_ITEMS: MenuItem[] = [
  ...NAV_ITEMS.slice(0, 8),
  { label: 'Fleet', to: '/fleet', icon: IconUsers, also: ['/drivers'] },
  { label: 'Maintenance', to: '/maintenance', icon: IconTool },
  ...NAV_ITEMS.slice(8),
]

function menuFor(role: Role): NavItem[] {
  const items = role === 'fleet_manager' ? FLEET_NAV_ITEMS : NAV_ITEMS
  return items.filter((item) => !item.allow || item.allow(role)).map(({ allow: _allow, ...item }) => item)
}

// The chat's launcher floats over the page: its code (the panel, uploads, the live stream) is its
// own chunk, so a screen's first paint does not wait for it.
const SupportChat = lazy(async () => ({
  default: (await import('@/web/features/support/components/support-chat')).SupportChat,
}))

/** Customer area chrome; rendered only below RequireAuth, so a user is present. */
export function CustomerLayout() {
  const user = useSession().data
  const signOut = useLogout('/login')
  const returnToAdmin = useReturnToAdmin()
  const actor = user?.impersonatedBy
  const switchBack = useSwitchBack(actor?.kind === 'fleet_manager' ? 'fleet_manager' : 'accountant')
  if (!user) return null
  const viewedByAdmin = actor?.kind === 'admin'
  const working = actor && actor.kind !== 'admin' ? actor : null
  const leave = viewedByAdmin ? returnToAdmin : working ? switchBack : signOut
  const leaveLabel = viewedByAdmin
    ? 'Return to Admin'
    : working?.kind === 'fleet_manager'
      ? 'Back to Fleet'
      : working
        ? 'Back to My Clients'
        : 'Logout'
  const rights = working?.access === 'write' ? 'read and write' : 'read-only'

  return (
    <>
      <ShellFrame
        navItems={menuFor(user.role)}
        sidebarLabel={sidebarRoleLabel(user.role)}
        userName={user.fullName}
        homePath="/dashboard"
        onLogout={leave}
        logoutLabel={leaveLabel}
        banner={
          actor && (
            <Alert color="orange" variant="light" mb="md" icon={<IconEye size={18} />} role="status">
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  {viewedByAdmin
                    ? 'You are viewing a client account as an administrator'
                    : `You are working in ${user.fullName}'s books as their ${
                        working?.kind === 'fleet_manager' ? 'fleet manager' : 'accountant'
                      } (${rights})`}
                </Text>
                <Button size="xs" color="orange" onClick={leave}>
                  {leaveLabel}
                </Button>
              </Group>
            </Alert>
          )
        }
        headerExtras={<NotificationBell live={!actor} />}
      />
      {/* Support is the account holder's own: not while someone else works in the books. */}
      {!actor && (
        <Suspense fallback={null}>
          <SupportChat />
        </Suspense>
      )}
    </>
  )
}
