import { Group, NativeSelect, TextInput } from '@mantine/core'
import { type DashboardPeriod, PERIOD_OPTIONS } from '@/web/features/dashboard/lib/periods'

interface PeriodSelectorProps {
  period: DashboardPeriod
  from: string
  to: string
  error: string | null
  onPeriodChange: (period: DashboardPeriod) => void
  onFromChange: (value: string) => void
  onToChange: (value: string) => void
}

export function PeriodSelector(props: PeriodSelectorProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      {/* The phone's own picker, and nothing to position or measure while the dashboard first draws. */}
      <NativeSelect
        aria-label="Period"
        data={PERIOD_OPTIONS}
        value={props.period}
        onChange={(event) => props.onPeriodChange(event.currentTarget.value as DashboardPeriod)}
        w={{ base: '100%', xs: 170 }}
      />
      {props.period === 'custom' && (
        <>
          <TextInput
            aria-label="From"
            type="date"
            value={props.from}
            onChange={(event) => props.onFromChange(event.currentTarget.value)}
            w={{ base: 'calc(50% - 5px)', xs: 150 }}
            error={props.error}
          />
          <TextInput
            aria-label="To"
            type="date"
            value={props.to}
            onChange={(event) => props.onToChange(event.currentTarget.value)}
            w={{ base: 'calc(50% - 5px)', xs: 150 }}
          />
        </>
      )}
    </Group>
  )
}
