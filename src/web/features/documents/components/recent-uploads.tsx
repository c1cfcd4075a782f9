import { ActionIcon, Anchor, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core'
import { IconFileUpload, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import type { DocumentView } from '@/contracts/documents'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { TablePager } from '@/web/components/ui/table-pager'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { documentFileUrl, useDeleteDocument, useDocuments } from '@/web/lib/documents/documents-api'
import { sizeInKb } from '@/web/lib/documents/file-types'
import { formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { DocumentResultLink } from './document-result-link'
import { DocumentStatusBadge } from './document-status-badge'
import { RetryDocumentButton } from './retry-document-button'

const PAGE_SIZE = 8

/** The user's uploaded settlement documents, newest first, with where each one led. */
export function RecentUploads() {
  const [page, setPage] = useState(1)
  const documents = useDocuments({ page, pageSize: PAGE_SIZE, kind: 'settlement' })

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Recent uploads"
    >
      <Title order={2} fz="lg" mb="sm">
        Recent uploads
      </Title>
      {documents.isPending && <PageLoader />}
      {documents.isError && (
        <LoadError title="Failed to load your documents" onRetry={() => void documents.refetch()} />
      )}
      {documents.data?.total === 0 && (
        <EmptyState
          icon={IconFileUpload}
          title="No documents uploaded yet"
          description="Settlement statements, pay stubs and spreadsheet exports you upload appear here, with what was read from each."
        />
      )}
      {documents.data && documents.data.total > 0 && (
        <>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {documents.data.items.map((document) => (
              <RecentUpload key={document.id} document={document} />
            ))}
          </Stack>
          <TablePager page={page} pageSize={PAGE_SIZE} total={documents.data.total} onPageChange={setPage} />
        </>
      )}
    </Paper>
  )
}

function RecentUpload({ document }: { document: DocumentView }) {
  const deletion = useDeleteDocument()

  const remove = async () => {
    const confirmed = await confirmAction({
      title: 'Delete document',
      message: `Are you sure you want to delete ${document.fileName}? Settlements already read from it are kept.`,
    })
    if (!confirmed) return
    try {
      await deletion.mutateAsync(document.id)
      notifySuccess('Document deleted successfully')
    } catch (error) {
      notifyError(errorText(error, 'Failed to delete document'))
    }
  }

  return (
    <Group
      component="li"
      aria-label={document.fileName}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          href={documentFileUrl(document.id)}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={500}
          truncate="end"
          title={`Open ${document.fileName}`}
        >
          {document.fileName}
        </Anchor>
        <Group gap="xs" wrap="wrap">
          <DocumentStatusBadge status={document.status} waiting={document.notice !== null} />
          <Text size="xs" c="dimmed">
            {formatDateTime(document.createdAt)} · {sizeInKb(document.sizeBytes)}
          </Text>
        </Group>
        {document.status === 'failed' && document.error && (
          <Text size="xs" c="red">
            {document.error}
          </Text>
        )}
        {document.notice && (
          <Text size="xs" c="dimmed">
            {document.notice}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <RetryDocumentButton document={document} />
          <DocumentResultLink document={document} />
        </Group>
      </Stack>
      <Tooltip label="Delete document">
        <ActionIcon
          variant="subtle"
          color="red"
          loading={deletion.isPending}
          aria-label={`Delete ${document.fileName}`}
          onClick={() => void remove()}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  )
}
