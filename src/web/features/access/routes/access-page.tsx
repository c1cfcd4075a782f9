import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconShare, IconUserShield } from '@tabler/icons-react'
import { useState } from 'react'
import { ACCESS_MESSAGES, type AccessLevel, ZAccessGrantInput } from '@/contracts/access'
import { isClient } from '@/contracts/access-policy'
import { EmptyState } from '@/web/components/ui/empty-state'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsHeading } from '@/web/components/ui/settings-section'
import { useAccessGrants, useGrantAccess, useRevokeAccess } from '@/web/features/access/api/access-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useRoleAllows, useSession } from '@/web/lib/session'

/** Settings › Accountant Access: share the books with an accountant, read-only or read-write, and revoke. */
export function AccessPage() {
  const session = useSession().data
  // Sharing is a client's, in their own session (contracts/access-policy).
  const own = useRoleAllows(isClient) && !session?.impersonatedBy
  const grants = useAccessGrants(own)
  const grant = useGrantAccess()
  const revoke = useRevokeAccess()
  const [email, setEmail] = useState('')
  const [access, setAccess] = useState<AccessLevel>('read')
  const [error, setError] = useState<string | null>(null)

  const submit = () => {
    const parsed = parseForm(ZAccessGrantInput, { email, access })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    grant.mutate(parsed.data, {
      onSuccess: (created) => {
        notifySuccess(ACCESS_MESSAGES.granted(created.email))
        setEmail('')
      },
      onError: (e) => setError(errorText(e, 'Failed to share access')),
    })
  }
  const onRevoke = async (id: string, who: string) => {
    if (!(await confirmAction({ message: `Revoke ${who}'s access to your books? They lose it at once.` })))
      return
    revoke.mutate(id, {
      onSuccess: () => notifySuccess(ACCESS_MESSAGES.revoked),
      onError: (e) => notifyError(errorText(e, 'Failed to revoke access')),
    })
  }

  return (
    <>
      <SettingsHeading title="Accountant Access" />
      {!own ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconUserShield}
            title="Only the owner of these books can share them"
            description="Access is shared by the client, signed in to their own account."
          />
        </Paper>
      ) : (
        <>
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
                  Give your accountant access to your settlements, expenses, mileage and reports. An
                  accountant with an account gets you at once; anyone else gets an e-mail to create one.
                  Everything they do in your books is recorded.
                </Text>
                <FormError message={error} />
                <TextInput
                  label="Accountant's email"
                  type="email"
                  placeholder="cpa@example.com"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <SegmentedControl
                  aria-label="Access"
                  value={access}
                  onChange={(value) => setAccess(value as AccessLevel)}
                  data={[
                    { value: 'read', label: 'Read-only' },
                    { value: 'write', label: 'Read and write' },
                  ]}
                />
                <Group justify="flex-end">
                  <Button type="submit" leftSection={<IconShare size={16} />} loading={grant.isPending}>
                    Share Access
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label="People with access"
          >
            <Title order={2} fz="lg" mb="sm">
              People with access
            </Title>
            {grants.isPending && <PageLoader />}
            {grants.isError && <LoadError title="Failed to load access" onRetry={() => grants.refetch()} />}
            {grants.data?.items.length === 0 && (
              <Text size="sm" c="dimmed">
                Nobody else has access to your books.
              </Text>
            )}
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {grants.data?.items.map((g) => (
                <Group key={g.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text size="sm" fw={500}>
                      {g.accountantName ?? g.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {g.accountantName ? g.email : 'Invited, no account yet'} · since{' '}
                      {formatDate(g.createdAt)}
                    </Text>
                  </div>
                  <Group gap="xs">
                    <Badge variant="light" color={g.access === 'write' ? 'blue' : 'gray'}>
                      {g.access === 'write' ? 'Read & write' : 'Read-only'}
                    </Badge>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => void onRevoke(g.id, g.accountantName ?? g.email)}
                    >
                      Revoke
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          </Paper>
        </>
      )}
    </>
  )
}
