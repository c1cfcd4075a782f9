import { PageTitle } from '@/web/components/ui/page-title'

export function AdminDashboardPage() {
  return <PageTitle title="Admin Dashboard" />
}
