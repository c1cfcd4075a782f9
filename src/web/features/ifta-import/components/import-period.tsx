import { Grid, Paper, Select, Text, TextInput, Title } from '@mantine/core'
import type { ImportPeriod } from '@/domain/ifta/import/import-fields'
import { parseQuarter, previousQuarter, quarterOf } from '@/domain/ifta/quarter'
import { useToday } from '@/web/lib/today'

/** Today's quarter and the seven before it, newest first: the quarters an ELD summary is run for. */
function recentQuarters(today: string): string[] {
  const list = [quarterOf(today)]
  while (list.length < 8) list.push(previousQuarter(list.at(-1)!))
  return list
}

export interface PeriodValues {
  startDate: string
  endDate: string
}

/** The period as the confirm route takes it, or null until both days are given. */
export const periodOf = (values: PeriodValues): ImportPeriod | null =>
  values.startDate && values.endDate ? { startDate: values.startDate, endDate: values.endDate } : null

/**
 * For an ELD file with no date column (a per-vehicle summary): the quarter, or the days, its rows
 * cover. Every row is dated with them.
 */
export function ImportPeriodSection(props: { value: PeriodValues; onChange: (value: PeriodValues) => void }) {
  const { value, onChange } = props
  const today = useToday()
  const quarter = recentQuarters(today).find((key) => {
    const q = parseQuarter(key)!
    return q.from === value.startDate && q.to === value.endDate
  })
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Period">
      <Title order={2} fz="lg" mb="xs">
        Period
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        This file has no date column: choose the quarter it covers, or the days of the report. Each vehicle's
        miles become one trip sheet over that period.
      </Text>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Quarter"
            placeholder="Choose a quarter"
            data={recentQuarters(today)}
            value={quarter ?? null}
            onChange={(key) => {
              const q = key ? parseQuarter(key) : null
              if (q) onChange({ startDate: q.from, endDate: q.to })
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            label="Start date"
            type="date"
            value={value.startDate}
            onChange={(event) => onChange({ ...value, startDate: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            label="End date"
            type="date"
            value={value.endDate}
            onChange={(event) => onChange({ ...value, endDate: event.currentTarget.value })}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  )
}
