import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconFileSpreadsheet, IconFileText, IconPhoto, IconX } from '@tabler/icons-react'
import type { DocumentView } from '@/contracts/documents'
import type { UploadItem } from '@/web/features/documents/lib/use-upload-queue'
import { isInProgress } from '@/web/lib/documents/documents-api'
import { isImage, sizeInKb } from '@/web/lib/documents/file-types'
import { DocumentResultLink } from './document-result-link'
import { RetryDocumentButton } from './retry-document-button'

interface ItemStatus {
  label: string
  color: string
  /** Bar value 0..100, and whether it is still moving. */
  progress: number
  animated: boolean
  detail: string | null
}

/** What one row says, from the transfer's progress and then the server's reading of the document. */
function statusOf(item: UploadItem, document: DocumentView | undefined): ItemStatus {
  switch (item.phase) {
    case 'waiting':
      return { label: 'Waiting', color: 'gray', progress: 0, animated: false, detail: null }
    case 'uploading':
      return item.progress < 100
        ? {
            label: `Uploading ${item.progress}%`,
            color: 'blue',
            progress: item.progress,
            animated: false,
            detail: null,
          }
        : { label: 'Processing…', color: 'blue', progress: 100, animated: true, detail: null }
    case 'failed':
      return { label: 'Failed', color: 'red', progress: 100, animated: false, detail: item.error }
  }
  const earlier = item.duplicate ? 'Already uploaded — showing the earlier result' : null
  if (document?.notice && isInProgress(document.status)) {
    return { label: 'Waiting', color: 'gray', progress: 100, animated: true, detail: document.notice }
  }
  if (!document || isInProgress(document.status)) {
    return { label: 'Processing…', color: 'blue', progress: 100, animated: true, detail: earlier }
  }
  if (document.status === 'failed') {
    return {
      label: 'Failed',
      color: 'red',
      progress: 100,
      animated: false,
      detail: document.error ?? earlier,
    }
  }
  if (document.status === 'needs_review') {
    const detail = document.mappingReview
      ? 'Please confirm which column holds what.'
      : 'Some values need a look before they are posted.'
    return {
      label: 'Needs review',
      color: 'yellow',
      progress: 100,
      animated: false,
      detail: earlier ?? detail,
    }
  }
  return { label: 'Processed', color: 'green', progress: 100, animated: false, detail: earlier }
}

function FileIcon({ file }: { file: File }) {
  const spreadsheet = /\.(csv|xlsx?)$/i.test(file.name)
  const Icon = isImage(file.type) ? IconPhoto : spreadsheet ? IconFileSpreadsheet : IconFileText
  return (
    <ThemeIcon variant="light" color="gray" size={36} radius="md">
      <Icon size={20} />
    </ThemeIcon>
  )
}

interface UploadFileListProps {
  items: UploadItem[]
  documents: Map<string, DocumentView>
  onRemove: (key: string) => void
}

/** The selected files: name, size, a real progress bar and where each one stands. */
export function UploadFileList({ items, documents, onRemove }: UploadFileListProps) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} aria-label="Selected files" style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const document = item.documentId ? documents.get(item.documentId) : undefined
        const status = statusOf(item, document)
        return (
          <Paper
            key={item.key}
            component="li"
            withBorder
            radius="md"
            p="sm"
            aria-label={item.file.name}
            data-status={status.label}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <FileIcon file={item.file} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500} truncate="end" title={item.file.name}>
                  {item.file.name}
                </Text>
                <Progress
                  value={status.progress}
                  color={status.color === 'gray' ? 'blue' : status.color}
                  animated={status.animated}
                  striped={status.animated}
                  size="sm"
                  aria-label={`${item.file.name} progress`}
                />
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Badge color={status.color} variant="light">
                      {status.label}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {sizeInKb(item.file.size)}
                    </Text>
                  </Group>
                  {document && (
                    <Group gap="sm">
                      <RetryDocumentButton document={document} />
                      <DocumentResultLink document={document} />
                    </Group>
                  )}
                </Group>
                {status.detail && (
                  <Text size="xs" c={status.color === 'red' ? 'red' : 'dimmed'}>
                    {status.detail}
                  </Text>
                )}
              </Stack>
              {item.phase === 'waiting' && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${item.file.name}`}
                  onClick={() => onRemove(item.key)}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        )
      })}
    </Stack>
  )
}
