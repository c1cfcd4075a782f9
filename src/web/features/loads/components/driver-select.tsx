import { Select } from '@mantine/core'
import { runsFleets } from '@/contracts/access-policy'
import { useFleetDrivers } from '@/web/lib/fleet-drivers'
import { useRoleAllows } from '@/web/lib/session'

/**
 * A fleet manager's load: which of the fleet's drivers hauls it. Shown only to a fleet manager with
 * drivers; a driver who has left the fleet stays shown on the load that names them.
 */
export function DriverSelect({
  value,
  currentName,
  onChange,
}: {
  value: string | null
  /** The name of the driver the load names now (who may have left the fleet). */
  currentName: string | null
  onChange: (id: string | null) => void
}) {
  const manager = useRoleAllows(runsFleets)
  const drivers = useFleetDrivers(manager).data?.items ?? []
  if (!manager || (drivers.length === 0 && !value)) return null
  const data = drivers.map((d) => ({ value: d.id, label: d.name || d.email }))
  if (value && !drivers.some((d) => d.id === value))
    data.push({ value, label: `${currentName ?? 'A former driver'} (not in the fleet)` })
  return (
    <Select
      label="Driver"
      placeholder="No driver"
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable={data.length > 8}
    />
  )
}
