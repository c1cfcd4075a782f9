import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconLayoutDashboard } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { PageTitle } from '@/web/components/ui/page-title'
import { useOwnSupport } from '@/web/features/support/api/help-api'
import { ContactSection } from '@/web/features/support/components/contact-section'
import { FaqSection, type FaqTarget } from '@/web/features/support/components/faq-section'
import { QuickStartGuides, TutorialCards } from '@/web/features/support/components/guide-sections'
import { HelpSearch } from '@/web/features/support/components/help-search'
import { KbArticlesSection } from '@/web/features/support/components/kb-articles-section'
import { NewTicketModal } from '@/web/features/support/components/new-ticket-modal'
import { TicketsSection } from '@/web/features/support/components/tickets-section'

/**
 * The Help Center: search across the knowledge base and the FAQ, the guides and tutorials, the
 * newest articles, the FAQ, the ways to reach the team and the user's own tickets.
 */
export function HelpPage() {
  const own = useOwnSupport()
  const [openFaq, setOpenFaq] = useState<string | null>(null)
  const [faqTarget, setFaqTarget] = useState<FaqTarget | null>(null)
  const [newTicket, setNewTicket] = useState<{ subject: string } | null>(null)

  const showFaq = useCallback((key: string) => {
    setOpenFaq(key)
    setFaqTarget((previous) => ({ key, seq: (previous?.seq ?? 0) + 1 }))
  }, [])

  return (
    <>
      <PageTitle
        title="Help Center"
        actions={
          <Button
            component={Link}
            to="/dashboard"
            variant="default"
            leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          >
            Return to Dashboard
          </Button>
        }
      />
      <Text c="dimmed" mt={-8} mb="lg" maw={720}>
        Guides, tutorials and answers for your settlements, expenses, reports and taxes, and a direct line to
        the RigLedger team when you need one.
      </Text>
      <Stack gap={40}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <HelpSearch
            onOpenFaq={showFaq}
            onNewTicket={own ? (subject) => setNewTicket({ subject }) : undefined}
          />
        </Paper>
        <QuickStartGuides />
        <TutorialCards />
        <KbArticlesSection />
        <FaqSection opened={openFaq} onChange={setOpenFaq} target={faqTarget} />
        <ContactSection canChat={own} />
        <TicketsSection own={own} onNewTicket={() => setNewTicket({ subject: '' })} />
      </Stack>
      <NewTicketModal
        opened={newTicket !== null}
        onClose={() => setNewTicket(null)}
        initialSubject={newTicket?.subject}
      />
    </>
  )
}
