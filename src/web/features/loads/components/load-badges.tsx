import { Badge, Group } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { LoadSummary } from '@/contracts/loads'
import { LOAD_STATUS_LABELS, type LoadStatus } from '@/domain/loads/load-terms'
import { moneyAtStake, STATUS_COLORS } from '@/web/features/loads/lib/load-labels'
import { formatMoney } from '@/web/lib/format'

export function LoadStatusBadge({ status }: { status: LoadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {LOAD_STATUS_LABELS[status]}
    </Badge>
  )
}

/** Something to ask the payer about, with the money paid short; nothing when the load is paid as booked. */
export function FlagBadge({ load }: { load: Pick<LoadSummary, 'discrepancies'> }) {
  if (load.discrepancies.length === 0) return null
  const short = moneyAtStake(load)
  // A load waiting for its pay is owed all of it, not paid short.
  const unpaid = load.discrepancies.some((d) => d.kind === 'not_settled')
  return (
    <Badge
      color="red"
      variant="light"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      title={load.discrepancies.map((d) => d.message).join('\n')}
    >
      {unpaid ? `${formatMoney(short)} unpaid` : short > 0 ? `${formatMoney(short)} short` : 'Check pay'}
    </Badge>
  )
}

/** Read from a rate confirmation and not yet checked by the user. */
export function NeedsReviewBadge({ needsReview }: { needsReview: boolean }) {
  if (!needsReview) return null
  return (
    <Badge color="orange" variant="light" title="Read from a rate confirmation: check it and save">
      Needs review
    </Badge>
  )
}

/** The status, and the flag and review badges when there are any. */
export function LoadBadges({
  load,
}: {
  load: Pick<LoadSummary, 'status' | 'discrepancies' | 'needsReview'>
}) {
  return (
    <Group gap={4} wrap="wrap">
      <LoadStatusBadge status={load.status} />
      <FlagBadge load={load} />
      <NeedsReviewBadge needsReview={load.needsReview} />
    </Group>
  )
}
