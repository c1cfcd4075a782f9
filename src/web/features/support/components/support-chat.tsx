import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Indicator,
  Loader,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconMessageCircle, IconPhoto, IconSend, IconX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, SUPPORT_MESSAGES } from '@/contracts/support-messages'
import { type BubbleMessage, ChatBubble } from '@/web/components/ui/chat-bubble'
import {
  sendTyping,
  useConversation,
  useMarkChatRead,
  useSendChatMessage,
} from '@/web/features/support/api/chat-api'
import { errorText } from '@/web/lib/api'
import { type LiveEvent, useLiveEvents } from '@/web/lib/live-events'
import { keys } from '@/web/lib/query-keys'
import { clearOpenRequest, OPEN_CHAT_EVENT, openRequested } from '@/web/lib/support-chat'
import classes from './support-chat.module.css'

/** "Is typing" is said at most this often, and shown this long after the last word of it. */
const TYPING_EVERY_MS = 3000
const TYPING_SHOWN_MS = 6000

/** What the widget promises: the real median answer time once there is one. */
export function replyPromise(minutes: number | null): string {
  if (minutes === null || minutes < 1) return 'We typically reply within minutes'
  if (minutes < 60) return `We typically reply within ${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = Math.round(minutes / 60)
  return `We typically reply within ${hours} hour${hours === 1 ? '' : 's'}`
}

/** The spec's image rules, checked before the upload (the server checks the bytes again). */
function imageProblem(file: File): string | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return SUPPORT_MESSAGES.imageType
  if (file.size > CHAT_IMAGE_MAX_BYTES) return SUPPORT_MESSAGES.imageSize
  return null
}

function Bubble({ message }: { message: BubbleMessage & { authorName: string } }) {
  const ours = message.author === 'user'
  return <ChatBubble message={message} ours={ours} name={ours ? 'You' : message.authorName} />
}

/**
 * The floating support chat of the customer pages: the user's conversation with the team, live both
 * ways (the server's event stream), images, a typing indicator that means someone is typing, and the
 * ticket it became when nobody could answer in time.
 */
export function SupportChat() {
  const [opened, setOpened] = useState(openRequested)
  // Mantine's Tooltip (floating-ui) costs a phone's first screen work for a label it never shows.
  const canHover = useMediaQuery('(hover: hover)', true, { getInitialValueInEffect: false })
  const [text, setText] = useState('')
  const [image, setImage] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [teamTyping, setTeamTyping] = useState(false)
  const [searchParams, setSearchParams] = useSearchParams()
  const queryClient = useQueryClient()
  const conversation = useConversation(true)
  const send = useSendChatMessage()
  const { mutate: markRead } = useMarkChatRead()
  /** The newest message marked read so far: each is marked once, even when the request fails. */
  const markedUpTo = useRef<string | undefined>(undefined)
  const viewport = useRef<HTMLDivElement>(null)
  const typingSent = useRef(0)
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const resetFile = useRef<() => void>(null)

  const open = useCallback(() => {
    clearOpenRequest()
    setOpened(true)
  }, [])
  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, open)
    // An open asked for between this widget's first render and now found no listener: act on it.
    if (openRequested()) open()
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open)
  }, [open])
  useEffect(() => {
    if (searchParams.get('chat') !== 'open') return
    setOpened(true)
    const next = new URLSearchParams(searchParams)
    next.delete('chat')
    setSearchParams(next, { replace: true })
  }, [searchParams, setSearchParams])

  useLiveEvents('/api/support/events', (event: LiveEvent) => {
    if (event.t === 'typing' && event.from === 'admin') {
      clearTimeout(typingTimer.current)
      setTeamTyping(event.typing)
      if (event.typing) typingTimer.current = setTimeout(() => setTeamTyping(false), TYPING_SHOWN_MS)
      return
    }
    if (event.t === 'chat') setTeamTyping(false)
    if (event.t === 'chat' || event.t === 'ready' || event.t === 'resync') {
      queryClient.invalidateQueries({ queryKey: keys.supportChat.all })
    }
  })
  useEffect(() => () => clearTimeout(typingTimer.current), [])

  const data = conversation.data
  const messages = data?.messages ?? []
  const unread = data?.unread ?? 0
  const last = messages.at(-1)?.id

  // Seen while open: the newest message (or the typing line) comes into view, the team's answers are read.
  useEffect(() => {
    if (!opened) return
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight })
  }, [opened, last, teamTyping])
  useEffect(() => {
    if (!opened || unread === 0 || markedUpTo.current === last) return
    markedUpTo.current = last
    markRead()
  }, [opened, last, unread, markRead])

  const onType = (value: string) => {
    setText(value)
    const now = Date.now()
    if (value.trim() && now - typingSent.current > TYPING_EVERY_MS) {
      typingSent.current = now
      sendTyping(true)
    }
  }

  const pickImage = (file: File | null) => {
    setProblem(null)
    if (!file) return
    const wrong = imageProblem(file)
    if (wrong) {
      setProblem(wrong)
      resetFile.current?.()
      return
    }
    setImage(file)
  }

  const blank = !text.trim() && !image
  const submit = () => {
    if (blank || send.isPending) return
    setProblem(null)
    send.mutate(
      { content: text.trim(), image: image ?? undefined, onProgress: image ? setProgress : undefined },
      {
        onSuccess: () => {
          setText('')
          setImage(null)
          resetFile.current?.()
          if (typingSent.current) sendTyping(false)
          typingSent.current = 0
        },
        onError: (error) => setProblem(errorText(error, SUPPORT_MESSAGES.uploadFailed)),
        onSettled: () => setProgress(null),
      },
    )
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      submit()
    }
  }

  if (!opened) {
    const launcher = (
      <ActionIcon
        size={56}
        radius="xl"
        variant="filled"
        aria-label={unread > 0 ? `Open support chat, ${unread} unread` : 'Open support chat'}
        onClick={() => setOpened(true)}
      >
        <IconMessageCircle size={28} />
      </ActionIcon>
    )
    return (
      <Box className={classes.launcher}>
        <Indicator color="red" label={unread} size={18} disabled={unread === 0} offset={4}>
          {/* A hover label where a pointer can hover; a phone's tap opens the chat (its name is read out). */}
          {canHover ? (
            <Tooltip label="Support Chat" position="left">
              {launcher}
            </Tooltip>
          ) : (
            launcher
          )}
        </Indicator>
      </Box>
    )
  }

  return (
    <Paper
      shadow="xl"
      radius="md"
      withBorder
      className={classes.panel}
      role="dialog"
      aria-label="Support Chat"
    >
      <Group justify="space-between" wrap="nowrap" p="sm" className={classes.header}>
        <div>
          <Text fw={700} c="white">
            Support Chat
          </Text>
          <Text size="xs" c="white">
            {replyPromise(data?.typicalReplyMinutes ?? null)}
          </Text>
        </div>
        <CloseButton
          aria-label="Close support chat"
          variant="transparent"
          c="white"
          icon={<IconX size={18} />}
          onClick={() => setOpened(false)}
        />
      </Group>

      <ScrollArea viewportRef={viewport} className={classes.body} type="auto">
        <Stack gap="sm" p="sm">
          <Bubble
            message={{
              author: 'admin',
              authorName: 'RigLedger Support',
              content: data?.greeting ?? SUPPORT_MESSAGES.greeting,
              imageUrl: null,
              createdAt: '',
            }}
          />
          {conversation.isPending && <Loader size="sm" mx="auto" aria-label="Loading the conversation" />}
          {conversation.isError && (
            <Alert color="red" variant="light" p="xs">
              The conversation could not be loaded.{' '}
              <Anchor component="button" size="sm" onClick={() => conversation.refetch()}>
                Try again
              </Anchor>
            </Alert>
          )}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {teamTyping && (
            <Text size="xs" c="dimmed" fs="italic" role="status">
              The support team is typing…
            </Text>
          )}
        </Stack>
      </ScrollArea>

      {data?.ticket && data.ticket.status !== 'closed' && (
        <Text size="xs" px="sm" py={4} bg="var(--mantine-color-blue-light)">
          This conversation is ticket{' '}
          <Anchor component={Link} to={`/help/tickets/${data.ticket.id}`} size="xs" underline="always">
            {data.ticket.number}
          </Anchor>
          : we answer here and by e-mail.
        </Text>
      )}

      <Stack gap={6} p="sm" className={classes.footer}>
        {problem && (
          <Text size="xs" c="red" role="alert">
            {problem}
          </Text>
        )}
        {image && (
          <Group gap="xs" wrap="nowrap">
            <IconPhoto size={16} />
            <Text size="xs" truncate="end" style={{ flex: 1 }}>
              {image.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label="Remove the image"
              onClick={() => {
                setImage(null)
                resetFile.current?.()
              }}
            />
          </Group>
        )}
        {progress !== null && <Progress value={progress * 100} size="xs" aria-label="Uploading the image" />}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <FileButton resetRef={resetFile} onChange={pickImage} accept={CHAT_IMAGE_TYPES.join(',')}>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                aria-label="Attach an image"
                disabled={send.isPending}
              >
                <IconPhoto size={20} />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            aria-label="Your message"
            placeholder="Type your message…"
            autosize
            minRows={1}
            maxRows={4}
            maxLength={4000}
            value={text}
            onChange={(event) => onType(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            style={{ flex: 1 }}
          />
          <Button
            onClick={submit}
            disabled={blank}
            loading={send.isPending}
            aria-label="Send message"
            px="sm"
          >
            <IconSend size={18} />
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
