import { Paper } from '@mantine/core'
import { useParams } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { Markdown } from '@/web/components/ui/markdown'
import { NotFoundCard } from '@/web/components/ui/not-found-card'
import { PageTitle } from '@/web/components/ui/page-title'
import dataManagement from '@/web/features/admin/docs/data-management.md?raw'
import overview from '@/web/features/admin/docs/index.md?raw'
import security from '@/web/features/admin/docs/security.md?raw'
import systemSettings from '@/web/features/admin/docs/system-settings.md?raw'
import userManagement from '@/web/features/admin/docs/user-management.md?raw'

/** The admin guides by their address (`/admin/docs/<topic>`); the overview has none. */
const TOPICS: Record<string, { title: string; text: string }> = {
  'user-management': { title: 'User Management Guide', text: userManagement },
  'system-settings': { title: 'System Settings Guide', text: systemSettings },
  'data-management': { title: 'Data Management Guide', text: dataManagement },
  security: { title: 'Security Guide', text: security },
}
const OVERVIEW = { title: 'Admin Documentation', text: overview }

/** An unknown guide: the not-found look inside the admin shell, with the way back to the guides. */
function TopicNotFound() {
  return (
    <NotFoundCard
      message="There is no admin guide at this address."
      to="/admin/docs"
      label="All admin guides"
    />
  )
}

export function AdminDocsPage() {
  const { topic } = useParams()
  const page = topic === undefined ? OVERVIEW : Object.hasOwn(TOPICS, topic) ? TOPICS[topic] : undefined
  if (!page) return <TopicNotFound />
  return (
    <>
      <BackLink to="/admin/help" label="Back to Help Center" />
      <PageTitle title={page.title} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={860}>
        <Markdown>{page.text}</Markdown>
      </Paper>
    </>
  )
}
