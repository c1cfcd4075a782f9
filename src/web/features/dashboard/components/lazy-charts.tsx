import { Skeleton } from '@mantine/core'
import { type ComponentProps, lazy, Suspense } from 'react'

// One chunk holds the charts and recharts; the dashboard's first paint does not wait for it.
const load = () => import('./dashboard-charts')
const MonthlyOverview = lazy(async () => ({ default: (await load()).MonthlyOverviewChart }))
const ExpenseBreakdown = lazy(async () => ({ default: (await load()).ExpenseBreakdownChart }))

export function LazyMonthlyOverviewChart(props: ComponentProps<typeof MonthlyOverview>) {
  return (
    <Suspense fallback={<Skeleton h={260} />}>
      <MonthlyOverview {...props} />
    </Suspense>
  )
}

export function LazyExpenseBreakdownChart(props: ComponentProps<typeof ExpenseBreakdown>) {
  return (
    <Suspense fallback={<Skeleton h={180} />}>
      <ExpenseBreakdown {...props} />
    </Suspense>
  )
}
