import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import { type Icon, IconArrowDownRight, IconArrowUpRight, IconScale, IconUsers } from '@tabler/icons-react'
import { formatMoney } from '@/web/lib/format'

interface SummaryCardsProps {
  loading: boolean
  incomeCents: number
  expensesCents: number
  netCents: number
  /** Shown when the server sends it (admins, or a platform of 100+ accounts). */
  platformUsers: number | null
  /** Where each figure comes from, under it (a fleet's cards, whose figures are not one ledger's). */
  notes?: { income: string; expenses: string; net: string }
}

const count = new Intl.NumberFormat('en-US')

function SummaryCard(props: {
  label: string
  icon: Icon
  color: string
  loading: boolean
  value: number
  negative?: boolean
  format?: (value: number) => string
  note?: string
}) {
  const { label, icon: CardIcon, color, loading, value, negative, note, format = formatMoney } = props
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
              {format(value)}
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed" mt={2}>
              {note}
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

/**
 * Total Income, Total Expenses, Net Profit of the chosen period (zeros when there is no data), and
 * Platform Users when the server includes it.
 */
export function SummaryCards(props: SummaryCardsProps) {
  const { loading, incomeCents, expensesCents, netCents, platformUsers, notes } = props
  return (
    <SimpleGrid
      cols={{ base: 1, xs: platformUsers === null ? 3 : 2, md: platformUsers === null ? 3 : 4 }}
      spacing="md"
    >
      <SummaryCard
        label="Total Income"
        icon={IconArrowUpRight}
        color="green"
        loading={loading}
        value={incomeCents}
        note={notes?.income}
      />
      <SummaryCard
        label="Total Expenses"
        icon={IconArrowDownRight}
        color="red"
        loading={loading}
        value={expensesCents}
        note={notes?.expenses}
      />
      <SummaryCard
        label="Net Profit"
        icon={IconScale}
        color={netCents < 0 ? 'red' : 'blue'}
        loading={loading}
        value={netCents}
        negative={netCents < 0}
        note={notes?.net}
      />
      {platformUsers !== null && (
        <SummaryCard
          label="Platform Users"
          icon={IconUsers}
          color="grape"
          loading={loading}
          value={platformUsers}
          format={(n) => count.format(n)}
        />
      )}
    </SimpleGrid>
  )
}
