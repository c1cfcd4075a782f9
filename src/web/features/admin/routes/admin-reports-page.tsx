import { PageTitle } from '@/web/components/ui/page-title'

export function AdminReportsPage() {
  return <PageTitle title="Reports & Analytics" />
}
