import { useParams } from 'react-router'
import { GUIDE_TOPICS } from '@/web/features/support/lib/guides'
import { HelpArticle, HelpNotFound } from '@/web/features/support/routes/help-article'

/** `/docs/<topic>`: one guide. */
export function HelpDocsPage() {
  const { topic = '' } = useParams()
  const page = Object.hasOwn(GUIDE_TOPICS, topic) ? GUIDE_TOPICS[topic] : undefined
  if (!page) return <HelpNotFound message="There is no guide at this address." />
  return <HelpArticle title={page.title} text={page.text} />
}
