import { useMutation, useQuery } from '@tanstack/react-query'
import type { SecuritySettings, SecuritySettingsView } from '@/contracts/auth'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export function useSecuritySettings() {
  return useQuery({
    queryKey: keys.admin.settings.detail('security'),
    queryFn: ({ signal }) => api<SecuritySettingsView>('/api/admin/settings/security', { signal }),
  })
}

export function useSaveSecuritySettings() {
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      api<SecuritySettingsView>('/api/admin/settings/security', { method: 'PUT', body: settings }),
    meta: { invalidates: [keys.admin.settings.all, keys.admin.activity.all, keys.account.all] },
  })
}
