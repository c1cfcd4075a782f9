import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type AppEvent, type EventHub, RESYNC } from '@/server/lib/events/event-hub.ts'
import { hashToken } from '@/server/lib/tokens.ts'
import { findSession, SESSION_COOKIE, type SessionUser } from '@/server/shared/auth/sessions.ts'

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000
/** How often a session's streams ask the database whether it still lets them through (once for all of them). */
const SESSION_CHECK_MS = 60_000
/** How long a browser waits before it connects again after the stream broke (a restart, say). */
const RECONNECT_MS = 2_000
/** Open streams of one session, and of one user, on this instance: one more closes the oldest. */
export const STREAMS_PER_SESSION = 5
export const STREAMS_PER_USER = 10

export const STREAM_ONLY = 'This address is a live stream: ask for text/event-stream'

interface OpenStream {
  res: ServerResponse
  session: string
  userId: string
  end: () => void
}

/**
 * The streams open on this instance, shared by every stream route: the limits count them all, and
 * a session's check is made once for all its streams.
 */
interface Registry {
  open: OpenStream[]
  checks: Map<string, { at: number; ok: Promise<boolean> }>
}
const registries = new WeakMap<EventHub, Registry>()

function registryOf(events: EventHub): Registry {
  let registry = registries.get(events)
  if (!registry) {
    registry = { open: [], checks: new Map() }
    registries.set(events, registry)
  }
  return registry
}

/** Closes the oldest streams beyond `limit` of those `mine` picks (the list is oldest first). */
function closeBeyond(open: OpenStream[], mine: (stream: OpenStream) => boolean, limit: number) {
  const streams = open.filter(mine)
  for (const stream of streams.slice(0, Math.max(0, streams.length - limit))) stream.end()
}

/**
 * Server-sent events for one browser: every event of any instance `accept` lets through, as
 * `event: <kind>` with the event (ids only, never content) as data. The browser reads afresh what an
 * event names, and everything when it (re)connects, so nothing missed while it was away stays missed.
 * The stream ends when the server closes (the browser reconnects to whichever instance answers), when
 * its session no longer lets `allowed` through (signed out, revoked, suspended, demoted: checked
 * once a minute for all the session's streams, never per heartbeat), and when the same session or
 * user opens more than STREAMS_PER_SESSION or STREAMS_PER_USER (the oldest closes).
 */
export function eventStreams(app: FastifyInstance, ctx: Pick<AppContext, 'events' | 'db' | 'clock'>) {
  const registry = registryOf(ctx.events)
  app.addHook('preClose', async () => {
    for (const stream of [...registry.open]) stream.end()
  })

  /** Whether the session still lets the stream through; one database read a minute per session. */
  const sessionStillAllows = (
    token: string,
    route: string,
    viewing: boolean,
    allowed: (user: SessionUser) => boolean,
  ) => {
    const key = `${hashToken(token)} ${route}`
    const now = Date.now()
    let check = registry.checks.get(key)
    if (!check || now - check.at >= SESSION_CHECK_MS) {
      const ok = findSession({ db: ctx.db, clock: ctx.clock, token, touch: false })
        .then((found) =>
          Boolean(found && !found.session.impersonatorUserId === !viewing && allowed(found.user)),
        )
        .catch(() => true)
      check = { at: now, ok }
      registry.checks.set(key, check)
    }
    return check.ok
  }

  return (
    req: FastifyRequest,
    reply: FastifyReply,
    accept: (event: AppEvent) => boolean,
    allowed: (user: SessionUser) => boolean,
  ) => {
    if (!(req.headers.accept ?? '').includes('text/event-stream')) {
      throw new AppError('NOT_ACCEPTABLE', STREAM_ONLY)
    }
    const token = req.cookies[SESSION_COOKIE] ?? null
    const userId = req.user?.id ?? ''
    const session = token ? hashToken(token) : `key:${req.apiKey?.id ?? ''}`
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
      if (!token) return void res.write(': keep-alive\n\n')
      void sessionStillAllows(token, req.routeOptions.url ?? '', Boolean(req.impersonatorId), allowed).then(
        (ok) => (ok ? res.write(': keep-alive\n\n') : stream.end()),
      )
    }, HEARTBEAT_MS)
    heartbeat.unref()
    const stream: OpenStream = {
      res,
      session,
      userId,
      end: () => {
        clearInterval(heartbeat)
        unsubscribe()
        const at = registry.open.indexOf(stream)
        if (at >= 0) registry.open.splice(at, 1)
        if (!registry.open.some((s) => s.session === session)) {
          for (const key of registry.checks.keys()) if (key.startsWith(session)) registry.checks.delete(key)
        }
        if (!res.writableEnded) res.end()
      },
    }
    registry.open.push(stream)
    res.on('close', stream.end)
    closeBeyond(registry.open, (s) => s.session === session, STREAMS_PER_SESSION)
    closeBeyond(registry.open, (s) => s.userId === userId, STREAMS_PER_USER)
  }
}
