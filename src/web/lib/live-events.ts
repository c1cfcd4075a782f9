import { useEffect, useRef } from 'react'

/**
 * What the server's live streams tell (`/api/support/events`, `/api/admin/support/events`): a kind
 * and ids, never content; the screen reads afresh what an event names. `ready` comes on every
 * (re)connection and `resync` when the server may have missed events: read everything again then.
 */
export type LiveEvent =
  | { t: 'ready' }
  | { t: 'resync' }
  | { t: 'chat'; userId: string; conversationId: string }
  | { t: 'typing'; userId: string; conversationId: string; from: 'user' | 'admin'; typing: boolean }
  | { t: 'ticket'; userId: string; ticketId: string }
  | { t: 'notification'; userId: string }

const KINDS = ['ready', 'resync', 'chat', 'typing', 'ticket', 'notification'] as const

interface Stream {
  source: EventSource
  listeners: Set<(event: LiveEvent) => void>
}

/** One connection per stream and tab, however many screens listen (browsers allow few at once). */
const streams = new Map<string, Stream>()

function subscribe(path: string, listener: (event: LiveEvent) => void): () => void {
  let stream = streams.get(path)
  if (!stream) {
    // The browser reconnects by itself after a drop (a restart, a deploy) and says `ready` again.
    const source = new EventSource(path)
    const created: Stream = { source, listeners: new Set() }
    for (const kind of KINDS) {
      source.addEventListener(kind, (message) => {
        let event: LiveEvent
        try {
          event = { ...JSON.parse((message as MessageEvent<string>).data), t: kind }
        } catch {
          return
        }
        for (const each of created.listeners) each(event)
      })
    }
    streams.set(path, created)
    stream = created
  }
  const current = stream
  current.listeners.add(listener)
  return () => {
    current.listeners.delete(listener)
    if (current.listeners.size === 0) {
      current.source.close()
      streams.delete(path)
    }
  }
}

/** Calls `onEvent` for each event of the stream at `path` while mounted (and `enabled`). */
export function useLiveEvents(path: string, onEvent: (event: LiveEvent) => void, enabled = true) {
  const handler = useRef(onEvent)
  handler.current = onEvent
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    return subscribe(path, (event) => handler.current(event))
  }, [path, enabled])
}
