import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Expense, ExpenseDuplicates, ExpenseList, ZExpenseInput } from '@/contracts/expenses'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { useUndo } from '@/web/lib/undo'

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

/** What every expense write changes: the expense lists and the dashboard's totals. */
const invalidates = [keys.expenses.all, keys.dashboard.all]

export function useExpenses(query: ExpenseQuery, enabled = true) {
  return useQuery({
    queryKey: keys.expenses.list(query),
    queryFn: ({ signal }) => api<ExpenseList>('/api/expenses', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function useCreateExpense() {
  return useMutation({
    mutationFn: (input: ExpenseValues) => api<Expense>('/api/expenses', { body: input }),
    meta: { invalidates },
  })
}

export function useUpdateExpense() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<ExpenseValues> }) =>
      api<Expense>(`/api/expenses/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteExpense() {
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/expenses/${id}`),
    meta: { invalidates },
  })
}

export function useDeleteExpenses() {
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiDelete<{ deleted: number }>('/api/expenses/bulk-delete', { method: 'POST', body: { ids } }),
    meta: { invalidates },
  })
}

/** The Undo of a delete above: the expenses come back as they were. */
export function useRestoreExpenses() {
  return useUndo(invalidates)
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

/**
 * The user's expenses that look like the one about to be saved (same date, amount and description),
 * asked right before saving; the form asks "add it anyway?" when there are some.
 */
export function findDuplicateExpenses(input: {
  date: string
  amountCents: number
  description: string
  excludeId?: string
}) {
  return api<ExpenseDuplicates>('/api/expenses/duplicates', { query: input })
}
