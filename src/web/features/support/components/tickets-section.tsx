import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { IconLock, IconPlus, IconTicket } from '@tabler/icons-react'
import { Link } from 'react-router'
import { SUPPORT_MESSAGES, type Ticket } from '@/contracts/support'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { useLiveTickets, useSupportTickets } from '@/web/features/support/api/help-api'
import { formatDate } from '@/web/lib/format'
import { HelpSection } from './help-section'
import { TicketStatusBadge } from './ticket-status-badge'

function TicketRow({ ticket }: { ticket: Ticket }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/help/tickets/${ticket.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {ticket.number}: {ticket.subject}
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {ticket.preview}
          </Text>
          <Text size="xs" c="dimmed">
            Updated {formatDate(ticket.updatedAt)}
          </Text>
        </Stack>
        <TicketStatusBadge status={ticket.status} />
      </Group>
    </Paper>
  )
}

/** The user's own tickets, kept current by the live stream, with the way to open a new one. */
export function TicketsSection({ own, onNewTicket }: { own: boolean; onNewTicket: () => void }) {
  const tickets = useSupportTickets(own)
  useLiveTickets(own)

  if (!own) {
    return (
      <HelpSection id="tickets" title="My Tickets">
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock size={18} />}
          title="Support tickets belong to the account holder"
        >
          {SUPPORT_MESSAGES.ownerOnly}.
        </Alert>
      </HelpSection>
    )
  }

  const items = tickets.data?.items ?? []
  return (
    <HelpSection
      id="tickets"
      title="My Tickets"
      description="Your questions to the team and their answers."
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNewTicket}>
          New Ticket
        </Button>
      }
    >
      {tickets.isPending ? (
        <Group gap="xs" py="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            Loading your tickets…
          </Text>
        </Group>
      ) : tickets.isError ? (
        <LoadError title="Failed to load your tickets" onRetry={() => void tickets.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={IconTicket}
          title="No tickets yet"
          description="Open a ticket when something needs a closer look: the team answers here and by e-mail."
        />
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} />
          ))}
        </Stack>
      )}
    </HelpSection>
  )
}
