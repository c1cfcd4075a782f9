import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type AppEvent, RESYNC } from '@/server/lib/events/event-hub.ts'

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000
/** How long a browser waits before it connects again after the stream broke (a restart, say). */
const RECONNECT_MS = 2_000

export const STREAM_ONLY = 'This address is a live stream: ask for text/event-stream'

/**
 * Server-sent events for one browser: every event of any instance `accept` lets through, as
 * `event: <kind>` with the event (ids only, never content) as data. The browser reads afresh what an
 * event names, and everything when it (re)connects, so nothing missed while it was away stays missed.
 * Streams end when the server closes; the browser then reconnects to whichever instance answers.
 */
export function eventStreams(app: FastifyInstance, ctx: Pick<AppContext, 'events'>) {
  const open = new Set<ServerResponse>()
  app.addHook('preClose', async () => {
    for (const res of open) res.end()
    open.clear()
  })
  return (req: FastifyRequest, reply: FastifyReply, accept: (event: AppEvent) => boolean) => {
    if (!(req.headers.accept ?? '').includes('text/event-stream')) {
      throw new AppError('NOT_ACCEPTABLE', STREAM_ONLY)
    }
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies must pass each event on at once.
      'x-accel-buffering': 'no',
    })
    res.write(`retry: ${RECONNECT_MS}\nevent: ready\ndata: {}\n\n`)
    open.add(res)
    const send = (event: AppEvent) => {
      if (event === RESYNC || accept(event))
        res.write(`event: ${event.t}\ndata: ${JSON.stringify(event)}\n\n`)
    }
    const unsubscribe = ctx.events.subscribe(send)
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
    heartbeat.unref()
    res.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(res)
    })
  }
}
