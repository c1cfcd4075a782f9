import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { BillingStatus, ZCatalogue } from '@/contracts/billing'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export type Catalogue = z.infer<typeof ZCatalogue>

export function useCatalogue() {
  return useQuery({
    queryKey: keys.billing.detail('plans'),
    queryFn: ({ signal }) => api<Catalogue>('/api/billing/plans', { signal }),
    staleTime: 60_000,
  })
}

export function useBillingStatus() {
  return useQuery({
    queryKey: keys.billing.detail('subscription'),
    queryFn: ({ signal }) => api<BillingStatus>('/api/billing/subscription', { signal }),
  })
}

/** Starts a checkout at the provider and goes there. */
export function useCheckout() {
  return useMutation({
    mutationFn: (input: { item: string; interval: 'month' | 'year' }) =>
      api<{ id: string; url: string }>('/api/billing/checkout', { body: input }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}

/** Opens the provider's customer portal (plan, payment method, invoices, cancel). */
export function usePortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/billing/portal', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
