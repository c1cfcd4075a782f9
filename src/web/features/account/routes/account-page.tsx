import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { IconDownload, IconFileZip } from '@tabler/icons-react'
import { useState } from 'react'
import { ACCOUNT_MESSAGES } from '@/contracts/account'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsSection } from '@/web/components/ui/settings-section'
import {
  dataExportFileUrl,
  useLatestDataExport,
  useStartDataExport,
} from '@/web/features/account/api/account-api'
import { errorText } from '@/web/lib/api'
import { formatBytes, formatDateTime } from '@/web/lib/format'
import { useSession } from '@/web/lib/session'

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

/** Settings › Account: your data rights (export everything). */
export function AccountPage() {
  const own = !useSession().data?.impersonatedBy
  return (
    <Stack gap="lg">
      <SettingsSection title="Export all my data" description="Take a copy of everything in your account.">
        <ExportData own={own} />
      </SettingsSection>
    </Stack>
  )
}
