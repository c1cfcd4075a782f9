import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { ADVANCE_MESSAGES } from '@/contracts/advances'
import { LoadError } from '@/web/components/ui/load-error'
import { formatMoney } from '@/web/lib/format'
import { useAdvancesOutstanding } from '../api/advances-api'

/** What is owed today, carrier by carrier. */
export function OutstandingByCarrier({ today }: { today: string }) {
  const owed = useAdvancesOutstanding(today)
  if (owed.isPending) return null
  if (owed.isError) return <LoadError title={ADVANCE_MESSAGES.loadFailed} onRetry={() => owed.refetch()} />
  const { items, totalCents } = owed.data
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="owed-title"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="owed-title">
          Owed to carriers
        </Title>
        <Text fw={700} fz="lg">
          {formatMoney(totalCents)}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing owed today: every advance recorded has been deducted on a settlement.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((payer) => (
            <Paper key={payer.payerName} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>{payer.payerName}</Text>
                  <Text size="sm" c="dimmed">
                    {payer.items.length === 1 ? '1 advance' : `${payer.items.length} advances`} not yet
                    deducted
                  </Text>
                </Stack>
                <Text fw={700}>{formatMoney(payer.outstandingCents)}</Text>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  )
}
