import { Alert, Box, Button, Paper, Stack, Text } from '@mantine/core'
import { IconLock, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { SUPPORT_MESSAGES } from '@/contracts/support'
import { BackLink } from '@/web/components/ui/back-link'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useLiveTickets, useOwnSupport, useSupportTicket } from '@/web/features/support/api/help-api'
import { NewTicketModal } from '@/web/features/support/components/new-ticket-modal'
import { TicketConversation } from '@/web/features/support/components/ticket-conversation'
import { TicketReplyForm } from '@/web/features/support/components/ticket-reply-form'
import { priorityLabel, TicketStatusBadge } from '@/web/features/support/components/ticket-status-badge'
import { HelpNotFound } from '@/web/features/support/routes/help-article'
import { isNotFound } from '@/web/lib/api'
import { formatDate } from '@/web/lib/format'

const BACK = <BackLink to="/help" label="Back to Help Center" />

/** `/help/tickets/:id`: one of the user's tickets, its conversation with the team, and a reply box. */
export function TicketPage() {
  const { id = '' } = useParams()
  const own = useOwnSupport()
  const ticket = useSupportTicket(id, own)
  const [newTicketOpened, setNewTicketOpened] = useState(false)
  useLiveTickets(own)

  if (!own) {
    return (
      <>
        {BACK}
        <PageTitle title="Support Ticket" />
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock size={18} />}
          title="Support tickets belong to the account holder"
        >
          {SUPPORT_MESSAGES.ownerOnly}.
        </Alert>
      </>
    )
  }
  if (ticket.isError) {
    const { error } = ticket
    if (isNotFound(error)) {
      return <HelpNotFound message="This ticket does not exist, or it belongs to another account." />
    }
    return (
      <>
        {BACK}
        <PageTitle title="Support Ticket" />
        <LoadError title="Failed to load the ticket" onRetry={() => void ticket.refetch()} />
      </>
    )
  }
  if (ticket.isPending) {
    return (
      <>
        {BACK}
        <PageLoader />
      </>
    )
  }

  const data = ticket.data
  const closed = data.status === 'closed'
  return (
    <>
      {BACK}
      {/* A long unbroken subject wraps instead of widening a phone screen. */}
      <Box style={{ overflowWrap: 'anywhere' }}>
        <PageTitle
          title={`${data.number}: ${data.subject}`}
          actions={<TicketStatusBadge status={data.status} />}
        />
      </Box>
      <Text size="sm" c="dimmed" mt={-8} mb="md">
        Priority {priorityLabel(data.priority)} · opened {formatDate(data.createdAt)}
        {data.source === 'chat' ? ' from the chat' : ''} · last update {formatDate(data.updatedAt)}
      </Text>
      <Stack gap="lg" maw={860}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          {data.messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              No messages yet.
            </Text>
          ) : (
            <TicketConversation messages={data.messages} />
          )}
        </Paper>
        {closed ? (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} role="status">
            <Text size="sm" mb="sm">
              {SUPPORT_MESSAGES.closed}.
            </Text>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setNewTicketOpened(true)}
            >
              New Ticket
            </Button>
          </Alert>
        ) : (
          <TicketReplyForm
            ticketId={data.id}
            hint={
              data.status === 'resolved'
                ? 'This ticket is resolved: replying opens it again.'
                : 'The team answers here and by e-mail.'
            }
          />
        )}
      </Stack>
      <NewTicketModal opened={newTicketOpened} onClose={() => setNewTicketOpened(false)} />
    </>
  )
}
