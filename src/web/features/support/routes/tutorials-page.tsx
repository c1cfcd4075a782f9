import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { TUTORIALS } from '@/web/features/support/tutorials/tutorials'

/** `/tutorials`: the tutorials in reading order, each with one line about it. */
export function TutorialsPage() {
  return (
    <>
      <BackLink to="/help" label="Back to Help Center" />
      <PageTitle title="Tutorials" />
      <Text c="dimmed" mb="md" maw={860}>
        Step-by-step walkthroughs of RigLedger, from your first sign-in to the reports you hand your tax
        preparer. Each one takes a few minutes; read them in order or jump to the one you need.
      </Text>
      <Stack gap="sm" maw={860} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {TUTORIALS.map((tutorial, index) => (
          <Card key={tutorial.slug} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div style={{ flex: 1, minWidth: 220 }}>
                <Group gap="xs" mb={4}>
                  <Badge variant="light" aria-hidden>
                    {index + 1}
                  </Badge>
                  <Title order={2} fz="lg">
                    <Anchor component={Link} to={`/tutorials/${tutorial.slug}`} inherit>
                      {tutorial.title}
                    </Anchor>
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {tutorial.description}
                </Text>
              </div>
              <Button
                component={Link}
                to={`/tutorials/${tutorial.slug}`}
                variant="light"
                rightSection={<IconArrowRight size={16} />}
                aria-label={`Start tutorial: ${tutorial.title}`}
              >
                Start
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  )
}
