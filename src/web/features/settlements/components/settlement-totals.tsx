import { Paper, SimpleGrid, Text } from '@mantine/core'
import type { SettlementTotals as Totals } from '@/domain/settlements/settlement-math'
import { formatMoney } from '@/web/lib/format'

/** Gross, Deductions, Reimbursements and Net, with the sum spelled out so the arithmetic is visible. */
export function SettlementTotals({ totals }: { totals: Totals }) {
  const cards = [
    { label: 'Gross', value: totals.grossCents, note: 'Sum of the loads' },
    { label: 'Deductions', value: totals.deductionsCents, note: 'Taken out of the pay' },
    { label: 'Reimbursements', value: totals.reimbursementsCents, note: 'Paid back to you' },
    { label: 'Net', value: totals.netCents, note: 'What you are paid' },
  ]
  return (
    <div>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {cards.map((card) => (
          <Paper key={card.label} withBorder radius="md" p="sm" aria-label={card.label} role="group">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {card.label}
            </Text>
            <Text
              fz={{ base: 'lg', sm: 'xl' }}
              fw={700}
              c={card.label === 'Net' && card.value < 0 ? 'red' : undefined}
              data-testid={`total-${card.label.toLowerCase()}`}
            >
              {formatMoney(card.value)}
            </Text>
            <Text size="xs" c="dimmed">
              {card.note}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xs">
        {formatMoney(totals.grossCents)} gross − {formatMoney(totals.deductionsCents)} deductions +{' '}
        {formatMoney(totals.reimbursementsCents)} reimbursements = {formatMoney(totals.netCents)} net
      </Text>
    </div>
  )
}
