import { Button, Checkbox, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { SETTINGS_MESSAGES } from '@/contracts/admin'
import type { NotificationSettings } from '@/contracts/notifications'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { PageLoader } from '@/web/components/ui/page-loader'
import {
  useNotificationSettings,
  useSaveNotificationSettings,
} from '@/web/features/notifications/admin/api/admin-notifications-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'

/** Which notifications the server raises, and whether high and urgent ones are e-mailed to admins. */
export function NotificationSettingsForm() {
  const stored = useNotificationSettings()
  const save = useSaveNotificationSettings()
  const [values, setValues] = useState<NotificationSettings | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (stored.data) setValues(stored.data)
  }, [stored.data])
  if (!values) return <PageLoader />
  const set = (patch: Partial<NotificationSettings>) => setValues({ ...values, ...patch })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(values, {
          onSuccess: () => {
            setError(null)
            notifySuccess(SETTINGS_MESSAGES.saved)
          },
          onError: (e) => setError(errorText(e, 'Failed to save settings')),
        })
      }}
    >
      <Stack gap="sm" maw={520}>
        <FormError message={error} />
        <Checkbox
          label="Email notifications"
          description="E-mail every administrator the high and urgent notifications as they arrive"
          checked={values.emailNotifications}
          onChange={(e) => set({ emailNotifications: e.currentTarget.checked })}
        />
        <Checkbox
          label="Large expense alerts"
          description="When a user records an expense at or over the amount below"
          checked={values.expenseAlerts}
          onChange={(e) => set({ expenseAlerts: e.currentTarget.checked })}
        />
        <MoneyInput
          label="Large expense threshold"
          disabled={!values.expenseAlerts}
          value={values.largeExpenseThresholdCents}
          onChange={(cents) => set({ largeExpenseThresholdCents: cents ?? 0 })}
          w={220}
        />
        <Checkbox
          label="Revenue anomaly alerts"
          description="When a user's month brings over twice the average of the three months before"
          checked={values.revenueAlerts}
          onChange={(e) => set({ revenueAlerts: e.currentTarget.checked })}
        />
        <Checkbox
          label="System alerts"
          description="Failed document and report jobs, refused e-mail, and crashes of the web app"
          checked={values.systemAlerts}
          onChange={(e) => set({ systemAlerts: e.currentTarget.checked })}
        />
        <Text size="xs" c="dimmed">
          Notifications show on the Admin Dashboard's Notifications tab.
        </Text>
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save Settings
        </Button>
      </Stack>
    </form>
  )
}
