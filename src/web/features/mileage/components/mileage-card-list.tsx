import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { formatMiles, PURPOSE_LABELS } from '@/web/features/mileage/lib/mileage-format'
import { formatDate, formatMoney } from '@/web/lib/format'
import { MileageActions, routeOf } from './mileage-actions'
import type { MileageListProps } from './mileage-table'

/** The entries table as a list of cards, for phone-width screens. */
export function MileageCardList({ entries, showDeduction, ...actions }: MileageListProps) {
  return (
    <Stack gap="xs" role="list" aria-label="Mileage entries">
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {routeOf(entry)}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMiles(entry.miles)} mi
              </Text>
            </Group>
            {entry.notes && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {entry.notes}
              </Text>
            )}
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {formatDate(entry.date)}
                </Text>
                <Badge size="sm" variant="light" color={entry.purpose === 'business' ? 'blue' : 'gray'}>
                  {PURPOSE_LABELS[entry.purpose]}
                </Badge>
                {showDeduction && (
                  <Text size="xs" c="dimmed">
                    {formatMoney(entry.deductionCents)}
                  </Text>
                )}
              </Group>
              <MileageActions entry={entry} {...actions} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
