import { Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { sendTyping, useSendChatReply } from '@/web/features/support/admin/api/support-api'
import { errorText } from '@/web/lib/api'

/** "Typing" is said at most this often, and taken back after this long without a key. */
const TYPING_EVERY_MS = 3000
const TYPING_IDLE_MS = 4000

/** The answer box: Enter sends, Shift+Enter breaks the line; the customer sees the admin typing. */
export function ChatReplyBox({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const send = useSendChatReply()
  const lastTypingAt = useRef(0)
  const announced = useRef(false)
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const stopTyping = () => {
    clearTimeout(idle.current)
    if (!announced.current) return
    announced.current = false
    sendTyping(conversationId, false)
  }
  // Leaving the conversation (or the page) while typing takes it back.
  useEffect(
    () => () => {
      clearTimeout(idle.current)
      if (announced.current) sendTyping(conversationId, false)
    },
    [conversationId],
  )

  const onType = (value: string) => {
    setText(value)
    if (!value.trim()) return stopTyping()
    const now = Date.now()
    if (now - lastTypingAt.current >= TYPING_EVERY_MS) {
      lastTypingAt.current = now
      announced.current = true
      sendTyping(conversationId, true)
    }
    clearTimeout(idle.current)
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS)
  }

  const blank = text.trim() === ''
  const submit = () => {
    if (blank || send.isPending) return
    setProblem(null)
    send.mutate(
      { id: conversationId, content: text.trim() },
      {
        onSuccess: () => {
          setText('')
          stopTyping()
        },
        onError: (error) => setProblem(errorText(error, 'Failed to send the message')),
      },
    )
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <Stack gap={6}>
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          aria-label="Your answer"
          placeholder="Type your answer… (Enter sends, Shift+Enter for a new line)"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={4000}
          value={text}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <Button
          leftSection={<IconSend size={16} />}
          disabled={blank}
          loading={send.isPending}
          onClick={submit}
        >
          Send
        </Button>
      </Group>
    </Stack>
  )
}
