import { Alert, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconUpload } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { DOCUMENT_MESSAGES } from '@/contracts/documents'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { RecentUploads } from '@/web/features/documents/components/recent-uploads'
import { UploadFileList } from '@/web/features/documents/components/upload-file-list'
import { UploadIntro } from '@/web/features/documents/components/upload-intro'
import { UploadPicker } from '@/web/features/documents/components/upload-picker'
import { UploadTips } from '@/web/features/documents/components/upload-tips'
import { type BatchResult, useUploadQueue } from '@/web/features/documents/lib/use-upload-queue'
import { settlementFileProblem } from '@/web/lib/documents/file-types'
import { notifyError, notifyInfo, notifySuccess } from '@/web/lib/notify'
import { useSession } from '@/web/lib/session'

/** The spec's toasts once every file of an Upload & Process is finished. */
function reportBatch({ total, succeeded, noneUploaded }: BatchResult) {
  if (noneUploaded) return notifyError(DOCUMENT_MESSAGES.uploadFailed)
  if (succeeded === 0) return notifyError('Failed to process documents. Please try again.')
  if (succeeded === total) {
    return notifySuccess(
      total === 1
        ? 'Successfully extracted payroll information'
        : `All ${total} documents processed successfully!`,
    )
  }
  notifyInfo(`${succeeded} out of ${total} documents processed successfully`)
}

export function UploadPage() {
  const session = useSession()
  const queue = useUploadQueue(useCallback(reportBatch, []))
  const [rejected, setRejected] = useState<{ name: string; problem: string }[]>([])

  const addFiles = (files: File[], source: 'browse' | 'camera') => {
    const problems = files.flatMap((file) => {
      const problem = settlementFileProblem(file, source === 'camera')
      return problem ? [{ name: file.name, problem }] : []
    })
    setRejected(problems)
    queue.add(files.filter((file) => !settlementFileProblem(file, source === 'camera')))
  }

  const uploadAndProcess = async () => {
    setRejected([])
    if (!(await queue.start())) notifyError(DOCUMENT_MESSAGES.noFiles)
  }

  return (
    <>
      <BackLink />
      <PageTitle title="Upload Documents" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              <UploadIntro role={session.data?.role} />
              <UploadPicker onFiles={addFiles} disabled={queue.sending} />
              {rejected.length > 0 && (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  icon={<IconAlertCircle size={18} />}
                  title={rejected[0]!.problem}
                  withCloseButton
                  onClose={() => setRejected([])}
                  closeButtonLabel="Dismiss"
                >
                  {rejected.map((file) => file.name).join(', ')} {rejected.length === 1 ? 'was' : 'were'} not
                  added.
                </Alert>
              )}
              {queue.items.length > 0 && (
                <>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      Selected files ({queue.items.length})
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="gray"
                      onClick={queue.clear}
                      disabled={queue.busy}
                    >
                      Clear All
                    </Button>
                  </Group>
                  <UploadFileList items={queue.items} documents={queue.documents} onRemove={queue.remove} />
                </>
              )}
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to="/settlements" variant="default">
                  Cancel
                </Button>
                <Button
                  leftSection={<IconUpload size={16} />}
                  onClick={() => void uploadAndProcess()}
                  loading={queue.sending}
                  // One batch at a time, so its summary counts only its own files.
                  disabled={queue.busy && !queue.sending}
                >
                  Upload &amp; Process
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <UploadTips />
        </Grid.Col>
        <Grid.Col span={12}>
          <RecentUploads />
        </Grid.Col>
      </Grid>
    </>
  )
}
