import { ActionIcon, Box, Group, Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { PerDiemDay, SuggestedPerDiemDay } from '@/contracts/per-diem'
import { useDeletePerDiemDay, useSavePerDiemDays } from '@/web/features/per-diem/api/per-diem-api'
import { monthGrid, monthLabel, nextKind } from '@/web/features/per-diem/lib/per-diem-days'
import { errorText } from '@/web/lib/api'
import { notifyError } from '@/web/lib/notify'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

const KIND_LABEL = { full: 'full day', partial: 'partial day' } as const

interface Props {
  month: string
  onMonthChange: (month: string) => void
  year: number
  items: PerDiemDay[]
  suggested: SuggestedPerDiemDay[]
}

function shiftMonth(month: string, by: number): string {
  const d = new Date(`${month}-01T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + by)
  return d.toISOString().slice(0, 7)
}

/** A month of the year: a click on a day cycles none → full → partial → none, saved at once. */
export function PerDiemCalendar({ month, onMonthChange, year, items, suggested }: Props) {
  const save = useSavePerDiemDays()
  const remove = useDeletePerDiemDay()
  const confirmed = new Map(items.map((d) => [d.date, d]))
  const suggestedDates = new Set(suggested.map((d) => d.date))
  const busy = save.isPending || remove.isPending
  const onError = (error: unknown) =>
    notifyError(errorText(error, 'Could not save the day. Please try again.'))

  const cycle = (date: string) => {
    // The month stays where the user is working, whatever the change does to the log.
    onMonthChange(month)
    const current = confirmed.get(date)
    const kind = nextKind(current?.kind)
    if (kind) save.mutate([{ date, kind, outsideConus: current?.outsideConus ?? false }], { onError })
    else remove.mutate(date, { onError })
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" mb="lg">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label="Previous month"
          disabled={month <= `${year}-01`}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Title order={2} fz="lg" data-testid="calendar-month">
          {monthLabel(month)}
        </Title>
        <ActionIcon
          variant="default"
          aria-label="Next month"
          disabled={month >= `${year}-12`}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {WEEKDAYS.map((w) => (
          <Text key={w} size="xs" c="dimmed" ta="center" fw={600}>
            {w}
          </Text>
        ))}
        {monthGrid(month)
          .flat()
          .map((date, i) => {
            if (!date) return <Box key={`empty-${i}`} />
            const day = confirmed.get(date)
            const isSuggested = !day && suggestedDates.has(date)
            const state = day ? KIND_LABEL[day.kind] : isSuggested ? 'suggested, not confirmed' : 'not away'
            return (
              <UnstyledButton
                key={date}
                aria-label={`${date}: ${state}${day?.outsideConus ? ', outside the continental US' : ''}`}
                data-kind={day?.kind ?? 'none'}
                disabled={busy}
                onClick={() => cycle(date)}
                style={{
                  borderRadius: 6,
                  minHeight: 44,
                  textAlign: 'center',
                  border: isSuggested
                    ? '1px dashed var(--mantine-color-orange-6)'
                    : '1px solid var(--mantine-color-default-border)',
                  background:
                    day?.kind === 'full'
                      ? 'var(--mantine-color-blue-filled)'
                      : day?.kind === 'partial'
                        ? 'var(--mantine-color-blue-light)'
                        : undefined,
                  color: day?.kind === 'full' ? 'var(--mantine-color-white)' : undefined,
                  cursor: busy ? 'progress' : 'pointer',
                }}
              >
                <Text size="sm" fw={day ? 700 : 400} lh={1.2}>
                  {Number(date.slice(8))}
                </Text>
                <Text fz={10} lh={1.1}>
                  {day ? (day.kind === 'full' ? 'Full' : '75 %') : ''}
                  {day?.outsideConus ? ' ✈' : ''}
                </Text>
              </UnstyledButton>
            )
          })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        Click a day: away a full day → partial day (75 %) → not away. Dashed days are suggested from your
        loads. Mark a day outside the continental US in the list below (✈).
      </Text>
    </Paper>
  )
}
