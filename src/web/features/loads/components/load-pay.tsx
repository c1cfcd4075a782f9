import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { Load } from '@/contracts/loads'
import { RATE_LINE_LABELS } from '@/domain/loads/load-terms'
import { formatDate, formatMoney } from '@/web/lib/format'

/** What the load was booked at, line by line, and what the settlement that paid it paid. */
export function LoadPay({ load }: { load: Load }) {
  const settlement = load.settlement
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Rate and pay">
      <Title order={2} fz="lg" mb="sm">
        Rate and pay
      </Title>
      {load.rateLines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {load.origin === 'settlement'
            ? 'Made from a settlement line: there is no rate to check its pay against.'
            : 'No rate lines: edit the load to add what its rate confirmation lists.'}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Rate lines">
          {load.rateLines.map((line) => (
            <Group
              key={line.id}
              component="li"
              justify="space-between"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm">{RATE_LINE_LABELS[line.kind]}</Text>
                {line.description && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {line.description}
                  </Text>
                )}
              </div>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amountCents)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Divider my="sm" />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          Total rate
        </Text>
        <Text fw={700} data-testid="load-rate-total">
          {formatMoney(load.rateTotalCents)}
        </Text>
      </Group>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={600}>
            Paid
          </Text>
          {settlement ? (
            <Anchor component={Link} to={`/settlements/${settlement.id}`} size="sm">
              Settlement{settlement.broker && ` from ${settlement.broker}`}
              {settlement.settlementDate && ` of ${formatDate(settlement.settlementDate)}`}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              No settlement has paid it yet
            </Text>
          )}
        </div>
        <Text fw={700} data-testid="load-paid" c={load.paidCents === null ? 'dimmed' : undefined}>
          {load.paidCents === null ? '—' : formatMoney(load.paidCents)}
        </Text>
      </Group>
    </Paper>
  )
}
