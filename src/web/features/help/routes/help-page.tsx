import { PageTitle } from '@/web/components/ui/page-title'

export function HelpPage() {
  return <PageTitle title="Help Center" />
}
