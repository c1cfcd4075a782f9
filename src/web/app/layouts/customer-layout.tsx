import { ActionIcon, Indicator } from '@mantine/core'
import {
  IconBell,
  IconChartBar,
  IconFileInvoice,
  IconHelpCircle,
  IconLayoutDashboard,
  IconReceipt,
  IconSettings,
} from '@tabler/icons-react'
import { sidebarRoleLabel } from '@/contracts/roles'
import { ShellFrame } from '@/web/components/ui/shell-frame'
import type { NavItem } from '@/web/components/ui/side-nav'
import { useLogout, useSession } from '@/web/lib/session'

const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Settlements', to: '/settlements', icon: IconFileInvoice },
  { label: 'Expenses', to: '/expenses', icon: IconReceipt },
  { label: 'Reports', to: '/reports', icon: IconChartBar },
  { label: 'Settings', to: '/settings', icon: IconSettings },
  { label: 'Help Center', to: '/help', icon: IconHelpCircle },
]

/** Customer area chrome; rendered only below RequireAuth, so a user is present. */
export function CustomerLayout() {
  const user = useSession().data
  const signOut = useLogout('/login')
  if (!user) return null

  return (
    <ShellFrame
      navItems={NAV_ITEMS}
      sidebarLabel={sidebarRoleLabel(user.role)}
      userName={user.fullName}
      homePath="/dashboard"
      onLogout={signOut}
      headerExtras={
        <Indicator color="red" size={9} offset={6} processing={false} withBorder>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      }
    />
  )
}
