import { Badge, Paper, Tabs, VisuallyHidden } from '@mantine/core'
import { IconBook, IconMessageCircle, IconTicket } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { PageTitle } from '@/web/components/ui/page-title'
import { useAdminConversations } from '@/web/features/support/admin/api/support-api'
import { KbPanel } from '@/web/features/support/admin/components/kb-panel'
import { LiveChatPanel } from '@/web/features/support/admin/components/live-chat-panel'
import { SupportStats } from '@/web/features/support/admin/components/support-stats'
import { TicketsPanel } from '@/web/features/support/admin/components/tickets-panel'
import { useSupportLive } from '@/web/features/support/admin/components/use-support-live'

const TABS = ['tickets', 'chat', 'kb'] as const
type Tab = (typeof TABS)[number]

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value)
}

/** Support Management: the figures, the tickets, the live chat and the knowledge base, all live. */
export function AdminSupportPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const param = searchParams.get('tab')
  const tab: Tab = isTab(param) ? param : 'tickets'
  const typing = useSupportLive()
  const conversations = useAdminConversations()
  const unread = (conversations.data ?? []).reduce((sum, c) => sum + c.unread, 0)

  const selectTab = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', isTab(value) ? value : 'tickets')
        return next
      },
      { replace: true },
    )

  return (
    <>
      <PageTitle title="Support Management" />
      <SupportStats />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="tickets" leftSection={<IconTicket size={16} />}>
              Support Tickets
            </Tabs.Tab>
            <Tabs.Tab
              value="chat"
              leftSection={<IconMessageCircle size={16} />}
              rightSection={
                unread > 0 ? (
                  <Badge color="red" size="sm" circle>
                    {unread}
                    <VisuallyHidden> unread</VisuallyHidden>
                  </Badge>
                ) : null
              }
            >
              Live Chat
            </Tabs.Tab>
            <Tabs.Tab value="kb" leftSection={<IconBook size={16} />}>
              Knowledge Base
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tickets">
            <TicketsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="chat">
            <LiveChatPanel typing={typing} />
          </Tabs.Panel>
          <Tabs.Panel value="kb">
            <KbPanel />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  )
}
