import { Alert, Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconScan } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { DOCUMENT_MESSAGES } from '@/contracts/documents'
import { prefillFromScan, type ReceiptPrefill } from '@/web/features/expenses/lib/receipt-prefill'
import { errorText } from '@/web/lib/api'
import { useScanReceipt } from '@/web/lib/documents/documents-api'
import { RECEIPT_ACCEPT_ATTR, receiptFileProblem } from '@/web/lib/documents/file-types'
import { isAbort } from '@/web/lib/documents/upload-files'

type ScanState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number }
  | { step: 'reading'; fileName: string }
  | { step: 'error'; fileName: string; message: string }

/**
 * Scan Receipt: pick a photo or PDF (phones offer the camera for `image/*`), send it with real
 * progress, wait while the server reads it, then hand the result to the Add Expense form.
 */
export function ScanReceiptButton({ onScanned }: { onScanned: (prefill: ReceiptPrefill) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const [state, setState] = useState<ScanState>({ step: 'idle' })
  const scanReceipt = useScanReceipt().mutateAsync

  useEffect(() => () => abort.current?.abort(), [])

  const scan = async (file: File) => {
    const problem = receiptFileProblem(file)
    if (problem) return setState({ step: 'error', fileName: file.name, message: problem })
    const controller = new AbortController()
    abort.current = controller
    setState({ step: 'uploading', fileName: file.name, percent: 0 })
    try {
      const result = await scanReceipt({
        file,
        signal: controller.signal,
        onProgress: (fraction) =>
          setState(
            fraction < 1
              ? { step: 'uploading', fileName: file.name, percent: Math.round(fraction * 100) }
              : { step: 'reading', fileName: file.name },
          ),
      })
      setState({ step: 'idle' })
      onScanned(prefillFromScan(result))
    } catch (error) {
      if (isAbort(error)) return setState({ step: 'idle' })
      setState({
        step: 'error',
        fileName: file.name,
        message: errorText(error, DOCUMENT_MESSAGES.uploadFailed),
      })
    }
  }

  const cancel = () => {
    abort.current?.abort()
    setState({ step: 'idle' })
  }

  return (
    <>
      <Button variant="default" leftSection={<IconScan size={16} />} onClick={() => input.current?.click()}>
        Scan Receipt
      </Button>
      <input
        ref={input}
        type="file"
        accept={RECEIPT_ACCEPT_ATTR}
        aria-label="Receipt file"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) void scan(file)
        }}
      />
      <Modal
        opened={state.step !== 'idle'}
        onClose={cancel}
        title="Scan Receipt"
        centered
        closeOnClickOutside={state.step === 'error'}
      >
        {state.step !== 'idle' && (
          <Stack gap="sm">
            <Text size="sm" fw={500} truncate="end">
              {state.fileName}
            </Text>
            {state.step === 'error' ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
                {state.message}
              </Alert>
            ) : (
              <>
                <Progress
                  value={state.step === 'uploading' ? state.percent : 100}
                  animated={state.step === 'reading'}
                  striped={state.step === 'reading'}
                  aria-label="Receipt upload progress"
                />
                <Group gap="xs">
                  {state.step === 'reading' && <Loader size="xs" />}
                  <Text size="sm" c="dimmed" role="status">
                    {state.step === 'uploading' ? `Uploading ${state.percent}%` : 'Reading the receipt…'}
                  </Text>
                </Group>
              </>
            )}
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={cancel}>
                {state.step === 'error' ? 'Close' : 'Cancel'}
              </Button>
              {state.step === 'error' && (
                <Button
                  onClick={() => {
                    setState({ step: 'idle' })
                    input.current?.click()
                  }}
                >
                  Choose another file
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  )
}
