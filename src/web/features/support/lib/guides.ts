import expenses from '@/web/features/support/docs/expenses.md?raw'
import reports from '@/web/features/support/docs/reports.md?raw'
import settlements from '@/web/features/support/docs/settlements.md?raw'
import taxes from '@/web/features/support/docs/taxes.md?raw'
import expenseManagement from '@/web/features/support/tutorials/expense-management.md?raw'
import firstSettlement from '@/web/features/support/tutorials/first-settlement.md?raw'
import gettingStarted from '@/web/features/support/tutorials/getting-started.md?raw'
import taxReports from '@/web/features/support/tutorials/tax-reports.md?raw'
import { TUTORIALS, type TutorialSlug } from '@/web/features/support/tutorials/tutorials'

/** The guides by their address (`/docs/<topic>`), as the Help Center links them. */
export const GUIDE_TOPICS: Record<string, { title: string; text: string }> = {
  settlements: { title: 'Settlements Guide', text: settlements },
  expenses: { title: 'Expenses Guide', text: expenses },
  reports: { title: 'Reports Guide', text: reports },
  taxes: { title: 'Taxes Guide', text: taxes },
}

export const TUTORIAL_TEXTS: Record<TutorialSlug, string> = {
  'getting-started': gettingStarted,
  'first-settlement': firstSettlement,
  'expense-management': expenseManagement,
  'tax-reports': taxReports,
}

/** A guide or tutorial the Help Center search found: its address, title and the words around the match. */
export interface GuideResult {
  kind: 'guide' | 'tutorial'
  path: string
  title: string
  excerpt: string
}

const PAGES: (Omit<GuideResult, 'excerpt'> & { plain: string })[] = [
  ...Object.entries(GUIDE_TOPICS).map(([topic, page]) => ({
    kind: 'guide' as const,
    path: `/docs/${topic}`,
    title: page.title,
    plain: plainText(page.text),
  })),
  ...TUTORIALS.map((tutorial) => ({
    kind: 'tutorial' as const,
    path: `/tutorials/${tutorial.slug}`,
    title: tutorial.title,
    plain: plainText(TUTORIAL_TEXTS[tutorial.slug]),
  })),
]

/** Markdown without its marks and pictures: what a reader reads. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The guides and tutorials holding every word of the query (as the server searches articles and the
 * FAQ), those with a word in the title first; they ship with the app, so they are searched here.
 */
export function searchGuides(query: string): GuideResult[] {
  const words = [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 1),
    ),
  ]
  if (words.length === 0) return []
  return PAGES.flatMap((page) => {
    const lower = `${page.title} ${page.plain}`.toLowerCase()
    if (!words.every((word) => lower.includes(word))) return []
    const text = page.plain.toLowerCase()
    const at = Math.min(...words.map((word) => text.indexOf(word)).filter((i) => i >= 0), page.plain.length)
    const start = at === page.plain.length ? 0 : Math.max(0, at - 60)
    const excerpt = `${start > 0 ? '…' : ''}${page.plain.slice(start, start + 180)}…`
    const titleHits = words.filter((word) => page.title.toLowerCase().includes(word)).length
    return [{ result: { kind: page.kind, path: page.path, title: page.title, excerpt }, titleHits }]
  })
    .sort((a, b) => b.titleHits - a.titleHits)
    .map(({ result }) => result)
}
