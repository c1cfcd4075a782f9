import { PageTitle } from '../../../components/ui/page-title'

export function AdminSettingsPage() {
  return <PageTitle title="Settings" />
}
