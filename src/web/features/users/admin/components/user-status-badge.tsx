import { Badge } from '@mantine/core'
import type { UserStatus } from '@/contracts/roles'

const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'green',
  suspended: 'orange',
  deactivated: 'gray',
  pending: 'yellow',
}

export function statusLabel(status: UserStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {statusLabel(status)}
    </Badge>
  )
}
