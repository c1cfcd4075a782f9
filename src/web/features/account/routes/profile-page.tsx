import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconMail } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { ACCOUNT_MESSAGES, type ProfileInput, ZEmailChangeInput, ZProfileInput } from '@/contracts/account'
import { useIdentityProof } from '@/web/components/two-factor/identity-proof'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsSection } from '@/web/components/ui/settings-section'
import { useProfile, useRequestEmailChange, useSaveProfile } from '@/web/features/account/api/account-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useSession } from '@/web/lib/session'

/** Every IANA zone the browser knows, US zones first. */
function timeZoneOptions(current: string) {
  const all = Intl.supportedValuesOf('timeZone')
  const us = all.filter((z) => z.startsWith('America/') || z.startsWith('Pacific/Honolulu'))
  const zones = [...new Set([current, ...us, ...all])]
  return zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))
}

function ChangeEmail({ pendingEmail, disabled }: { pendingEmail: string | null; disabled: boolean }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const request = useRequestEmailChange()
  const identity = useIdentityProof()
  const submit = () => {
    const parsed = parseForm(ZEmailChangeInput, { email, ...identity.proof })
    if (!parsed.ok) return setError(parsed.error)
    if (identity.problem) return setError(identity.problem)
    setError(null)
    request.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notifySuccess(message)
        setEmail('')
        identity.reset()
      },
      onError: (e) => setError(errorText(e, 'Failed to send the confirmation link')),
    })
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      noValidate
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Change e-mail
        </Text>
        {pendingEmail && (
          <Alert color="blue" variant="light" icon={<IconMail size={16} />}>
            Waiting for confirmation: open the link we sent to {pendingEmail}.
          </Alert>
        )}
        <FormError message={error} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="New e-mail address"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            disabled={disabled}
            style={{ flex: 1, minWidth: 220 }}
          />
          {identity.fields}
          <Button type="submit" variant="light" loading={request.isPending} disabled={disabled}>
            Send Confirmation Link
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Your password confirms it is you. Your address changes when you open the link sent to the new one.
        </Text>
      </Stack>
    </form>
  )
}

/** Settings › Profile: name, company, username and time zone; the e-mail changes through a link. */
export function ProfilePage() {
  const profile = useProfile()
  const save = useSaveProfile()
  const own = !useSession().data?.impersonatedBy
  const [values, setValues] = useState<ProfileInput | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (profile.data && !values) {
      const { fullName, companyName, username, timeZone } = profile.data
      setValues({ fullName, companyName: companyName ?? '', username, timeZone })
    }
  }, [profile.data, values])
  const zones = useMemo(() => timeZoneOptions(values?.timeZone ?? 'America/Chicago'), [values?.timeZone])

  if (profile.isError)
    return <LoadError title="Failed to load your profile" onRetry={() => profile.refetch()} />
  if (!profile.data || !values) return <PageLoader />
  const set = (field: keyof ProfileInput) => (value: string | null) =>
    setValues((v) => (v ? { ...v, [field]: value ?? '' } : v))
  const submit = () => {
    const parsed = parseForm(ZProfileInput, values)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess(ACCOUNT_MESSAGES.profileSaved),
      onError: (e) => setError(errorText(e, 'Failed to save your profile')),
    })
  }

  return (
    <SettingsSection
      title="Profile"
      description="How you appear in RigLedger and what “today” means for your books."
    >
      <Stack gap="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
          noValidate
        >
          <Stack gap="sm">
            <FormError message={error} />
            <TextInput label="Email" value={profile.data.email} readOnly disabled />
            <TextInput
              label="Full Name"
              value={values.fullName}
              onChange={(e) => set('fullName')(e.currentTarget.value)}
              disabled={!own}
            />
            <TextInput
              label="Company Name"
              value={values.companyName ?? ''}
              onChange={(e) => set('companyName')(e.currentTarget.value)}
              disabled={!own}
            />
            <TextInput
              label="Username"
              value={values.username}
              onChange={(e) => set('username')(e.currentTarget.value)}
              disabled={!own}
            />
            <Select
              label="Time zone"
              searchable
              data={zones}
              value={values.timeZone}
              onChange={set('timeZone')}
              allowDeselect={false}
              disabled={!own}
            />
            {own ? (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Save Changes
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {ACCOUNT_MESSAGES.ownerOnly}.
              </Text>
            )}
          </Stack>
        </form>
        {own && <ChangeEmail pendingEmail={profile.data.pendingEmail} disabled={!own} />}
      </Stack>
    </SettingsSection>
  )
}
