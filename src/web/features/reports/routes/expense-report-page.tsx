import { SimpleGrid, Text } from '@mantine/core'
import { IconCategory, IconChartBar, IconPigMoney, IconReceipt } from '@tabler/icons-react'
import { type ExpenseReport, REPORT_MESSAGES } from '@/contracts/reports'
import { EmptyState } from '@/web/components/ui/empty-state'
import { StatCard } from '@/web/components/ui/stat-card'
import { useExpenseReport } from '@/web/features/reports/api/reports-api'
import { CategoryBreakdown } from '@/web/features/reports/components/category-breakdown'
import { LazyExpenseCategoryChart } from '@/web/features/reports/components/lazy-report-charts'
import { PeriodReportHeader } from '@/web/features/reports/components/period-report-header'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { ReportTips } from '@/web/features/reports/components/report-tips'
import { useReportPeriod } from '@/web/features/reports/lib/use-report-period'
import { formatMoney } from '@/web/lib/format'

/** What the deductions may save, and the rate it uses. */
function savingsText(report: ExpenseReport): string {
  if (report.savingsBasis === 'employee') return 'No tax savings: an employee cannot deduct expenses'
  const savings = `Estimated tax savings ${formatMoney(report.estimatedTaxSavingsCents)}`
  if (report.savingsBasis === 'rule_of_thumb') return `${savings} (rule of thumb: 25%)`
  return `${savings} (${report.savingsRatePercent}% marginal rate: income tax plus self-employment tax)`
}

export function ExpenseReportPage() {
  const { period, date, setPeriod } = useReportPeriod()
  const report = useExpenseReport({ period, date })
  const data = report.isError ? undefined : report.data

  return (
    <>
      <PeriodReportHeader
        title="Expense Report"
        name="Expense"
        csv="expenses"
        fileType="expenses"
        failed={REPORT_MESSAGES.expensesFailed}
        period={period}
        date={date}
        setPeriod={setPeriod}
        report={report}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          label="Total Expenses"
          value={data ? formatMoney(data.totalExpensesCents) : null}
          hint={data ? `${data.expenseCount} ${data.expenseCount === 1 ? 'expense' : 'expenses'}` : undefined}
          icon={IconReceipt}
          color="red"
        />
        <StatCard
          label="Tax Deductible"
          value={data ? formatMoney(data.taxDeductibleCents) : null}
          hint={data ? savingsText(data) : undefined}
          icon={IconPigMoney}
          color="teal"
        />
        <StatCard
          label="Categories"
          value={data ? String(data.categoryCount) : null}
          icon={IconCategory}
          color="grape"
        />
      </SimpleGrid>
      {data && data.categories.length === 0 && (
        <EmptyState
          icon={IconChartBar}
          title="No expenses in this period"
          description="Expenses you add and settlement deductions show up here by category."
        />
      )}
      {data && data.categories.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
          <ReportSection title="Expenses by category">
            <LazyExpenseCategoryChart categories={data.categories} />
          </ReportSection>
          <ReportSection title="Category details">
            <CategoryBreakdown
              label="Category details"
              color="red"
              rows={data.categories.map((c) => ({
                ...c,
                note: `${c.count} ${c.count === 1 ? 'expense' : 'expenses'} · ${formatMoney(c.taxDeductibleCents)} tax deductible`,
              }))}
            />
          </ReportSection>
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed" mb="md">
        Tax deductible counts each expense marked deductible.{' '}
        {data?.savingsBasis === 'employee'
          ? 'Paid on a W-2, an employee cannot deduct expenses (since 2018), so they save no federal tax.'
          : data?.savingsBasis === 'rule_of_thumb'
            ? 'The year has no federal tax tables yet, so the savings use the 25% rule of thumb.'
            : 'The savings use your marginal rate from the Tax Summary: the income tax bracket of your last dollar plus self-employment tax. Federal only: state tax is not included.'}
      </Text>
      <ReportTips />
    </>
  )
}
