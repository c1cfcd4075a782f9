import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconHelpCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { Markdown } from '@/web/components/ui/markdown'
import { PageTitle } from '@/web/components/ui/page-title'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'

/** A guide or tutorial: the way back to the Help Center, its title, its Markdown, and what comes after it. */
export function HelpArticle(props: { title: string; text: string; children?: ReactNode }) {
  return (
    <>
      <BackLink to="/help" label="Back to Help Center" />
      <PageTitle title={props.title} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={860}>
        <Markdown>{props.text}</Markdown>
      </Paper>
      {props.children}
    </>
  )
}

/** The not-found page's look, inside the customer shell, with the way back to the Help Center. */
export function HelpNotFound({ message }: { message: string }) {
  useDocumentTitle('Page Not Found')
  return (
    <Paper withBorder radius="md" p="lg" maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={900} c="blue.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={28}>
          Page Not Found
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/help" leftSection={<IconHelpCircle size={18} />}>
          Back to Help Center
        </Button>
      </Stack>
    </Paper>
  )
}
