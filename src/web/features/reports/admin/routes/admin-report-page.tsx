import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core'
import {
  IconAlertTriangle,
  IconClock,
  IconCoin,
  IconFileCheck,
  IconFileUpload,
  IconLogin,
  IconReceiptOff,
  IconReceiptRefund,
  IconRepeat,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { AdminReportName } from '@/contracts/reports-admin'
import { ROLE_LABELS, type Role } from '@/contracts/roles'
import { BackLink } from '@/web/components/ui/back-link'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  useDocumentsReport,
  useRevenueReport,
  useUserActivityReport,
} from '@/web/features/reports/admin/api/admin-reports-api'
import {
  AdminReportControls,
  useReportPeriod,
} from '@/web/features/reports/admin/components/admin-report-controls'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'

const TITLES: Record<AdminReportName, string> = {
  'user-activity': 'User Activity Report',
  revenue: 'Revenue Report',
  documents: 'Documents Report',
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

const bucketLabel = (start: string, bucket: string) =>
  bucket === 'month'
    ? start.slice(0, 7)
    : bucket === 'week'
      ? `Week of ${formatDate(start)}`
      : formatDate(start)

function duration(seconds: number | null | undefined) {
  if (seconds === undefined) return null
  if (seconds === null) return '—'
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  return minutes < 60
    ? `${minutes} min ${seconds % 60} s`
    : `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

function UserActivity({ period }: { period: Parameters<typeof useUserActivityReport>[0] }) {
  const report = useUserActivityReport(period)
  const data = report.data
  if (report.isError)
    return <LoadError title="Failed to load user activity" onRetry={() => report.refetch()} />
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard label="Sign-ups" value={formatCount(data?.signUps)} icon={IconUserPlus} color="blue" />
        <StatCard label="Logins" value={formatCount(data?.logins)} icon={IconLogin} color="grape" />
        <StatCard
          label="Active Users"
          value={formatCount(data?.activeUsers)}
          hint="Signed in"
          icon={IconUserCheck}
          color="green"
        />
        <StatCard label="Total Users" value={formatCount(data?.totalUsers)} icon={IconUsers} color="gray" />
      </SimpleGrid>
      <Section title="Over time">
        {data && (
          <BarChart
            h={260}
            data={data.series.map((s) => ({
              when: bucketLabel(s.start, data.bucket),
              'Sign-ups': s.signUps,
              Logins: s.logins,
              'Active users': s.activeUsers,
            }))}
            dataKey="when"
            series={[
              { name: 'Sign-ups', color: 'blue.6' },
              { name: 'Logins', color: 'grape.6' },
              { name: 'Active users', color: 'teal.6' },
            ]}
            withLegend
            role="img"
            aria-label="Sign-ups, logins and active users over time"
          />
        )}
      </Section>
      <Section title="Sign-ups by role">
        {data?.byRole.length === 0 && (
          <Text c="dimmed" size="sm">
            No sign-ups in this period.
          </Text>
        )}
        {data && data.byRole.length > 0 && (
          <Table aria-label="Sign-ups by role">
            <Table.Tbody>
              {data.byRole.map((r) => (
                <Table.Tr key={r.role}>
                  <Table.Td>{ROLE_LABELS[r.role as Role] ?? r.role}</Table.Td>
                  <Table.Td ta="right">{r.signUps}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </>
  )
}

function Documents({ period }: { period: Parameters<typeof useDocumentsReport>[0] }) {
  const report = useDocumentsReport(period)
  const data = report.data
  if (report.isError)
    return <LoadError title="Failed to load the documents report" onRetry={() => report.refetch()} />
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard label="Uploads" value={formatCount(data?.uploads)} icon={IconFileUpload} color="blue" />
        <StatCard
          label="Processed"
          value={formatCount(data?.processed)}
          hint={data ? `${data.needsReview} waiting for review · ${data.inProgress} in progress` : undefined}
          icon={IconFileCheck}
          color="green"
        />
        <StatCard label="Failed" value={formatCount(data?.failed)} icon={IconAlertTriangle} color="red" />
        <StatCard
          label="Review Rate"
          value={data ? `${data.reviewRatePercent}%` : null}
          hint={data ? `Average processing ${duration(data.averageProcessingSeconds)}` : undefined}
          icon={IconClock}
          color="grape"
        />
      </SimpleGrid>
      <Section title="Uploads over time">
        {data && (
          <BarChart
            h={260}
            data={data.series.map((s) => ({
              when: bucketLabel(s.start, data.bucket),
              Uploads: s.uploads,
              Failed: s.failed,
            }))}
            dataKey="when"
            series={[
              { name: 'Uploads', color: 'blue.6' },
              { name: 'Failed', color: 'red.6' },
            ]}
            withLegend
            role="img"
            aria-label="Uploads and failed readings over time"
          />
        )}
      </Section>
    </>
  )
}

const monthLabel = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

function Revenue({ period }: { period: Parameters<typeof useRevenueReport>[0] }) {
  const report = useRevenueReport(period)
  const data = report.data
  if (report.isError)
    return <LoadError title="Failed to load revenue report data" onRetry={() => report.refetch()} />
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          label="Total Revenue"
          value={data ? formatMoney(data.totalCents) : null}
          hint={data ? `${formatCount(data.payments)} payment(s) less refunds` : undefined}
          icon={IconCoin}
          color="teal"
        />
        <StatCard
          label="Refunds"
          value={data ? formatMoney(data.refundsCents) : null}
          icon={IconReceiptRefund}
          color="orange"
        />
        <StatCard
          label="MRR"
          value={data ? formatMoney(data.mrrCents) : null}
          hint={data ? `${formatCount(data.activeSubscriptions)} active subscription(s) now` : undefined}
          icon={IconRepeat}
          color="blue"
        />
        <StatCard
          label="Past Due"
          value={formatCount(data?.pastDueSubscriptions)}
          hint="Subscriptions whose payment failed"
          icon={IconAlertTriangle}
          color="red"
        />
      </SimpleGrid>
      <Section title="Active subscriptions by plan">
        {data && data.byPlan.length === 0 ? (
          <EmptyState icon={IconReceiptOff} title="No active subscriptions" />
        ) : (
          <TableScroll label="Active subscriptions by plan" minWidth={420}>
            <Table aria-label="Active subscriptions by plan">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th ta="right">Monthly</Table.Th>
                  <Table.Th ta="right">Yearly</Table.Th>
                  <Table.Th ta="right">MRR</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.byPlan.map((p) => (
                  <Table.Tr key={p.item}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td ta="right">{p.monthly}</Table.Td>
                    <Table.Td ta="right">{p.yearly}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.mrrCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          MRR counts each active subscription at its plan’s price; a yearly one at its yearly price divided by
          12. Test clients are never counted.
        </Text>
      </Section>
      <Section title="Payments by plan and month">
        {data && data.rows.length === 0 ? (
          <EmptyState
            icon={IconReceiptOff}
            title="No payments in this period"
            description="Completed payments and refunds appear here by month and plan."
          />
        ) : (
          <TableScroll label="Payments by plan and month" minWidth={520}>
            <Table aria-label="Payments by plan and month">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th ta="right">Payments</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Refunded</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.rows.map((r) => (
                  <Table.Tr key={`${r.month}-${r.plan}`}>
                    <Table.Td>{monthLabel(r.month)}</Table.Td>
                    <Table.Td>{r.plan}</Table.Td>
                    <Table.Td ta="right">{r.payments}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.amountCents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.refundedCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Section>
    </>
  )
}

/** One admin report (user activity, revenue or documents) for a period, with its CSV. */
export function AdminReportPage({ report }: { report: AdminReportName }) {
  const [period, setPeriod] = useReportPeriod()
  return (
    <>
      <BackLink to={`/admin/reports?period=${period}`} label="Back to Reports" />
      <PageTitle
        title={TITLES[report]}
        actions={
          <AdminReportControls
            period={period}
            onPeriodChange={setPeriod}
            report={report}
            label="Export CSV"
          />
        }
      />
      {report === 'user-activity' && <UserActivity period={period} />}
      {report === 'documents' && <Documents period={period} />}
      {report === 'revenue' && <Revenue period={period} />}
    </>
  )
}

export const AdminUserActivityPage = () => <AdminReportPage report="user-activity" />
export const AdminRevenueReportPage = () => <AdminReportPage report="revenue" />
export const AdminDocumentsReportPage = () => <AdminReportPage report="documents" />
