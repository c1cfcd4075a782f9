import { Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { PAYMENT_RANGES, PAYMENT_STATUSES } from '@/contracts/billing'
import { ADMIN_REPORT_PERIOD_LABELS } from '@/contracts/reports-admin'
import type { PaymentFilters as Filters } from '@/web/features/billing/admin/api/payments-api'
import { paymentStatusLabel } from './payments-table'

const STATUS_OPTIONS = (['all', ...PAYMENT_STATUSES] as const).map((status) => ({
  value: status,
  label: paymentStatusLabel(status),
}))

/** The back office names its periods one way (the reports hub's labels). */
const RANGE_OPTIONS: { value: Filters['range']; label: string }[] = [
  { value: 'all', label: 'All time' },
  ...PAYMENT_RANGES.map((value) => ({ value, label: ADMIN_REPORT_PERIOD_LABELS[value] })),
]

/** Search, status and date range of the payments list; they wrap onto new lines on a phone. */
export function PaymentFilters(props: { filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const { filters, onChange } = props
  return (
    <Group gap="sm" align="flex-end" mb="md" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Search payments"
        placeholder="Customer email, payment ID or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        miw={220}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        allowDeselect={false}
        onChange={(value) => onChange({ status: (value ?? 'all') as Filters['status'] })}
        miw={160}
      />
      <Select
        label="Date range"
        data={RANGE_OPTIONS}
        value={filters.range}
        allowDeselect={false}
        onChange={(value) => onChange({ range: (value ?? 'all') as Filters['range'] })}
        miw={160}
      />
    </Group>
  )
}
