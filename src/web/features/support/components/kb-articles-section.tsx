import { Anchor, Card, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { KbArticle } from '@/contracts/support'
import { LoadError } from '@/web/components/ui/load-error'
import { useKbArticles } from '@/web/features/support/api/help-api'
import { formatDate } from '@/web/lib/format'
import { HelpSection } from './help-section'

const SHOWN = 6
const GRID_COLS = { base: 1, sm: 2, lg: 3 }

/** The first words of an article's Markdown as plain text, for a card. */
function summary(markdown: string, size = 140): string {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > size ? `${plain.slice(0, size).trimEnd()}…` : plain
}

function newestFirst(a: KbArticle, b: KbArticle): number {
  return (b.publishedAt ?? b.updatedAt).localeCompare(a.publishedAt ?? a.updatedAt)
}

/** The newest published articles of the knowledge base; nothing at all while there are none. */
export function KbArticlesSection() {
  const articles = useKbArticles()
  const items = [...(articles.data?.items ?? [])].sort(newestFirst).slice(0, SHOWN)

  if (articles.isSuccess && items.length === 0) return null
  return (
    <HelpSection
      id="articles"
      title="Knowledge Base"
      description="The latest articles from the RigLedger team."
    >
      {articles.isPending ? (
        <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={110} radius="md" />
          ))}
        </SimpleGrid>
      ) : articles.isError ? (
        <LoadError title="Failed to load the articles" onRetry={() => void articles.refetch()} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={GRID_COLS}
          spacing="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((article) => (
            <Card key={article.id} component="li" withBorder radius="md" p="md">
              <Anchor
                component={Link}
                to={`/help/articles/${article.id}`}
                fw={600}
                mb={4}
                style={{ overflowWrap: 'anywhere' }}
              >
                {article.title}
              </Anchor>
              <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                {summary(article.body)}
              </Text>
              <Text size="xs" c="dimmed" mt="xs">
                {formatDate(article.publishedAt ?? article.updatedAt)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </HelpSection>
  )
}
