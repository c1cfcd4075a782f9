import { ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useIntersection } from '@mantine/hooks'
import { IconChartDonut } from '@tabler/icons-react'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import type { Dashboard } from '@/contracts/dashboard'
import { EmptyState } from '@/web/components/ui/empty-state'
import { formatMoney } from '@/web/lib/format'

// One chunk holds the drawings and recharts; the dashboard's first paint does not wait for it.
const load = () => import('./dashboard-charts')
const IncomeExpenseLines = lazy(async () => ({ default: (await load()).IncomeExpenseLines }))
const ExpenseDonut = lazy(async () => ({ default: (await load()).ExpenseDonut }))

/**
 * Draws a chart once half of its place is on screen, and from then on: a phone opening the
 * dashboard draws the figures above the fold first, and a chart below it (recharts is its largest
 * script) when scrolled to. Its place keeps the chart's size, so nothing moves when it comes.
 */
function WhenShown({ height, width, children }: { height: number; width?: number; children: ReactNode }) {
  const { ref, entry } = useIntersection({ threshold: 0.5 })
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (entry?.isIntersecting) setShown(true)
  }, [entry])
  // Not yet on screen it is only room kept; once there, a placeholder while its code arrives.
  return (
    <div ref={ref} style={{ minHeight: height, minWidth: width }}>
      {shown && (
        <Suspense fallback={<Skeleton h={height} w={width} circle={width !== undefined} />}>
          {children}
        </Suspense>
      )}
    </div>
  )
}

/**
 * Income and expenses over time: the chosen period by day, month or year (or, for a fleet, its last
 * six months). `emptyText` says what is empty when nothing was recorded.
 */
export function MonthlyOverviewChart({ chart, emptyText }: { chart: Dashboard['chart']; emptyText: string }) {
  const empty = chart.points.every((p) => p.incomeCents === 0 && p.expensesCents === 0)
  return (
    <>
      {empty && (
        <Text size="sm" c="dimmed" mb="xs">
          {emptyText}
        </Text>
      )}
      <WhenShown height={260}>
        <IncomeExpenseLines chart={chart} />
      </WhenShown>
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
      <WhenShown height={180} width={180}>
        <ExpenseDonut slices={slices} />
      </WhenShown>
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
