import { Anchor, Box, Stack, Text } from '@mantine/core'
import { formatDateTime } from '@/web/lib/format'
import classes from './chat-bubble.module.css'

export interface BubbleMessage {
  author: 'user' | 'admin' | 'system'
  content: string
  /** Empty for a line that is not stored (the greeting). */
  createdAt: string
  imageUrl?: string | null
}

/**
 * One message of a support conversation or ticket: the reader's own side on the right, the other
 * side's on the left, the app's notes centred. Messages are people's own words, untrusted: shown as
 * plain text only (line breaks kept), never as HTML or Markdown.
 */
export function ChatBubble({ message, ours, name }: { message: BubbleMessage; ours: boolean; name: string }) {
  if (message.author === 'system') {
    return (
      <Text size="xs" c="dimmed" ta="center" px="md" className={classes.text}>
        {message.content}
      </Text>
    )
  }
  return (
    <Stack gap={2} align={ours ? 'flex-end' : 'flex-start'}>
      <Box className={ours ? classes.ours : classes.theirs}>
        {message.imageUrl && (
          <Anchor href={message.imageUrl} target="_blank" rel="noreferrer" display="block">
            <img
              src={message.imageUrl}
              alt={`Sent by ${name} (opens full size)`}
              className={classes.image}
              loading="lazy"
            />
          </Anchor>
        )}
        {message.content && (
          <Text size="sm" className={classes.text}>
            {message.content}
          </Text>
        )}
      </Box>
      <Text size="xs" c="dimmed">
        {name}
        {message.createdAt ? ` · ${formatDateTime(message.createdAt)}` : ''}
      </Text>
    </Stack>
  )
}
