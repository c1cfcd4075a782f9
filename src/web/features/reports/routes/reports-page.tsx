import { PageTitle } from '@/web/components/ui/page-title'

export function ReportsPage() {
  return <PageTitle title="Reports" />
}
