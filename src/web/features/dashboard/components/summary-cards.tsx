import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import {
  type Icon,
  IconArrowDownRight,
  IconArrowUpRight,
  IconReceiptTax,
  IconScale,
  IconUsers,
} from '@tabler/icons-react'
import { Link } from 'react-router'
import { formatMoney, formatNumber } from '@/web/lib/format'

interface SummaryCardsProps {
  loading: boolean
  incomeCents: number
  expensesCents: number
  netCents: number
  /** Shown when the server sends it (admins, or a platform of 100+ accounts). */
  platformUsers: number | null
  /** Where each figure comes from, under it (a fleet's cards, whose figures are not one ledger's). */
  notes?: { income: string; expenses: string; net: string }
  /** The Tax Summary's federal tax of the year so far and what it is; null where it is not shown. */
  estimatedTax: { cents: number; note: string } | null
}

function SummaryCard(props: {
  label: string
  icon: Icon
  color: string
  loading: boolean
  value: number
  negative?: boolean
  format?: (value: number) => string
  note?: string
  link?: { to: string; label: string }
}) {
  const { label, icon: CardIcon, color, loading, value, negative, note, link, format = formatMoney } = props
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
          {link && (
            <Anchor component={Link} to={link.to} size="xs">
              {link.label}
            </Anchor>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
      </Group>
    </Paper>
  )
}

/** Columns by how many cards there are: one on a phone, then two, then all in a row (five wrap at 3). */
function columns(cards: number) {
  if (cards === 3) return { base: 1, xs: 3 }
  if (cards === 4) return { base: 1, xs: 2, lg: 4 }
  return { base: 1, xs: 2, md: 3, xl: 5 }
}

/**
 * Total Income, Total Expenses, Net Profit of the chosen period (zeros when there is no data), the
 * year's Estimated Tax (the Tax Summary's) and Platform Users when the server includes it.
 */
export function SummaryCards(props: SummaryCardsProps) {
  const { loading, incomeCents, expensesCents, netCents, platformUsers, notes, estimatedTax } = props
  const cards = 3 + (estimatedTax ? 1 : 0) + (platformUsers === null ? 0 : 1)
  return (
    <SimpleGrid cols={columns(cards)} spacing="md">
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
      {estimatedTax && (
        <SummaryCard
          label="Estimated Tax"
          icon={IconReceiptTax}
          color="orange"
          loading={loading}
          value={estimatedTax.cents}
          note={estimatedTax.note}
          link={{ to: '/reports/tax', label: 'Tax Summary' }}
        />
      )}
      {platformUsers !== null && (
        <SummaryCard
          label="Platform Users"
          icon={IconUsers}
          color="grape"
          loading={loading}
          value={platformUsers}
          format={(n) => formatNumber(n)}
        />
      )}
    </SimpleGrid>
  )
}
