import { Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import {
  type Icon,
  IconAlertTriangle,
  IconFileInvoice,
  IconReceipt,
  IconReportAnalytics,
  IconTruckDelivery,
} from '@tabler/icons-react'
import type { Dashboard } from '@/contracts/dashboard'
import { relativeTime } from '@/web/features/dashboard/lib/relative-time'
import { formatMoney } from '@/web/lib/format'
import { SectionCard } from './section-card'

type Activity = Dashboard['recentActivity'][number]

const TYPE_ICONS: Record<Activity['type'], Icon> = {
  settlement: IconFileInvoice,
  expense: IconReceipt,
  load: IconTruckDelivery,
  report: IconReportAnalytics,
  alert: IconAlertTriangle,
}

const STATUS_LABELS: Record<Activity['status'], string> = {
  success: 'Completed',
  pending: 'Pending',
  error: 'Error',
}

const STATUS_COLORS: Record<Activity['status'], string> = {
  success: 'green',
  pending: 'yellow',
  error: 'red',
}

export function RecentActivity({ items }: { items: Activity[] | undefined }) {
  return (
    <SectionCard title="Recent Activity">
      {items === undefined && <Skeleton h={120} />}
      {items?.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          No recent activity
        </Text>
      )}
      {items && items.length > 0 && (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const ItemIcon = TYPE_ICONS[item.type]
            return (
              <Group key={`${item.type}-${item.id}`} component="li" wrap="nowrap" gap="sm" align="flex-start">
                <ThemeIcon
                  variant="light"
                  color={STATUS_COLORS[item.status]}
                  radius="xl"
                  size="lg"
                  aria-hidden
                >
                  <ItemIcon size={18} />
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {relativeTime(item.at)}
                    <Text span c={STATUS_COLORS[item.status]} inherit>
                      {' · '}
                      {STATUS_LABELS[item.status]}
                    </Text>
                  </Text>
                </div>
                {item.amountCents !== null && (
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.amountCents)}
                  </Text>
                )}
              </Group>
            )
          })}
        </Stack>
      )}
    </SectionCard>
  )
}
