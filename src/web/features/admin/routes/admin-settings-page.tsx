import { PageTitle } from '@/web/components/ui/page-title'

export function AdminSettingsPage() {
  return <PageTitle title="Settings" />
}
