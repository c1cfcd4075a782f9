import { Stack, Switch, Text } from '@mantine/core'
import {
  ACCOUNT_MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  type NotificationKind,
} from '@/contracts/account'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsSection } from '@/web/components/ui/settings-section'
import { useNotificationPrefs, useSaveNotificationPrefs } from '@/web/features/account/api/account-api'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useSession } from '@/web/lib/session'

/** Settings › Notifications: which e-mails the account gets; each switch saves at once. */
export function NotificationsPage() {
  const prefs = useNotificationPrefs()
  const save = useSaveNotificationPrefs()
  const own = !useSession().data?.impersonatedBy
  if (prefs.isError)
    return <LoadError title="Failed to load notification settings" onRetry={() => prefs.refetch()} />
  if (!prefs.data) return <PageLoader />
  const current = prefs.data
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(
      { ...current, [kind]: on },
      {
        onSuccess: () => notifySuccess(ACCOUNT_MESSAGES.notificationsSaved),
        onError: (e) => notifyError(errorText(e, 'Failed to save notification settings')),
      },
    )
  return (
    <SettingsSection title="Notifications" description="Choose which e-mails RigLedger sends you.">
      <Stack gap="md">
        {NOTIFICATION_KINDS.map((kind) => (
          <Switch
            key={kind}
            checked={current[kind]}
            onChange={(e) => toggle(kind, e.currentTarget.checked)}
            disabled={!own || save.isPending}
            label={NOTIFICATION_LABELS[kind].label}
            description={NOTIFICATION_LABELS[kind].description}
          />
        ))}
        {!own && (
          <Text size="sm" c="dimmed">
            {ACCOUNT_MESSAGES.ownerOnly}.
          </Text>
        )}
      </Stack>
    </SettingsSection>
  )
}
