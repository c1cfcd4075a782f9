import { PageTitle } from '@/web/components/ui/page-title'

export function AdminSupportPage() {
  return <PageTitle title="Support Management" />
}
