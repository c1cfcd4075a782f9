import '@mantine/charts/styles.css'
import { AreaChart, BarChart } from '@mantine/charts'
import type { ExpenseReport, RevenueReport } from '@/contracts/reports'
import { formatMoney } from '@/web/lib/format'

// Loaded lazily (lazy-report-charts.tsx): recharts is large and only chart screens need it.

const dollarsAsMoney = (dollars: number) => formatMoney(Math.round(dollars * 100))
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`

/** The period's expenses by category as horizontal bars, the deductible part set apart. */
export function ExpenseCategoryChart({ categories }: { categories: ExpenseReport['categories'] }) {
  const data = categories.slice(0, 10).map((c) => ({
    category: c.label,
    'Tax deductible': c.taxDeductibleCents / 100,
    'Not deductible': (c.amountCents - c.taxDeductibleCents) / 100,
  }))
  return (
    <BarChart
      h={Math.max(160, data.length * 40)}
      data={data}
      dataKey="category"
      type="stacked"
      orientation="vertical"
      series={[
        { name: 'Tax deductible', color: 'teal.6' },
        { name: 'Not deductible', color: 'gray.5' },
      ]}
      valueFormatter={dollarsAsMoney}
      yAxisProps={{ width: 130 }}
      withLegend
      role="img"
      aria-label="Expenses by category, tax-deductible and not"
    />
  )
}

/** Revenue by month over the trend's span. */
export function RevenueTrendChart({ trend }: { trend: RevenueReport['trend'] }) {
  return (
    <AreaChart
      h={260}
      data={trend.map((t) => ({ month: monthName(t.month), Revenue: t.revenueCents / 100 }))}
      dataKey="month"
      series={[{ name: 'Revenue', color: 'teal.6' }]}
      curveType="monotone"
      valueFormatter={dollarsAsMoney}
      yAxisProps={{ width: 84, domain: [0, (dataMax: number) => Math.max(dataMax, 1000)] }}
      role="img"
      aria-label="Revenue by month"
    />
  )
}
