import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { DataExport } from '@/contracts/data-export'
import { useAdminUserDetails } from '@/web/features/users/admin/api/users-api'
import { api, errorText } from '@/web/lib/api'

/**
 * In the delete confirmation: the admin can prepare the account's data export first (a zip of all
 * its data, made in the background), follow it and download it before deleting.
 */
export function ExportBeforeDelete({ userId, name }: { userId: string; name: string }) {
  const [id, setId] = useState<string | null>(null)
  const [run, setRun] = useState<DataExport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)
  useEffect(() => {
    if (!id) return
    let stop = false
    const poll = async () => {
      try {
        const next = await api<DataExport>(`/api/admin/users/${userId}/export/${id}`)
        if (stop) return
        setRun(next)
        if (next.status === 'queued' || next.status === 'running') setTimeout(poll, 1000)
      } catch (e) {
        if (!stop) setError(errorText(e, 'Failed to follow the export'))
      }
    }
    void poll()
    return () => {
      stop = true
    }
  }, [id, userId])
  const start = async () => {
    setStarting(true)
    setError(null)
    try {
      setId((await api<{ id: string }>(`/api/admin/users/${userId}/export`, { method: 'POST', body: {} })).id)
    } catch (e) {
      setError(errorText(e, 'Failed to start the export'))
    } finally {
      setStarting(false)
    }
  }
  // IFTA records still within their four years are said first: the export is how they are kept.
  const records = useAdminUserDetails(userId).data?.iftaRecords
  return (
    <Stack gap="xs" mt="sm">
      {records && (
        <Alert
          color="orange"
          variant="light"
          title="IFTA records to keep"
          icon={<IconAlertTriangle size={16} />}
        >
          {records.warning}
        </Alert>
      )}
      <Text size="sm">
        Keep a copy first? Prepare {name}’s data export (a zip of everything) before deleting.
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {!id && (
        <Group>
          <Button size="xs" variant="light" onClick={start} loading={starting}>
            Prepare data export
          </Button>
        </Group>
      )}
      {id && run?.status !== 'ready' && run?.status !== 'failed' && (
        <Progress value={run?.progress ?? 0} aria-label="Export progress" animated />
      )}
      {run?.status === 'failed' && (
        <Text size="sm" c="red.8">
          The export could not be made.
        </Text>
      )}
      {run?.status === 'ready' && (
        <Group>
          <Button
            size="xs"
            component="a"
            href={`/api/admin/users/${userId}/export/${run.id}/file`}
            download
            leftSection={<IconDownload size={14} />}
          >
            Download export
          </Button>
        </Group>
      )}
    </Stack>
  )
}
