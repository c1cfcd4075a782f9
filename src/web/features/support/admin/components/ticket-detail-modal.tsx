import { Badge, Button, Group, Modal, ScrollArea, Stack, Text, Textarea } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconSend, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { type AdminTicketDetail, SUPPORT_MESSAGES } from '@/contracts/support'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useAdminTicket, useUpdateTicket } from '@/web/features/support/admin/api/support-api'
import { errorText, isNotFound } from '@/web/lib/api'
import { formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { MessageBubble } from './message-bubble'
import { PrioritySupportBadge } from './support-badges'
import { TicketFields } from './ticket-fields'

const UPDATE_FAILED = 'Failed to update the ticket'

/** The conversation, the answer box, Send Response and Close Ticket. */
function TicketConversation({ ticket }: { ticket: AdminTicketDetail }) {
  const [reply, setReply] = useState('')
  const send = useUpdateTicket()
  const close = useUpdateTicket()
  const blank = reply.trim() === ''

  const sendResponse = () => {
    if (blank || send.isPending) return
    send.mutate(
      { id: ticket.id, patch: { reply: reply.trim() } },
      {
        onSuccess: () => {
          setReply('')
          notifySuccess('Response sent')
        },
        onError: (error) => notifyError(errorText(error, 'Failed to send the response')),
      },
    )
  }
  const closeTicket = () =>
    close.mutate(
      { id: ticket.id, patch: { status: 'closed' } },
      {
        onSuccess: () => notifySuccess(`${ticket.number} closed`),
        onError: (error) => notifyError(errorText(error, UPDATE_FAILED)),
      },
    )

  return (
    <>
      {/* Focusable, so the keyboard can scroll a long conversation. */}
      <ScrollArea.Autosize
        mah={360}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Conversation' }}
      >
        <Stack gap="sm" py="xs" role="log">
          {ticket.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Textarea
        label="Response"
        description="E-mailed to the customer and shown in their Help Center"
        placeholder="Type your response…"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={4000}
        value={reply}
        onChange={(event) => setReply(event.currentTarget.value)}
      />
      <Group justify="space-between" gap="sm">
        {ticket.status !== 'closed' ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} />}
            loading={close.isPending}
            onClick={closeTicket}
          >
            Close Ticket
          </Button>
        ) : (
          <span />
        )}
        <Button
          leftSection={<IconSend size={16} />}
          disabled={blank}
          loading={send.isPending}
          onClick={sendResponse}
        >
          Send Response
        </Button>
      </Group>
    </>
  )
}

function TicketDetail({ id }: { id: string }) {
  const ticket = useAdminTicket(id)
  if (ticket.isPending) return <PageLoader />
  if (ticket.isError) {
    const gone = isNotFound(ticket.error)
    return (
      <LoadError
        title={gone ? SUPPORT_MESSAGES.ticketNotFound : 'Failed to load the ticket'}
        onRetry={() => void ticket.refetch()}
      />
    )
  }
  const data = ticket.data
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {data.userName} · {data.email}
        </Text>
        {data.prioritySupport && <PrioritySupportBadge />}
        <Badge variant="default" size="sm">
          {data.source === 'chat' ? 'From the chat' : 'From the Help Center'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        Opened {formatDateTime(data.createdAt)} · updated {formatDateTime(data.updatedAt)}
      </Text>
      <TicketFields ticket={data} />
      <TicketConversation ticket={data} />
    </Stack>
  )
}

/** One ticket: its customer, its fields, its conversation and the answer box. */
export function TicketDetailModal({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const ticket = useAdminTicket(ticketId)
  const title = ticket.data ? `${ticket.data.number}: ${ticket.data.subject}` : 'Support ticket'
  return (
    <Modal
      opened={ticketId !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {ticketId && <TicketDetail key={ticketId} id={ticketId} />}
    </Modal>
  )
}
