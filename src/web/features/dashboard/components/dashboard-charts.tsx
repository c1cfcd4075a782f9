import '@mantine/charts/styles.css'
import { DonutChart, LineChart } from '@mantine/charts'
import type { Dashboard } from '@/contracts/dashboard'
import { bucketLabel } from '@/web/features/dashboard/lib/periods'
import { formatMoney } from '@/web/lib/format'

// Loaded lazily (see overview-charts.tsx): recharts is large and only the dashboard needs it. The
// figures in words (the empty notice, the breakdown's legend) are drawn there, without waiting.

const dollarsAsMoney = (dollars: number) => formatMoney(Math.round(dollars * 100))

/** Income and expenses over time, in dollars on a USD axis. */
export function IncomeExpenseLines({ chart }: { chart: Dashboard['chart'] }) {
  const years = new Set(chart.points.map((p) => p.start.slice(0, 4)))
  const data = chart.points.map((p) => ({
    bucket: bucketLabel(p.start, chart.unit, years.size > 1),
    Income: p.incomeCents / 100,
    Expenses: p.expensesCents / 100,
  }))
  return (
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
  )
}

export interface DonutSlice {
  name: string
  cents: number
  color: string
}

/** The breakdown's doughnut; the legend beside it gives the same figures as text. */
export function ExpenseDonut({ slices }: { slices: DonutSlice[] }) {
  return (
    <DonutChart
      data={slices.map((s) => ({ name: s.name, value: s.cents / 100, color: s.color }))}
      size={180}
      thickness={28}
      valueFormatter={dollarsAsMoney}
      tooltipDataSource="segment"
      role="img"
      aria-label="Expenses by category"
    />
  )
}
