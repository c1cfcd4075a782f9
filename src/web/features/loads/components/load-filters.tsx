import { Grid, Select, Switch, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { STATUS_OPTIONS } from '@/web/features/loads/lib/load-labels'
import { DATE_FILTERS, type DateFilter } from '@/web/lib/date-filters'
import { UnpaidFlagSetting } from './unpaid-flag-setting'

/** The list's date choices: the ledger lists' periods, or the user's own range. */
export type LoadDateFilter = DateFilter | 'custom'
const DATE_OPTIONS = [...DATE_FILTERS, { value: 'custom', label: 'Custom range' }]

export interface LoadFilterValues {
  search: string
  status: string
  dateFilter: LoadDateFilter
  from: string
  to: string
  flagged: boolean
}

export function LoadFilters({
  values,
  onChange,
}: {
  values: LoadFilterValues
  onChange: (change: Partial<LoadFilterValues>) => void
}) {
  const custom = values.dateFilter === 'custom'
  return (
    <Grid gap="sm" mb="md" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TextInput
          label="Search loads"
          placeholder="Load #, payer, city, shipper"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={values.status}
          onChange={(value) => onChange({ status: value ?? 'all' })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label="Pickup date"
          data={DATE_OPTIONS}
          value={values.dateFilter}
          onChange={(value) => onChange({ dateFilter: (value ?? 'all') as LoadDateFilter })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <Switch
          label="Flagged only"
          checked={values.flagged}
          onChange={(event) => onChange({ flagged: event.currentTarget.checked })}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          mb={{ base: 0, md: 8 }}
        />
      </Grid.Col>
      {custom && (
        <>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <TextInput
              label="From"
              type="date"
              value={values.from}
              onChange={(event) => onChange({ from: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <TextInput
              label="To"
              type="date"
              value={values.to}
              onChange={(event) => onChange({ to: event.currentTarget.value })}
            />
          </Grid.Col>
        </>
      )}
      {/* When an unpaid load becomes a flag, and the way to change it. */}
      <Grid.Col span={12} pt={0}>
        <UnpaidFlagSetting />
      </Grid.Col>
    </Grid>
  )
}
