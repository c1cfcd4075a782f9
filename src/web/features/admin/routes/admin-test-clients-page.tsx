import { PageTitle } from '@/web/components/ui/page-title'

export function AdminTestClientsPage() {
  return <PageTitle title="User Management" />
}
