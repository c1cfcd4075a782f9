import { Box, Stack } from '@mantine/core'
import type { TicketDetail } from '@/contracts/support'
import { ChatBubble } from '@/web/components/ui/chat-bubble'
import { PRODUCT_NAME } from '@/web/lib/brand'

type TicketMessage = TicketDetail['messages'][number]

/** A ticket's messages, oldest first: the user's on the right, the team's on the left. */
export function TicketConversation({ messages }: { messages: TicketMessage[] }) {
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Conversation">
      {messages.map((message) => (
        <Box component="li" key={message.id}>
          <ChatBubble
            message={message}
            ours={message.author === 'user'}
            name={message.author === 'user' ? 'You' : `${message.authorName} · ${PRODUCT_NAME} team`}
          />
        </Box>
      ))}
    </Stack>
  )
}
