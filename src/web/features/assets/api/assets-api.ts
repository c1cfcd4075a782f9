import { useMutation, useQueries, useQuery } from '@tanstack/react-query'
import type {
  Asset,
  AssetDepreciation,
  AssetInput,
  AssetPatch,
  DepreciationSummary,
  LedgerPaymentList,
  Loan,
  LoanInput,
  LoanPatch,
  LoanPayment,
  LoanPaymentInput,
  LoanSchedule,
} from '@/contracts/assets'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/**
 * One asset's figures hang on the user's other assets of its year (the mid-quarter convention, the
 * section 179 limit), and a loan on its asset: any write refreshes both, and the tax reports.
 */
const invalidates = [keys.assets.all, keys.loans.all, keys.reports.all]

export function useAssets(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.assets.list({ page, pageSize }),
    queryFn: ({ signal }) =>
      api<{ items: Asset[]; total: number }>('/api/assets', { query: { page, pageSize }, signal }),
  })
}

export function useAsset(id: string) {
  return useQuery({
    queryKey: keys.assets.detail(id),
    queryFn: ({ signal }) => api<Asset>(`/api/assets/${id}`, { signal }),
  })
}

/** The asset's depreciation in each of the years given (Form 4562 year by year). */
export function useAssetDepreciation(id: string, years: number[]) {
  return useQueries({
    queries: years.map((year) => ({
      queryKey: [...keys.assets.detail(id), 'depreciation', year],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<AssetDepreciation>(`/api/assets/${id}/depreciation`, { query: { year }, signal }),
    })),
  })
}

/** A truck payment's expense recorded on a loan leaves the truck-payment deductions too. */
const fromTheBooks = [...invalidates, keys.expenses.all, keys.dashboard.all]

/** Truck payments in the books (settlement lines, expenses) not yet on any loan. */
export function useLedgerPayments(loanId: string) {
  return useQuery({
    queryKey: [...keys.loans.detail(loanId), 'ledger-payments'],
    queryFn: ({ signal }) => api<LedgerPaymentList>(`/api/loans/${loanId}/ledger-payments`, { signal }),
  })
}

export function useRecordLedgerPayments(loanId: string) {
  return useMutation({
    mutationFn: (expenseIds: string[]) =>
      api<{ items: LoanPayment[] }>(`/api/loans/${loanId}/ledger-payments`, { body: { expenseIds } }),
    meta: { invalidates: fromTheBooks },
  })
}

/** A tax year's depreciation (Schedule C line 13) and loan interest (line 16b). */
export function useDepreciationSummary(year: number) {
  return useQuery({
    queryKey: [...keys.assets.all, 'summary', year],
    queryFn: ({ signal }) =>
      api<DepreciationSummary>('/api/assets/depreciation-summary', { query: { year }, signal }),
  })
}

export function useCreateAsset() {
  return useMutation({
    mutationFn: (input: AssetInput) => api<Asset>('/api/assets', { body: input }),
    meta: { invalidates },
  })
}

export function useUpdateAsset(id: string) {
  return useMutation({
    mutationFn: (patch: AssetPatch) => api<Asset>(`/api/assets/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteAsset() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/assets/${id}`, { method: 'DELETE' }),
    meta: { invalidates },
  })
}

/** The user's loans (a trucker has a handful: one page of the largest size holds them). */
export function useLoans() {
  return useQuery({
    queryKey: keys.loans.lists,
    queryFn: ({ signal }) =>
      api<{ items: Loan[]; total: number }>('/api/loans', { query: { pageSize: 100 }, signal }),
  })
}

export function useLoan(id: string) {
  return useQuery({
    queryKey: keys.loans.detail(id),
    queryFn: ({ signal }) => api<Loan>(`/api/loans/${id}`, { signal }),
  })
}

export function useLoanSchedule(id: string) {
  return useQuery({
    queryKey: [...keys.loans.detail(id), 'schedule'],
    queryFn: ({ signal }) => api<LoanSchedule>(`/api/loans/${id}/schedule`, { signal }),
  })
}

export function useLoanPayments(id: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...keys.loans.detail(id), 'payments', { page, pageSize }],
    queryFn: ({ signal }) =>
      api<{ items: LoanPayment[]; total: number }>(`/api/loans/${id}/payments`, {
        query: { page, pageSize },
        signal,
      }),
  })
}

export function useCreateLoan() {
  return useMutation({
    mutationFn: (input: LoanInput) => api<Loan>('/api/loans', { body: input }),
    meta: { invalidates },
  })
}

export function useUpdateLoan(id: string) {
  return useMutation({
    mutationFn: (patch: LoanPatch) => api<Loan>(`/api/loans/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteLoan() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/loans/${id}`, { method: 'DELETE' }),
    meta: { invalidates },
  })
}

export function useRecordPayment(loanId: string) {
  return useMutation({
    mutationFn: (input: LoanPaymentInput) =>
      api<LoanPayment>(`/api/loans/${loanId}/payments`, { body: input }),
    meta: { invalidates },
  })
}

export function useDeletePayment(loanId: string) {
  return useMutation({
    mutationFn: (paymentId: string) =>
      api<void>(`/api/loans/${loanId}/payments/${paymentId}`, { method: 'DELETE' }),
    meta: { invalidates },
  })
}
