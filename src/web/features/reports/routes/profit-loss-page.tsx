import { SimpleGrid, Table, Text } from '@mantine/core'
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconChartBar,
  IconCoin,
  IconReceipt,
  IconScale,
} from '@tabler/icons-react'
import { REPORT_MESSAGES } from '@/contracts/reports'
import { EmptyState } from '@/web/components/ui/empty-state'
import { StatCard } from '@/web/components/ui/stat-card'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useProfitLoss } from '@/web/features/reports/api/reports-api'
import { CategoryBreakdown } from '@/web/features/reports/components/category-breakdown'
import { PeriodReportHeader } from '@/web/features/reports/components/period-report-header'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { changeText, rangeText } from '@/web/features/reports/lib/report-periods'
import { useReportPeriod } from '@/web/features/reports/lib/use-report-period'
import { formatMoney } from '@/web/lib/format'
import { taxEstimateNote } from '@/web/lib/tax-estimate'

export function ProfitLossPage() {
  const { period, date, setPeriod } = useReportPeriod()
  const report = useProfitLoss({ period, date })
  const data = report.isError ? undefined : report.data

  const money = (cents: number | undefined) => (cents === undefined ? null : formatMoney(cents))
  return (
    <>
      <PeriodReportHeader
        title="Profit & Loss"
        name="Profit & Loss"
        csv="profit-loss"
        fileType="profit_loss"
        failed={REPORT_MESSAGES.profitLossFailed}
        period={period}
        date={date}
        setPeriod={setPeriod}
        report={report}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          label="Total Revenue"
          value={money(data?.totalRevenueCents)}
          hint={data ? `${changeText(data.change.revenue)} vs previous period` : undefined}
          icon={IconCoin}
          color="teal"
        />
        <StatCard
          label="Total Expenses"
          value={money(data?.totalExpensesCents)}
          hint={data ? `${changeText(data.change.expenses)} vs previous period` : undefined}
          icon={IconReceipt}
          color="red"
        />
        <StatCard
          label="Net Profit"
          value={money(data?.netProfitCents)}
          hint={data ? `${changeText(data.change.netProfit)} vs previous period` : undefined}
          icon={data && data.netProfitCents < 0 ? IconArrowDownRight : IconArrowUpRight}
          color={data && data.netProfitCents < 0 ? 'red' : 'green'}
        />
        <StatCard
          label="Estimated Tax"
          value={money(data?.estimatedTaxCents)}
          hint={data ? taxEstimateNote(data) : undefined}
          icon={IconScale}
          color="orange"
        />
      </SimpleGrid>
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ReportSection title="Expenses by category">
            {data.expensesByCategory.length === 0 ? (
              <EmptyState icon={IconChartBar} title="No expenses in this period" />
            ) : (
              <CategoryBreakdown rows={data.expensesByCategory} color="red" label="Expenses by category" />
            )}
          </ReportSection>
          <ReportSection title="Revenue by category">
            {data.revenueByCategory.length === 0 ? (
              <EmptyState
                icon={IconChartBar}
                title="No revenue in this period"
                description="Confirmed settlements and income you record show up here."
              />
            ) : (
              <CategoryBreakdown rows={data.revenueByCategory} color="teal" label="Revenue by category" />
            )}
          </ReportSection>
          <ReportSection title="Compared with the previous period">
            <TableScroll label="Compared with the previous period" minWidth={420}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th ta="right">{rangeText(data.range)}</Table.Th>
                    <Table.Th ta="right">{rangeText(data.previous.range)}</Table.Th>
                    <Table.Th ta="right">Change</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(
                    [
                      [
                        'Revenue',
                        data.totalRevenueCents,
                        data.previous.totalRevenueCents,
                        data.change.revenue,
                      ],
                      [
                        'Expenses',
                        data.totalExpensesCents,
                        data.previous.totalExpensesCents,
                        data.change.expenses,
                      ],
                      [
                        'Net Profit',
                        data.netProfitCents,
                        data.previous.netProfitCents,
                        data.change.netProfit,
                      ],
                    ] as const
                  ).map(([label, now, before, change]) => (
                    <Table.Tr key={label}>
                      <Table.Th scope="row">{label}</Table.Th>
                      <Table.Td ta="right">{formatMoney(now)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(before)}</Table.Td>
                      <Table.Td ta="right">{changeText(change)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            <Text size="xs" c="dimmed" mt="xs">
              A period still running is compared with the same number of days of the period before.
            </Text>
          </ReportSection>
        </SimpleGrid>
      )}
    </>
  )
}
