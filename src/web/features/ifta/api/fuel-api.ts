import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  FuelExpenseConversion,
  FuelExpenseList,
  FuelPurchase,
  FuelPurchaseInput,
} from '@/contracts/ifta'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { iftaInvalidates } from './ifta-api'
import { type IftaListFilters, listQuery } from './trips-api'

/** A purchase posts (or changes, or deletes) its fuel expense: the books' lists and figures change too. */
const invalidates = [...iftaInvalidates, keys.expenses.all, keys.dashboard.all, keys.reports.all]

const purchasePath = (id: string) => `/api/fuel-purchases/${encodeURIComponent(id)}`

export function useFuelPurchases(filters: IftaListFilters & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.fuelPurchases.list(filters),
    queryFn: ({ signal }) =>
      api<{ items: FuelPurchase[]; total: number }>('/api/fuel-purchases', {
        query: listQuery(filters),
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useFuelPurchase(id: string) {
  return useQuery({
    queryKey: keys.fuelPurchases.detail(id),
    queryFn: ({ signal }) => api<FuelPurchase>(purchasePath(id), { signal }),
    retry: false,
  })
}

function useKeepPurchase() {
  const queryClient = useQueryClient()
  return (purchase: FuelPurchase) =>
    queryClient.setQueryData(keys.fuelPurchases.detail(purchase.id), purchase)
}

export function useCreateFuelPurchase() {
  const keep = useKeepPurchase()
  return useMutation({
    mutationFn: (input: FuelPurchaseInput) =>
      api<FuelPurchase>('/api/fuel-purchases', { method: 'POST', body: input }),
    meta: { invalidates },
    onSuccess: keep,
  })
}

export function useUpdateFuelPurchase(id: string) {
  const keep = useKeepPurchase()
  return useMutation({
    mutationFn: (input: FuelPurchaseInput) =>
      api<FuelPurchase>(purchasePath(id), { method: 'PATCH', body: input }),
    meta: { invalidates },
    onSuccess: keep,
  })
}

export function useDeleteFuelPurchase() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<void>(purchasePath(id), { method: 'DELETE' }),
    meta: { invalidates },
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: keys.fuelPurchases.detail(id) }),
  })
}

/** The fuel expenses of the books that are no purchase yet (a settlement's fuel lines), of a quarter or all. */
export function useFuelExpensesToLink(quarter: string | null) {
  return useQuery({
    queryKey: [...keys.fuelPurchases.all, 'to-link', quarter],
    queryFn: ({ signal }) =>
      api<FuelExpenseList>('/api/fuel-purchases/expenses-to-link', {
        query: quarter ? { quarter } : {},
        signal,
      }),
  })
}

/** Makes a fuel purchase of every fuel expense (of a quarter, or all) whose words print gallons and a state. */
export function useConvertFuelExpenses() {
  return useMutation({
    mutationFn: (quarter: string | null) =>
      api<FuelExpenseConversion>('/api/fuel-purchases/from-expenses', {
        method: 'POST',
        body: quarter ? { quarter } : {},
      }),
    meta: { invalidates },
  })
}
