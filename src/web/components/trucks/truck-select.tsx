import { Select } from '@mantine/core'
import { TRUCK_STATUS_LABELS } from '@/contracts/trucks'
import { useTrucks } from '@/web/lib/trucks'

/**
 * The optional truck a row is for. Shown only to users who have trucks; a truck taken out of
 * service stays offered when the row already names it.
 */
export function TruckSelect({
  value,
  onChange,
  disabled,
  label = 'Truck',
  placeholder = 'No truck',
}: {
  value: string | null
  onChange: (id: string | null) => void
  disabled?: boolean
  label?: string
  /** What "no truck chosen" means here. */
  placeholder?: string
}) {
  const trucks = useTrucks().data?.items ?? []
  if (trucks.length === 0) return null
  const data = trucks
    .filter((t) => t.status !== 'out_of_service' || t.id === value)
    .map((t) => ({
      value: t.id,
      label:
        t.status === 'in_service'
          ? `Unit ${t.unitNumber}`
          : `Unit ${t.unitNumber} (${TRUCK_STATUS_LABELS[t.status]})`,
    }))
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      disabled={disabled}
    />
  )
}
