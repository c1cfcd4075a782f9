import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconLink, IconPlayerSkipForward } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { ImportResult } from '@/contracts/ifta-imports'
import type { ImportKind } from '@/domain/ifta/import/import-fields'
import { StatCard } from '@/web/components/ui/stat-card'

/** What an import made: records created, those already kept (trips, or purchases a card line completes), rows left out and why. */
export function ImportResultPanel({ kind, result }: { kind: ImportKind; result: ImportResult }) {
  const made = kind === 'eld_miles' ? 'Trip sheets created' : 'Fuel purchases created'
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" title="Imported">
        {kind === 'eld_miles'
          ? 'The trip sheets are in your IFTA records.'
          : 'The fuel purchases are in your IFTA records, each with its fuel expense.'}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatCard label={made} value={String(result.created)} icon={IconCircleCheck} color="green" />
        <StatCard
          label={kind === 'eld_miles' ? 'Already kept (not added again)' : 'Matched to purchases you had'}
          value={String(result.matched)}
          icon={IconLink}
          color="blue"
        />
        <StatCard
          label="Rows skipped"
          value={String(result.skipped)}
          icon={IconPlayerSkipForward}
          color="gray"
        />
      </SimpleGrid>
      {result.problems.length > 0 && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Problems">
          <Title order={2} fz="lg" mb="xs">
            Problems
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            These rows were left out or changed; fix them in the file and import them again, or add them by
            hand.
          </Text>
          <List size="sm" spacing={4}>
            {result.problems.slice(0, 200).map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
          {result.problems.length > 200 && (
            <Text size="sm" c="dimmed" mt="xs">
              …and {result.problems.length - 200} more.
            </Text>
          )}
        </Paper>
      )}
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/ifta/import" variant="default">
          Import another file
        </Button>
        <Button component={Link} to="/ifta">
          Go to IFTA
        </Button>
      </Group>
    </Stack>
  )
}
