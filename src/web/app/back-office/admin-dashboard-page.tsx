import {
  Anchor,
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  type Icon,
  IconBell,
  IconChartBar,
  IconFileCheck,
  IconHeadset,
  IconReceipt2,
  IconSettings,
  IconTrendingUp,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react'
import { Link } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { useAdminActivity } from '@/web/features/admin/api/admin-api'
import { useNotifications } from '@/web/features/notifications/admin/api/admin-notifications-api'
import { NotificationsPanel } from '@/web/features/notifications/admin/components/notifications-panel'
import { useAdminStats } from '@/web/lib/admin-stats'
import { formatCount, formatDateTime, formatMoney } from '@/web/lib/format'

const NAV_CARDS: { title: string; text: string; to: string; icon: Icon }[] = [
  {
    title: 'User Management',
    text: 'Accounts, roles, suspensions and View User Account.',
    to: '/admin/users',
    icon: IconUsers,
  },
  {
    title: 'Reports',
    text: 'Profit and loss by entity, activity, revenue and documents.',
    to: '/admin/reports',
    icon: IconChartBar,
  },
  {
    title: 'Settings',
    text: 'E-mail, notifications, security and the system.',
    to: '/admin/settings',
    icon: IconSettings,
  },
]

/** Growth of sign-ups this month against last month, in words. */
function growth(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0)
    return thisMonth === 0 ? 'No sign-ups yet this month or last' : `${thisMonth} new, none last month`
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10
  return `${percent > 0 ? '+' : ''}${percent}% vs last month`
}

function Overview() {
  const stats = useAdminStats()
  const activity = useAdminActivity()
  const s = stats.data
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard label="Users" value={formatCount(s?.totalUsers)} icon={IconUsers} color="blue" />
        <StatCard
          label="Active Users"
          value={formatCount(s?.activeUsers)}
          icon={IconUserCheck}
          color="green"
        />
        <StatCard
          label="New This Month"
          value={formatCount(s?.newThisMonth)}
          hint={s ? growth(s.newThisMonth, s.newLastMonth) : undefined}
          icon={IconTrendingUp}
          color="grape"
        />
        <StatCard
          label="Documents Processed"
          value={formatCount(s?.documentsProcessed)}
          icon={IconFileCheck}
          color="teal"
        />
        <StatCard
          label="Revenue This Month"
          value={s ? formatMoney(s.revenueThisMonthCents) : null}
          hint={
            s
              ? `MRR ${formatMoney(s.mrrCents)} · ${formatCount(s.activeSubscriptions)} active subscription(s)`
              : undefined
          }
          icon={IconReceipt2}
          color="teal"
        />
        <StatCard
          label="Open Tickets"
          value={formatCount(s?.openTickets)}
          hint={s ? (s.openTickets === 0 ? 'Nothing waiting' : 'Open or in progress') : undefined}
          icon={IconHeadset}
          color={s && s.openTickets > 0 ? 'orange' : 'gray'}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {NAV_CARDS.map((card) => (
          <Card key={card.to} withBorder radius="md" p="md" component={Link} to={card.to}>
            <Group gap="sm" mb={4} wrap="nowrap">
              <ThemeIcon variant="light" radius="md" aria-hidden>
                <card.icon size={18} />
              </ThemeIcon>
              <Text fw={600}>{card.title}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {card.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          Recent Activity
        </Title>
        {activity.data && activity.data.items.length === 0 && (
          <EmptyState icon={IconUsers} title="No recent activity" />
        )}
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent activity">
          {activity.data?.items.map((a) => (
            <Group component="li" key={a.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <b>{a.actorEmail}</b>: {a.actionLabel}
                {a.viaAdmin ? ' (while an admin viewed the account)' : ''}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(a.at)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group gap="md" mt="sm">
          <Anchor component={Link} to="/admin/audit" size="sm">
            View the audit log
          </Anchor>
          <Anchor component={Link} to="/admin/users" size="sm">
            Manage users
          </Anchor>
        </Group>
      </Paper>
    </Stack>
  )
}

export function AdminDashboardPage() {
  const unread = useNotifications(1, 1).data?.unread ?? 0
  return (
    <>
      <PageTitle title="Admin Dashboard" />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab
            value="notifications"
            leftSection={<IconBell size={16} />}
            rightSection={
              unread > 0 ? (
                <Badge size="sm" circle color="red" aria-label={`${unread} unread`}>
                  {unread}
                </Badge>
              ) : null
            }
          >
            Notifications
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
