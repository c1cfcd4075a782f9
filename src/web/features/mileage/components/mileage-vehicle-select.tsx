import { Select } from '@mantine/core'
import { MILEAGE_VEHICLE_LABELS } from '@/contracts/mileage'
import type { MileageVehicle } from '@/domain/mileage/eligibility'
import { useSetMileageVehicle } from '@/web/features/mileage/api/mileage-api'
import { errorText } from '@/web/lib/api'
import { notifyError } from '@/web/lib/notify'

const VEHICLE_OPTIONS = Object.entries(MILEAGE_VEHICLE_LABELS).map(([value, label]) => ({ value, label }))

/** What the logged miles are driven in, as the user says; the server decides from it whether the rate applies. */
export function MileageVehicleSelect({ vehicle }: { vehicle: MileageVehicle | null }) {
  const save = useSetMileageVehicle()
  return (
    <Select
      label="Vehicle"
      placeholder="Choose your vehicle"
      data={VEHICLE_OPTIONS}
      allowDeselect={false}
      // The choice shows at once; the log follows when the server has it.
      value={save.isPending ? save.variables : vehicle}
      onChange={(value) => {
        if (!value) return
        save.mutate(value as MileageVehicle, {
          onError: (error) => notifyError(errorText(error, 'Failed to save your vehicle')),
        })
      }}
      w={{ base: '100%', xs: 240 }}
    />
  )
}
