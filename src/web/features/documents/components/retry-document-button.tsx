import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import type { DocumentView } from '@/contracts/documents'
import { errorText } from '@/web/lib/api'
import { useRetryDocument } from '@/web/lib/documents/documents-api'
import { notifyError, notifySuccess } from '@/web/lib/notify'

/** Retry on a settlement document that failed: the server reads it again. Nothing for any other. */
export function RetryDocumentButton({ document }: { document: DocumentView }) {
  const retry = useRetryDocument()
  if (document.status !== 'failed' || document.kind !== 'settlement') return null

  const readAgain = async () => {
    try {
      await retry.mutateAsync(document.id)
      notifySuccess(`${document.fileName} will be read again`)
    } catch (error) {
      notifyError(errorText(error, 'Failed to retry the document'))
    }
  }

  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconRefresh size={14} aria-hidden />}
      loading={retry.isPending}
      aria-label={`Retry ${document.fileName}`}
      onClick={() => void readAgain()}
    >
      Retry
    </Button>
  )
}
