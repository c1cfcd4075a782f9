import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import { type Icon, IconArrowDownRight, IconArrowUpRight, IconScale } from '@tabler/icons-react'
import { formatMoney } from '../../../lib/format'

interface SummaryCardsProps {
  loading: boolean
  incomeCents: number
  expensesCents: number
  netCents: number
}

function SummaryCard(props: {
  label: string
  icon: Icon
  color: string
  loading: boolean
  value: number
  negative?: boolean
}) {
  const { label, icon: CardIcon, color, loading, value, negative } = props
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={30} w={140} mt={6} data-testid="summary-skeleton" />
          ) : (
            <Text
              fz={{ base: 24, sm: 28 }}
              fw={700}
              c={negative ? 'red' : undefined}
              data-testid="summary-value"
            >
              {formatMoney(value)}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
      </Group>
    </Paper>
  )
}

/** Total Income, Total Expenses, Net Profit of the chosen period (zeros when there is no data). */
export function SummaryCards({ loading, incomeCents, expensesCents, netCents }: SummaryCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <SummaryCard
        label="Total Income"
        icon={IconArrowUpRight}
        color="green"
        loading={loading}
        value={incomeCents}
      />
      <SummaryCard
        label="Total Expenses"
        icon={IconArrowDownRight}
        color="red"
        loading={loading}
        value={expensesCents}
      />
      <SummaryCard
        label="Net Profit"
        icon={IconScale}
        color={netCents < 0 ? 'red' : 'blue'}
        loading={loading}
        value={netCents}
        negative={netCents < 0}
      />
    </SimpleGrid>
  )
}
