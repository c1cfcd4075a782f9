import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { TruckProfitLoss } from '@/contracts/trucks'
import { api } from '@/web/lib/api'
import { reloadWithNotice } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'

export { useFleetDrivers } from '@/web/lib/fleet-drivers'

export interface FleetInvite {
  id: string
  email: string
  createdAt: string
  expiresAt: string
  acceptedAt: string | null
}

export function useFleetInvites(enabled: boolean) {
  return useQuery({
    queryKey: keys.fleet.detail('invites'),
    queryFn: ({ signal }) => api<{ items: FleetInvite[] }>('/api/fleet/invites', { signal }),
    enabled,
  })
}

export function useInviteDriver() {
  return useMutation({
    mutationFn: (email: string) =>
      api<FleetInvite & { inviteUrl: string }>('/api/fleet/invites', { body: { email } }),
    meta: { invalidates: [keys.fleet.all] },
  })
}

export function useRemoveDriver() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/fleet/drivers/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [keys.fleet.all, keys.dashboard.all] },
  })
}

/** Opens a driver's books in this session (the page reloads as the driver, bannered). */
export function useSwitchToDriver() {
  return useMutation({
    mutationFn: (driverId: string) =>
      api<{ id: string; fullName: string; access: 'read' | 'write' }>(
        `/api/fleet/drivers/${driverId}/switch`,
        {
          method: 'POST',
        },
      ),
    onSuccess: (driver) => reloadWithNotice('/dashboard', `Working in ${driver.fullName}'s books`),
  })
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: (token: string) =>
      api<{ fleetManagerId: string }>(`/api/fleet/invites/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
      }),
    meta: { invalidates: [keys.trucks.all, keys.fleet.all] },
  })
}

export function useTruckProfitLoss(period: 'monthly' | 'quarterly' | 'yearly') {
  return useQuery({
    queryKey: keys.trucks.list({ report: 'profit-loss', period }),
    queryFn: ({ signal }) => api<TruckProfitLoss>('/api/trucks/profit-loss', { query: { period }, signal }),
  })
}

export type FleetRowKind = 'settlements' | 'expenses' | 'mileage'

export interface FleetRow {
  id: string
  date: string | null
  driverId: string
  driverName: string
  truckId: string | null
  truckUnit: string | null
  [field: string]: unknown
}

export function useFleetRows(
  kind: FleetRowKind,
  filters: { page: number; pageSize: number; driverId: string | null },
) {
  return useQuery({
    queryKey: keys.fleet.list({ kind, ...filters }),
    queryFn: ({ signal }) =>
      api<{ items: FleetRow[]; total: number }>(`/api/fleet/${kind}`, {
        query: {
          page: filters.page,
          pageSize: filters.pageSize,
          ...(filters.driverId ? { driverId: filters.driverId } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}
