import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { Dashboard } from '@/contracts/dashboard'
import type { FleetDashboard } from '@/contracts/fleet'
import type { DashboardPeriod } from '@/web/features/dashboard/lib/periods'
import { api } from '@/web/lib/api'
import { reloadWithNotice } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'

export interface DashboardQuery {
  period: DashboardPeriod
  from?: string
  to?: string
}

export function useDashboard(query: DashboardQuery, enabled = true) {
  return useQuery({
    queryKey: keys.dashboard.period(query),
    queryFn: ({ signal }) => api<Dashboard>('/api/dashboard', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** A fleet manager's fleet figures: drivers, trucks, 12 months of the fleet's books, alerts. */
/** The fleet dashboard; with a truck, Fleet Performance is that truck's (the rest stays the fleet's). */
export function useFleetDashboard(truckId: string | null = null) {
  return useQuery({
    queryKey: keys.fleet.list({ view: 'dashboard', truckId }),
    queryFn: ({ signal }) =>
      api<FleetDashboard>('/api/fleet/dashboard', { query: truckId ? { truckId } : {}, signal }),
    placeholderData: keepPreviousData,
  })
}

export interface AccountantClient {
  id: string
  name: string
  email: string
  companyName: string | null
  role: string
  access: 'read' | 'write'
  revenueCents: number
  expensesCents: number
  netCents: number
  documentsToReview: number
  lastActivity: string | null
}

export interface AccountantTask {
  clientId: string
  clientName: string
  kind: string
  title: string
  dueDate: string | null
}

export function useAccountantClients() {
  return useQuery({
    queryKey: keys.accountant.detail('clients'),
    queryFn: ({ signal }) => api<{ items: AccountantClient[] }>('/api/accountant/clients', { signal }),
  })
}

export function useAccountantTasks() {
  return useQuery({
    queryKey: keys.accountant.detail('tasks'),
    queryFn: ({ signal }) => api<{ items: AccountantTask[] }>('/api/accountant/tasks', { signal }),
  })
}

/** Opens a client's books in this session (the page reloads as the client, bannered). */
export function useSwitchToClient() {
  return useMutation({
    mutationFn: (clientId: string) =>
      api<{ id: string; fullName: string }>(`/api/accountant/switch/${clientId}`, { method: 'POST' }),
    onSuccess: (client) => reloadWithNotice('/dashboard', `Working in ${client.fullName}'s books`),
  })
}
