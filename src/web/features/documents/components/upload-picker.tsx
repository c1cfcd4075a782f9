import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconCamera, IconCloudUpload, IconFolderOpen, IconX } from '@tabler/icons-react'
import { useRef } from 'react'
import { SETTLEMENT_UPLOAD_ACCEPT_ATTR } from '@/web/lib/documents/file-types'

interface UploadPickerProps {
  /** Every file chosen, dropped or photographed; the caller checks the types. */
  onFiles: (files: File[], source: 'browse' | 'camera') => void
  disabled?: boolean
}

/** The drop area, Browse Files and Take a Photo (the phone's camera through `capture`). */
export function UploadPicker({ onFiles, disabled }: UploadPickerProps) {
  const openBrowse = useRef<() => void>(null)
  const camera = useRef<HTMLInputElement>(null)

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => onFiles(files, 'browse')}
        openRef={openBrowse}
        disabled={disabled}
        multiple
        radius="md"
        // The type check is ours (one message for dropped and browsed files); this only filters the dialog.
        inputProps={{ accept: SETTLEMENT_UPLOAD_ACCEPT_ATTR, 'aria-label': 'Browse files' }}
        style={{ borderWidth: 2 }}
      >
        <Stack
          align="center"
          gap={6}
          py={{ base: 'md', sm: 'xl' }}
          ta="center"
          style={{ pointerEvents: 'none' }}
        >
          <Dropzone.Accept>
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconCloudUpload size={30} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <ThemeIcon size={56} radius="xl" variant="light" color="red">
              <IconX size={30} />
            </ThemeIcon>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconCloudUpload size={30} />
            </ThemeIcon>
          </Dropzone.Idle>
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
      </Dropzone>
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          variant="light"
          leftSection={<IconFolderOpen size={16} />}
          onClick={() => openBrowse.current?.()}
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
