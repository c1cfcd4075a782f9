import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { ACCESS_MESSAGES } from '@/contracts/access.ts'
import { API_KEY_MESSAGES } from '@/contracts/account.ts'
import { FLEET_MESSAGES } from '@/contracts/fleet.ts'
import type { RoleRule } from '@/contracts/role-rules.ts'
import type { Role } from '@/contracts/roles.ts'
import type { Feature } from '@/domain/billing/entitlements.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isReadMethod } from '@/server/lib/same-origin.ts'

/**
 * Who may call a route, declared with the route (for a whole plugin with `guardRoutes`, a route's
 * own `config.access` adding to it) and checked on the route the router matched, after it decoded
 * the path: never by matching the URL's text (docs/decisions/018-route-access.md).
 */
export interface AccessDeclaration {
  /** Anyone, a signed-in user, or an administrator. */
  who: 'public' | 'user' | 'admin'
  /**
   * Also a scraper bearing the METRICS_TOKEN of the environment (`Authorization: Bearer …`), with
   * no session: the metrics (docs/decisions/040-metrics-and-mail-log.md). Unset in the environment, no token is.
   */
  metricsToken?: boolean
  /** The roles of the account it is for (a rule of contracts/access-policy.ts), and why not. */
  roles?: RoleRule
  /**
   * The roles of the one acting, where that differs: the accountant or fleet manager working in
   * someone's books (leaving them is theirs), else the account holder.
   */
  actorRoles?: RoleRule
  /**
   * Whether an API key may call it: `books` lets a read key read and a write key write (the
   * owner's books); `read` lets any key call it (a POST that only computes); `none` (the default)
   * refuses every key.
   */
  apiKey?: 'none' | 'books' | 'read'
  /**
   * Only the account holder, in their own session: refused (403, `message`) while an admin, an
   * accountant or a fleet manager works in the books, for writes or for every method.
   */
  ownSession?: { methods: 'writes' | 'all'; message: string }
  /** An accountant or fleet manager with read-only access may still call it (to leave the books). */
  readOnlyViewerMay?: boolean
  /**
   * The plan decides: `books` writes wait for an active plan after the trial, a `feature` comes
   * with the plan that has it (shared/billing/paywall.ts).
   */
  paywall?: { books?: boolean; feature?: Feature }
}

/** What a route allows once its method is known: the key scope it needs, or none. */
export interface RouteAccess extends Omit<AccessDeclaration, 'apiKey'> {
  apiKey: 'none' | 'read' | 'write'
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's additions to its plugin's declaration. */
    access?: Partial<AccessDeclaration>
    /** What the route allows, resolved when it was added (read by `checkRouteAccess`). */
    guard?: RouteAccess
  }
}

function methodsOf(route: Pick<RouteOptions, 'method'>): string[] {
  return Array.isArray(route.method) ? route.method : [route.method]
}

function resolve(declared: AccessDeclaration, methods: string[]): RouteAccess {
  const { apiKey = 'none', ...rest } = declared
  const reads = methods.every(isReadMethod)
  const scope = apiKey === 'books' ? (reads ? 'read' : 'write') : apiKey
  return { ...rest, apiKey: scope }
}

/**
 * Declares who may call every route the plugin adds from here on; a route adds to it through its
 * own `config: { access: … }`. One declaration per plugin, made before its routes.
 */
export function guardRoutes(app: FastifyInstance, declaration: AccessDeclaration) {
  app.addHook('onRoute', (route) => {
    const declared = { ...declaration, ...route.config?.access }
    route.config = { ...route.config, guard: resolve(declared, methodsOf(route)) }
  })
}

/**
 * Collects the API's routes as they are added, and when the server is ready refuses to start if
 * any of them declared no access: a route is never reachable by default.
 */
export function requireDeclaredAccess(api: FastifyInstance) {
  const routes: RouteOptions[] = []
  api.addHook('onRoute', (route) => {
    routes.push(route)
  })
  api.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !route.config?.guard)
    if (undeclared.length > 0) {
      const names = undeclared.map((r) => `${methodsOf(r).join(',')} ${r.url}`).join(', ')
      throw new Error(`Routes without an access declaration (guardRoutes): ${names}`)
    }
  })
}

/** The access the matched route declared; a route that declared none is for administrators only. */
export function accessOf(req: FastifyRequest): RouteAccess {
  return req.routeOptions.config.guard ?? { who: 'admin', apiKey: 'none' }
}

/**
 * The one check of who may call the matched route, run after the session or API key is known:
 * the key's scope, signed in or admin, the account holder's own session, and a read-only viewer.
 */
export async function checkRouteAccess(req: FastifyRequest) {
  const access = accessOf(req)
  if (access.metricsToken && req.metricsScraper) return
  if (req.apiKey) {
    if (access.apiKey === 'none') throw new AppError('FORBIDDEN', API_KEY_MESSAGES.notHere)
    if (access.apiKey === 'write' && req.apiKey.scope !== 'write')
      throw new AppError('FORBIDDEN', API_KEY_MESSAGES.readOnly)
  }
  const write = !isReadMethod(req.method)
  const acting = req.impersonation
  if (write && acting && acting.kind !== 'admin' && acting.access === 'read' && !access.readOnlyViewerMay) {
    throw new AppError(
      'FORBIDDEN',
      acting.kind === 'fleet_manager' ? FLEET_MESSAGES.readOnly : ACCESS_MESSAGES.readOnly,
    )
  }
  if (access.who === 'public') return
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  if (access.who === 'admin' && req.user.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Administrator access is required')
  if (access.roles && !access.roles.allow(req.user.role))
    throw new AppError('FORBIDDEN', access.roles.refusal)
  const actor: Role = acting?.kind ?? req.user.role
  if (access.actorRoles && !access.actorRoles.allow(actor))
    throw new AppError('FORBIDDEN', access.actorRoles.refusal)
  const own = access.ownSession
  if (own && req.impersonatorId && (own.methods === 'all' || write)) {
    throw new AppError('FORBIDDEN', own.message)
  }
}
