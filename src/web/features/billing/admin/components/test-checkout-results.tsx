import { Anchor, Code, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconCircleX, IconClock, IconExternalLink } from '@tabler/icons-react'
import { StatCard } from '@/web/components/ui/stat-card'
import type { CheckoutTarget } from './test-checkout-list'

export type TestResult = { target: CheckoutTarget } & (
  | { state: 'pending' }
  | { state: 'success'; sessionId: string; url: string }
  | { state: 'failed'; message: string }
)

function ResultLine({ result }: { result: TestResult }) {
  const { target } = result
  const title = `${target.item.name} · ${target.intervalLabel}`
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {result.state === 'pending' ? (
        <Loader size={20} aria-label="Running" />
      ) : (
        <ThemeIcon
          color={result.state === 'success' ? 'green' : 'red'}
          variant="light"
          radius="xl"
          size={22}
          role="img"
          aria-label={result.state === 'success' ? 'Success' : 'Failed'}
        >
          {result.state === 'success' ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />}
        </ThemeIcon>
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {result.state === 'pending' && (
          <Text size="sm" c="dimmed">
            Creating the checkout session…
          </Text>
        )}
        {result.state === 'success' && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              Session <Code style={{ overflowWrap: 'anywhere' }}>{result.sessionId}</Code>
            </Text>
            <Anchor href={result.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                Open checkout <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        )}
        {result.state === 'failed' && (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {result.message}
          </Text>
        )}
      </Stack>
    </Group>
  )
}

/** Counts of the test checkouts so far and what each one gave, newest first. */
export function TestCheckoutResults({ results }: { results: TestResult[] }) {
  const count = (state: TestResult['state']) => String(results.filter((r) => r.state === state).length)
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h5" mb="sm">
        Test results
      </Title>
      <SimpleGrid cols={3} spacing="xs" mb="md">
        <StatCard label="Successful" value={count('success')} icon={IconCircleCheck} color="green" />
        <StatCard label="Failed" value={count('failed')} icon={IconCircleX} color="red" />
        <StatCard label="Pending" value={count('pending')} icon={IconClock} color="yellow" />
      </SimpleGrid>
      <div aria-live="polite">
        {results.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tests run yet: choose Test beside a plan, service or add-on.
          </Text>
        ) : (
          <Stack gap="sm">
            {results.map((result) => (
              <ResultLine key={result.target.key} result={result} />
            ))}
          </Stack>
        )}
      </div>
    </Paper>
  )
}
