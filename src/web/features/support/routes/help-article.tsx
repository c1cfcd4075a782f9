import { Paper } from '@mantine/core'
import type { ReactNode } from 'react'
import { BackLink } from '@/web/components/ui/back-link'
import { Markdown } from '@/web/components/ui/markdown'
import { NotFoundCard } from '@/web/components/ui/not-found-card'
import { PageTitle } from '@/web/components/ui/page-title'

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
  return <NotFoundCard message={message} to="/help" label="Back to Help Center" />
}
