import { Anchor, Box, Group, Paper, Text, Title } from '@mantine/core'
import { IconExternalLink, IconFileSpreadsheet } from '@tabler/icons-react'
import type { DocumentRef } from '@/contracts/documents'
import { documentFileUrl, documentImageUrl } from '@/web/lib/documents/documents-api'
import { isImage, isPdf } from '@/web/lib/documents/file-types'

/** The original document beside what was read from it: the photo, or the PDF in the browser's viewer. */
export function DocumentPreview({ document, height = '75vh' }: { document: DocumentRef; height?: string }) {
  const url = documentFileUrl(document.id)
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Original document"
    >
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg">
            Original document
          </Title>
          <Text size="xs" c="dimmed" truncate="end">
            {document.fileName}
          </Text>
        </div>
        <Anchor
          href={url}
          target="_blank"
          rel="noopener"
          size="sm"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4, flexShrink: 0 }}
        >
          Open original <IconExternalLink size={14} aria-hidden />
        </Anchor>
      </Group>
      {isImage(document.mediaType) && (
        <Box
          component="img"
          src={documentImageUrl(document.id, document.mediaType)}
          alt={`Scan of ${document.fileName}`}
          w="100%"
          display="block"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        />
      )}
      {isPdf(document.mediaType) && (
        <Box
          component="iframe"
          src={url}
          title={`PDF of ${document.fileName}`}
          w="100%"
          h={{ base: '60vh', md: height }}
          display="block"
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        />
      )}
      {!isImage(document.mediaType) && !isPdf(document.mediaType) && (
        <Group gap="xs" c="dimmed">
          <IconFileSpreadsheet size={18} aria-hidden />
          <Text size="sm">Spreadsheets cannot be previewed here. Open the original to see it.</Text>
        </Group>
      )}
    </Paper>
  )
}
