import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { SETTINGS_MESSAGES, ZEmailSettingsInput } from '@/contracts/admin'
import { FormError } from '@/web/components/ui/form-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useEmailSettings, useSaveEmailSettings, useSendTestEmail } from '@/web/features/admin/api/admin-api'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useSession } from '@/web/lib/session'

/** The SMTP server outgoing mail uses; the password is write-only (shown masked once saved). */
export function EmailSettingsForm() {
  const stored = useEmailSettings()
  const save = useSaveEmailSettings()
  const test = useSendTestEmail()
  const me = useSession().data
  const [values, setValues] = useState({
    host: '',
    port: 587 as number | string,
    user: '',
    password: '',
    fromEmail: '',
    fromName: 'RigLedger',
  })
  const [testTo, setTestTo] = useState('')
  const [error, setError] = useState<string | null>(null)
  /** The last test send's outcome: the banner tells it, a failure in red. */
  const [lastTest, setLastTest] = useState<{ ok: boolean; message: string } | null>(null)
  useEffect(() => {
    if (stored.data) {
      const { host, port, user, fromEmail, fromName } = stored.data
      setValues({ host, port, user, password: '', fromEmail, fromName })
    }
  }, [stored.data])
  useEffect(() => {
    if (me?.email) setTestTo((current) => current || me.email)
  }, [me?.email])
  if (!stored.data) return <PageLoader />
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch })

  return (
    <Stack gap="md" maw={640}>
      <Alert
        variant="light"
        color={lastTest ? (lastTest.ok ? 'green' : 'red') : stored.data.configured ? 'blue' : 'gray'}
        title={lastTest ? (lastTest.ok ? 'Test e-mail sent' : 'Test e-mail failed') : undefined}
        role={lastTest && !lastTest.ok ? 'alert' : 'status'}
        data-testid="mail-banner"
      >
        {lastTest
          ? `${lastTest.message} `
          : stored.data.configured
            ? `Mail is set to go out through ${stored.data.host}:${stored.data.port}; Send Test Email checks that it does. `
            : 'No SMTP server saved: mail goes to the server’s SMTP_URL if set, otherwise to the dev outbox. '}
        <Anchor component={Link} to="/admin/outbox" size="sm">
          Open the outbox
        </Anchor>
      </Alert>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const parsed = parseForm(ZEmailSettingsInput, {
            ...values,
            port: Number(values.port),
            password: values.password === '' ? undefined : values.password,
          })
          if (!parsed.ok) return setError(parsed.error)
          save.mutate(parsed.data, {
            onSuccess: () => {
              setError(null)
              // New settings are untested again.
              setLastTest(null)
              notifySuccess(SETTINGS_MESSAGES.saved)
            },
            onError: (e) => setError(errorText(e, 'Failed to save settings')),
          })
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="SMTP host"
              required
              value={values.host}
              onChange={(e) => set({ host: e.currentTarget.value })}
            />
            <NumberInput
              label="Port"
              min={1}
              max={65535}
              allowDecimal={false}
              value={values.port}
              onChange={(port) => set({ port })}
            />
            <TextInput
              label="Username"
              value={values.user}
              onChange={(e) => set({ user: e.currentTarget.value })}
            />
            <PasswordInput
              label="Password"
              placeholder={stored.data.passwordMasked ?? 'Not set'}
              description={stored.data.passwordMasked ? 'Leave blank to keep the saved password' : undefined}
              value={values.password}
              onChange={(e) => set({ password: e.currentTarget.value })}
              autoComplete="new-password"
            />
            <TextInput
              label="From email"
              required
              value={values.fromEmail}
              onChange={(e) => set({ fromEmail: e.currentTarget.value })}
            />
            <TextInput
              label="From name"
              value={values.fromName}
              onChange={(e) => set({ fromName: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Button type="submit" loading={save.isPending} w="fit-content">
            Save Settings
          </Button>
        </Stack>
      </form>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Send a test e-mail to"
          value={testTo}
          onChange={(e) => setTestTo(e.currentTarget.value)}
          w={280}
        />
        <Button
          variant="default"
          loading={test.isPending}
          onClick={() => {
            const to = testTo.trim()
            test.mutate(to, {
              onSuccess: () => {
                setLastTest({ ok: true, message: SETTINGS_MESSAGES.testSent(to) })
                notifySuccess(SETTINGS_MESSAGES.testSent(to))
              },
              onError: (e) => {
                const message = errorText(e, SETTINGS_MESSAGES.testFailed)
                setLastTest({ ok: false, message })
                notifyError(message)
              },
            })
          }}
        >
          Send Test Email
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        The password is encrypted in the database and never shown again. Port 465 uses TLS from the start;
        other ports upgrade with STARTTLS when the server offers it.
      </Text>
    </Stack>
  )
}
