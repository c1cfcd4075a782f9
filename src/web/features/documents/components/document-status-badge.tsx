import { Badge, Loader } from '@mantine/core'
import type { DocumentStatus } from '@/contracts/documents'
import { isInProgress } from '@/web/lib/documents/documents-api'

const STATUS_LOOK: Record<DocumentStatus, { label: string; color: string }> = {
  uploaded: { label: 'Processing', color: 'blue' },
  processing: { label: 'Processing', color: 'blue' },
  processed: { label: 'Processed', color: 'green' },
  needs_review: { label: 'Needs review', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
}

/** A document that waits for another try (the reader was busy) says "Waiting", not "Processing". */
export function DocumentStatusBadge({
  status,
  waiting = false,
}: {
  status: DocumentStatus
  waiting?: boolean
}) {
  const look = waiting && isInProgress(status) ? { label: 'Waiting', color: 'gray' } : STATUS_LOOK[status]
  return (
    <Badge
      color={look.color}
      variant="light"
      leftSection={isInProgress(status) ? <Loader size={10} color={look.color} /> : undefined}
    >
      {look.label}
    </Badge>
  )
}
