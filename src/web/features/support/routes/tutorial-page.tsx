import { Button, Group } from '@mantine/core'
import { IconArrowRight, IconList } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { TUTORIAL_TEXTS } from '@/web/features/support/lib/guides'
import { HelpArticle, HelpNotFound } from '@/web/features/support/routes/help-article'
import { TUTORIALS } from '@/web/features/support/tutorials/tutorials'

/** `/tutorials/<slug>`: one tutorial, then the next one in order (the last leads back to the list). */
export function TutorialPage() {
  const { slug } = useParams()
  const index = TUTORIALS.findIndex((tutorial) => tutorial.slug === slug)
  const tutorial = TUTORIALS[index]
  if (!tutorial) return <HelpNotFound message="There is no tutorial at this address." />
  const next = TUTORIALS[index + 1]
  return (
    <HelpArticle title={tutorial.title} text={TUTORIAL_TEXTS[tutorial.slug]}>
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
