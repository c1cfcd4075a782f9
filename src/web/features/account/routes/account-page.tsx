import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconDownload, IconFileZip } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { ACCOUNT_MESSAGES, ZIdentityProof } from '@/contracts/account'
import { CLOSE_GRACE_DAYS } from '@/contracts/data-export'
import { useIdentityProof } from '@/web/components/two-factor/identity-proof'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsSection } from '@/web/components/ui/settings-section'
import {
  dataExportFileUrl,
  useCloseAccount,
  useLatestDataExport,
  useStartDataExport,
} from '@/web/features/account/api/account-api'
import { errorText } from '@/web/lib/api'
import { formatBytes, formatDateTime } from '@/web/lib/format'
import { notifyInfo } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useLogout, useSession } from '@/web/lib/session'

/** Export all my data: a zip made in the background, with its progress, then a download. */
function ExportData({ own }: { own: boolean }) {
  const latest = useLatestDataExport()
  const start = useStartDataExport()
  const [error, setError] = useState<string | null>(null)
  if (latest.isError)
    return <LoadError title="Failed to load your data export" onRetry={() => latest.refetch()} />
  if (!latest.data) return <PageLoader />
  const run = latest.data.export
  const busy = run?.status === 'queued' || run?.status === 'running'
  const begin = () => {
    setError(null)
    start.mutate(undefined, { onError: (e) => setError(errorText(e, 'Failed to start the export')) })
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        One zip of everything you keep in RigLedger: every record as JSON, your expenses, settlements and
        mileage as CSV, and your uploaded documents and report files. We make it in the background and e-mail
        you when it is ready; it is kept for 7 days.
      </Text>
      <FormError message={error} />
      {busy && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {run.status === 'queued' ? 'Waiting to start…' : `Preparing: ${run.step ?? 'working'}…`}
          </Text>
          <Progress value={run.progress} aria-label="Export progress" animated />
        </Stack>
      )}
      {run?.status === 'ready' && (
        <Alert color="green" variant="light" icon={<IconFileZip size={16} />} title="Your export is ready">
          <Stack gap="xs">
            <Text size="sm">
              {formatBytes(run.sizeBytes ?? 0)}, made {formatDateTime(run.readyAt!)}; kept until{' '}
              {formatDateTime(run.expiresAt!)}.
            </Text>
            <Group>
              <Button
                component="a"
                href={dataExportFileUrl(run.id)}
                download
                leftSection={<IconDownload size={16} />}
              >
                Download
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {run?.status === 'failed' && (
        <Alert color="red" variant="light" title="The export could not be made">
          Try again; if it fails again, contact support.
        </Alert>
      )}
      {own ? (
        <Group>
          <Button
            variant={run?.status === 'ready' ? 'default' : 'filled'}
            onClick={begin}
            loading={start.isPending}
            disabled={busy}
          >
            {run ? 'Make a new export' : 'Export all my data'}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {ACCOUNT_MESSAGES.ownerOnly}.
        </Text>
      )}
    </Stack>
  )
}

/** IFTA records still within their four years: said before the account is closed, with the export offered. */
function IftaRecordsWarning(props: { warning: string; children?: ReactNode }) {
  return (
    <Alert color="orange" variant="light" title="IFTA records to keep" icon={<IconAlertTriangle size={16} />}>
      <Stack gap="xs">
        <Text size="sm">{props.warning}</Text>
        {props.children}
      </Stack>
    </Alert>
  )
}

/** Close account: a confirmation with the password; then the session ends and the grace period starts. */
function CloseAccount() {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const identity = useIdentityProof()
  const close = useCloseAccount()
  const records = useLatestDataExport().data?.iftaRecords ?? null
  const startExport = useStartDataExport()
  const signOut = useLogout('/login')
  const submit = () => {
    const parsed = parseForm(ZIdentityProof, identity.proof)
    if (!parsed.ok) return setError(parsed.error)
    if (identity.problem) return setError(identity.problem)
    setError(null)
    close.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notifyInfo(message)
        signOut()
      },
      onError: (e) => setError(errorText(e, 'Failed to close your account')),
    })
  }
  const dismiss = () => {
    setOpen(false)
    setError(null)
    identity.reset()
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        Closing your account cancels your subscription and signs you out everywhere. For {CLOSE_GRACE_DAYS}{' '}
        days, signing in again restores everything; after that your account, records and files are deleted for
        good. Export your data first if you want a copy.
      </Text>
      {records && <IftaRecordsWarning warning={records.warning} />}
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          Close account
        </Button>
      </Group>
      <Modal opened={open} onClose={dismiss} title="Close your account?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
          noValidate
        >
          <Stack gap="sm">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
              Your subscription is canceled now. Sign in within {CLOSE_GRACE_DAYS} days to change your mind;
              after that everything is deleted.
            </Alert>
            {records && (
              <IftaRecordsWarning warning={records.warning}>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileZip size={14} />}
                  loading={startExport.isPending}
                  disabled={startExport.isSuccess}
                  onClick={() =>
                    startExport.mutate(undefined, {
                      onSuccess: () =>
                        notifyInfo('Your data export is being prepared: download it on this page'),
                      onError: (e) => setError(errorText(e, 'Failed to start the export')),
                    })
                  }
                >
                  {startExport.isSuccess ? 'Export started' : 'Export my data first'}
                </Button>
              </IftaRecordsWarning>
            )}
            <FormError message={error} />
            {identity.fields}
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                Keep my account
              </Button>
              <Button type="submit" color="red" loading={close.isPending}>
                Close my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  )
}

/** Settings › Account: your data rights (export everything, close the account). */
export function AccountPage() {
  const own = !useSession().data?.impersonatedBy
  return (
    <Stack gap="lg">
      <SettingsSection title="Export all my data" description="Take a copy of everything in your account.">
        <ExportData own={own} />
      </SettingsSection>
      {own && (
        <SettingsSection title="Close account" description="Danger zone: this ends your account.">
          <CloseAccount />
        </SettingsSection>
      )}
    </Stack>
  )
}
