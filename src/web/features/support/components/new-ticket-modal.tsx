import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { type TicketPriority, ZTicketInput } from '@/contracts/support'
import { FormError } from '@/web/components/ui/form-error'
import { useCreateTicket } from '@/web/features/support/api/help-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { PRIORITY_OPTIONS } from './ticket-status-badge'

function NewTicketForm({ initialSubject, onCancel }: { initialSubject: string; onCancel: () => void }) {
  const [subject, setSubject] = useState(initialSubject)
  const [message, setMessage] = useState('')
  const [priority, setPriority] = useState<TicketPriority>('medium')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateTicket()
  const navigate = useNavigate()

  const submit = () => {
    const parsed = parseForm(ZTicketInput, { subject, message, priority })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    create.mutate(
      { subject: parsed.data.subject, message: parsed.data.message, priority },
      {
        onSuccess: (ticket) => {
          notifySuccess(`Ticket ${ticket.number} opened: we will answer here and by e-mail`)
          navigate(`/help/tickets/${ticket.id}`)
        },
        onError: (e) => setError(errorText(e, 'Failed to open the ticket. Please try again.')),
      },
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      noValidate
    >
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label="Subject"
          placeholder="e.g. Settlement shows the wrong net pay"
          required
          maxLength={200}
          data-autofocus
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        <Select
          label="Priority"
          data={PRIORITY_OPTIONS}
          value={priority}
          allowDeselect={false}
          onChange={(value) => setPriority((value as TicketPriority | null) ?? 'medium')}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Message"
          description="What happened, what you expected, and which settlement or expense it is about."
          required
          autosize
          minRows={5}
          maxRows={12}
          maxLength={4000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={create.isPending}>
            Open Ticket
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The New Ticket form; full screen on phones, where a dialog would leave no room for the keyboard. */
export function NewTicketModal(props: { opened: boolean; onClose: () => void; initialSubject?: string }) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="New Ticket" fullScreen={phone} size="lg">
      {/* Inside the modal, so the form starts empty each time it opens. */}
      <NewTicketForm initialSubject={props.initialSubject ?? ''} onCancel={props.onClose} />
    </Modal>
  )
}
