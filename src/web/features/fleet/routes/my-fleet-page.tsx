import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { IconDoorExit, IconUsers } from '@tabler/icons-react'
import { ACCESS_LEVELS, type AccessLevel } from '@/contracts/access'
import { FLEET_MESSAGES } from '@/contracts/fleet'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsHeading } from '@/web/components/ui/settings-section'
import { useLeaveFleet, useMyFleet, useSetManagerAccess } from '@/web/features/fleet/api/my-fleet-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useSession } from '@/web/lib/session'

const DRIVER_ROLES = new Set(['company_driver', 'owner_operator'])

/** Settings › My Fleet: the fleet a driver drives for, what its manager may do in their books, leaving it. */
export function MyFleetPage() {
  const session = useSession().data
  const own = Boolean(session && DRIVER_ROLES.has(session.role) && !session.impersonatedBy)
  const fleet = useMyFleet(own)
  const setAccess = useSetManagerAccess()
  const leave = useLeaveFleet()

  const onAccess = (value: string) => {
    if (!(ACCESS_LEVELS as readonly string[]).includes(value)) return
    setAccess.mutate(value as AccessLevel, {
      onSuccess: () => notifySuccess(FLEET_MESSAGES.accessSaved),
      onError: (e) => notifyError(errorText(e, 'Failed to save fleet access')),
    })
  }
  const onLeave = async (name: string) => {
    const message = `Leave ${name}? Your data stays yours; your fleet manager no longer sees it.`
    if (!(await confirmAction({ message, confirmLabel: 'Leave Fleet' }))) return
    leave.mutate(undefined, {
      onSuccess: () => notifySuccess(FLEET_MESSAGES.left),
      onError: (e) => notifyError(errorText(e, 'Failed to leave the fleet')),
    })
  }

  const body = () => {
    if (!own)
      return (
        <EmptyState
          icon={IconUsers}
          title="Only the driver decides about their fleet"
          description="A company driver or owner-operator, signed in to their own account, manages their fleet here."
        />
      )
    if (fleet.isPending) return <PageLoader />
    if (fleet.isError) return <LoadError title="Failed to load your fleet" onRetry={() => fleet.refetch()} />
    const mine = fleet.data.fleet
    if (!mine)
      return (
        <EmptyState
          icon={IconUsers}
          title={FLEET_MESSAGES.notInFleet}
          description="When a fleet manager invites you, open the link in their e-mail to join their fleet."
        />
      )
    return (
      <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
        <div>
          <Title order={2} fz="lg">
            {mine.fleetName}
          </Title>
          <Text size="sm" c="dimmed">
            Managed by {mine.managerName} ({mine.managerEmail}) · joined {formatDate(mine.joinedAt)}
          </Text>
        </div>
        <Text size="sm">
          Your fleet manager sees your settlements, expenses and miles. Choose whether they may also add and
          change your records, for example to enter a settlement for you. Everything they change is recorded,
          and you can change your mind at any time.
        </Text>
        <SegmentedControl
          aria-label="Your fleet manager may"
          value={mine.managerAccess}
          onChange={onAccess}
          disabled={setAccess.isPending}
          data={[
            { value: 'read', label: 'Read only' },
            { value: 'write', label: 'Read and write' },
          ]}
          maw={360}
        />
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconDoorExit size={16} />}
            loading={leave.isPending}
            onClick={() => void onLeave(mine.fleetName)}
          >
            Leave Fleet
          </Button>
        </Group>
      </Stack>
    )
  }

  return (
    <>
      <SettingsHeading title="My Fleet" />
      <Paper withBorder radius="md">
        {body()}
      </Paper>
    </>
  )
}
