import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { LoadReport, LoadReportGroup } from '@/contracts/loads'
import type {
  CustomReportConfig,
  CustomReportPreview,
  ExpenseReport,
  ProfitLossReport,
  ReportFile,
  ReportFileList,
  ReportQuery,
  ReportTemplate,
  RevenueReport,
  TaxProfile,
  TaxReport,
  ZReportFileRequest,
  ZTaxProfileInput,
} from '@/contracts/reports'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

type QueryValues = Record<string, string | undefined>

function useReport<T>(name: string, query: QueryValues, enabled = true) {
  return useQuery({
    queryKey: keys.reports.detail(`${name}?${new URLSearchParams(clean(query))}`),
    queryFn: ({ signal }) => api<T>(`/api/reports/${name}`, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

const clean = (query: QueryValues) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))

/** A custom period needs both dates before it can be asked for. */
const ready = (query: ReportQuery) => query.period !== 'custom' || Boolean(query.from && query.to)

export function useProfitLoss(query: ReportQuery) {
  return useReport<ProfitLossReport>('profit-loss', { ...query }, ready(query))
}

export function useExpenseReport(query: ReportQuery) {
  return useReport<ExpenseReport>('expenses', { ...query }, ready(query))
}

export function useRevenueReport(query: ReportQuery & { trend: '6m' | '12m' | 'ytd' }) {
  return useReport<RevenueReport>('revenue', { ...query }, ready(query))
}

export function useTaxReport(year: number) {
  return useReport<TaxReport>('tax', { year: String(year) })
}

export function useSaveTaxProfile(year: number) {
  return useMutation({
    mutationFn: (profile: z.input<typeof ZTaxProfileInput>) =>
      api<TaxProfile>(`/api/reports/tax/profile/${year}`, { method: 'PUT', body: profile }),
    // The dashboard's Estimated Tax is the Tax Summary's: it changes with the profile.
    meta: { invalidates: [keys.reports.all, keys.dashboard.all] },
  })
}

/** The CSV download of a report for the same query. */
export function reportCsvUrl(
  name: 'profit-loss' | 'expenses' | 'revenue' | 'tax',
  query: QueryValues,
): string {
  return `/api/reports/${name}/export.csv?${new URLSearchParams(clean(query))}`
}

// ---- Load Profit ----

export interface LoadReportQuery {
  from: string
  to: string
  groupBy: LoadReportGroup
  /** Two-letter state codes; the lane filter. */
  origin?: string
  destination?: string
  page?: number
  pageSize?: number
}

const loadQuery = ({ page, pageSize, ...query }: LoadReportQuery): QueryValues => ({
  ...query,
  page: page === undefined ? undefined : String(page),
  pageSize: pageSize === undefined ? undefined : String(pageSize),
})

export function useLoadReport(query: LoadReportQuery) {
  return useReport<LoadReport>('loads', loadQuery(query))
}

/** The load report's CSV or PDF, every row of the same query. */
export function loadReportFileUrl(format: 'csv' | 'pdf', query: Omit<LoadReportQuery, 'page' | 'pageSize'>) {
  return `/api/reports/loads/export.${format}?${new URLSearchParams(clean(loadQuery(query)))}`
}

// ---- Report files ----

export type ReportFileRequest = z.input<typeof ZReportFileRequest>

export function useReportFiles(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.reports.list({ page, pageSize }),
    queryFn: ({ signal }) => api<ReportFileList>('/api/reports', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    // While a report is being made, its row shows the job's progress.
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'queued' || r.status === 'running') ? 1000 : false,
  })
}

export function useDeleteReportFiles() {
  return useMutation({
    mutationFn: (ids: string[]) => api<{ deleted: number }>('/api/reports/bulk-delete', { body: { ids } }),
    meta: { invalidates: [keys.reports.lists] },
  })
}

export const reportFileUrl = (id: string) => `/api/reports/${id}/file`

export function exportAllUrl(range: { from: string; to: string }) {
  return `/api/reports/export.zip?${new URLSearchParams(range)}`
}

const POLL_MS = 500
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks for a report file and follows its job until it is made: `onProgress` hears each step; the
 * answer is the finished report (or an error when the job failed).
 */
export async function generateReportFile(
  request: ReportFileRequest,
  onProgress: (report: ReportFile) => void,
): Promise<ReportFile> {
  let report = await api<ReportFile>('/api/reports', { body: request })
  for (;;) {
    onProgress(report)
    if (report.status === 'ready') return report
    if (report.status === 'failed') throw new Error(report.error ?? 'Failed to generate report')
    await wait(POLL_MS)
    report = await api<ReportFile>(`/api/reports/${report.id}`)
  }
}

export function useGenerateReportFile() {
  return useMutation({
    mutationFn: ({
      request,
      onProgress,
    }: {
      request: ReportFileRequest
      onProgress: (r: ReportFile) => void
    }) => generateReportFile(request, onProgress),
    meta: { invalidates: [keys.reports.lists] },
  })
}

// ---- Custom Report Builder ----

export function useCustomPreview(config: CustomReportConfig | null) {
  return useQuery({
    queryKey: keys.reports.detail(`custom-preview:${JSON.stringify(config)}`),
    queryFn: ({ signal }) =>
      api<CustomReportPreview>('/api/reports/custom/preview', { body: config, signal }),
    enabled: config !== null,
    placeholderData: keepPreviousData,
  })
}

export function useReportTemplates() {
  return useQuery({
    queryKey: keys.reportTemplates.lists,
    queryFn: ({ signal }) =>
      api<{ items: ReportTemplate[]; total: number }>('/api/report-templates', { signal }),
  })
}

export function useSaveReportTemplate() {
  return useMutation({
    mutationFn: (config: CustomReportConfig) =>
      api<ReportTemplate>('/api/report-templates', { body: config }),
    meta: { invalidates: [keys.reportTemplates.all] },
  })
}

export function useDeleteReportTemplate() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/report-templates/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [keys.reportTemplates.all] },
  })
}

// ---- Tax calculators ----

/** One of the tax calculators: POST its body, answer its figures. */
export function useCalculator<Body, Result>(name: string) {
  return useMutation({
    mutationFn: (body: Body) => api<Result>(`/api/calculators/${name}`, { body }),
  })
}

export function useDueDates(taxYear: number) {
  return useQuery({
    queryKey: keys.reports.detail(`due-dates:${taxYear}`),
    queryFn: ({ signal }) =>
      api<{ q1: string; q2: string; q3: string; q4: string }>('/api/calculators/estimated-tax-due-dates', {
        query: { taxYear },
        signal,
      }),
  })
}
