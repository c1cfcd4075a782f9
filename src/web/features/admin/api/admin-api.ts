import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  AuditFilters,
  AuditPage,
  EmailSettings,
  MailLogStatus,
  ZActivity,
  ZEmailSettingsInput,
  ZMailLogList,
  ZOutboxList,
} from '@/contracts/admin'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export function useOutbox(filters: { page: number; pageSize: number; to: string }) {
  return useQuery({
    queryKey: keys.admin.outbox.list(filters),
    queryFn: ({ signal }) =>
      api<z.infer<typeof ZOutboxList>>('/api/admin/outbox', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** Every attempt to send a mail, by outcome and part of the recipient's address. */
export function useMailLog(filters: {
  page: number
  pageSize: number
  to: string
  status: MailLogStatus | ''
}) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''))
  return useQuery({
    queryKey: keys.admin.mailLog.list(filters),
    queryFn: ({ signal }) => api<z.infer<typeof ZMailLogList>>('/api/admin/mail-log', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

// ---- Audit log ----

/** The query of the audit log's filters, without the empty ones. */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>
}

export function useAuditLog(filters: AuditFilters & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.admin.audit.list(filters),
    queryFn: ({ signal }) => api<AuditPage>('/api/admin/audit', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

// ---- Dashboard (its figures: useAdminStats, src/web/lib/admin-stats.ts) ----

export function useAdminActivity() {
  return useQuery({
    queryKey: keys.admin.activity.all,
    queryFn: ({ signal }) => api<z.infer<typeof ZActivity>>('/api/admin/activity', { signal }),
  })
}

// ---- Settings ----

export function useEmailSettings() {
  return useQuery({
    queryKey: keys.admin.settings.detail('email'),
    queryFn: ({ signal }) => api<EmailSettings>('/api/admin/settings/email', { signal }),
  })
}

export function useSaveEmailSettings() {
  return useMutation({
    mutationFn: (input: z.input<typeof ZEmailSettingsInput>) =>
      api<EmailSettings>('/api/admin/settings/email', { method: 'PUT', body: input }),
    meta: { invalidates: [keys.admin.settings.all, keys.admin.activity.all] },
  })
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string) => api<void>('/api/admin/settings/email/test', { body: { to } }),
    meta: { invalidates: [keys.admin.activity.all] },
  })
}
