import { PageTitle } from '@/web/components/ui/page-title'

export function AdminProfitLossPage() {
  return <PageTitle title="Profit and Loss Report" />
}
