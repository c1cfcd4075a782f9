import { Badge } from '@mantine/core'
import {
  IconChartBar,
  IconCreditCard,
  IconFlask,
  IconHeadset,
  IconHelpCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconMail,
  IconMailbox,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react'
import { useAdminTwoFactorPrompt } from '@/web/components/two-factor/admin-two-factor-prompt'
import { ShellFrame } from '@/web/components/ui/shell-frame'
import type { NavItem } from '@/web/components/ui/side-nav'
import { useLogout, useSession } from '@/web/lib/session'

const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: 'User Management', to: '/admin/users', icon: IconUsers },
  { label: 'Test Clients', to: '/admin/test-clients', icon: IconFlask },
  { label: 'Payments', to: '/admin/payments', icon: IconCreditCard },
  { label: 'Reports', to: '/admin/reports', icon: IconChartBar },
  { label: 'Settings', to: '/admin/settings', icon: IconSettings },
  { label: 'Help', to: '/admin/help', icon: IconHelpCircle, also: ['/admin/docs', '/admin/community'] },
  { label: 'Support', to: '/admin/support', icon: IconHeadset },
  { label: 'Audit Log', to: '/admin/audit', icon: IconListDetails },
  { label: 'Mail Log', to: '/admin/mail-log', icon: IconMailbox },
  { label: 'Outbox', to: '/admin/outbox', icon: IconMail },
]

/** Admin back-office chrome; rendered only below RequireAdmin. */
export function AdminLayout() {
  const user = useSession().data
  const signOut = useLogout('/admin')
  const twoFactor = useAdminTwoFactorPrompt()
  if (!user) return null

  return (
    <ShellFrame
      navItems={NAV_ITEMS}
      sidebarLabel="Administrator"
      userName={user.fullName}
      homePath="/admin/dashboard"
      onLogout={signOut}
      banner={twoFactor.banner}
      instead={twoFactor.instead}
      headerExtras={
        <Badge color="red" variant="light" visibleFrom="xs">
          Admin
        </Badge>
      }
    />
  )
}
