import { Badge, Group } from '@mantine/core'
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

/**
 * Deduction lines the reader could not name: not deducted until the user picks a category. Shown
 * beside the status wherever a settlement is listed; nothing when there are none.
 */
export function NeedsReviewBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <Badge color="orange" variant="light" title="Deductions not deducted until you pick what they are">
      {count === 1 ? '1 line to review' : `${count} lines to review`}
    </Badge>
  )
}

/** The status, and the lines to review when there are any. */
export function SettlementBadges({
  status,
  needsReviewCount,
}: {
  status: SettlementStatus
  needsReviewCount: number
}) {
  return (
    <Group gap={4} wrap="wrap">
      <SettlementStatusBadge status={status} />
      <NeedsReviewBadge count={needsReviewCount} />
    </Group>
  )
}
