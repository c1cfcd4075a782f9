import { Grid, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { DATE_FILTERS, type DateFilter } from '@/web/lib/date-filters'
import { STATUS_OPTIONS } from './settlement-status-badge'

interface SettlementFiltersProps {
  search: string
  status: string
  dateFilter: DateFilter
  onSearchChange: (value: string) => void
  onStatusChange: (value: string) => void
  onDateFilterChange: (value: DateFilter) => void
}

export function SettlementFilters(props: SettlementFiltersProps) {
  return (
    <Grid gap="sm" mb="md" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Search settlements"
          placeholder="Broker, trip or settlement number"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={props.status}
          onChange={(value) => props.onStatusChange(value ?? 'all')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label="Date"
          data={DATE_FILTERS}
          value={props.dateFilter}
          onChange={(value) => props.onDateFilterChange((value ?? 'all') as DateFilter)}
          allowDeselect={false}
        />
      </Grid.Col>
    </Grid>
  )
}
