import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconMail, IconPhone } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { PublicConfig } from '@/contracts/auth'
import { Logo } from '@/web/components/ui/logo'
import { PRODUCT_NAME } from '@/web/lib/brand'

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
]

export function LandingFooter({ config }: { config?: PublicConfig }) {
  return (
    <Box component="footer" py={48} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Logo to={null} />
            <Text size="sm" c="dimmed">
              Bookkeeping and finance for truckers, owner-operators and fleets.
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              Support
            </Title>
            {/* Each shows only once an admin has saved it (Settings › System). */}
            {config?.supportEmail && (
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${config.supportEmail}`} size="sm">
                  {config.supportEmail}
                </Anchor>
              </Group>
            )}
            {config?.supportPhone && (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`} size="sm">
                  {config.supportPhone}
                </Anchor>
              </Group>
            )}
            <Anchor component={Link} to="/help" size="sm">
              Help Center
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              Legal
            </Title>
            {LEGAL_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={40}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  )
}
