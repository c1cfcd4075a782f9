import '@mantine/charts/styles.css'
import { DonutChart, LineChart } from '@mantine/charts'
import { ColorSwatch, Group, Stack, Text } from '@mantine/core'
import { IconChartDonut } from '@tabler/icons-react'
import type { Dashboard } from '@/contracts/dashboard'
import { EmptyState } from '@/web/components/ui/empty-state'
import { bucketLabel } from '@/web/features/dashboard/lib/periods'
import { formatMoney } from '@/web/lib/format'

// Loaded lazily (see lazy-charts.tsx): recharts is large and only the dashboard needs it.

const dollarsAsMoney = (dollars: number) => formatMoney(Math.round(dollars * 100))

/**
 * Income and expenses over time, in dollars on a USD axis: the chosen period by day, month or year
 * (or, for a fleet, its last six months). `emptyText` says what is empty when nothing was recorded.
 */
export function MonthlyOverviewChart({ chart, emptyText }: { chart: Dashboard['chart']; emptyText: string }) {
  const years = new Set(chart.points.map((p) => p.start.slice(0, 4)))
  const data = chart.points.map((p) => ({
    bucket: bucketLabel(p.start, chart.unit, years.size > 1),
    Income: p.incomeCents / 100,
    Expenses: p.expensesCents / 100,
  }))
  const empty = chart.points.every((p) => p.incomeCents === 0 && p.expensesCents === 0)
  return (
    <>
      {empty && (
        <Text size="sm" c="dimmed" mb="xs">
          {emptyText}
        </Text>
      )}
      <LineChart
        h={260}
        data={data}
        dataKey="bucket"
        series={[
          { name: 'Income', color: 'teal.6' },
          { name: 'Expenses', color: 'red.6' },
        ]}
        curveType="monotone"
        valueFormatter={dollarsAsMoney}
        // An empty ledger still gets a sensible scale instead of $0–$4.
        yAxisProps={{ width: 84, domain: [0, (dataMax: number) => Math.max(dataMax, 1000)] }}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        // A chart is an image to assistive technology; a bare div may not carry a name.
        role="img"
        aria-label={`Income and expenses by ${chart.unit}`}
      />
    </>
  )
}

const PALETTE = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'yellow.6', 'cyan.6', 'pink.6', 'gray.6']

/** The period's expenses by category: a doughnut plus a legend with amounts and shares. */
export function ExpenseBreakdownChart({ breakdown }: { breakdown: Dashboard['breakdown'] }) {
  if (breakdown.length === 0) {
    return (
      <EmptyState
        icon={IconChartDonut}
        title="No expenses in this period"
        description="Expenses you add and settlement deductions show up here by category."
      />
    )
  }
  // The largest categories get their own colour; the long tail is summed into one slice.
  const head = breakdown.slice(0, PALETTE.length - 1)
  const tail = breakdown.slice(PALETTE.length - 1)
  const slices = [
    ...head.map((b) => ({ name: b.label, cents: b.amountCents, percent: b.percent })),
    ...(tail.length > 0
      ? [
          {
            name: 'All other',
            cents: tail.reduce((sum, b) => sum + b.amountCents, 0),
            percent: Math.round(tail.reduce((sum, b) => sum + b.percent, 0) * 10) / 10,
          },
        ]
      : []),
  ].map((slice, i) => ({ ...slice, color: PALETTE[i] ?? 'gray.6' }))

  return (
    <Group align="center" justify="center" gap="lg" wrap="wrap">
      <DonutChart
        data={slices.map((s) => ({ name: s.name, value: s.cents / 100, color: s.color }))}
        size={180}
        thickness={28}
        valueFormatter={dollarsAsMoney}
        tooltipDataSource="segment"
        // The legend beside it gives the same figures as text.
        role="img"
        aria-label="Expenses by category"
      />
      <Stack gap={6} miw={200} style={{ flex: 1 }} aria-label="Expense categories">
        {slices.map((slice) => (
          <Group key={slice.name} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <ColorSwatch
                color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                size={12}
                mt={4}
                style={{ flexShrink: 0 }}
              />
              {/* A long category name wraps rather than losing its end. */}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {slice.name}
              </Text>
            </Group>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(slice.cents)} · {slice.percent}%
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  )
}
