import {
  Accordion,
  Anchor,
  Button,
  Card,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  type Icon,
  IconAlertTriangle,
  IconBook,
  IconDatabase,
  IconMail,
  IconMessages,
  IconSearch,
  IconSearchOff,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageTitle } from '@/web/components/ui/page-title'
import { usePublicConfig } from '@/web/lib/session'

interface HelpCard {
  title: string
  text: string
  icon: Icon
  to: string
}

const SUPPORT_CARDS: HelpCard[] = [
  {
    title: 'Documentation',
    text: 'Guides to every admin screen: accounts, settings, data and security.',
    icon: IconBook,
    to: '/admin/docs',
  },
  {
    title: 'Community',
    text: 'Suggest a feature, report a problem, and find the API description.',
    icon: IconMessages,
    to: '/admin/community',
  },
]

/** The support mailbox the team saved (Settings › System), as a help card; none while unset. */
const contactCard = (email: string): HelpCard => ({
  title: 'Contact support',
  text: `E-mail ${email} when something does not work as the guides say.`,
  icon: IconMail,
  to: `mailto:${email}`,
})

const GUIDES: HelpCard[] = [
  {
    title: 'User Management',
    text: 'Create, edit, suspend and delete accounts, send password reset links, View User Account.',
    icon: IconUsers,
    to: '/admin/docs/user-management',
  },
  {
    title: 'System Settings',
    text: 'Outgoing e-mail (SMTP), Send Test Email, notification alerts and the outbox.',
    icon: IconSettings,
    to: '/admin/docs/system-settings',
  },
  {
    title: 'Data Management',
    text: 'Where data is kept, backups, customer exports, deleting accounts and test clients.',
    icon: IconDatabase,
    to: '/admin/docs/data-management',
  },
  {
    title: 'Security',
    text: 'Sessions, sign-in throttling and the captcha, password resets and the audit log.',
    icon: IconShieldLock,
    to: '/admin/docs/security',
  },
]

const FAQS: { question: string; answer: string; guide: { label: string; to: string } }[] = [
  {
    question: 'How do I suspend a user, and what happens to their sessions?',
    answer:
      'In User Management, open the user’s row menu and choose Suspend, or tick several users and click the Suspend button. Every session of the account ends at once, so the person is signed out on every device at their next click, and signing in is refused until an administrator activates the account again. Nothing is deleted: their settlements, expenses and documents stay.',
    guide: { label: 'User Management guide', to: '/admin/docs/user-management' },
  },
  {
    question: 'Why can’t the last administrator be suspended, demoted or deleted?',
    answer:
      'RigLedger always keeps at least one active administrator, otherwise nobody could sign in to the back office to put things right. Such a change is refused with “The last administrator cannot be suspended, demoted or deleted”, even inside a bulk action. Create or promote another administrator first. You also cannot suspend or delete your own account.',
    guide: { label: 'Security guide', to: '/admin/docs/security' },
  },
  {
    question: 'How does View User Account work, and how do I return?',
    answer:
      'From a customer’s row menu in User Management, View User Account opens their side of RigLedger as they see it, with an orange banner on every screen. You have their rights only, and every change you make is recorded in the audit log under your name. Click Return to Admin in the banner (or where Logout usually is) to go back to User Management. Administrators and inactive accounts cannot be viewed.',
    guide: { label: 'User Management guide', to: '/admin/docs/user-management' },
  },
  {
    question: 'Where are the SMTP settings, and how does Send Test Email work?',
    answer:
      'Settings → Email Settings holds the SMTP host, port, username, password, from e-mail and from name. The password is stored encrypted and never shown again. Save first: Send Test Email then sends a short message through the saved settings to the address you type, and shows the mail server’s reason when it refuses. With no SMTP server, mail is kept in the Outbox instead of being sent. The Mail Log lists every e-mail RigLedger tried to send, to whom, whether it went, and the mail server’s reason when it did not.',
    guide: { label: 'System Settings guide', to: '/admin/docs/system-settings' },
  },
  {
    question: 'What are test clients?',
    answer:
      'Accounts flagged as test clients, made by administrators to try or demonstrate RigLedger. Generate Data fills one with sample settlements, expenses and documents. Test clients are never counted in platform revenue. They are listed under Test clients.',
    guide: { label: 'Data Management guide', to: '/admin/docs/data-management' },
  },
  {
    question: 'A user forgot their password. What can I do?',
    answer:
      'Choose Send password reset in their row menu. They receive a single-use link that works for one hour; using it ends their other sessions. Administrators never see or set a user’s password. The account must be active.',
    guide: { label: 'Security guide', to: '/admin/docs/security' },
  },
]

/** Every word of the query appears in the title or the text, whatever the case. */
function matches(terms: string[], ...fields: string[]) {
  const haystack = fields.join(' ').toLowerCase()
  return terms.every((term) => haystack.includes(term))
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function CardLink({ card }: { card: HelpCard }) {
  const body = (
    <>
      <Group gap="sm" mb={4} wrap="nowrap">
        <ThemeIcon variant="light" radius="md" aria-hidden>
          <card.icon size={18} />
        </ThemeIcon>
        <Text fw={600}>{card.title}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {card.text}
      </Text>
    </>
  )
  // An e-mail address is not a screen of the app: a plain link, which the mail program opens.
  return card.to.startsWith('mailto:') ? (
    <Card withBorder radius="md" p="md" component="a" href={card.to}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" p="md" component={Link} to={card.to}>
      {body}
    </Card>
  )
}

export function AdminHelpPage() {
  const supportEmail = usePublicConfig().data?.supportEmail ?? null
  const supportCards = supportEmail ? [...SUPPORT_CARDS, contactCard(supportEmail)] : SUPPORT_CARDS
  const [query, setQuery] = useState('')
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const guides = GUIDES.filter((g) => matches(terms, g.title, g.text))
  const faqs = FAQS.filter((f) => matches(terms, f.question, f.answer))
  const nothing = guides.length === 0 && faqs.length === 0

  return (
    <>
      <PageTitle title="Admin Help Center" />
      <Stack gap="xl">
        <div>
          <TextInput
            size="md"
            aria-label="Search guides and FAQs"
            placeholder="Search guides and FAQs, e.g. suspend, SMTP, backup"
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={
              query ? <CloseButton aria-label="Clear the search box" onClick={() => setQuery('')} /> : null
            }
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <Text size="sm" c="dimmed" mt={6} aria-live="polite">
            {terms.length > 0 && !nothing
              ? `${guides.length} ${guides.length === 1 ? 'guide' : 'guides'} and ${faqs.length} ${faqs.length === 1 ? 'answer' : 'answers'} match`
              : ''}
          </Text>
        </div>

        <Section id="help-support" title="Get help">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {supportCards.map((card) => (
              <CardLink key={card.to} card={card} />
            ))}
          </SimpleGrid>
        </Section>

        {nothing && (
          <Paper withBorder radius="md" p="md">
            <EmptyState
              icon={IconSearchOff}
              title={`No guides or answers match “${query.trim()}”`}
              description="Try another word, such as suspend, SMTP, backup or audit, or browse all the guides."
              action={
                <Button variant="light" mt="sm" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              }
            />
          </Paper>
        )}

        {guides.length > 0 && (
          <Section id="help-guides" title="Guides">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              {guides.map((card) => (
                <CardLink key={card.to} card={card} />
              ))}
            </SimpleGrid>
          </Section>
        )}

        {faqs.length > 0 && (
          <Section id="help-faq" title="Frequently asked questions">
            <Accordion variant="separated" radius="md" multiple>
              {faqs.map((faq) => (
                <Accordion.Item key={faq.question} value={faq.question}>
                  <Accordion.Control>{faq.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm">{faq.answer}</Text>
                    <Anchor component={Link} to={faq.guide.to} size="sm" mt="xs" display="inline-block">
                      Read the {faq.guide.label}
                    </Anchor>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Section>
        )}

        <Section id="help-priority" title="Priority contact">
          <Paper withBorder radius="md" p="md">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <ThemeIcon variant="light" color="orange" radius="md" aria-hidden>
                <IconAlertTriangle size={18} />
              </ThemeIcon>
              <Stack gap="xs">
                <Text size="sm">
                  When customers cannot work (nobody can sign in, e-mail is not going out, data looks
                  missing),{' '}
                  {supportEmail ? (
                    <>
                      e-mail <b>{supportEmail}</b> with “Urgent” at the start of the subject.
                    </>
                  ) : (
                    <>
                      tell the team through your usual channel. No support mailbox is set yet: save one in{' '}
                      <Anchor component={Link} to="/admin/settings?tab=system">
                        Settings › System
                      </Anchor>
                      .
                    </>
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  Say which page, what happened and when, and the e-mail of the account concerned. Never send
                  passwords or password reset links.
                </Text>
                {supportEmail && (
                  <Button
                    component="a"
                    href={`mailto:${supportEmail}?subject=${encodeURIComponent('Urgent: ')}`}
                    leftSection={<IconMail size={16} />}
                    w="fit-content"
                  >
                    E-mail support
                  </Button>
                )}
              </Stack>
            </Group>
          </Paper>
        </Section>
      </Stack>
    </>
  )
}
