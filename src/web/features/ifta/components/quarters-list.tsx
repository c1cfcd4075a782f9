import { Group, Paper, Stack, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { TableScroll } from '@/web/components/ui/table-scroll'
import type { IftaQuarterItem } from '@/web/features/ifta/api/ifta-api'
import { countLabel, gallonsLabel, isOverdue, milesLabel } from '@/web/features/ifta/lib/ifta-labels'
import { formatCount, formatDate } from '@/web/lib/format'
import { OverdueBadge, ReturnStatusBadge } from './return-status-badge'

interface QuartersProps {
  quarters: IftaQuarterItem[]
  today: string
}

/**
 * Marks an overdue quarter: a red bar at its start, its due date in red, and "Overdue" in words (a
 * colour alone tells a screen reader nothing). No tinted background: the links and dimmed text on it
 * would fall under 4.5:1.
 */
const overdueBar = { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-8)' }

function QuarterLink({ quarter }: { quarter: IftaQuarterItem }) {
  return (
    <Text component={Link} to={`/ifta/${quarter.quarter}`} size="sm" fw={600} c="blue.8">
      {quarter.label}
    </Text>
  )
}

function DueDate({ quarter, today }: { quarter: IftaQuarterItem; today: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        span
        size="sm"
        c={isOverdue(quarter, today) ? 'red.8' : undefined}
        fw={isOverdue(quarter, today) ? 600 : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {formatDate(quarter.dueDate)}
      </Text>
      {isOverdue(quarter, today) && <OverdueBadge />}
    </Group>
  )
}

export function QuartersTable({ quarters, today }: QuartersProps) {
  return (
    <TableScroll label="IFTA quarters table" minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="IFTA quarters">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quarter</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Trips</Table.Th>
            <Table.Th ta="right">Purchases</Table.Th>
            <Table.Th ta="right">Miles</Table.Th>
            <Table.Th ta="right">Gallons</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quarters.map((quarter) => (
            <Table.Tr key={quarter.quarter}>
              <Table.Td style={isOverdue(quarter, today) ? overdueBar : undefined}>
                <QuarterLink quarter={quarter} />
              </Table.Td>
              <Table.Td>
                <ReturnStatusBadge status={quarter.status} />
                {quarter.filedOn && (
                  <Text size="xs" c="dimmed" mt={2}>
                    Filed {formatDate(quarter.filedOn)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <DueDate quarter={quarter} today={today} />
              </Table.Td>
              <Table.Td ta="right">{formatCount(quarter.trips)}</Table.Td>
              <Table.Td ta="right">{formatCount(quarter.purchases)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {milesLabel(quarter.miles)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {gallonsLabel(quarter.gallons)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

/** The quarters on a phone: one card each, every value of the table's row on it. */
export function QuarterCards({ quarters, today }: QuartersProps) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="IFTA quarters">
      {quarters.map((quarter) => (
        <Paper
          key={quarter.quarter}
          component="li"
          withBorder
          radius="md"
          p="sm"
          style={isOverdue(quarter, today) ? overdueBar : undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <QuarterLink quarter={quarter} />
            <ReturnStatusBadge status={quarter.status} />
          </Group>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              Due
            </Text>
            <DueDate quarter={quarter} today={today} />
            {quarter.filedOn && (
              <Text size="sm" c="dimmed">
                · Filed {formatDate(quarter.filedOn)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {countLabel(quarter.trips, 'trip')} · {countLabel(quarter.purchases, 'purchase')} ·{' '}
            {milesLabel(quarter.miles)} · {gallonsLabel(quarter.gallons)}
          </Text>
        </Paper>
      ))}
    </Stack>
  )
}
