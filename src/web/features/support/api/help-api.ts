import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HelpResult, KbArticle, Ticket, TicketDetail, TicketPriority } from '@/contracts/support'
import { ApiError, api, isNotFound } from '@/web/lib/api'
import { type LiveEvent, useLiveEvents } from '@/web/lib/live-events'
import { keys } from '@/web/lib/query-keys'
import { useSession } from '@/web/lib/session'

/** A missing (or malformed) id will not turn into a 200 by asking again; anything else gets one retry. */
function retryUnlessNotFound(failures: number, error: unknown): boolean {
  if (isNotFound(error) || (error instanceof ApiError && error.status === 403)) return false
  return failures < 1
}

/** The Help Center search (published articles and the FAQ); nothing is asked for a blank query. */
export function useHelpSearch(query: string) {
  return useQuery({
    queryKey: keys.help.list({ q: query }),
    queryFn: ({ signal }) =>
      api<{ items: HelpResult[] }>('/api/help/search', { query: { q: query }, signal }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  })
}

/** The published knowledge base articles. */
export function useKbArticles() {
  return useQuery({
    queryKey: keys.help.lists,
    queryFn: ({ signal }) => api<{ items: KbArticle[] }>('/api/help/articles', { signal }),
  })
}

export function useKbArticle(id: string) {
  return useQuery({
    queryKey: keys.help.detail(id),
    queryFn: ({ signal }) => api<KbArticle>(`/api/help/articles/${encodeURIComponent(id)}`, { signal }),
    retry: retryUnlessNotFound,
  })
}

/**
 * Support is the account holder's own: while an admin, accountant or fleet manager works in the
 * books the server answers 403, so the screens neither ask nor listen then.
 */
export function useOwnSupport(): boolean {
  const session = useSession().data
  return Boolean(session) && session?.impersonatedBy === undefined
}

export function useSupportTickets(enabled: boolean) {
  return useQuery({
    queryKey: keys.supportTickets.lists,
    queryFn: ({ signal }) => api<{ items: Ticket[] }>('/api/support/tickets', { signal }),
    enabled,
  })
}

export function useSupportTicket(id: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.supportTickets.detail(id),
    queryFn: ({ signal }) => api<TicketDetail>(`/api/support/tickets/${encodeURIComponent(id)}`, { signal }),
    enabled,
    retry: retryUnlessNotFound,
  })
}

export interface NewTicket {
  subject: string
  message: string
  priority: TicketPriority
}

export function useCreateTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewTicket) => api<TicketDetail>('/api/support/tickets', { body: input }),
    // The answer is the ticket's detail: its page opens without asking again.
    onSuccess: (ticket) => queryClient.setQueryData(keys.supportTickets.detail(ticket.id), ticket),
    meta: { invalidates: [keys.supportTickets.all] },
  })
}

export function useReplyToTicket(id: string) {
  return useMutation({
    mutationFn: (content: string) =>
      api<TicketDetail>(`/api/support/tickets/${encodeURIComponent(id)}/messages`, { body: { content } }),
    meta: { invalidates: [keys.supportTickets.all] },
  })
}

/**
 * Keeps the tickets on screen current: the team's answers and status changes arrive on the live
 * stream as `ticket` events (ids only), and after a reconnection everything is read again.
 */
export function useLiveTickets(enabled: boolean) {
  const queryClient = useQueryClient()
  useLiveEvents(
    '/api/support/events',
    (event: LiveEvent) => {
      if (event.t === 'ticket' || event.t === 'ready' || event.t === 'resync') {
        void queryClient.invalidateQueries({ queryKey: keys.supportTickets.all })
      }
    },
    enabled,
  )
}
