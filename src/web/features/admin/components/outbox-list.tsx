import { Accordion, Anchor, Box, Group, Text } from '@mantine/core'
import type { OutboxMessage } from '@/contracts/admin'
import { formatDateTime } from '@/web/lib/format'

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

/** Mail bodies are plain text; links (e.g. reset links) become clickable. */
function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <Box
      component="pre"
      fz="sm"
      m={0}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit' }}
    >
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} target="_blank" rel="noreferrer">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Box>
  )
}

export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  return (
    <Accordion variant="separated" multiple>
      {messages.map((message) => (
        <Accordion.Item key={message.id} value={message.id}>
          <Accordion.Control>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Box miw={0}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {message.subject}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  To: {message.to}
                </Text>
              </Box>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createdAt)}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <MailText text={message.text} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}
