import { Badge, Group, Paper, Text, Timeline, Title } from '@mantine/core'
import { IconFlag, IconMapPin } from '@tabler/icons-react'
import type { Load } from '@/contracts/loads'
import { lateBy, stopTimeLabel } from '@/web/features/loads/lib/load-labels'

type Stop = Load['stops'][number]

function StopTimes({ stop }: { stop: Stop }) {
  const late = lateBy(stop.scheduledAt, stop.arrivedAt)
  return (
    <>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          Appointment{' '}
        </Text>
        {stop.scheduledAt ? stopTimeLabel(stop.scheduledAt) : 'not set'}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Arrived{' '}
          </Text>
          {stop.arrivedAt ? stopTimeLabel(stop.arrivedAt) : '—'}
        </Text>
        {late && (
          <Badge color="orange" variant="light">
            {late} late
          </Badge>
        )}
      </Group>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          Departed{' '}
        </Text>
        {stop.departedAt ? stopTimeLabel(stop.departedAt) : '—'}
      </Text>
    </>
  )
}

/** The stops in the order the truck runs them: where, the appointment, and when it got there and left. */
export function StopsTimeline({ stops }: { stops: Stop[] }) {
  // The line is drawn up to the last stop the truck has reached.
  const reached = stops.reduce((last, stop, index) => (stop.arrivedAt ? index : last), -1)
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Stops">
      <Title order={2} fz="lg" mb="md">
        Stops
      </Title>
      <Timeline active={reached} bulletSize={26} lineWidth={2}>
        {stops.map((stop) => (
          <Timeline.Item
            key={stop.id}
            bullet={stop.type === 'pickup' ? <IconMapPin size={14} /> : <IconFlag size={14} />}
            title={
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {stop.type === 'pickup' ? 'Pickup' : 'Delivery'}
                {stop.name && ` · ${stop.name}`}
              </Text>
            }
          >
            <Text size="sm">
              {stop.city}, {stop.state}
              {stop.zip && ` ${stop.zip}`}
            </Text>
            <StopTimes stop={stop} />
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  )
}
