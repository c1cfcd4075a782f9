import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { IconDeviceDesktop, IconLock } from '@tabler/icons-react'
import { useState } from 'react'
import { ACCOUNT_MESSAGES, ZPasswordChange } from '@/contracts/account'
import { AUTH_MESSAGES } from '@/contracts/auth'
import { TwoFactorPanel } from '@/web/components/two-factor/two-factor-panel'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsSection } from '@/web/components/ui/settings-section'
import { useChangePassword, useRevokeSession, useSessions } from '@/web/features/account/api/account-api'
import { errorField, errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useSession } from '@/web/lib/session'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

function ChangePassword() {
  const [values, setValues] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [newPasswordError, setNewPasswordError] = useState<string | null>(null)
  const change = useChangePassword()
  const submit = () => {
    const parsed = parseForm(ZPasswordChange, values)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    setNewPasswordError(null)
    change.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notifySuccess(message)
        setValues(EMPTY)
      },
      onError: (e) => {
        const message = errorText(e, 'Failed to change your password')
        // A new password the policy refuses is said under it.
        if (errorField(e) === 'newPassword') setNewPasswordError(message)
        else setError(message)
      },
    })
  }
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value
      setValues((v) => ({ ...v, [name]: value }))
    },
  })
  return (
    <SettingsSection
      title="Change Password"
      description="Your other sessions are signed out when it changes."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        noValidate
      >
        <Stack gap="sm" maw={420}>
          <FormError message={error} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description={AUTH_MESSAGES.passwordHint}
            autoComplete="new-password"
            error={newPasswordError}
            {...field('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Group>
            <Button type="submit" leftSection={<IconLock size={16} />} loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  )
}

function Sessions() {
  const sessions = useSessions()
  const revoke = useRevokeSession()
  const onRevoke = async (id: string, device: string) => {
    if (!(await confirmAction({ message: `Sign out ${device}?`, confirmLabel: 'Sign Out' }))) return
    revoke.mutate(id, {
      onSuccess: () => notifySuccess(ACCOUNT_MESSAGES.sessionRevoked),
      onError: (e) => notifyError(errorText(e, 'Failed to sign the session out')),
    })
  }
  return (
    <SettingsSection title="Sessions" description="Where your account is signed in now.">
      {sessions.isPending && <PageLoader />}
      {sessions.isError && (
        <LoadError title="Failed to load your sessions" onRetry={() => sessions.refetch()} />
      )}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {sessions.data?.items.map((s) => (
          <Group key={s.id} component="li" justify="space-between" wrap="wrap" gap="xs">
            <Group gap="sm" wrap="nowrap">
              <IconDeviceDesktop size={20} aria-hidden />
              <div>
                <Text size="sm" fw={500}>
                  {s.device}{' '}
                  {s.current && (
                    <Badge size="xs" variant="light" color="green">
                      This device
                    </Badge>
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.ip ?? 'Unknown address'} · last active {formatDateTime(s.lastSeenAt)} · signed in{' '}
                  {formatDateTime(s.createdAt)}
                </Text>
              </div>
            </Group>
            {!s.current && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => void onRevoke(s.id, s.device)}
                aria-label={`Sign out ${s.device}`}
              >
                Sign Out
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </SettingsSection>
  )
}

/** Settings › Security: the password and where the account is signed in. */
export function SecurityPage() {
  const own = !useSession().data?.impersonatedBy
  if (!own)
    return (
      <SettingsSection title="Security">
        <Text size="sm" c="dimmed">
          {ACCOUNT_MESSAGES.ownerOnly}.
        </Text>
      </SettingsSection>
    )
  return (
    <Stack gap="md">
      <ChangePassword />
      <TwoFactorPanel />
      <Sessions />
    </Stack>
  )
}
