import { PageTitle } from '../../../components/ui/page-title'

export function TaxSummaryPage() {
  return <PageTitle title="Tax Summary" />
}
