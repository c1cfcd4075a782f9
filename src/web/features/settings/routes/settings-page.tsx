import { PageTitle } from '@/web/components/ui/page-title'

export function SettingsPage() {
  return <PageTitle title="Settings" />
}
