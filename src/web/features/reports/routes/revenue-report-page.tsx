import { Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCash, IconChartLine, IconTrendingUp, IconTruckDelivery, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { REPORT_MESSAGES, type REVENUE_TRENDS } from '@/contracts/reports'
import { EmptyState } from '@/web/components/ui/empty-state'
import { StatCard } from '@/web/components/ui/stat-card'
import { useRevenueReport } from '@/web/features/reports/api/reports-api'
import { CategoryBreakdown } from '@/web/features/reports/components/category-breakdown'
import { LazyRevenueTrendChart } from '@/web/features/reports/components/lazy-report-charts'
import { PeriodReportHeader } from '@/web/features/reports/components/period-report-header'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { changeText } from '@/web/features/reports/lib/report-periods'
import { useReportPeriod } from '@/web/features/reports/lib/use-report-period'
import { formatCount, formatMoney } from '@/web/lib/format'

type Trend = (typeof REVENUE_TRENDS)[number]
const TREND_OPTIONS: { value: Trend; label: string }[] = [
  { value: '6m', label: 'Last 6 Months' },
  { value: '12m', label: 'Last 12 Months' },
  { value: 'ytd', label: 'Year to Date' },
]

export function RevenueReportPage() {
  const { period, date, setPeriod } = useReportPeriod()
  const [trend, setTrend] = useState<Trend>('6m')
  const report = useRevenueReport({ period, date, trend })
  const data = report.isError ? undefined : report.data

  const perMile = data?.revenuePerMileCents
  return (
    <>
      <PeriodReportHeader
        title="Revenue Analysis"
        name="Revenue"
        csv="revenue"
        fileType="revenue"
        failed={REPORT_MESSAGES.revenueFailed}
        period={period}
        date={date}
        setPeriod={setPeriod}
        report={report}
        csvQuery={{ trend }}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          label="Total Revenue"
          value={data ? formatMoney(data.totalRevenueCents) : null}
          icon={IconCash}
          color="teal"
        />
        <StatCard
          label="Load Count"
          value={data ? String(data.loadCount) : null}
          hint={data && data.loadMiles > 0 ? `${formatCount(data.loadMiles)} loaded miles` : undefined}
          icon={IconTruckDelivery}
          color="blue"
        />
        <StatCard
          label="Avg per Load"
          value={
            data ? (data.averagePerLoadCents === null ? '—' : formatMoney(data.averagePerLoadCents)) : null
          }
          hint={
            perMile !== null && perMile !== undefined
              ? `${formatMoney(perMile)} per mile`
              : 'Per mile: no miles on the loads'
          }
          icon={IconChartLine}
          color="indigo"
        />
        <StatCard
          label="Growth Rate"
          value={data ? changeText(data.growthPercent) : null}
          hint={data ? `vs ${formatMoney(data.previousRevenueCents)} the period before` : undefined}
          icon={IconTrendingUp}
          color={data && (data.growthPercent ?? 0) < 0 ? 'red' : 'green'}
        />
      </SimpleGrid>
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ReportSection
            title="Revenue trend"
            actions={
              <Select
                aria-label="Trend span"
                size="xs"
                w={150}
                data={TREND_OPTIONS}
                value={trend}
                allowDeselect={false}
                onChange={(value) => setTrend((value ?? '6m') as Trend)}
              />
            }
          >
            <LazyRevenueTrendChart trend={data.trend} />
          </ReportSection>
          <ReportSection title="Top Revenue Sources">
            {data.topSources.length === 0 ? (
              <EmptyState
                icon={IconUsers}
                title="No revenue in this period"
                description="Confirm settlements to see which brokers and carriers pay you the most."
              />
            ) : (
              <Stack gap="xs">
                <CategoryBreakdown
                  label="Top Revenue Sources"
                  color="teal"
                  rows={data.topSources.map((s) => ({
                    category: s.payer,
                    label: s.payer,
                    amountCents: s.revenueCents,
                    percent: s.percent,
                    note:
                      s.loadCount > 0 ? `${s.loadCount} ${s.loadCount === 1 ? 'load' : 'loads'}` : undefined,
                  }))}
                />
                <Text size="xs" c="dimmed">
                  Payers by revenue in the period: a settlement's broker, or the name before " - " in a
                  revenue entry.
                </Text>
              </Stack>
            )}
          </ReportSection>
        </SimpleGrid>
      )}
      {data && data.totalRevenueCents === 0 && data.trend.every((t) => t.revenueCents === 0) && (
        <EmptyState
          icon={IconChartLine}
          title="No revenue recorded yet"
          description="Upload a settlement to start."
        />
      )}
    </>
  )
}
