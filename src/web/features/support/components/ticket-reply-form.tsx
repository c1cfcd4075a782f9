import { Button, Group, Stack, Textarea } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { ZTicketReply } from '@/contracts/support'
import { FormError } from '@/web/components/ui/form-error'
import { useReplyToTicket } from '@/web/features/support/api/help-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

export function TicketReplyForm({ ticketId, hint }: { ticketId: string; hint?: string }) {
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reply = useReplyToTicket(ticketId)

  const submit = () => {
    const parsed = parseForm(ZTicketReply, { content })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    reply.mutate(parsed.data.content, {
      onSuccess: () => {
        setContent('')
        notifySuccess('Reply sent')
      },
      onError: (e) => setError(errorText(e, 'Failed to send your reply. Please try again.')),
    })
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
        <Textarea
          label="Your reply"
          description={hint}
          placeholder="Write to the team…"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={reply.isPending}
            disabled={reply.isPending}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
