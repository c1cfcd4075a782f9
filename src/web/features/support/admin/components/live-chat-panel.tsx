import { Grid, Paper, ScrollArea, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconMessageCircle } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useAdminConversations } from '@/web/features/support/admin/api/support-api'
import { ConversationList } from './conversation-list'
import { ConversationPane } from './conversation-pane'

/** The open conversation is in the address (`?conversation=`), so a reload keeps it open. */
const PARAM = 'conversation'

/**
 * Live Chat: the conversations on the left, the open one on the right; on a phone one above the
 * other in turn (the list, then the conversation with a way back).
 */
export function LiveChatPanel({ typing }: { typing: ReadonlySet<string> }) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const conversations = useAdminConversations()
  const [searchParams, setSearchParams] = useSearchParams()
  const selectedId = searchParams.get(PARAM)

  const select = (id: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set(PARAM, id)
        else next.delete(PARAM)
        return next
      },
      { replace: true },
    )

  if (conversations.isPending) return <PageLoader />
  if (conversations.isError) {
    return <LoadError title="Failed to load conversations" onRetry={() => void conversations.refetch()} />
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState
        icon={IconMessageCircle}
        title="No conversations yet"
        description="When a customer writes in the chat, it shows up here live."
      />
    )
  }

  const list = (
    <ConversationList conversations={conversations.data} selectedId={selectedId} onSelect={select} />
  )
  const pane = selectedId ? (
    <ConversationPane
      conversationId={selectedId}
      userTyping={typing.has(selectedId)}
      onBack={phone ? () => select(null) : undefined}
    />
  ) : (
    <Text c="dimmed" ta="center" py="xl">
      Choose a conversation to read it and answer.
    </Text>
  )

  if (phone) return selectedId ? pane : list
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
        <ScrollArea.Autosize mah="min(640px, 75dvh)" type="auto" offsetScrollbars>
          {list}
        </ScrollArea.Autosize>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
        <Paper withBorder radius="md" p="sm">
          {pane}
        </Paper>
      </Grid.Col>
    </Grid>
  )
}
