import { Box, Group, Paper, Stack, Text } from '@mantine/core'
import type { TicketDetail } from '@/contracts/support'
import { PRODUCT_NAME } from '@/web/lib/brand'
import { formatDateTime } from '@/web/lib/format'

type TicketMessage = TicketDetail['messages'][number]

function Bubble({ message }: { message: TicketMessage }) {
  const mine = message.author === 'user'
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        radius="lg"
        p="sm"
        maw="min(85%, 640px)"
        bg={mine ? 'blue.0' : 'gray.0'}
        withBorder
        style={{ borderColor: mine ? 'var(--mantine-color-blue-2)' : undefined }}
      >
        <Group gap={6} mb={4} wrap="wrap">
          <Text size="xs" fw={600}>
            {mine ? 'You' : `${message.authorName} · ${PRODUCT_NAME} team`}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.createdAt)}
          </Text>
        </Group>
        {/* Text exactly as written, line breaks kept: never read as HTML or Markdown. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Text>
      </Paper>
    </Box>
  )
}

/** A ticket's messages, oldest first: the user's on the right, the team's on the left. */
export function TicketConversation({ messages }: { messages: TicketMessage[] }) {
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Conversation">
      {messages.map((message) => (
        <Bubble key={message.id} message={message} />
      ))}
    </Stack>
  )
}
