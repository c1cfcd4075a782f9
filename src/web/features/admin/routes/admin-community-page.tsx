import { Paper } from '@mantine/core'
import { BackLink } from '@/web/components/ui/back-link'
import { Markdown } from '@/web/components/ui/markdown'
import { PageTitle } from '@/web/components/ui/page-title'
import community from '@/web/features/admin/docs/community.md?raw'

/** How administrators send feedback and feature requests (by e-mail), and where the API is described. */
export function AdminCommunityPage() {
  return (
    <>
      <BackLink to="/admin/help" label="Back to Help Center" />
      <PageTitle title="Community & Feedback" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={860}>
        <Markdown>{community}</Markdown>
      </Paper>
    </>
  )
}
