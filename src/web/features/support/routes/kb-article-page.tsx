import { Anchor, Box, Text } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useKbArticle, useOwnSupport } from '@/web/features/support/api/help-api'
import { HelpArticle, HelpNotFound } from '@/web/features/support/routes/help-article'
import { isNotFound } from '@/web/lib/api'
import { formatDate } from '@/web/lib/format'
import { openSupportChat } from '@/web/lib/support-chat'

/** `/help/articles/:id`: a published knowledge base article (Markdown written by the team). */
export function KbArticlePage() {
  const { id = '' } = useParams()
  const article = useKbArticle(id)
  const own = useOwnSupport()

  if (article.isError) {
    const { error } = article
    if (isNotFound(error)) {
      return <HelpNotFound message="This article does not exist or is no longer published." />
    }
    return (
      <>
        <BackLink to="/help" label="Back to Help Center" />
        <PageTitle title="Help Article" />
        <LoadError title="Failed to load the article" onRetry={() => void article.refetch()} />
      </>
    )
  }
  if (article.isPending) {
    return (
      <>
        <BackLink to="/help" label="Back to Help Center" />
        <PageLoader />
      </>
    )
  }

  const data = article.data
  return (
    // A long unbroken title wraps instead of widening a phone screen.
    <Box style={{ overflowWrap: 'anywhere' }}>
      <HelpArticle title={data.title} text={data.body}>
        <Text size="sm" c="dimmed" mt="md" maw={860}>
          Updated {formatDate(data.updatedAt)}. Still need help?{' '}
          {own ? (
            <Anchor component="button" type="button" onClick={openSupportChat} inherit underline="always">
              Chat with us
            </Anchor>
          ) : (
            <Anchor component={Link} to="/help" inherit underline="always">
              Visit the Help Center
            </Anchor>
          )}
          .
        </Text>
      </HelpArticle>
    </Box>
  )
}
