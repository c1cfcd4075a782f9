import { Button, Group, Select, Text } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import type { Load } from '@/contracts/loads'
import { LOAD_STATUS_LABELS, type LoadStatus } from '@/domain/loads/load-terms'
import { useUpdateLoad } from '@/web/features/loads/api/loads-api'
import { nextStatus, ROAD_STATUSES } from '@/web/features/loads/lib/load-labels'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { LoadStatusBadge } from './load-badges'

const OPTIONS = [...ROAD_STATUSES, 'cancelled' as const].map((value) => ({
  value,
  label: LOAD_STATUS_LABELS[value],
}))

/**
 * The load's status and how to move it on: one tap to the next step on the road, or any step (or
 * Cancelled) from the list. Paid is set by the settlement that pays it, so a paid load only shows it.
 */
export function StatusChanger({ load }: { load: Load }) {
  const update = useUpdateLoad(load.id)
  if (!load.editable || load.status === 'paid') {
    return (
      <Group gap="xs">
        <LoadStatusBadge status={load.status} />
        {load.status === 'paid' && (
          <Text size="xs" c="dimmed">
            Set by its settlement
          </Text>
        )}
      </Group>
    )
  }
  const change = async (status: LoadStatus) => {
    if (status === load.status) return
    try {
      await update.mutateAsync({ status })
      notifySuccess(`Load marked ${LOAD_STATUS_LABELS[status]}`)
    } catch (error) {
      notifyError(errorText(error, 'Failed to change the status'))
    }
  }
  const next = nextStatus(load.status)
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        aria-label="Status"
        data={OPTIONS}
        value={load.status}
        allowDeselect={false}
        disabled={update.isPending}
        onChange={(value) => value && void change(value as LoadStatus)}
        w={150}
      />
      {next && (
        <Button
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          loading={update.isPending}
          onClick={() => void change(next)}
        >
          Mark {LOAD_STATUS_LABELS[next]}
        </Button>
      )}
    </Group>
  )
}
