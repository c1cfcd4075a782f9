import { Code, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import type { PublicConfig } from '@/contracts/auth'

/** Shown only when the server runs in demo mode; lists the seeded accounts to try. */
export function DemoAccounts({ accounts }: { accounts: PublicConfig['demoAccounts'] }) {
  return (
    <Container component="section" size="lg" pt="xl" aria-labelledby="demo-accounts-title">
      <Paper
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        bg="blue.0"
        withBorder
        style={{ borderColor: 'var(--mantine-color-blue-2)' }}
      >
        <Group gap="xs" mb={4} wrap="nowrap">
          <ThemeIcon variant="transparent" aria-hidden>
            <IconInfoCircle size={20} />
          </ThemeIcon>
          <Title order={2} fz="lg" id="demo-accounts-title">
            Demo Accounts
          </Title>
        </Group>
        <Text size="sm" mb="md">
          This is a demo. Sign in with one of these accounts to look around.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {accounts.map((account) => (
            <Paper
              key={account.email}
              withBorder
              radius="md"
              p="sm"
              aria-label={`${account.label} demo account`}
            >
              <Text fw={600} size="sm" mb={6}>
                {account.label}
              </Text>
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  Email
                </Text>
                <Code style={{ wordBreak: 'break-all' }}>{account.email}</Code>
                <Text size="xs" c="dimmed">
                  Password
                </Text>
                <Code>{account.password}</Code>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Paper>
    </Container>
  )
}
