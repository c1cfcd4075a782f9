import { Select, SimpleGrid } from '@mantine/core'
import {
  type AdminTicketDetail,
  TICKET_PRIORITIES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
} from '@/contracts/support'
import { useSupportAdmins, useUpdateTicket } from '@/web/features/support/admin/api/support-api'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { PRIORITY_LABELS } from './support-badges'

const UNASSIGNED = 'unassigned'
const UPDATE_FAILED = 'Failed to update the ticket'
const STATUS_OPTIONS = TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] }))
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))

type FieldPatch = { status?: TicketStatus; priority?: TicketPriority; assigneeId?: string | null }

/** One field's save: what is being saved shows at once, while the ticket is read again. */
function useFieldSave(ticketId: string) {
  const update = useUpdateTicket()
  const save = (patch: FieldPatch) =>
    update.mutate(
      { id: ticketId, patch },
      {
        onSuccess: () => notifySuccess('Ticket updated'),
        onError: (error) => notifyError(errorText(error, UPDATE_FAILED)),
      },
    )
  const saving: FieldPatch = update.isPending ? update.variables.patch : {}
  return { save, saving }
}

/** Status, priority and assignee: each saves as soon as it is picked. */
export function TicketFields({ ticket }: { ticket: AdminTicketDetail }) {
  const status = useFieldSave(ticket.id)
  const priority = useFieldSave(ticket.id)
  const assignee = useFieldSave(ticket.id)
  const admins = useSupportAdmins()
  const assigneeOptions = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(admins.data?.items ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
  ]
  // The current assignee stays selectable while the list loads (or if they are no admin any more).
  if (ticket.assigneeId && !assigneeOptions.some((option) => option.value === ticket.assigneeId)) {
    assigneeOptions.push({ value: ticket.assigneeId, label: ticket.assigneeName ?? 'Current assignee' })
  }
  const assigneeId = assignee.saving.assigneeId !== undefined ? assignee.saving.assigneeId : ticket.assigneeId
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status.saving.status ?? ticket.status}
        allowDeselect={false}
        onChange={(value) => {
          if (value && value !== ticket.status) status.save({ status: value as TicketStatus })
        }}
      />
      <Select
        label="Priority"
        data={PRIORITY_OPTIONS}
        value={priority.saving.priority ?? ticket.priority}
        allowDeselect={false}
        onChange={(value) => {
          if (value && value !== ticket.priority) priority.save({ priority: value as TicketPriority })
        }}
      />
      <Select
        label="Assignee"
        data={assigneeOptions}
        value={assigneeId ?? UNASSIGNED}
        allowDeselect={false}
        onChange={(value) => {
          const next = !value || value === UNASSIGNED ? null : value
          if (next !== ticket.assigneeId) assignee.save({ assigneeId: next })
        }}
      />
    </SimpleGrid>
  )
}
