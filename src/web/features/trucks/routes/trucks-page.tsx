import { ActionIcon, Badge, Button, Group, Menu, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconDots, IconPencil, IconPlus, IconTrash, IconTruck } from '@tabler/icons-react'
import { useState } from 'react'
import { keepsTrucks } from '@/contracts/access-policy'
import { TRUCK_MESSAGES, TRUCK_STATUS_LABELS, type Truck, type TruckStatus } from '@/contracts/trucks'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsHeading } from '@/web/components/ui/settings-section'
import { useDeleteTruck } from '@/web/features/trucks/api/trucks-api'
import { TruckFormModal } from '@/web/features/trucks/components/truck-form-modal'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatCount } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useRoleAllows, useSession } from '@/web/lib/session'
import { useTrucks } from '@/web/lib/trucks'

const STATUS_COLORS: Record<TruckStatus, string> = {
  in_service: 'green',
  in_shop: 'yellow',
  out_of_service: 'red',
}

function TruckCard({
  truck,
  onEdit,
  onDelete,
}: {
  truck: Truck & { fleet: boolean }
  onEdit: () => void
  onDelete: () => void
}) {
  const facts = [
    truck.vin && `VIN ${truck.vin}`,
    truck.plate && `Plate ${truck.plate}${truck.plateState ? ` (${truck.plateState})` : ''}`,
    truck.taxableGrossWeightLb !== null && `${formatCount(truck.taxableGrossWeightLb)} lb taxable gross`,
    truck.odometerMiles !== null && `${formatCount(truck.odometerMiles)} mi`,
  ].filter(Boolean)
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>Unit {truck.unitNumber}</Text>
            <Badge color={STATUS_COLORS[truck.status]} variant="light">
              {TRUCK_STATUS_LABELS[truck.status]}
            </Badge>
            {truck.fleet && (
              <Badge color="gray" variant="outline">
                Fleet
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {facts.length ? facts.join(' · ') : 'No details yet'}
          </Text>
        </Stack>
        {!truck.fleet && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for unit ${truck.unitNumber}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                Edit
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  )
}

/** Settings › Trucks: an owner-operator's or fleet manager's trucks, which rows can be tagged with. */
export function TrucksPage() {
  const _role = useSession().data?.role
  const trucks = useTrucks()
  const remove = useDeleteTruck()
  const [editing, setEditing] = useState<Truck | null | undefined>(undefined)
  const owner = useRoleAllows(keepsTrucks)

  const onDelete = async (truck: Truck) => {
    const message = `Delete unit ${truck.unitNumber}? Expenses, settlements and miles tagged with it keep their amounts and lose the tag.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(truck.id, {
      onSuccess: () => notifySuccess(TRUCK_MESSAGES.deleted),
      onError: (error) => notifyError(errorText(error, TRUCK_MESSAGES.deleteFailed)),
    })
  }

  return (
    <>
      <SettingsHeading
        title="Trucks"
        actions={
          owner && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              Add Truck
            </Button>
          )
        }
      />
      {!owner && !trucks.data?.items.length && (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconTruck}
            title="Trucks are kept by owner-operators and fleet managers"
            description="As a company driver, the truck you drive is your carrier's. Your pay, expenses and miles are recorded without one."
          />
        </Paper>
      )}
      {owner && trucks.isPending && <PageLoader />}
      {owner && trucks.isError && (
        <LoadError title={TRUCK_MESSAGES.loadFailed} onRetry={() => trucks.refetch()} />
      )}
      {owner && trucks.data?.items.length === 0 && (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconTruck}
            title="No trucks yet"
            description="Add your trucks to tag expenses, settlements and miles with them and see profit and cost per truck."
            action={
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
                Add Truck
              </Button>
            }
          />
        </Paper>
      )}
      {trucks.data && trucks.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {trucks.data.items.map((truck) => (
            <TruckCard
              key={truck.id}
              truck={truck}
              onEdit={() => setEditing(truck)}
              onDelete={() => void onDelete(truck)}
            />
          ))}
        </SimpleGrid>
      )}
      <TruckFormModal truck={editing} onClose={() => setEditing(undefined)} />
    </>
  )
}
