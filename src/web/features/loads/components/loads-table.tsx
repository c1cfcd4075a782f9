import { Group, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { LoadSummary } from '@/contracts/loads'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  loadNumberLabel,
  payerNameLabel,
  pickupLabel,
  rateLabel,
  routeLabel,
} from '@/web/features/loads/lib/load-labels'
import { formatMoney } from '@/web/lib/format'
import { FlagBadge, LoadStatusBadge, NeedsReviewBadge } from './load-badges'

export interface LoadRowsProps {
  loads: LoadSummary[]
}

export const paidLabel = (load: Pick<LoadSummary, 'paidCents'>) =>
  load.paidCents === null ? 'Not paid' : formatMoney(load.paidCents)

export function LoadsTable({ loads }: LoadRowsProps) {
  return (
    <TableScroll label="Loads table" minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Loads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Load #</Table.Th>
            <Table.Th>Payer</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th>Pickup</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th>Flags</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loads.map((load) => (
            <Table.Tr key={load.id}>
              <Table.Td>
                <Text
                  component={Link}
                  to={`/loads/${load.id}`}
                  size="sm"
                  fw={600}
                  c="blue.8"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {loadNumberLabel(load)}
                </Text>
              </Table.Td>
              <Table.Td>{payerNameLabel(load)}</Table.Td>
              <Table.Td>{routeLabel(load)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{pickupLabel(load)}</Table.Td>
              <Table.Td>
                <LoadStatusBadge status={load.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rateLabel(load)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text span size="sm" c={load.paidCents === null ? 'dimmed' : undefined}>
                  {paidLabel(load)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  <FlagBadge load={load} />
                  <NeedsReviewBadge needsReview={load.needsReview} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
