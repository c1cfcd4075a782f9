import { Badge } from '@mantine/core'
import { TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from '@/contracts/support'

const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  'in-progress': 'yellow',
  resolved: 'green',
  closed: 'gray',
}

export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
}

const PRIORITY_COLORS: Record<TicketPriority, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'gray',
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  )
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light">
      {PRIORITY_LABELS[priority]}
    </Badge>
  )
}

/** The user pays for priority support: their tickets and chats come first. */
export function PrioritySupportBadge() {
  return (
    <Badge color="grape" variant="outline" size="sm">
      Priority support
    </Badge>
  )
}
