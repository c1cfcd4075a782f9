import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { bearerKey, userOfApiKey } from './api-key-auth.ts'
import { accessOf } from './route-access.ts'
import { findSession, type Impersonation, SESSION_COOKIE, type SessionUser } from './sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a live session cookie. */
    user: SessionUser | null
    /** Who acts for `user` through this session, when one does (impersonation). */
    impersonatorId: string | null
    /** What kind of actor that is (admin, accountant, fleet manager), and its rights. */
    impersonation: Impersonation | null
    /** The API key the request came with (`Authorization: Bearer`), instead of a session. */
    apiKey: { id: string; scope: 'read' | 'write' } | null
    /** The request bears METRICS_TOKEN on a route that takes it (route-access.ts `metricsToken`). */
    metricsScraper: boolean
  }
}

/** Resolves the session cookie of an API request into `req.user`. */
export function sessionHook(ctx: AppContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    req.user = null
    req.impersonatorId = null
    req.impersonation = null
    req.apiKey = null
    req.metricsScraper = false
    const token = req.cookies[SESSION_COOKIE]
    const key = token ? null : bearerKey(req.headers.authorization)
    const metricsToken = ctx.config.metricsToken
    if (key && metricsToken && accessOf(req).metricsToken && sameSecret(key, metricsToken)) {
      req.metricsScraper = true
      return
    }
    if (key) {
      const found = await userOfApiKey({ db: ctx.db, clock: ctx.clock, key })
      req.user = found.user
      req.apiKey = found.key
      return
    }
    if (!token) return
    const found = await findSession({ db: ctx.db, clock: ctx.clock, token })
    if (!found) return
    req.user = found.user
    req.impersonatorId = found.session.impersonatorUserId
    req.impersonation = found.impersonation
    // The cookie slides with the session, or the browser would drop it a lifetime after sign-in.
    if (found.extended && found.session.persistent) setSessionCookie(ctx, req, reply, token, found.session)
  }
}

/** Compares in constant time (digests of equal length, whatever the lengths given). */
function sameSecret(given: string, expected: string) {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  return req.user
}

function isSecure(ctx: AppContext, req: FastifyRequest) {
  return ctx.config.publicUrl.startsWith('https://') || req.protocol === 'https'
}

/**
 * httpOnly, SameSite=Lax; with "remember me" it lasts as long as the session (Max-Age, so a skewed
 * browser clock does not matter), without it a browser-session cookie (no Max-Age).
 */
export function setSessionCookie(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  session: { persistent: boolean; expiresAt: Date },
) {
  const maxAge = Math.max(0, Math.round((session.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000))
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, req),
    ...(session.persistent ? { maxAge } : {}),
  })
}

export function clearSessionCookie(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, req),
  })
}
