import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { supportKeys } from '@/web/features/support/admin/api/support-api'
import { type LiveEvent, useLiveEvents } from '@/web/lib/live-events'

/** A customer's "typing" shows this long after the last word of it. */
const TYPING_SHOWN_MS = 6000

/**
 * Keeps admin Support live: every event of the team's stream refreshes what it names (tickets,
 * conversations, figures). Answers the conversations whose customer is typing now.
 */
export function useSupportLive(): ReadonlySet<string> {
  const queryClient = useQueryClient()
  const [typing, setTyping] = useState<ReadonlySet<string>>(() => new Set())
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const setTypingIn = (conversationId: string, on: boolean) => {
    clearTimeout(timers.current.get(conversationId))
    timers.current.delete(conversationId)
    if (on) {
      timers.current.set(
        conversationId,
        setTimeout(() => setTypingIn(conversationId, false), TYPING_SHOWN_MS),
      )
    }
    setTyping((current) => {
      if (current.has(conversationId) === on) return current
      const next = new Set(current)
      if (on) next.add(conversationId)
      else next.delete(conversationId)
      return next
    })
  }

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  useLiveEvents('/api/admin/support/events', (event: LiveEvent) => {
    const refresh = (...queryKeys: readonly (readonly unknown[])[]) => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey })
    }
    switch (event.t) {
      case 'ready':
      case 'resync':
        refresh(supportKeys.all)
        break
      case 'chat':
        // The customer's message ends their typing.
        setTypingIn(event.conversationId, false)
        refresh(
          supportKeys.conversations.lists,
          supportKeys.conversations.detail(event.conversationId),
          supportKeys.stats,
        )
        break
      case 'ticket':
        // A closed ticket also leaves its chat (the ticket badge of the conversation list).
        refresh(supportKeys.tickets.all, supportKeys.stats, supportKeys.conversations.lists)
        break
      case 'typing':
        if (event.from === 'user') setTypingIn(event.conversationId, event.typing)
        break
    }
  })

  return typing
}
