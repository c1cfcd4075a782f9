import {
  ActionIcon,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core'
import { IconCalendarOff, IconTrash } from '@tabler/icons-react'
import type { PerDiemDay } from '@/contracts/per-diem'
import type { PerDiemDayKind } from '@/domain/tax/per-diem-log'
import { EmptyState } from '@/web/components/ui/empty-state'
import { useDeletePerDiemDay, useSavePerDiemDays } from '@/web/features/per-diem/api/per-diem-api'
import { byMonth, dayLabel, monthLabel } from '@/web/features/per-diem/lib/per-diem-days'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'

/** The year's confirmed days by month: kind, outside the continental US, amount, delete. */
export function PerDiemYearList({ items, year }: { items: PerDiemDay[]; year: number }) {
  const save = useSavePerDiemDays()
  const remove = useDeletePerDiemDay()
  const onError = (error: unknown) =>
    notifyError(errorText(error, 'Could not save the day. Please try again.'))
  const change = (day: PerDiemDay, patch: Partial<PerDiemDay>) =>
    save.mutate([{ ...day, ...patch }], { onError })
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Title order={2} fz="lg" mb="sm">
        Days away in {year}
      </Title>
      {items.length === 0 && (
        <EmptyState
          icon={IconCalendarOff}
          title={`No days logged in ${year}`}
          description="Confirm a suggested trip, or click the days you were away on the calendar. Each day is priced at the IRS rate of its date."
        />
      )}
      <Stack gap="md">
        {byMonth(items).map(([month, days]) => (
          <div key={month}>
            <Text fw={600} size="sm" mb={4}>
              {monthLabel(month)} · {days.length} {days.length === 1 ? 'day' : 'days'}
            </Text>
            <Stack gap={6}>
              {days.map((day) => (
                <Group
                  key={day.date}
                  justify="space-between"
                  gap="xs"
                  wrap="wrap"
                  pb={6}
                  data-testid="per-diem-row"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Text size="sm" w={110}>
                    {dayLabel(day.date)}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-label={`Kind of ${day.date}`}
                    value={day.kind}
                    data={[
                      { value: 'full', label: 'Full' },
                      { value: 'partial', label: 'Partial' },
                    ]}
                    onChange={(kind) => change(day, { kind: kind as PerDiemDayKind })}
                  />
                  <Switch
                    size="xs"
                    label="Outside CONUS"
                    aria-label={`${day.date} outside the continental US`}
                    checked={day.outsideConus}
                    onChange={(e) => change(day, { outsideConus: e.currentTarget.checked })}
                  />
                  <Group gap={4} wrap="nowrap" ml="auto">
                    <Text size="sm" fw={600} w={72} ta="right">
                      {day.amountCents === null ? 'No rate' : formatMoney(day.amountCents)}
                    </Text>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${day.date}`}
                        loading={remove.isPending && remove.variables === day.date}
                        onClick={() => remove.mutate(day.date, { onError })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </Paper>
  )
}
