import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  AdminReportPeriod,
  AdminReportsOverview,
  DocumentsReport,
  PlatformRevenueReport,
  UserActivityReport,
} from '@/contracts/reports-admin'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export interface RecentAdminReport {
  id: string
  name: string
  report: string
  period: AdminReportPeriod
  generatedAt: string
  downloadUrl: string
}

const report = <T>(name: string, period: AdminReportPeriod) => ({
  queryKey: keys.admin.reports.list({ name, period }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<T>(`/api/admin/reports/${name}`, { query: { period }, signal }),
  placeholderData: keepPreviousData,
})

export const useReportsOverview = (period: AdminReportPeriod) =>
  useQuery(report<AdminReportsOverview>('overview', period))
export const useUserActivityReport = (period: AdminReportPeriod) =>
  useQuery(report<UserActivityReport>('user-activity', period))
export const useDocumentsReport = (period: AdminReportPeriod) =>
  useQuery(report<DocumentsReport>('documents', period))
export const useRevenueReport = (period: AdminReportPeriod) =>
  useQuery(report<PlatformRevenueReport>('revenue', period))

export function useRecentAdminReports() {
  return useQuery({
    queryKey: keys.admin.reports.detail('recent'),
    queryFn: ({ signal }) => api<{ items: RecentAdminReport[] }>('/api/admin/reports/recent', { signal }),
  })
}
