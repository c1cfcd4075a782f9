import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  AdminConversation,
  AdminConversationDetail,
  AdminTicket,
  AdminTicketDetail,
  ChatMessage,
  KbArticle,
  SupportStats,
  TicketPriority,
  TicketStatus,
  ZAdminTicketPatch,
  ZKbInput,
} from '@/contracts/support'
import { api } from '@/web/lib/api'
import { keys, queryKeys } from '@/web/lib/query-keys'

/** Sub-keys of admin Support, all under `keys.admin.support.all` (a resync refreshes them at once). */
export const supportKeys = {
  all: keys.admin.support.all,
  stats: keys.admin.support.detail('stats'),
  admins: keys.admin.support.detail('admins'),
  tickets: queryKeys(...keys.admin.support.all, 'tickets'),
  conversations: queryKeys(...keys.admin.support.all, 'conversations'),
}

// ---- Figures and admins ----

export function useSupportStats() {
  return useQuery({
    queryKey: supportKeys.stats,
    queryFn: ({ signal }) => api<SupportStats>('/api/admin/support/stats', { signal }),
  })
}

export type AdminOption = { id: string; name: string }

export function useSupportAdmins() {
  return useQuery({
    queryKey: supportKeys.admins,
    queryFn: ({ signal }) => api<{ items: AdminOption[] }>('/api/admin/support/admins', { signal }),
    staleTime: 5 * 60_000,
  })
}

// ---- Tickets ----

export interface TicketFilters {
  search: string
  status: 'all' | TicketStatus
  priority: 'all' | TicketPriority
}

export function useAdminTickets(filters: TicketFilters & { page: number; pageSize: number }) {
  const { status, priority, ...rest } = filters
  return useQuery({
    queryKey: supportKeys.tickets.list(filters),
    queryFn: ({ signal }) =>
      api<{ items: AdminTicket[]; total: number }>('/api/admin/support/tickets', {
        query: {
          ...rest,
          status: status === 'all' ? undefined : status,
          priority: priority === 'all' ? undefined : priority,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminTicket(id: string | null) {
  return useQuery({
    queryKey: supportKeys.tickets.detail(id ?? ''),
    queryFn: ({ signal }) => api<AdminTicketDetail>(`/api/admin/support/tickets/${id}`, { signal }),
    enabled: id !== null,
  })
}

/** Status, priority, assignee or an answer: the ticket, the lists, the figures (and a chat it came from). */
export function useUpdateTicket() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: z.input<typeof ZAdminTicketPatch> }) =>
      api<AdminTicketDetail>(`/api/admin/support/tickets/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates: [supportKeys.all] },
  })
}

// ---- Live chat ----

export function useAdminConversations() {
  return useQuery({
    queryKey: supportKeys.conversations.lists,
    queryFn: async ({ signal }) =>
      (await api<{ items: AdminConversation[] }>('/api/admin/support/conversations', { signal })).items,
  })
}

export function useAdminConversation(id: string | null) {
  return useQuery({
    queryKey: supportKeys.conversations.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api<AdminConversationDetail>(`/api/admin/support/conversations/${id}`, { signal }),
    enabled: id !== null,
  })
}

/** Read so far: the unread counts (list, tab badge) drop. */
export function useMarkConversationRead() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/support/conversations/${id}/read`, { method: 'POST' }),
    meta: { invalidates: [supportKeys.conversations.lists] },
  })
}

export function useSendChatReply() {
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      api<ChatMessage>(`/api/admin/support/conversations/${id}/messages`, { body: { content } }),
    // A chat that became a ticket answers the ticket too.
    meta: { invalidates: [supportKeys.all] },
  })
}

/** Tells the user an admin is typing (or stopped); a lost one only means a late indicator. */
export function sendTyping(conversationId: string, typing: boolean) {
  api<void>(`/api/admin/support/conversations/${conversationId}/typing`, { body: { typing } }).catch(() => {})
}

// ---- Knowledge base ----

/** Published articles feed the Help Center's search, so a change refreshes it too. */
const kbChanged = [keys.admin.kb.all, keys.help.all]

export function useKbArticles() {
  return useQuery({
    queryKey: keys.admin.kb.lists,
    queryFn: async ({ signal }) => (await api<{ items: KbArticle[] }>('/api/admin/kb', { signal })).items,
  })
}

export type KbValues = z.output<typeof ZKbInput>

/** A new article (id null) or the whole form of an existing one. */
export function useSaveKbArticle() {
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: KbValues }) =>
      id === null
        ? api<KbArticle>('/api/admin/kb', { body: values })
        : api<KbArticle>(`/api/admin/kb/${id}`, { method: 'PATCH', body: values }),
    meta: { invalidates: kbChanged },
  })
}

export function useDeleteKbArticle() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/kb/${id}`, { method: 'DELETE' }),
    meta: { invalidates: kbChanged },
  })
}
