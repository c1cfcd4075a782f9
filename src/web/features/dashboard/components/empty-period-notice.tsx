import { Alert, Button, Group, Text } from '@mantine/core'
import type { DashboardPeriod } from '@/web/features/dashboard/lib/periods'
import { periodHolding } from '@/web/features/dashboard/lib/periods'
import { formatDate } from '@/web/lib/format'

interface EmptyPeriodNoticeProps {
  /** The date of the books' latest entry, sent when the period shown has none. */
  latestEntryDate: string
  /** The user's today, as the dashboard's answer gives it. */
  today: string
  period: DashboardPeriod
  onShow: (period: DashboardPeriod, range: { from: string; to: string }) => void
}

/** The period shown is empty but the books are not: says so and offers the latest period with entries. */
export function EmptyPeriodNotice({ latestEntryDate, today, period, onShow }: EmptyPeriodNoticeProps) {
  const offer = periodHolding(latestEntryDate, today, period)
  return (
    <Alert color="blue" variant="light" role="status" title="Nothing recorded in this period">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          Your books are not empty: their latest entry is dated {formatDate(latestEntryDate)}.
        </Text>
        <Button size="xs" variant="light" onClick={() => onShow(offer.period, offer.range)}>
          Show {offer.label}
        </Button>
      </Group>
    </Alert>
  )
}
