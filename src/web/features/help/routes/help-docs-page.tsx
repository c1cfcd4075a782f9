import { useParams } from 'react-router'
import expenses from '@/web/features/help/docs/expenses.md?raw'
import reports from '@/web/features/help/docs/reports.md?raw'
import settlements from '@/web/features/help/docs/settlements.md?raw'
import taxes from '@/web/features/help/docs/taxes.md?raw'
import { HelpArticle, HelpNotFound } from '@/web/features/help/routes/help-article'

/** The guides by their address (`/docs/<topic>`), as the Help Center links them. */
const TOPICS: Record<string, { title: string; text: string }> = {
  settlements: { title: 'Settlements Guide', text: settlements },
  expenses: { title: 'Expenses Guide', text: expenses },
  reports: { title: 'Reports Guide', text: reports },
  taxes: { title: 'Taxes Guide', text: taxes },
}

export function HelpDocsPage() {
  const { topic = '' } = useParams()
  const page = Object.hasOwn(TOPICS, topic) ? TOPICS[topic] : undefined
  if (!page) return <HelpNotFound message="There is no guide at this address." />
  return <HelpArticle title={page.title} text={page.text} />
}
