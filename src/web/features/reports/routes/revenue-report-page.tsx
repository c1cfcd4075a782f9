import { PageTitle } from '@/web/components/ui/page-title'

export function RevenueReportPage() {
  return <PageTitle title="Revenue Analysis" />
}
