import { Anchor, Box, Stack, Text } from '@mantine/core'
import { formatDateTime } from '@/web/lib/format'
import classes from './support.module.css'

export interface BubbleMessage {
  author: 'user' | 'admin' | 'system'
  authorName: string
  content: string
  createdAt: string
  imageUrl?: string | null
}

/**
 * One message as the team sees it: the customer's on the left, the team's on the right, the app's
 * notes centred. The text is the customer's own and untrusted, so it is shown as plain text only.
 */
export function MessageBubble({ message }: { message: BubbleMessage }) {
  if (message.author === 'system') {
    return (
      <Text size="xs" c="dimmed" ta="center" px="md" className={classes.text}>
        {message.content}
      </Text>
    )
  }
  const team = message.author === 'admin'
  return (
    <Stack gap={2} align={team ? 'flex-end' : 'flex-start'}>
      <Box className={team ? classes.mine : classes.theirs}>
        {message.imageUrl && (
          <Anchor href={message.imageUrl} target="_blank" rel="noreferrer" display="block">
            <img
              src={message.imageUrl}
              alt={`Sent by ${message.authorName} (opens full size)`}
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
        {message.authorName} · {formatDateTime(message.createdAt)}
      </Text>
    </Stack>
  )
}
