import { useMutation, useQuery } from '@tanstack/react-query'
import type { ChatMessage, Conversation } from '@/contracts/support'
import { api } from '@/web/lib/api'
import { postFiles, type UploadOptions } from '@/web/lib/documents/upload-files'
import { keys } from '@/web/lib/query-keys'

/** The user's conversation with the team; kept fresh by the live stream, not by polling. */
export function useConversation(enabled: boolean) {
  return useQuery({
    queryKey: keys.supportChat.all,
    queryFn: ({ signal }) => api<Conversation>('/api/support/conversation', { signal }),
    enabled,
  })
}

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (input: { content: string; image?: File; onProgress?: UploadOptions['onProgress'] }) =>
      input.image
        ? postFiles<ChatMessage>('/api/support/messages', [input.image], {
            field: 'image',
            fields: { content: input.content },
            onProgress: input.onProgress,
          })
        : api<ChatMessage>('/api/support/messages', { body: { content: input.content } }),
    meta: { invalidates: [keys.supportChat.all] },
  })
}

export function useMarkChatRead() {
  return useMutation({
    mutationFn: () => api<void>('/api/support/conversation/read', { method: 'POST' }),
    meta: { invalidates: [keys.supportChat.all] },
  })
}

/** Tells the team the user is typing (or stopped); a lost one only means a late indicator. */
export function sendTyping(typing: boolean) {
  api<void>('/api/support/typing', { body: { typing } }).catch(() => {})
}
