import { Badge, Button, Group, ScrollArea, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { type AdminConversationDetail, SUPPORT_MESSAGES } from '@/contracts/support'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useAdminConversation, useMarkConversationRead } from '@/web/features/support/admin/api/support-api'
import { isNotFound } from '@/web/lib/api'
import { ChatReplyBox } from './chat-reply-box'
import { MessageBubble } from './message-bubble'
import { PrioritySupportBadge } from './support-badges'

function Header({ conversation, onBack }: { conversation: AdminConversationDetail; onBack?: () => void }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {onBack && (
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Back
        </Button>
      )}
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {conversation.userName}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {conversation.email}
        </Text>
        <Group gap={6} mt={4} wrap="wrap">
          {conversation.prioritySupport && <PrioritySupportBadge />}
          {conversation.ticket && (
            <Badge color="blue" variant="outline" size="sm">
              Ticket {conversation.ticket.number}
            </Badge>
          )}
        </Group>
      </div>
    </Group>
  )
}

/**
 * One conversation: its messages (kept fresh by the live stream), who is typing, and the answer box.
 * Whatever the customer wrote is marked read as it shows.
 */
export function ConversationPane(props: {
  conversationId: string
  userTyping: boolean
  onBack?: () => void
}) {
  const { conversationId, userTyping, onBack } = props
  const conversation = useAdminConversation(conversationId)
  const { mutate: markRead } = useMarkConversationRead()
  const viewport = useRef<HTMLDivElement>(null)
  const markedUpTo = useRef<string | null>(null)
  const messages = conversation.data?.messages ?? []
  const lastCustomerMessage = messages.findLast((message) => message.author === 'user')?.id ?? 'none'
  const lastMessage = messages.at(-1)?.id
  const loaded = conversation.data !== undefined

  // Opening the conversation, and each new message of the customer while it is open, marks it read.
  useEffect(() => {
    if (!loaded) return
    const upTo = `${conversationId}:${lastCustomerMessage}`
    if (markedUpTo.current === upTo) return
    markedUpTo.current = upTo
    markRead(conversationId)
  }, [loaded, conversationId, lastCustomerMessage, markRead])

  // The newest message (or the typing line) stays in view.
  useEffect(() => {
    if (lastMessage !== undefined || userTyping) {
      viewport.current?.scrollTo({ top: viewport.current.scrollHeight })
    }
  }, [lastMessage, userTyping])

  if (conversation.isPending) return <PageLoader />
  if (conversation.isError) {
    const gone = isNotFound(conversation.error)
    return (
      <Stack>
        {onBack && (
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} w="fit-content">
            Back
          </Button>
        )}
        <LoadError
          title={gone ? SUPPORT_MESSAGES.conversationNotFound : 'Failed to load the conversation'}
          onRetry={() => void conversation.refetch()}
        />
      </Stack>
    )
  }
  const data = conversation.data
  return (
    <Stack gap="sm">
      <Header conversation={data} onBack={onBack} />
      {/* Focusable, so the keyboard can scroll a long conversation. */}
      <ScrollArea
        viewportRef={viewport}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `Conversation with ${data.userName}` }}
        h="min(460px, 60dvh)"
        type="auto"
        offsetScrollbars
      >
        <Stack gap="sm" py="xs" role="log">
          {data.messages.length === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              No messages yet.
            </Text>
          )}
          {data.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      </ScrollArea>
      <Text size="xs" c="dimmed" fs="italic" role="status" mih={18}>
        {userTyping ? `${data.userName} is typing…` : ''}
      </Text>
      <ChatReplyBox key={conversationId} conversationId={conversationId} />
    </Stack>
  )
}
