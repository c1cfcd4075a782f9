import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCamera, IconCloudUpload, IconFolderOpen, IconX } from '@tabler/icons-react'
import { useRef } from 'react'
import { useDropzone } from 'react-dropzone'
import { SETTLEMENT_UPLOAD_ACCEPT_ATTR } from '@/web/lib/documents/file-types'

interface UploadPickerProps {
  /** Every file chosen, dropped or photographed; the caller checks the types. */
  onFiles: (files: File[], source: 'browse' | 'camera') => void
  disabled?: boolean
}

/** The drop area, Browse Files and Take a Photo (the phone's camera through `capture`). */
export function UploadPicker({ onFiles, disabled }: UploadPickerProps) {
  const camera = useRef<HTMLInputElement>(null)
  // The type check is ours (one message for dropped and browsed files); `accept` on the input only
  // filters the dialog.
  const drop = useDropzone({
    onDrop: (files) => onFiles(files, 'browse'),
    disabled,
    multiple: true,
  })
  const state = drop.isDragReject ? 'reject' : drop.isDragAccept ? 'accept' : 'idle'

  return (
    <Stack gap="sm">
      <Paper
        {...drop.getRootProps()}
        withBorder
        radius="md"
        data-drop={state}
        style={{
          borderWidth: 2,
          borderStyle: 'dashed',
          borderColor:
            state === 'reject'
              ? 'var(--mantine-color-red-6)'
              : state === 'accept'
                ? 'var(--mantine-primary-color-filled)'
                : undefined,
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <input
          {...drop.getInputProps({ accept: SETTLEMENT_UPLOAD_ACCEPT_ATTR, 'aria-label': 'Browse files' })}
        />
        <Stack align="center" gap={6} py={{ base: 'md', sm: 'xl' }} ta="center">
          <ThemeIcon
            size={56}
            radius="xl"
            variant="light"
            color={state === 'reject' ? 'red' : state === 'accept' ? undefined : 'gray'}
          >
            {state === 'reject' ? <IconX size={30} /> : <IconCloudUpload size={30} />}
          </ThemeIcon>
          <Text fw={600} visibleFrom="sm">
            Drag and drop files here, or click to choose
          </Text>
          <Text fw={600} hiddenFrom="sm">
            Tap to choose files
          </Text>
          <Text size="sm" c="dimmed">
            PDF, JPG, PNG, CSV or Excel · up to 25 MB each
          </Text>
        </Stack>
      </Paper>
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          variant="light"
          leftSection={<IconFolderOpen size={16} />}
          onClick={drop.open}
          disabled={disabled}
        >
          Browse Files
        </Button>
        <Button
          variant="default"
          leftSection={<IconCamera size={16} />}
          onClick={() => camera.current?.click()}
          disabled={disabled}
        >
          Take a Photo
        </Button>
      </Group>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Take a photo"
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          event.currentTarget.value = ''
          if (files.length > 0) onFiles(files, 'camera')
        }}
      />
    </Stack>
  )
}
