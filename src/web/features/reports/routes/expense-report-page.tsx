import { PageTitle } from '@/web/components/ui/page-title'

export function ExpenseReportPage() {
  return <PageTitle title="Expense Report" />
}
