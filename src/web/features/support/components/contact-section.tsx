import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import { IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { usePublicConfig } from '@/web/lib/session'
import { openSupportChat } from '@/web/lib/support-chat'
import { HelpSection } from './help-section'

function ContactCard(props: { icon: typeof IconMail; title: string; children: ReactNode }) {
  const { icon: CardIcon } = props
  return (
    <Card withBorder radius="md" p="md">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
        <Text fw={600} component="h3" fz="md" m={0}>
          {props.title}
        </Text>
      </Group>
      {props.children}
    </Card>
  )
}

/** How to reach the team: the chat (the account holder's own) and the support mailbox. */
export function ContactSection({ canChat }: { canChat: boolean }) {
  const config = usePublicConfig()
  const email = config.data?.supportEmail
  const phone = config.data?.supportPhone
  return (
    <HelpSection
      id="contact"
      title="Contact Support"
      description="Could not find the answer? The RigLedger team answers in the chat."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ContactCard icon={IconMessageCircle} title="Chat with us">
          {canChat ? (
            <>
              <Text size="sm" c="dimmed" mb="sm">
                Write to the team from any screen. Answers appear in the chat and your notifications; if
                nobody can answer right away, your message becomes a ticket and the reply comes by e-mail too.
              </Text>
              <Button
                variant="light"
                leftSection={<IconMessageCircle size={18} aria-hidden />}
                onClick={openSupportChat}
              >
                Chat with us
              </Button>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              The support chat belongs to the account holder: it opens when they are signed in to their own
              account.
            </Text>
          )}
        </ContactCard>
        {/* The mailbox and phone show only once an admin has saved them (Settings › System). */}
        {config.isPending && <Skeleton height={120} radius="md" />}
        {email && (
          <ContactCard icon={IconMail} title="E-mail support">
            <Text size="sm" c="dimmed" mb="sm">
              Send us the details, with screenshots if they help; we answer by e-mail.
            </Text>
            <Anchor href={`mailto:${email}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
          </ContactCard>
        )}
        {phone && (
          <ContactCard icon={IconPhone} title="Call support">
            <Text size="sm" c="dimmed" mb="sm">
              Talk to the team about your account.
            </Text>
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={500}>
              {phone}
            </Anchor>
          </ContactCard>
        )}
      </SimpleGrid>
    </HelpSection>
  )
}
