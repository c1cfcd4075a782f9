import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconDownload, IconFileText, IconPaperclip, IconPhoto, IconTrash } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@/contracts/documents'
import {
  LOAD_DOCUMENT_KIND_LABELS,
  LOAD_DOCUMENT_KINDS,
  LOAD_MESSAGES,
  type Load,
  type LoadDocument,
  type LoadDocumentKind,
} from '@/contracts/loads'
import {
  loadDocumentUrl,
  useAttachLoadDocument,
  useRemoveLoadDocument,
} from '@/web/features/loads/api/loads-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { isImage, RECEIPT_ACCEPT_ATTR, sizeInKb } from '@/web/lib/documents/file-types'
import { isAbort } from '@/web/lib/documents/upload-files'
import { notifyError, notifySuccess } from '@/web/lib/notify'

const KIND_OPTIONS = LOAD_DOCUMENT_KINDS.map((value) => ({ value, label: LOAD_DOCUMENT_KIND_LABELS[value] }))
const PRINTED = 'Please choose a PDF or a photo'

/** The browser's first check of a file (the server checks the bytes again): null when it may be sent. */
function fileProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_MESSAGES.tooLarge
  if (file.size === 0) return DOCUMENT_MESSAGES.empty
  const printed =
    file.type.startsWith('image/') || file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
  return printed ? null : PRINTED
}

/**
 * A load's papers: its rate confirmation, BOL, proof of delivery and others, each to view, download
 * or (its owner) remove; the owner attaches more as a PDF or a photo (a phone offers its camera).
 */
export function LoadDocuments({ load }: { load: Load }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Documents">
      <Title order={2} fz="lg" mb="sm">
        Documents
      </Title>
      {load.documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents attached yet.
          {load.editable && ' Attach the BOL or the proof of delivery as a PDF or a photo.'}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {load.documents.map((document) => (
            <DocumentRow key={document.id} load={load} document={document} />
          ))}
        </Stack>
      )}
      {load.editable && <AttachControl loadId={load.id} />}
    </Paper>
  )
}

function DocumentRow({ load, document }: { load: Load; document: LoadDocument }) {
  const remove = useRemoveLoadDocument(load.id)
  const label = LOAD_DOCUMENT_KIND_LABELS[document.kind]
  const Icon = isImage(document.mediaType) ? IconPhoto : IconFileText

  const onRemove = async () => {
    const message = `Remove ${document.fileName} (${label}) from this load?`
    if (!(await confirmAction({ message, confirmLabel: 'Remove' }))) return
    try {
      await remove.mutateAsync(document.id)
      notifySuccess(LOAD_MESSAGES.documentRemoved)
    } catch (error) {
      notifyError(errorText(error, 'Failed to remove the document'))
    }
  }

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      aria-label={`${label}: ${document.fileName}`}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Box miw={0}>
          <Anchor
            href={loadDocumentUrl(load.id, document.id)}
            target="_blank"
            rel="noopener"
            size="sm"
            fw={500}
            style={{ overflowWrap: 'anywhere' }}
          >
            {document.fileName}
          </Anchor>
          <Group gap={6} mt={2}>
            <Badge size="sm" variant="light" color="gray">
              {label}
            </Badge>
            <Text size="xs" c="dimmed">
              {sizeInKb(document.sizeBytes)}
            </Text>
          </Group>
        </Box>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          component="a"
          href={loadDocumentUrl(load.id, document.id, true)}
          download
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Download ${document.fileName}`}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
        {load.editable && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${document.fileName}`}
            loading={remove.isPending}
            onClick={() => void onRemove()}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  )
}

/** What the file is, then the file: sent with real progress, checked again by the server. */
function AttachControl({ loadId }: { loadId: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [kind, setKind] = useState<LoadDocumentKind>('bol')
  const [percent, setPercent] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const attach = useAttachLoadDocument(loadId)

  const send = async (file: File) => {
    const refused = fileProblem(file)
    setProblem(refused)
    if (refused) return
    setPercent(0)
    try {
      await attach.mutateAsync({ file, kind, onProgress: (f) => setPercent(Math.round(f * 100)) })
      notifySuccess(LOAD_MESSAGES.documentAttached)
    } catch (error) {
      if (!isAbort(error)) setProblem(errorText(error, DOCUMENT_MESSAGES.uploadFailed))
    } finally {
      setPercent(null)
    }
  }

  return (
    <Box mt="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group align="flex-end" gap="sm">
        <Select
          label="Attach as"
          data={KIND_OPTIONS}
          value={kind}
          onChange={(value) => value && setKind(value as LoadDocumentKind)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="default"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          loading={attach.isPending}
          onClick={() => input.current?.click()}
        >
          Attach file
        </Button>
        <input
          ref={input}
          type="file"
          accept={RECEIPT_ACCEPT_ATTR}
          aria-label="Document file"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void send(file)
          }}
        />
      </Group>
      {percent !== null && (
        <Progress value={percent} size="sm" mt="xs" aria-label="Upload progress" animated={percent >= 100} />
      )}
      {problem && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {problem}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={6}>
        A PDF or a photo, up to 25 MB.
      </Text>
    </Box>
  )
}
