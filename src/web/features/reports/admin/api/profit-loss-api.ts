import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { EntityProfitLoss, EntityType, PnlPeriod } from '@/contracts/reports-admin'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export function useEntities(type: EntityType, search: string) {
  return useQuery({
    queryKey: keys.admin.entities.list({ type, search }),
    queryFn: ({ signal }) =>
      api<{ id: string; name: string }[]>('/api/entities', {
        query: { type, ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useEntityProfitLoss(type: EntityType, entityId: string | null, period: PnlPeriod) {
  return useQuery({
    queryKey: keys.admin.profitLoss.list({ type, entityId, period }),
    queryFn: ({ signal }) =>
      api<EntityProfitLoss>('/api/profit-loss', {
        query: { type, entityId: entityId ?? '', period },
        signal,
      }),
    enabled: entityId !== null,
  })
}

export function profitLossExportUrl(type: EntityType, entityId: string, period: PnlPeriod) {
  return `/api/profit-loss/export.csv?${new URLSearchParams({ type, entityId, period })}`
}
