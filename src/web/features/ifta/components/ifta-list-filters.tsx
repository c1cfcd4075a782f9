import { Grid, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useIftaQuarters } from '@/web/features/ifta/api/ifta-api'
import type { IftaListFilters as Filters } from '@/web/features/ifta/api/trips-api'
import { truckLabel } from '@/web/features/ifta/lib/ifta-labels'
import { useTrucks } from '@/web/lib/trucks'

const ALL = 'all'

/** The trips' and the fuel's filters: a quarter (of those with records), a truck, a search. */
export function IftaListFilters({
  values,
  onChange,
  searchLabel,
  searchPlaceholder,
}: {
  values: Filters
  onChange: (change: Partial<Filters>) => void
  searchLabel: string
  searchPlaceholder: string
}) {
  const quarters = useIftaQuarters().data?.items ?? []
  const trucks = useTrucks().data?.items ?? []
  const quarterOptions = [
    { value: ALL, label: 'All quarters' },
    ...quarters.map((q) => ({ value: q.quarter, label: q.label })),
  ]
  // A quarter named in the address that the list does not hold yet stays choosable.
  if (values.quarter && !quarters.some((q) => q.quarter === values.quarter))
    quarterOptions.push({ value: values.quarter, label: values.quarter })
  return (
    <Grid gap="sm" mb="md" align="flex-end">
      <Grid.Col span={{ base: 12, md: trucks.length > 0 ? 5 : 7 }}>
        <TextInput
          label={searchLabel}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: trucks.length > 0 ? 6 : 12, md: 4 }}>
        <Select
          label="Quarter"
          data={quarterOptions}
          value={values.quarter ?? ALL}
          onChange={(value) => onChange({ quarter: !value || value === ALL ? null : value })}
          allowDeselect={false}
        />
      </Grid.Col>
      {trucks.length > 0 && (
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Select
            label="Truck"
            data={[
              { value: ALL, label: 'All trucks' },
              ...trucks.map((t) => ({ value: t.id, label: truckLabel(t.unitNumber) })),
            ]}
            value={values.truckId ?? ALL}
            onChange={(value) => onChange({ truckId: !value || value === ALL ? null : value })}
            allowDeselect={false}
          />
        </Grid.Col>
      )}
    </Grid>
  )
}
