import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Dashboard } from '@/contracts/dashboard'
import { monthLabel } from '@/web/features/dashboard/lib/periods'
import { formatDate, formatNumber } from '@/web/lib/format'
import { SectionCard } from './section-card'

interface QuickStatsProps {
  stats: Dashboard['quickStats'] | undefined
  /** The dates the dashboard shows; miles follow them. */
  range: Dashboard['range'] | undefined
  /** The user's today as the server took it (the answer's): "this month" is its month. */
  today: string | undefined
}

/**
 * The four counts cover different spans (the server's contract): the calendar month, uploads waiting
 * now, the chosen period, all time. Each says which, so none reads as the chosen period's by mistake.
 */
export function QuickStats({ stats, range, today }: QuickStatsProps) {
  const thisMonth = today ? monthLabel(today.slice(0, 7)) : 'This month'
  const rows: { label: ReactNode; name: string; span: string; value: number | undefined }[] = [
    {
      label: 'Settlements This Month',
      name: 'Settlements This Month',
      span: thisMonth,
      value: stats?.settlementsThisMonth,
    },
    {
      label: (
        <Anchor component={Link} to="/loads" size="sm">
          Loads This Month
        </Anchor>
      ),
      name: 'Loads This Month',
      span: thisMonth,
      value: stats?.loadsThisMonth,
    },
    { label: 'Pending Uploads', name: 'Pending Uploads', span: 'Waiting now', value: stats?.pendingUploads },
    {
      label: (
        <Anchor component={Link} to="/reports/mileage" size="sm">
          Miles Logged
        </Anchor>
      ),
      name: 'Miles Logged',
      span: range ? `${formatDate(range.from)} – ${formatDate(range.to)}` : 'Chosen period',
      value: stats?.milesLogged,
    },
    { label: 'Receipts Scanned', name: 'Receipts Scanned', span: 'All time', value: stats?.receiptsScanned },
  ]
  return (
    <SectionCard title="Quick Stats">
      <Stack gap="sm">
        {rows.map((row) => (
          <Group key={row.name} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" component="div">
                {row.label}
              </Text>
              <Text size="xs" c="dimmed">
                {row.span}
              </Text>
            </div>
            {row.value === undefined ? (
              <Skeleton h={16} w={32} />
            ) : (
              <Text fw={600} aria-label={row.name}>
                {formatNumber(row.value, 1)}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </SectionCard>
  )
}
