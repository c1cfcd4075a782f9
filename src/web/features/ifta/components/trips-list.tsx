import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router'
import type { Trip } from '@/contracts/ifta'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  milesLabel,
  odometerLabel,
  statesLabel,
  tripDatesLabel,
  tripRouteLabel,
  truckLabel,
} from '@/web/features/ifta/lib/ifta-labels'
import { RecordActions } from './record-actions'

export interface TripRowsProps {
  trips: Trip[]
  onDelete: (trip: Trip) => void
  deletingId: string | null
}

const tripName = (trip: Trip) => `trip of ${tripDatesLabel(trip)}`

function TripDates({ trip }: { trip: Trip }) {
  const dates = tripDatesLabel(trip)
  if (trip.locked)
    return (
      <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {dates}
      </Text>
    )
  return (
    <Text
      component={Link}
      to={`/ifta/trips/${trip.id}/edit`}
      size="sm"
      fw={600}
      c="blue.8"
      style={{ whiteSpace: 'nowrap' }}
    >
      {dates}
    </Text>
  )
}

export function TripsTable({ trips, onDelete, deletingId }: TripRowsProps) {
  return (
    <TableScroll label="Trips table" minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Trips">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dates</Table.Th>
            <Table.Th>Truck</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th>States (miles)</Table.Th>
            <Table.Th ta="right">Miles</Table.Th>
            <Table.Th>Odometer</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) => (
            <Table.Tr key={trip.id}>
              <Table.Td>
                <TripDates trip={trip} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{truckLabel(trip.truckUnit)}</Table.Td>
              <Table.Td>{tripRouteLabel(trip)}</Table.Td>
              <Table.Td>{statesLabel(trip)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {milesLabel(trip.totalMiles)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{odometerLabel(trip)}</Table.Td>
              <Table.Td>
                <RecordActions
                  locked={trip.locked}
                  editTo={`/ifta/trips/${trip.id}/edit`}
                  name={tripName(trip)}
                  onDelete={() => onDelete(trip)}
                  deleting={deletingId === trip.id}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

/** The trips on a phone: one card per trip, every value of the table's row on it. */
export function TripCards({ trips, onDelete, deletingId }: TripRowsProps) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Trips">
      {trips.map((trip) => (
        <Paper key={trip.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <TripDates trip={trip} />
            <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {milesLabel(trip.totalMiles)}
            </Text>
          </Group>
          <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
            {tripRouteLabel(trip)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {statesLabel(trip)}
          </Text>
          <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {truckLabel(trip.truckUnit)} · Odometer {odometerLabel(trip)}
            </Text>
            <RecordActions
              locked={trip.locked}
              editTo={`/ifta/trips/${trip.id}/edit`}
              name={tripName(trip)}
              onDelete={() => onDelete(trip)}
              deleting={deletingId === trip.id}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
