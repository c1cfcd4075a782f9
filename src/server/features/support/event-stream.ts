import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type AppEvent, RESYNC } from '@/server/lib/events/event-hub.ts'
import { findSession, SESSION_COOKIE, type SessionUser } from '@/server/shared/auth/sessions.ts'

/** A comment line this often keeps proxies from closing a quiet stream; the session is checked as often. */
const HEARTBEAT_MS = 25_000
/** How long a browser waits before it connects again after the stream broke (a restart, say). */
const RECONNECT_MS = 2_000

export const STREAM_ONLY = 'This address is a live stream: ask for text/event-stream'

/**
 * Server-sent events for one browser: every event of any instance `accept` lets through, as
 * `event: <kind>` with the event (ids only, never content) as data. The browser reads afresh what an
 * event names, and everything when it (re)connects, so nothing missed while it was away stays missed.
 * The stream ends when the server closes (the browser reconnects to whichever instance answers) and
 * when its session no longer lets `allowed` through (signed out, revoked, suspended, demoted).
 */
export function eventStreams(app: FastifyInstance, ctx: Pick<AppContext, 'events' | 'db' | 'clock'>) {
  const open = new Map<ServerResponse, () => void>()
  app.addHook('preClose', async () => {
    for (const end of [...open.values()]) end()
  })
  return (
    req: FastifyRequest,
    reply: FastifyReply,
    accept: (event: AppEvent) => boolean,
    allowed: (user: SessionUser) => boolean,
  ) => {
    if (!(req.headers.accept ?? '').includes('text/event-stream')) {
      throw new AppError('NOT_ACCEPTABLE', STREAM_ONLY)
    }
    const token = req.cookies[SESSION_COOKIE]
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
    const send = (event: AppEvent) => {
      if (event === RESYNC || accept(event))
        res.write(`event: ${event.t}\ndata: ${JSON.stringify(event)}\n\n`)
    }
    const unsubscribe = ctx.events.subscribe(send)
    const heartbeat = setInterval(() => {
      void stillAllowed().then((ok) => (ok ? res.write(': keep-alive\n\n') : end()))
    }, HEARTBEAT_MS)
    heartbeat.unref()
    // An API key's caller is checked when it connects; a session's again at every heartbeat.
    const stillAllowed = async () => {
      if (!token) return true
      const found = await findSession({ db: ctx.db, clock: ctx.clock, token, touch: false }).catch(() => null)
      return Boolean(
        found && !found.session.impersonatorUserId === !req.impersonatorId && allowed(found.user),
      )
    }
    const end = () => {
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(res)
      if (!res.writableEnded) res.end()
    }
    open.set(res, end)
    res.on('close', end)
  }
}
