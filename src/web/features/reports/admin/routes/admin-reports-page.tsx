import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core'
import {
  IconChartBar,
  IconCoin,
  IconFileAnalytics,
  IconFileCheck,
  IconFileReport,
  IconReportMoney,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { useRecentAdminReports, useReportsOverview } from '@/web/features/reports/admin/api/admin-reports-api'
import {
  AdminReportControls,
  useReportPeriod,
} from '@/web/features/reports/admin/components/admin-report-controls'
import { errorText } from '@/web/lib/api'
import { fetchDownload } from '@/web/lib/download'
import { formatCount, formatDateTime, formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'

const REPORT_CARDS = [
  {
    to: '/admin/reports/profit-loss',
    icon: IconReportMoney,
    title: 'Profit and Loss by Entity',
    description: 'Revenue, expenses and net for a truck, a company or an owner-operator.',
  },
  {
    to: '/admin/reports/user-activity',
    icon: IconUsers,
    title: 'User Activity',
    description: 'Sign-ups, logins and active users over time, and sign-ups by role.',
  },
  {
    to: '/admin/reports/revenue',
    icon: IconCoin,
    title: 'Revenue',
    description: 'Payments by plan and month (from billing; test clients are never counted).',
  },
  {
    to: '/admin/reports/documents',
    icon: IconFileAnalytics,
    title: 'Documents',
    description: 'Uploads, reading outcomes, review rate and average processing time.',
  },
]

/** Reports and Analytics (spec 2.5): the period's figures, the four reports, the admin's downloads. */
export function AdminReportsPage() {
  const [period, setPeriod] = useReportPeriod()
  const overview = useReportsOverview(period)
  const recent = useRecentAdminReports()
  const queryClient = useQueryClient()
  const data = overview.data
  const linkTo = (to: string) => (to.endsWith('profit-loss') ? to : `${to}?period=${period}`)

  return (
    <>
      <PageTitle
        title="Reports & Analytics"
        actions={
          <AdminReportControls period={period} onPeriodChange={setPeriod} report="all" label="Export All" />
        }
      />
      {overview.isError && (
        <LoadError title="Failed to load report figures" onRetry={() => overview.refetch()} />
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard label="New Users" value={formatCount(data?.newUsers)} icon={IconUserPlus} color="blue" />
        <StatCard
          label="Active Users"
          value={formatCount(data?.activeUsers)}
          hint="Signed in"
          icon={IconUserCheck}
          color="green"
        />
        <StatCard
          label="Documents Processed"
          value={formatCount(data?.documentsProcessed)}
          icon={IconFileCheck}
          color="grape"
        />
        <StatCard
          label="Revenue"
          value={data ? formatMoney(data.revenueCents) : null}
          hint="Payments less refunds"
          icon={IconCoin}
          color="teal"
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="lg">
        {REPORT_CARDS.map(({ to, icon: CardIcon, title, description }) => (
          <Paper key={to} withBorder radius="md">
            <UnstyledButton component={Link} to={linkTo(to)} w="100%" h="100%" display="block">
              <Group p="md" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="md">
                  <CardIcon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          </Paper>
        ))}
      </SimpleGrid>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-label="Recent Reports"
      >
        <Title order={2} fz="lg" mb="sm">
          Recent Reports
        </Title>
        {recent.isError && (
          <LoadError title="Failed to load recent reports" onRetry={() => recent.refetch()} />
        )}
        {recent.data?.items.length === 0 && (
          <EmptyState
            icon={IconFileReport}
            title="No reports downloaded yet"
            description="Reports you export from here or from a report's page are listed for downloading again."
          />
        )}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {recent.data?.items.map((item) => (
            <Group key={item.id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconChartBar size={18} aria-hidden />
                <div>
                  <Text size="sm" fw={500}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(item.generatedAt)}
                  </Text>
                </div>
              </Group>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() =>
                  fetchDownload(item.downloadUrl, 'Failed to export report')
                    .then(() =>
                      queryClient.invalidateQueries({ queryKey: keys.admin.reports.detail('recent') }),
                    )
                    .catch((error) => notifyError(errorText(error, 'Failed to export report')))
                }
              >
                Download
              </Anchor>
            </Group>
          ))}
        </Stack>
      </Paper>
    </>
  )
}
