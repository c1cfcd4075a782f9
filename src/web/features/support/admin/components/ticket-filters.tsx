import { Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { TICKET_PRIORITIES, TICKET_STATUS_LABELS, TICKET_STATUSES } from '@/contracts/support'
import type { TicketFilters as Filters } from '@/web/features/support/admin/api/support-api'
import { PRIORITY_LABELS } from './support-badges'

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] })),
]

const PRIORITY_OPTIONS = [
  { value: 'all', label: 'All' },
  ...TICKET_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] })),
]

/** Search, status and priority of the tickets list; they wrap onto new lines on a phone. */
export function TicketFilters(props: { filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const { filters, onChange } = props
  return (
    <Group gap="sm" align="flex-end" mb="md" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Search tickets"
        placeholder="Ticket number, subject, name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        maxLength={200}
        miw={220}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        allowDeselect={false}
        onChange={(value) => onChange({ status: (value ?? 'all') as Filters['status'] })}
        miw={150}
      />
      <Select
        label="Priority"
        data={PRIORITY_OPTIONS}
        value={filters.priority}
        allowDeselect={false}
        onChange={(value) => onChange({ priority: (value ?? 'all') as Filters['priority'] })}
        miw={150}
      />
    </Group>
  )
}
