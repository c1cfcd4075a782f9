import { PageTitle } from '../../../components/ui/page-title'

export function CustomReportPage() {
  return <PageTitle title="Custom Report Builder" />
}
