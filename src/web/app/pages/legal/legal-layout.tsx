import { Anchor, Box, Container, Divider, Group, List, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { MAIN_CONTENT_ID } from '@/web/components/ui/skip-link'
import { usePublicConfig } from '@/web/lib/session'

/** One titled block of policy text: short paragraphs, optionally followed by a bullet list. */
export interface LegalSection {
  title: string
  paragraphs?: string[]
  items?: string[]
}

const footerLinks = [
  { to: '/', label: 'Home' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
]

export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return sections.map((section) => (
    <Box component="section" key={section.title}>
      <Title order={2} size="h3" mb="xs">
        {section.title}
      </Title>
      <Stack gap="xs">
        {section.paragraphs?.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {section.items && (
          <List spacing={4}>
            {section.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Box>
  ))
}

/** How to reach us: the support mailbox an admin saved, else the Help Center (no made-up address). */
export function LegalContact({ intro }: { intro: string }) {
  const email = usePublicConfig().data?.supportEmail
  return (
    <Box component="section">
      <Title order={2} size="h3" mb="xs">
        Contact us
      </Title>
      <Text>
        {intro}{' '}
        {email ? (
          <>
            Contact us at <Anchor href={`mailto:${email}`}>{email}</Anchor>.
          </>
        ) : (
          <>
            Contact us through the{' '}
            <Anchor component={Link} to="/help">
              Help Center
            </Anchor>
            .
          </>
        )}
      </Text>
    </Box>
  )
}

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl">
      <Stack gap="lg">
        <Box component="header">
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            Last updated: May 12, 2025
          </Text>
        </Box>
        {children}
        <Divider />
        <Box component="footer">
          <Group component="nav" aria-label="Legal" gap="lg">
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Box>
      </Stack>
    </Container>
  )
}
