import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { type IftaReturn, ZFileReturnInput } from '@/contracts/ifta'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { useFileReturn } from '@/web/features/ifta/api/ifta-api'
import { IFTA_NOTICES } from '@/web/features/ifta/lib/ifta-labels'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

interface FileValues {
  filedOn: string
  amountPaidCents: number | null
}

/**
 * "Mark as filed": the day the return was filed with the base jurisdiction and what was paid with it.
 * The return's figures are kept as they are now and the quarter's records lock.
 */
export function FileReturnModal(props: { ifta: IftaReturn; opened: boolean; onClose: () => void }) {
  const { ifta, opened, onClose } = props
  return (
    <Modal opened={opened} onClose={onClose} title={`Mark ${ifta.quarter} as filed`}>
      {opened && <FileForm ifta={ifta} onDone={onClose} />}
    </Modal>
  )
}

function FileForm({ ifta, onDone }: { ifta: IftaReturn; onDone: () => void }) {
  const today = useToday()
  const file = useFileReturn(ifta.quarter)
  const [error, setError] = useState<string | null>(null)
  const owed =
    Math.max(0, ifta.totalDueCents) + (ifta.latePenaltyCents ?? 0) + (ifta.lateInterest?.cents ?? 0)
  const form = useForm<FileValues>({
    initialValues: { filedOn: today, amountPaidCents: owed },
    onValuesChange: () => setError(null),
  })

  const submit = form.onSubmit(async (values) => {
    const parsed = ZFileReturnInput.safeParse({ ...values, amountPaidCents: values.amountPaidCents ?? 0 })
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => [i.path.join('.'), i.message] as const)
      form.setErrors(Object.fromEntries(issues))
      setError(issues[0]?.[1] ?? 'Please check the form')
      return
    }
    try {
      await file.mutateAsync(parsed.data)
      notifySuccess(IFTA_NOTICES.filed)
      onDone()
    } catch (caught) {
      const message = errorText(caught, 'Failed to mark the return as filed')
      setError(message)
      notifyError(message)
    }
  })

  const amount = form.getInputProps('amountPaidCents')
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="sm">
        <Text size="sm">
          The return’s figures are kept as they are now, and the quarter’s trips and fuel purchases lock until
          you amend it.
        </Text>
        <TextInput label="Filed on" type="date" withAsterisk {...form.getInputProps('filedOn')} />
        <MoneyInput
          hideControls
          label="Amount paid"
          description="With the return, penalty and interest included; $0.00 for a credit"
          value={typeof amount.value === 'number' ? amount.value : null}
          error={amount.error}
          onChange={(cents) => form.setFieldValue('amountPaidCents', cents)}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={file.isPending}>
            Mark as filed
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
