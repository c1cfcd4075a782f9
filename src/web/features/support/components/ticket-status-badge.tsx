import { Badge } from '@mantine/core'
import { TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from '@/contracts/support'

const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  'in-progress': 'orange',
  resolved: 'green',
  closed: 'gray',
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} style={{ flexShrink: 0 }}>
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  )
}

/** The priorities as the form offers them, least urgent first. */
export const PRIORITY_OPTIONS: { value: TicketPriority; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
]

export function priorityLabel(priority: TicketPriority): string {
  return PRIORITY_OPTIONS.find((option) => option.value === priority)?.label ?? priority
}
