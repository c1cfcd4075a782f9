import { Badge } from '@mantine/core'
import {
  RETURN_STATUS_COLORS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@/web/features/ifta/lib/ifta-labels'

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge color={RETURN_STATUS_COLORS[status]} variant="light">
      {RETURN_STATUS_LABELS[status]}
    </Badge>
  )
}

export function OverdueBadge() {
  return (
    <Badge color="red" variant="filled">
      Overdue
    </Badge>
  )
}
