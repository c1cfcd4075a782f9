import { Group, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import {
  loadNumberLabel,
  payerNameLabel,
  pickupLabel,
  rateLabel,
  routeLabel,
} from '@/web/features/loads/lib/load-labels'
import { LoadBadges } from './load-badges'
import { type LoadRowsProps, paidLabel } from './loads-table'

/** The loads list on a phone: one card per load, every value of the table's row on it. */
export function LoadCards({ loads }: LoadRowsProps) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Loads">
      {loads.map((load) => (
        <Paper key={load.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text
              component={Link}
              to={`/loads/${load.id}`}
              fw={600}
              size="sm"
              c="blue.8"
              style={{ overflowWrap: 'anywhere' }}
            >
              {loadNumberLabel(load)}
            </Text>
            <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {rateLabel(load)}
            </Text>
          </Group>
          <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
            {payerNameLabel(load)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {routeLabel(load)}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            Pickup {pickupLabel(load)} · Paid {paidLabel(load)}
          </Text>
          <div style={{ marginTop: 6 }}>
            <LoadBadges load={load} />
          </div>
        </Paper>
      ))}
    </Stack>
  )
}
