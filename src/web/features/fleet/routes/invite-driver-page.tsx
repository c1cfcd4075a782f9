import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { IconSend, IconTrash, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { runsFleets } from '@/contracts/access-policy'
import { FLEET_MESSAGES, ZFleetInviteInput } from '@/contracts/fleet'
import { EmptyState } from '@/web/components/ui/empty-state'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  useFleetDrivers,
  useFleetInvites,
  useInviteDriver,
  useRemoveDriver,
  useSwitchToDriver,
} from '@/web/features/fleet/api/fleet-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useRoleAllows } from '@/web/lib/session'

/** /drivers/new: invite a driver by e-mail, see the invitations and the fleet's drivers. */
export function InviteDriverPage() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [lastLink, setLastLink] = useState<string | null>(null)
  const invite = useInviteDriver()
  const manager = useRoleAllows(runsFleets)
  const invites = useFleetInvites(manager)
  const drivers = useFleetDrivers(manager)
  const remove = useRemoveDriver()
  const open = useSwitchToDriver()

  const submit = () => {
    const parsed = parseForm(ZFleetInviteInput, { email })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    invite.mutate(parsed.data.email, {
      onSuccess: (created) => {
        notifySuccess(FLEET_MESSAGES.inviteSent(created.email))
        setLastLink(created.inviteUrl)
        setEmail('')
      },
      onError: (e) => setError(errorText(e, 'Failed to send the invitation')),
    })
  }
  const onRemove = async (id: string, name: string) => {
    const message = `Remove ${name} from your fleet? Their own data stays theirs; you will no longer see it.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(id, {
      onSuccess: () => notifySuccess(FLEET_MESSAGES.removed),
      onError: (e) => notifyError(errorText(e, 'Failed to remove the driver')),
    })
  }
  const pending =
    invites.data?.items.filter((i) => !i.acceptedAt && Date.parse(i.expiresAt) > Date.now()) ?? []

  if (!manager) {
    return (
      <>
        <PageTitle title="Add Driver" />
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconUsers}
            title="Drivers belong to a fleet manager's fleet"
            description="A fleet manager invites drivers here. If your fleet manager invited you, open the link in their e-mail to join."
          />
        </Paper>
      </>
    )
  }
  return (
    <>
      <PageTitle title="Add Driver" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Invite a driver by e-mail. They get a link to join your fleet: a company driver or
              owner-operator with an account joins with it; someone new creates an account with that e-mail
              first. Their settlements, expenses and miles then show on your fleet screens.
            </Text>
            <FormError message={error} />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="Driver's email"
                type="email"
                placeholder="driver@example.com"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button type="submit" leftSection={<IconSend size={16} />} loading={invite.isPending}>
                Send Invitation
              </Button>
            </Group>
            {lastLink && (
              <Text size="sm">
                Invitation link (also e-mailed):{' '}
                <Text span ff="monospace" size="xs">
                  {lastLink}
                </Text>
              </Text>
            )}
          </Stack>
        </form>
      </Paper>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        mb="lg"
        component="section"
        aria-label="Drivers"
      >
        <Title order={2} fz="lg" mb={4}>
          Drivers
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Open Books works in a driver's own screens, bannered. Each driver chooses in their Settings whether
          you only read their books or may also add and change their records.
        </Text>
        {drivers.isPending && <PageLoader />}
        {drivers.isError && <LoadError title="Failed to load drivers" onRetry={() => drivers.refetch()} />}
        {drivers.data?.items.length === 0 && (
          <EmptyState
            icon={IconUsers}
            title="No drivers yet"
            description="Drivers appear here once they accept your invitation."
          />
        )}
        {drivers.data && drivers.data.items.length > 0 && (
          <TableScroll label="Drivers" minWidth={760}>
            <Table aria-label="Drivers" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Driver</Table.Th>
                  <Table.Th ta="right">Driver pay (year)</Table.Th>
                  <Table.Th ta="right">Miles</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Their books</Table.Th>
                  <Table.Th w={50} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {drivers.data.items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {d.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {d.email}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(d.driverPayCents)}</Table.Td>
                    <Table.Td ta="right">{formatCount(d.businessMiles)}</Table.Td>
                    <Table.Td>{formatDate(d.joinedAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Badge variant="light" color={d.managerAccess === 'write' ? 'teal' : 'gray'}>
                          {d.managerAccess === 'write' ? 'Read & write' : 'Read-only'}
                        </Badge>
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Open ${d.name}'s books`}
                          loading={open.isPending && open.variables === d.id}
                          onClick={() =>
                            open.mutate(d.id, {
                              onError: (e) => notifyError(errorText(e, 'Failed to open the driver’s books')),
                            })
                          }
                        >
                          Open Books
                        </Button>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${d.name}`}
                        onClick={() => void onRemove(d.id, d.name)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Paper>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-label="Pending invitations"
      >
        <Title order={2} fz="lg" mb="sm">
          Pending invitations
        </Title>
        {pending.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invitation is waiting for an answer.
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {pending.map((i) => (
              <Group key={i.id} component="li" justify="space-between">
                <Text size="sm">{i.email}</Text>
                <Badge variant="light" color="yellow">
                  Until {formatDate(i.expiresAt)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </>
  )
}
