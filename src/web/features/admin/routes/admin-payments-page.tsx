import { PageTitle } from '@/web/components/ui/page-title'

export function AdminPaymentsPage() {
  return <PageTitle title="Payment Management" />
}
