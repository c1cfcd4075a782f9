import { Anchor, Stack, Table, Text } from '@mantine/core'
import type { AdminTicket } from '@/contracts/support'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatDateTime } from '@/web/lib/format'
import classes from './support.module.css'
import { PriorityBadge, PrioritySupportBadge, TicketStatusBadge } from './support-badges'

/**
 * The tickets of one page. A click anywhere on a row opens the ticket; the keyboard reaches the same
 * through the ticket number, a button (the row itself is no control, so nothing nests).
 */
export function TicketsTable({ tickets, onOpen }: { tickets: AdminTicket[]; onOpen: (id: string) => void }) {
  return (
    <TableScroll label="Support tickets table" minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Support tickets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ticket</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id} className={classes.row} onClick={() => onOpen(ticket.id)}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  aria-label={`Open ticket ${ticket.number}`}
                  onClick={(event) => {
                    event.stopPropagation()
                    onOpen(ticket.id)
                  }}
                >
                  {ticket.number}
                </Anchor>
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" fw={500} lineClamp={1}>
                  {ticket.subject}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {ticket.preview}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm">{ticket.userName}</Text>
                  <Text size="xs" c="dimmed">
                    {ticket.email}
                  </Text>
                  {ticket.prioritySupport && <PrioritySupportBadge />}
                </Stack>
              </Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={ticket.priority} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={ticket.assigneeName ? undefined : 'dimmed'}>
                  {ticket.assigneeName ?? 'Unassigned'}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(ticket.updatedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
