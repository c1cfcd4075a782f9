import { PageTitle } from '@/web/components/ui/page-title'

export function AdminHelpPage() {
  return <PageTitle title="Admin Help Center" />
}
