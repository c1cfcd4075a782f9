import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { SETTINGS_MESSAGES } from '@/contracts/admin'
import { SECURITY_BOUNDS, SECURITY_LABELS, type SecuritySettings, ZSecuritySettings } from '@/contracts/auth'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import {
  useSaveSecuritySettings,
  useSecuritySettings,
} from '@/web/features/auth/admin/api/security-settings-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

type Field = Exclude<keyof SecuritySettings, 'requireAdminTwoFactor'>
type Values = Record<Field, number | string>

const HELP: Record<Field, string> = {
  sessionLifetimeDays:
    'How long a “Remember me” sign-in lasts without use. Without “Remember me” a session ends after 12 hours.',
  loginCaptchaAfter: 'Within 15 minutes, from any address; then every try on the account needs a captcha.',
  loginAddressCaptchaAfter:
    'Within 15 minutes, on any account; then every try from the address needs a captcha. A truck stop’s Wi-Fi is one address.',
  loginDelayAfter: 'Within 15 minutes; then each next try waits 1 s, 2 s, 4 s, … (at most 15 minutes).',
}

const FIELDS: Field[] = [
  'sessionLifetimeDays',
  'loginCaptchaAfter',
  'loginAddressCaptchaAfter',
  'loginDelayAfter',
]

/** The session lifetime and the sign-in throttle's limits; a value left at the server's default follows it. */
export function SecuritySettingsForm() {
  const stored = useSecuritySettings()
  const save = useSaveSecuritySettings()
  const [values, setValues] = useState<Values | null>(null)
  const [requireTwoFactor, setRequireTwoFactor] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (stored.data) {
      const { defaults: _, requireAdminTwoFactor, ...settings } = stored.data
      setValues(settings)
      setRequireTwoFactor(requireAdminTwoFactor ?? false)
    }
  }, [stored.data])
  if (stored.isError && !stored.data) {
    return <LoadError title="Failed to load the security settings" onRetry={() => void stored.refetch()} />
  }
  if (!values || !stored.data) return <PageLoader />
  const { defaults } = stored.data
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch })

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = parseForm(ZSecuritySettings, {
          ...Object.fromEntries(
            FIELDS.map((field) => [field, values[field] === '' ? undefined : Number(values[field])]),
          ),
          requireAdminTwoFactor: requireTwoFactor,
        })
        if (!parsed.ok) return setError(parsed.error)
        save.mutate(parsed.data, {
          onSuccess: () => {
            setError(null)
            notifySuccess(SETTINGS_MESSAGES.saved)
          },
          onError: (e) => setError(errorText(e, 'Failed to save settings')),
        })
      }}
    >
      <Stack gap="sm" maw={720}>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FIELDS.map((field) => {
            const bounds =
              field === 'sessionLifetimeDays' ? SECURITY_BOUNDS.sessionLifetimeDays : SECURITY_BOUNDS.limit
            return (
              <NumberInput
                key={field}
                label={SECURITY_LABELS[field]}
                description={`${HELP[field]} Server default: ${defaults[field].toLocaleString('en-US')}.`}
                min={bounds.min}
                max={bounds.max}
                allowDecimal={false}
                allowNegative={false}
                // Out of bounds is said, not silently corrected on blur.
                clampBehavior="none"
                thousandSeparator=","
                value={values[field]}
                onChange={(value) => set({ [field]: value })}
              />
            )
          })}
        </SimpleGrid>
        <Switch
          label={SECURITY_LABELS.requireAdminTwoFactor}
          description="Off, an admin without two-factor sign-in is asked to turn it on at each sign-in. On, they must set it up before using the back office. Turn it on for your own account first (below)."
          checked={requireTwoFactor}
          onChange={(event) => setRequireTwoFactor(event.currentTarget.checked)}
        />
        <Text size="xs" c="dimmed">
          Changes apply from the next sign-in; a signed-in session takes the new lifetime the next time it is
          used.
        </Text>
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
          <Button
            variant="default"
            onClick={() => {
              const { requireAdminTwoFactor, ...numbers } = defaults
              setValues(numbers)
              setRequireTwoFactor(requireAdminTwoFactor ?? false)
            }}
          >
            Use Server Defaults
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
