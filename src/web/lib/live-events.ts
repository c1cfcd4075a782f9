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

/** After the browser gives a stream up (an error answer, e.g. a proxy's 502 during a deploy). */
const REOPEN_MS = 5000

interface Stream {
  path: string
  source: EventSource | null
  listeners: Set<(event: LiveEvent) => void>
  retry?: ReturnType<typeof setTimeout>
}

/** One connection per stream and tab, however many screens listen (browsers allow few at once). */
const streams = new Map<string, Stream>()

function connect(stream: Stream) {
  // The browser reconnects by itself after a dropped connection (a restart) and says `ready` again;
  // after an error answer it gives up, so the stream is opened again here a little later.
  const source = new EventSource(stream.path)
  stream.source = source
  for (const kind of KINDS) {
    source.addEventListener(kind, (message) => {
      let event: LiveEvent
      try {
        event = { ...JSON.parse((message as MessageEvent<string>).data), t: kind }
      } catch {
        return
      }
      for (const each of stream.listeners) each(event)
    })
  }
  source.onerror = () => {
    if (source.readyState !== EventSource.CLOSED || stream.source !== source) return
    stream.source = null
    stream.retry = setTimeout(() => {
      if (streams.get(stream.path) === stream && !document.hidden) connect(stream)
    }, REOPEN_MS)
  }
}

function disconnect(stream: Stream) {
  clearTimeout(stream.retry)
  stream.source?.close()
  stream.source = null
}

// A hidden tab holds no connection (a browser allows few per site over HTTP/1.1); coming back, it
// connects again, hears `ready` and reads everything afresh.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    for (const stream of streams.values()) {
      if (document.hidden) disconnect(stream)
      else if (!stream.source) connect(stream)
    }
  })
}

function subscribe(path: string, listener: (event: LiveEvent) => void): () => void {
  let stream = streams.get(path)
  if (!stream) {
    stream = { path, source: null, listeners: new Set() }
    streams.set(path, stream)
    if (!document.hidden) connect(stream)
  }
  const current = stream
  current.listeners.add(listener)
  return () => {
    current.listeners.delete(listener)
    if (current.listeners.size === 0) {
      disconnect(current)
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
