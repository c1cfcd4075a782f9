import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { COMMENT_MESSAGES, type CommentSubject } from '@/contracts/comments'
import { FormError } from '@/web/components/ui/form-error'
import { api, errorText } from '@/web/lib/api'
import { formatDateTime } from '@/web/lib/format'
import { keys } from '@/web/lib/query-keys'

interface CommentList {
  items: { id: string; body: string; authorName: string; mine: boolean; createdAt: string }[]
  ownerName: string
  managerName: string | null
}

/**
 * The conversation about a settlement or expense between its driver and their fleet manager. Shown
 * only where there is someone to talk to (the driver is in a fleet).
 */
export function CommentsPanel({
  subjectType,
  subjectId,
}: {
  subjectType: CommentSubject
  subjectId: string
}) {
  const query = { subjectType, subjectId }
  const list = useQuery({
    queryKey: keys.comments.list(query),
    queryFn: ({ signal }) => api<CommentList>('/api/comments', { query, signal }),
  })
  const add = useMutation({
    mutationFn: (body: string) => api('/api/comments', { body: { ...query, body } }),
    meta: { invalidates: [keys.comments.all] },
  })
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!list.data?.managerName) return null
  const send = () => {
    if (!body.trim()) return setError(COMMENT_MESSAGES.empty)
    setError(null)
    add.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (e) => setError(errorText(e, 'Failed to add the comment')),
    })
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Comments">
      <Title order={2} fz="lg" mb={4}>
        Comments
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Between {list.data.ownerName} and {list.data.managerName} (fleet manager); each is e-mailed the
        other&apos;s.
      </Text>
      <Stack gap="xs" mb="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        )}
        {list.data.items.map((c) => (
          <Paper key={c.id} component="li" p="xs" radius="md" bg={c.mine ? 'blue.0' : 'gray.0'}>
            <Text size="xs" c="dimmed">
              {c.authorName} · {formatDateTime(c.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.body}
            </Text>
          </Paper>
        ))}
      </Stack>
      <FormError message={error} />
      <Textarea
        label="Add a comment"
        autosize
        minRows={2}
        maxLength={2000}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button size="sm" onClick={send} loading={add.isPending} disabled={!body.trim()}>
          Send
        </Button>
      </Group>
    </Paper>
  )
}
