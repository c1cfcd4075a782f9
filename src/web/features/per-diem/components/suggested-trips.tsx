import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconChecks, IconTruck } from '@tabler/icons-react'
import type { SuggestedPerDiemDay } from '@/contracts/per-diem'
import { EmptyState } from '@/web/components/ui/empty-state'
import { useSavePerDiemDays } from '@/web/features/per-diem/api/per-diem-api'
import { dayLabel, tripsOf } from '@/web/features/per-diem/lib/per-diem-days'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** Trips read from the load dates of confirmed settlements, each to confirm at once or all together. */
export function SuggestedTrips({
  days,
  hasConfirmed,
}: {
  days: SuggestedPerDiemDay[]
  hasConfirmed: boolean
}) {
  const save = useSavePerDiemDays()
  const trips = tripsOf(days)
  const confirm = (toSave: SuggestedPerDiemDay[], what: string) =>
    save.mutate(toSave, {
      onSuccess: () => notifySuccess(`${what} added to your per diem log`),
      onError: (error) => notifyError(errorText(error, 'Could not save the days. Please try again.')),
    })

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" mb="lg">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="lg">
          Suggested trips
        </Title>
        {trips.length > 1 && (
          <Button
            size="xs"
            leftSection={<IconChecks size={16} />}
            loading={save.isPending}
            onClick={() => confirm(days, plural(days.length, 'day'))}
          >
            Confirm all
          </Button>
        )}
      </Group>
      {trips.length === 0 && hasConfirmed && (
        <Text size="sm" c="dimmed">
          Every trip read from your confirmed settlements' load dates is in your log.
        </Text>
      )}
      {trips.length === 0 && !hasConfirmed ? (
        <EmptyState
          icon={IconTruck}
          title="No trips suggested yet"
          description="Suggestions come from the load dates on your confirmed settlements: loads at most 3 days apart make one trip, from the first load to the day after the last; its first and last days count as partial. You can also click days on the calendar."
        />
      ) : (
        <Stack gap="xs">
          {trips.map((trip) => (
            <Group
              key={trip.from}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="suggested-trip"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}
            >
              <div>
                <Text fw={600} size="sm">
                  {dayLabel(trip.from)} – {dayLabel(trip.to)}
                </Text>
                <Text size="xs" c="dimmed">
                  {plural(trip.fullDays, 'full day')}, {plural(trip.partialDays, 'partial day')}
                  {trip.amountCents !== null && ` · ${formatMoney(trip.amountCents)}`}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCheck size={14} />}
                disabled={save.isPending}
                onClick={() => confirm(trip.days, `Trip of ${plural(trip.days.length, 'day')}`)}
              >
                Confirm
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  )
}
