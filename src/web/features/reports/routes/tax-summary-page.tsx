import { PageTitle } from '@/web/components/ui/page-title'

export function TaxSummaryPage() {
  return <PageTitle title="Tax Summary" />
}
