import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { AdminConversation } from '@/contracts/support'
import { formatDateTime } from '@/web/lib/format'
import classes from './support.module.css'
import { PrioritySupportBadge } from './support-badges'

/** How long a customer has waited for the team: "Waiting 4 min", "Waiting 1 h 12 min". */
export function waitingLabel(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000))
  if (minutes < 1) return 'Waiting <1 min'
  if (minutes < 60) return `Waiting ${minutes} min`
  const rest = minutes % 60
  return `Waiting ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`
}

/** The clock the waiting times count from, moved on every half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function ConversationItem(props: {
  conversation: AdminConversation
  selected: boolean
  now: number
  onSelect: (id: string) => void
}) {
  const { conversation: c, selected, now, onSelect } = props
  const unread = c.unread > 0 ? `, ${c.unread} unread` : ''
  return (
    <div className={classes.conversation} data-selected={selected || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton
          className={classes.open}
          aria-current={selected || undefined}
          aria-label={`Conversation with ${c.userName}${unread}`}
          onClick={() => onSelect(c.id)}
        >
          <Text span fw={600} size="sm" truncate="end" display="block">
            {c.userName}
          </Text>
        </UnstyledButton>
        {c.unread > 0 && (
          <Badge color="red" size="sm" circle aria-hidden>
            {c.unread}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate="end">
        {c.email}
      </Text>
      <Text size="sm" lineClamp={1} mt={4}>
        {c.lastMessage}
      </Text>
      <Group gap={6} mt={6} wrap="wrap">
        {c.prioritySupport && <PrioritySupportBadge />}
        {c.waitingSince && (
          <Badge color="orange" variant="light" size="sm">
            {waitingLabel(c.waitingSince, now)}
          </Badge>
        )}
        {c.ticket && (
          <Badge color="blue" variant="outline" size="sm">
            {c.ticket.number}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(c.lastMessageAt)}
        </Text>
      </Group>
    </div>
  )
}

/** The conversations, priority support and the longest waiting first (the server's order). */
export function ConversationList(props: {
  conversations: AdminConversation[]
  selectedId: string | null
  onSelect: (id: string) => void
}) {
  const now = useNow()
  return (
    <Stack gap="xs">
      {props.conversations.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          selected={conversation.id === props.selectedId}
          now={now}
          onSelect={props.onSelect}
        />
      ))}
    </Stack>
  )
}
