import { SimpleGrid } from '@mantine/core'
import { IconListDetails, IconReceipt2, IconReceiptTax } from '@tabler/icons-react'
import type { ExpenseList } from '@/contracts/expenses'
import { StatCard } from '@/web/components/ui/stat-card'
import { formatCount, formatMoney } from '@/web/lib/format'

interface ExpenseSummaryCardsProps {
  summary: ExpenseList['summary'] | undefined
  /** 'This Month' when the date filter is this month, otherwise what the count means. */
  countLabel: string
  countHint?: string
}

/** Totals of everything the filters list (all pages), as the server summed them. */
export function ExpenseSummaryCards({ summary, countLabel, countHint }: ExpenseSummaryCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      <StatCard
        label="Total Expenses"
        value={summary ? formatMoney(summary.totalCents) : null}
        icon={IconReceipt2}
        color="red"
      />
      <StatCard
        label="Tax Deductible"
        value={summary ? formatMoney(summary.taxDeductibleCents) : null}
        icon={IconReceiptTax}
        color="green"
      />
      <StatCard
        label={countLabel}
        value={summary ? formatCount(summary.count) : null}
        hint={countHint}
        icon={IconListDetails}
        color="blue"
      />
    </SimpleGrid>
  )
}
