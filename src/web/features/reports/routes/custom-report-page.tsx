import { PageTitle } from '@/web/components/ui/page-title'

export function CustomReportPage() {
  return <PageTitle title="Custom Report Builder" />
}
