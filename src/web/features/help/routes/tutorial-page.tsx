import { Button, Group } from '@mantine/core'
import { IconArrowRight, IconList } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { HelpArticle, HelpNotFound } from '@/web/features/help/routes/help-article'
import expenseManagement from '@/web/features/help/tutorials/expense-management.md?raw'
import firstSettlement from '@/web/features/help/tutorials/first-settlement.md?raw'
import gettingStarted from '@/web/features/help/tutorials/getting-started.md?raw'
import taxReports from '@/web/features/help/tutorials/tax-reports.md?raw'
import { TUTORIALS, type TutorialSlug } from '@/web/features/help/tutorials/tutorials'

const TEXTS: Record<TutorialSlug, string> = {
  'getting-started': gettingStarted,
  'first-settlement': firstSettlement,
  'expense-management': expenseManagement,
  'tax-reports': taxReports,
}

/** `/tutorials/<slug>`: one tutorial, then the next one in order (the last leads back to the list). */
export function TutorialPage() {
  const { slug } = useParams()
  const index = TUTORIALS.findIndex((tutorial) => tutorial.slug === slug)
  const tutorial = TUTORIALS[index]
  if (!tutorial) return <HelpNotFound message="There is no tutorial at this address." />
  const next = TUTORIALS[index + 1]
  return (
    <HelpArticle title={tutorial.title} text={TEXTS[tutorial.slug]}>
      <Group justify="space-between" maw={860} mt="md" gap="sm">
        <Button component={Link} to="/tutorials" variant="subtle" leftSection={<IconList size={16} />}>
          All tutorials
        </Button>
        {next && (
          <Button component={Link} to={`/tutorials/${next.slug}`} rightSection={<IconArrowRight size={16} />}>
            Next tutorial: {next.title}
          </Button>
        )}
      </Group>
    </HelpArticle>
  )
}
