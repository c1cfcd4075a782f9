import { PageTitle } from '../../../components/ui/page-title'

export function ReportsPage() {
  return <PageTitle title="Reports" />
}
