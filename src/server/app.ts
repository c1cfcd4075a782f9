import { existsSync } from 'node:fs'
import path from 'node:path'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { paywallHook } from '@/server/features/billing/billing.public.ts'
import { adminTwoFactorGuard } from '@/server/shared/auth/admin-two-factor.ts'
import { registerApiRoutes } from './api-routes.ts'
import type { AppContext } from './context.ts'
import { isDatabaseBusy } from './db/client.ts'
import { AppError } from './lib/errors.ts'
import { refuseHostileText } from './lib/hostile-text.ts'
import { UNMATCHED_ROUTE } from './lib/metrics.ts'
import { sameOriginGuard } from './lib/same-origin.ts'
import { registerOpenApi, registerOpenApiUi } from './openapi.ts'
import { auditImpersonatedWrites } from './shared/audit.ts'
import { sessionHook } from './shared/auth/auth-context.ts'
import { checkRouteAccess, guardRoutes, requireDeclaredAccess } from './shared/auth/route-access.ts'

/** How long a client waits before it tries again when every database connection is taken. */
const BUSY_RETRY_SECONDS = 2

/** The whole HTTP surface: security headers, the JSON API under /api and the built web app. */
export async function buildApp(ctx: AppContext, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('user', null)
  app.decorateRequest('impersonatorId', null)
  app.decorateRequest('apiKey', null)
  app.decorateRequest('metricsScraper', false)
  // Every answer is counted by the route the router matched (its pattern: ids never become labels).
  app.addHook('onResponse', async (req, reply) => {
    ctx.metrics.observeRequest({
      route: req.routeOptions.url ?? UNMATCHED_ROUTE,
      method: req.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    })
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The captcha widget's proof-of-work worker is a bundled file, not a blob.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: ctx.config.publicUrl.startsWith('https://'),
  })
  await app.register(cookie)

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, error: error.message })
    }
    const fastifyError = error as FastifyError
    if (fastifyError.validation?.length) {
      const message = fastifyError.validation[0]?.message ?? ''
      // A path id that is no id names nothing: "not found", like another user's id.
      if (fastifyError.validationContext === 'params') {
        return reply.code(404).send({ error: message.startsWith('Invalid') ? 'Not found' : message })
      }
      // A missing or non-object body has no field to blame.
      const error = /^Invalid input: expected object/.test(message)
        ? 'The request body must be a JSON object'
        : message
      return reply.code(400).send({ error: error || 'Invalid request' })
    }
    if (isDatabaseBusy(error)) {
      return reply
        .code(503)
        .header('retry-after', String(BUSY_RETRY_SECONDS))
        .send({ error: 'The service is busy right now. Please try again in a moment.' })
    }
    const status = fastifyError.statusCode ?? 500
    if (status < 500) return reply.code(status).send({ error: fastifyError.message })
    req.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' })
  })

  await app.register(
    async (api) => {
      api.addHook('onRequest', sameOriginGuard(ctx.config.publicUrl))
      api.addHook('onRequest', sessionHook(ctx))
      api.addHook('onRequest', checkRouteAccess)
      api.addHook('onRequest', adminTwoFactorGuard(ctx.db))
      api.addHook('onRequest', paywallHook(ctx))
      api.addHook('preValidation', refuseHostileText)
      // Nothing of the API is stored by a browser or a proxy, but for the answers a route says the
      // browser may keep and revalidate (shared/books-answer.ts).
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
      })
      api.addHook('onSend', auditImpersonatedWrites(ctx))
      // Every route declares who may call it (guardRoutes); the server refuses to start otherwise.
      requireDeclaredAccess(api)
      await registerOpenApi(api, { publicUrl: ctx.config.publicUrl })
      await api.register(async (docs) => {
        guardRoutes(docs, { who: 'public' })
        await registerOpenApiUi(docs)
      })

      await registerApiRoutes(api, ctx)
      await api.register(async (rest) => {
        guardRoutes(rest, { who: 'public' })
        rest.all('/*', { schema: { hide: true } }, async () => {
          throw new AppError('NOT_FOUND', 'Not found')
        })
      })
    },
    { prefix: '/api' },
  )

  await serveWebApp(app, ctx.config.webDir)
  return app
}

async function serveWebApp(app: FastifyInstance, webDir: string) {
  const index = path.join(webDir, 'index.html')
  if (!existsSync(index)) {
    app.setNotFoundHandler((_req, reply) =>
      reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` or `npm start`.'),
    )
    return
  }
  // Files are looked up per request (wildcard), so a rebuilt web app is served without a restart.
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz copies beside each file (scripts/vite-precompress.ts): the one
    // the browser accepts is sent as it is, with no compression work per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite names built assets by content hash: they never change under one name.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      // The body depends on Accept-Encoding; a shared cache must not give br to a browser without it.
      res.setHeader('vary', 'accept-encoding')
    },
  })
  // A public page the build rendered (src/web/prerender.tsx) comes as its own HTML; any other path
  // gets the app's empty page, and the app draws the route.
  const sendIndex = (reply: FastifyReply, pathname: string) => {
    const page = prerenderedPage(pathname)
    const file = page && existsSync(path.join(webDir, page)) ? page : 'index.html'
    return reply.type('text/html').sendFile(file)
  }
  app.get('/', (_req, reply) => sendIndex(reply, '/'))
  // Every other path is a route of the single-page app.
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? ''
    const isFile = /\.[a-z0-9]+$/i.test(pathname)
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isFile) {
      return reply.code(404).send({ error: 'Not found' })
    }
    return sendIndex(reply, pathname)
  })
}

/** Where the build puts a path's rendered page (`pages/login.html` for /login), if it can be one. */
function prerenderedPage(pathname: string): string | null {
  if (pathname === '/') return 'pages/index.html'
  const name = /^\/([a-z][a-z-]{0,40})$/.exec(pathname)?.[1]
  return name && name !== 'index' ? `pages/${name}.html` : null
}
