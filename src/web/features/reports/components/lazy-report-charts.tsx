import { Skeleton } from '@mantine/core'
import { type ComponentProps, lazy, Suspense } from 'react'

// One chunk holds the report charts and recharts; the figures paint without waiting for it.
const load = () => import('./report-charts')
const ExpenseCategory = lazy(async () => ({ default: (await load()).ExpenseCategoryChart }))
const RevenueTrend = lazy(async () => ({ default: (await load()).RevenueTrendChart }))

export function LazyExpenseCategoryChart(props: ComponentProps<typeof ExpenseCategory>) {
  return (
    <Suspense fallback={<Skeleton h={200} />}>
      <ExpenseCategory {...props} />
    </Suspense>
  )
}

export function LazyRevenueTrendChart(props: ComponentProps<typeof RevenueTrend>) {
  return (
    <Suspense fallback={<Skeleton h={260} />}>
      <RevenueTrend {...props} />
    </Suspense>
  )
}
