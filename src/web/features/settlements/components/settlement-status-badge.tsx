import { Badge } from '@mantine/core'
import type { SettlementStatus } from '@/contracts/settlements'

const STATUS_LOOK: Record<SettlementStatus, { label: string; color: string }> = {
  processed: { label: 'Processed', color: 'green' },
  pending: { label: 'Pending', color: 'yellow' },
  error: { label: 'Error', color: 'red' },
}

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...Object.entries(STATUS_LOOK).map(([value, look]) => ({ value, label: look.label })),
]

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const look = STATUS_LOOK[status]
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  )
}
