import { ActionIcon, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconDownload, IconRefresh } from '@tabler/icons-react'
import type { DateRange } from '@/domain/period'
import {
  PERIOD_LABELS,
  rangeText,
  type StepPeriod,
  shiftDate,
} from '@/web/features/reports/lib/report-periods'
import { notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

interface ReportToolbarProps {
  periods: readonly StepPeriod[]
  period: StepPeriod
  date: string
  /** The dates the server answered for, shown beside the selector. */
  range: DateRange | undefined
  refreshing: boolean
  onChange: (next: { period: StepPeriod; date: string }) => void
  onRefresh: () => void
}

/** The period selector of a report: the period, the one before or after, refresh. */
export function ReportToolbar(props: ReportToolbarProps) {
  const today = useToday()
  const next = shiftDate(props.period, props.date, 1)
  // The period after the current one has not happened yet.
  const atToday = props.range !== undefined && props.range.to >= today
  return (
    <Group justify="space-between" mb="md" gap="xs">
      <SegmentedControl
        aria-label="Period"
        data={props.periods.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
        value={props.period}
        onChange={(value) => props.onChange({ period: value as StepPeriod, date: today })}
      />
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label="Previous period"
          onClick={() =>
            props.onChange({ period: props.period, date: shiftDate(props.period, props.date, -1) })
          }
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text size="sm" c="dimmed" miw={150} ta="center" aria-live="polite">
          {props.range ? rangeText(props.range) : ' '}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label="Next period"
          disabled={atToday}
          onClick={() => props.onChange({ period: props.period, date: next > today ? today : next })}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
        <Tooltip label="Refresh">
          <ActionIcon
            variant="default"
            aria-label="Refresh"
            loading={props.refreshing}
            onClick={props.onRefresh}
            ml="xs"
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  )
}

/** A download of a report's CSV, announced the spec's way ('Expense report exported successfully'). */
export function CsvButton({
  href,
  name,
  label = 'Export CSV',
}: {
  href: string
  name: string
  label?: string
}) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() => notifySuccess(`${name} report exported successfully`)}
    >
      {label}
    </Button>
  )
}
