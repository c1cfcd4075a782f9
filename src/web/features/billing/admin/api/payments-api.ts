import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  PAYMENT_RANGES,
  PAYMENT_STATUSES,
  ZCheckoutInput,
  ZCheckoutSession,
  ZConnectionTest,
  ZGatewayInput,
  ZGatewayView,
  ZPaymentList,
  ZServiceOrderList,
} from '@/contracts/billing'
import type { Catalogue } from '@/web/features/billing/api/billing-api'
import { api } from '@/web/lib/api'
import { fetchDownload } from '@/web/lib/download'
import { keys } from '@/web/lib/query-keys'

export type PaymentList = z.infer<typeof ZPaymentList>
export type Payment = PaymentList['items'][number]
export type GatewayView = z.infer<typeof ZGatewayView>
export type GatewayInput = z.output<typeof ZGatewayInput>
export type ConnectionTest = z.infer<typeof ZConnectionTest>
export type CheckoutInput = z.output<typeof ZCheckoutInput>

export interface PaymentFilters {
  search: string
  status: 'all' | (typeof PAYMENT_STATUSES)[number]
  range: 'all' | (typeof PAYMENT_RANGES)[number]
}

// ---- Payments ----

export function usePayments(filters: PaymentFilters & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.admin.payments.list(filters),
    queryFn: ({ signal }) => api<PaymentList>('/api/admin/payments', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** Export CSV of the filtered payments (every page); the server names the file payments-<today>.csv. */
export function useExportPayments() {
  return useMutation({
    mutationFn: ({ search, status, range }: PaymentFilters) => {
      const query = new URLSearchParams({ status, range, ...(search ? { search } : {}) })
      return fetchDownload(`/api/admin/payments/export.csv?${query}`, 'Failed to export payments')
    },
  })
}

// ---- Payment gateway ----

/** Saving the gateway or its products changes what can be bought, for the admin and everyone. */
const gatewayChanged = [keys.admin.gateway.all, keys.billing.all, keys.admin.activity.all]

export function usePaymentGateway() {
  return useQuery({
    queryKey: keys.admin.gateway.all,
    queryFn: ({ signal }) => api<GatewayView>('/api/admin/settings/payment-gateway', { signal }),
  })
}

export function useSavePaymentGateway() {
  return useMutation({
    mutationFn: (input: GatewayInput) =>
      api<GatewayView>('/api/admin/settings/payment-gateway', { method: 'PUT', body: input }),
    meta: { invalidates: gatewayChanged },
  })
}

/** Test Connection runs against the saved keys, so it reads nothing from the form. */
export function useTestPaymentGateway() {
  return useMutation({
    mutationFn: () => api<ConnectionTest>('/api/admin/settings/payment-gateway/test', { method: 'POST' }),
  })
}

export function useCreateProducts() {
  return useMutation({
    mutationFn: () =>
      api<{ message: string; created: number }>('/api/admin/settings/payment-gateway/products', {
        method: 'POST',
      }),
    meta: { invalidates: gatewayChanged },
  })
}

// ---- Test checkouts (/test/stripe) ----

/** What can be bought; the same answer (and cache entry) as the billing screens'. */
export function useTestCatalogue() {
  return useQuery({
    queryKey: keys.billing.detail('plans'),
    queryFn: ({ signal }) => api<Catalogue>('/api/billing/plans', { signal }),
  })
}

export function useTestCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api<z.infer<typeof ZCheckoutSession>>('/api/admin/billing/test-checkout', { body: input }),
    // A test checkout records a pending payment.
    meta: { invalidates: [keys.admin.payments.all] },
  })
}

// ---- Bought services (the admins' tasks) ----

export type ServiceOrder = z.infer<typeof ZServiceOrderList>['items'][number]

export function useServiceOrders() {
  return useQuery({
    queryKey: keys.admin.payments.detail('service-orders'),
    queryFn: ({ signal }) => api<{ items: ServiceOrder[] }>('/api/admin/service-orders', { signal }),
  })
}

export function useSetServiceOrderStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'open' | 'done' }) =>
      api<{ items: ServiceOrder[] }>(`/api/admin/service-orders/${id}`, {
        method: 'PATCH',
        body: { status },
      }),
    meta: { invalidates: [keys.admin.payments.all] },
  })
}
