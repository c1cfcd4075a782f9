import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ACCESS_MESSAGES } from '@/contracts/access.ts'
import { FLEET_MESSAGES } from '@/contracts/fleet.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isReadMethod } from '@/server/lib/same-origin.ts'
import { bearerKey, userOfApiKey } from './api-key-auth.ts'
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
  }
}

/** What an accountant or fleet manager with read-only access may still post: leaving the books. */
const READ_ONLY_WRITES = new Set([
  '/api/auth/logout',
  '/api/auth/return-to-admin',
  '/api/accountant/switch-back',
  '/api/fleet/switch-back',
])

/** Resolves the session cookie of an API request into `req.user`. */
export function sessionHook(ctx: AppContext) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    req.user = null
    req.impersonatorId = null
    req.impersonation = null
    req.apiKey = null
    const token = req.cookies[SESSION_COOKIE]
    const key = token ? null : bearerKey(req.headers.authorization)
    if (key) {
      const found = await userOfApiKey({
        db: ctx.db,
        clock: ctx.clock,
        key,
        method: req.method,
        url: req.url,
      })
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
    const acting = found.impersonation
    const readOnly = acting && acting.kind !== 'admin' && acting.access === 'read'
    if (readOnly && !isReadMethod(req.method) && !READ_ONLY_WRITES.has(req.url.split('?')[0] ?? '')) {
      const message = acting.kind === 'fleet_manager' ? FLEET_MESSAGES.readOnly : ACCESS_MESSAGES.readOnly
      throw new AppError('FORBIDDEN', message)
    }
    // The cookie slides with the session, or the browser would drop it a lifetime after sign-in.
    if (found.extended && found.session.persistent) setSessionCookie(ctx, req, reply, token, found.session)
  }
}

/**
 * Every route of the plugin needs a signed-in user (or an admin), checked on arrival: a signed-out
 * caller gets 401 before any validation, so a 400 or a 404 tells them nothing.
 */
export function guardRoutes(app: FastifyInstance, who: 'user' | 'admin') {
  app.addHook('onRequest', async (req) => {
    if (who === 'admin') requireAdmin(req)
    else requireUser(req)
  })
}

export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  return req.user
}

export function requireAdmin(req: FastifyRequest): SessionUser {
  const user = requireUser(req)
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Administrator access is required')
  return user
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
