import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { IftaReturn, ZIftaQuarters } from '@/contracts/ifta'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export type IftaQuarterList = z.infer<typeof ZIftaQuarters>
export type IftaQuarterItem = IftaQuarterList['items'][number]

/**
 * Every IFTA write changes the quarters' counts and returns; filing and amending also lock or unlock
 * the quarter's trips and fuel. `ifta` is the first part of all their keys, so one key refreshes them.
 */
export const iftaInvalidates = [keys.ifta.all]

const quarterPath = (quarter: string) => `/api/ifta/returns/${encodeURIComponent(quarter)}`

export function useIftaQuarters() {
  return useQuery({
    queryKey: keys.ifta.lists,
    queryFn: ({ signal }) => api<IftaQuarterList>('/api/ifta/quarters', { signal }),
  })
}

/** A quarter's return, or with `truckId` a look at one truck's records. */
export function useIftaReturn(quarter: string, truckId: string | null = null) {
  return useQuery({
    queryKey: truckId ? [...keys.ifta.detail(quarter), truckId] : keys.ifta.detail(quarter),
    queryFn: ({ signal }) =>
      api<IftaReturn>(`${quarterPath(quarter)}${truckId ? `?truckId=${encodeURIComponent(truckId)}` : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    // A quarter named wrongly stays wrong.
    retry: false,
  })
}

/** The answer of a filing or an amendment is the return as it now stands: shown at once. */
function useKeepReturn(quarter: string) {
  const queryClient = useQueryClient()
  return (answer: IftaReturn) => queryClient.setQueryData(keys.ifta.detail(quarter), answer)
}

export function useFileReturn(quarter: string) {
  const keep = useKeepReturn(quarter)
  return useMutation({
    mutationFn: (input: { filedOn: string; amountPaidCents: number }) =>
      api<IftaReturn>(`${quarterPath(quarter)}/filed`, { method: 'POST', body: input }),
    meta: { invalidates: iftaInvalidates },
    onSuccess: keep,
  })
}

export function useAmendReturn(quarter: string) {
  const keep = useKeepReturn(quarter)
  return useMutation({
    mutationFn: () => api<IftaReturn>(`${quarterPath(quarter)}/amend`, { method: 'POST' }),
    meta: { invalidates: iftaInvalidates },
    onSuccess: keep,
  })
}
