import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Expense, ExpenseList, ZExpenseInput } from '@/contracts/expenses'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export type ExpenseValues = z.output<typeof ZExpenseInput>

export interface ExpenseFilters {
  from?: string
  to?: string
  search?: string
  category?: string | null
}

export interface ExpenseQuery extends ExpenseFilters {
  page: number
  pageSize: number
}

export function useExpenses(query: ExpenseQuery, enabled = true) {
  return useQuery({
    queryKey: keys.expenses.list(query),
    queryFn: ({ signal }) => api<ExpenseList>('/api/expenses', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function createExpense(input: ExpenseValues) {
  return api<Expense>('/api/expenses', { body: input })
}

export function updateExpense(id: string, patch: Partial<ExpenseValues>) {
  return api<Expense>(`/api/expenses/${id}`, { method: 'PATCH', body: patch })
}

export function deleteExpense(id: string) {
  return apiDelete(`/api/expenses/${id}`)
}

export function bulkDeleteExpenses(ids: string[]) {
  return apiDelete<{ deleted: number }>('/api/expenses/bulk-delete', { method: 'POST', body: { ids } })
}

/** The CSV download of everything the current filters list (all pages). */
export function expensesExportUrl(filters: ExpenseFilters): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value)
  }
  const text = params.toString()
  return text ? `/api/expenses/export.csv?${text}` : '/api/expenses/export.csv'
}
