import { Anchor, Box, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react'
import { documentFileUrl, documentImageUrl } from '@/web/lib/documents/documents-api'
import { isImage } from '@/web/lib/documents/file-types'

interface ReceiptThumbnailProps {
  documentId: string
  mediaType: string
  fileName: string
}

/** A small picture of the attached receipt (an icon for a PDF) with a link to the full file. */
export function ReceiptThumbnail({ documentId, mediaType, fileName }: ReceiptThumbnailProps) {
  const url = documentFileUrl(documentId)
  return (
    <Paper withBorder radius="md" p="xs" aria-label="Attached receipt">
      <Group gap="sm" wrap="nowrap" align="center">
        {isImage(mediaType) ? (
          <Box
            component="img"
            src={documentImageUrl(documentId, mediaType)}
            alt={`Receipt ${fileName}`}
            w={64}
            h={64}
            style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
          />
        ) : (
          <ThemeIcon size={64} variant="light" color="red" radius="sm">
            <IconFileTypePdf size={32} />
          </ThemeIcon>
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end">
            {fileName}
          </Text>
          <Anchor
            href={url}
            target="_blank"
            rel="noopener"
            size="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            View receipt <IconExternalLink size={14} aria-hidden />
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  )
}
