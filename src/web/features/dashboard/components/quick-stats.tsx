import { Group, Skeleton, Stack, Text } from '@mantine/core'
import type { Dashboard } from '@/contracts/dashboard'
import { SectionCard } from './section-card'

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

export function QuickStats({ stats }: { stats: Dashboard['quickStats'] | undefined }) {
  const rows = [
    { label: 'Settlements This Month', value: stats?.settlementsThisMonth },
    { label: 'Pending Uploads', value: stats?.pendingUploads },
    { label: 'Miles Logged', value: stats?.milesLogged },
    { label: 'Receipts Scanned', value: stats?.receiptsScanned },
  ]
  return (
    <SectionCard title="Quick Stats">
      <Stack gap="sm">
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {row.label}
            </Text>
            {row.value === undefined ? (
              <Skeleton h={16} w={32} />
            ) : (
              <Text fw={600} aria-label={row.label}>
                {number.format(row.value)}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </SectionCard>
  )
}
