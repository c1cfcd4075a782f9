import { PageTitle } from '@/web/components/ui/page-title'

export function ProfitLossPage() {
  return <PageTitle title="Profit & Loss" />
}
