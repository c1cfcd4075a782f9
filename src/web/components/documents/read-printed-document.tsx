import { Alert, Button, FileButton, Group, Loader, Text } from '@mantine/core'
import { IconFileUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { DocumentView } from '@/contracts/documents'
import { api } from '@/web/lib/api'
import { uploadPrinted } from '@/web/lib/documents/upload-files'

const ACCEPT = 'application/pdf,image/*,.heic,.heif'
const POLL_MS = 1000

type State =
  | { step: 'idle' }
  | { step: 'uploading'; progress: number }
  | { step: 'reading' }
  | { step: 'failed'; message: string }

export interface ReadPrintedDocumentProps {
  kind: 'rate_confirmation' | 'fuel_receipt'
  /** The button's words ("Read Rate Confirmation"). */
  label: string
  /** What the screen says while the server reads ("Reading the rate confirmation… the load opens when it is read."). */
  readingText: string
  /** Where what was read opens, or null when the reading made nothing. */
  destination: (doc: DocumentView) => string | null
}

/**
 * Reads a printed document (PDF or photo) into what it proposes: the file is sent with its
 * progress, read on the server (the screen says so while it waits), and what it proposes opens for
 * the user to check; a failure says why, in the reader's words.
 */
export function ReadPrintedDocument({ kind, label, readingText, destination }: ReadPrintedDocumentProps) {
  const navigate = useNavigate()
  const [state, setState] = useState<State>({ step: 'idle' })

  async function read(file: File | null) {
    if (!file) return
    try {
      setState({ step: 'uploading', progress: 0 })
      const response = await uploadPrinted(kind, file, {
        onProgress: (progress) => setState({ step: 'uploading', progress }),
      })
      const item = response.items[0]
      if (!item?.document) throw new Error(item?.error ?? 'Upload failed. Please try again.')
      setState({ step: 'reading' })
      let doc: DocumentView = item.document
      while (doc.status === 'uploaded' || doc.status === 'processing') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        doc = await api<DocumentView>(`/api/documents/${encodeURIComponent(doc.id)}`)
      }
      const to = doc.status === 'failed' ? null : destination(doc)
      if (!to) throw new Error(doc.error ?? 'We could not read this document.')
      navigate(to)
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  const busy = state.step === 'uploading' || state.step === 'reading'
  return (
    <>
      <FileButton onChange={read} accept={ACCEPT} disabled={busy}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            loading={busy}
            leftSection={<IconFileUpload size={16} aria-hidden />}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {busy && (
        <Group gap="xs" role="status" w="100%">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {state.step === 'uploading' ? `Uploading… ${Math.round(state.progress * 100)}%` : readingText}
          </Text>
        </Group>
      )}
      {state.step === 'failed' && (
        <Alert
          color="red"
          w="100%"
          withCloseButton
          onClose={() => setState({ step: 'idle' })}
          title="Not read"
        >
          {state.message}
        </Alert>
      )}
    </>
  )
}
