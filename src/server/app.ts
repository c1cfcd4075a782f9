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
import type { AppContext } from './context.ts'
import { isDatabaseBusy } from './db/client.ts'
import { accessRoutes } from './features/access/access.routes.ts'
import { accountRoutes, confirmEmailRoute } from './features/account/account.routes.ts'
import { accountantRoutes } from './features/accountant/accountant.routes.ts'
import { adminRoutes } from './features/admin/admin.routes.ts'
import { profitLossRoutes } from './features/admin/profit-loss/profit-loss.routes.ts'
import { authRoutes } from './features/auth/auth.routes.ts'
import { billingAdminRoutes, billingRoutes, webhookRoutes } from './features/billing/billing.routes.ts'
import { calculatorsRoutes } from './features/calculators/calculators.routes.ts'
import { categoriesRoutes } from './features/categories/categories.routes.ts'
import { commentsRoutes } from './features/comments/comments.routes.ts'
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { documentsRoutes } from './features/documents/documents.routes.ts'
import { expensesRoutes } from './features/expenses/expenses.routes.ts'
import { fleetRoutes, myFleetRoutes } from './features/fleet/fleet.routes.ts'
import { mileageRoutes } from './features/mileage/mileage.routes.ts'
import { notificationsRoutes } from './features/notifications/notifications.routes.ts'
import { reportTemplatesRoutes } from './features/reports/report-templates.routes.ts'
import { reportsRoutes, yearEndAdminRoutes } from './features/reports/reports.routes.ts'
import { settlementsRoutes } from './features/settlements/settlements.routes.ts'
import { setupRoutes } from './features/setup/setup.routes.ts'
import { helpRoutes, supportRoutes } from './features/support/support.routes.ts'
import { knowledgeBaseRoutes, supportAdminRoutes } from './features/support/support-admin.routes.ts'
import { systemRoutes } from './features/system/system.routes.ts'
import { trucksRoutes } from './features/trucks/trucks.routes.ts'
import { undoRoutes } from './features/undo/undo.routes.ts'
import { AppError } from './lib/errors.ts'
import { refuseHostileText } from './lib/hostile-text.ts'
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
      api.addHook('onRequest', paywallHook(ctx))
      api.addHook('preValidation', refuseHostileText)
      api.addHook('onSend', async (_req, reply) => {
        reply.header('cache-control', 'no-store')
      })
      api.addHook('onSend', auditImpersonatedWrites(ctx))
      // Every route declares who may call it (guardRoutes); the server refuses to start otherwise.
      requireDeclaredAccess(api)
      await registerOpenApi(api, { publicUrl: ctx.config.publicUrl })
      await api.register(async (docs) => {
        guardRoutes(docs, { who: 'public' })
        await registerOpenApiUi(docs)
      })

      await api.register(systemRoutes(ctx))
      await api.register(authRoutes(ctx), { prefix: '/auth' })
      await api.register(confirmEmailRoute(ctx), { prefix: '/auth' })
      await api.register(accountRoutes(ctx), { prefix: '/settings' })
      await api.register(billingRoutes(ctx), { prefix: '/billing' })
      await api.register(notificationsRoutes(ctx), { prefix: '/notifications' })
      await api.register(billingAdminRoutes(ctx), { prefix: '/admin' })
      await api.register(yearEndAdminRoutes(ctx), { prefix: '/admin' })
      await api.register(webhookRoutes(ctx), { prefix: '/webhooks' })
      await api.register(setupRoutes(ctx), { prefix: '/setup' })
      await api.register(adminRoutes(ctx), { prefix: '/admin' })
      await api.register(expensesRoutes(ctx), { prefix: '/expenses' })
      await api.register(settlementsRoutes(ctx), { prefix: '/settlements' })
      await api.register(mileageRoutes(ctx), { prefix: '/mileage' })
      await api.register(dashboardRoutes(ctx), { prefix: '/dashboard' })
      await api.register(documentsRoutes(ctx))
      await api.register(undoRoutes(ctx), { prefix: '/undo' })
      await api.register(calculatorsRoutes(ctx), { prefix: '/calculators' })
      await api.register(reportsRoutes(ctx), { prefix: '/reports' })
      await api.register(reportTemplatesRoutes(ctx), { prefix: '/report-templates' })
      await api.register(trucksRoutes(ctx), { prefix: '/trucks' })
      await api.register(fleetRoutes(ctx), { prefix: '/fleet' })
      await api.register(myFleetRoutes(ctx), { prefix: '/settings/fleet' })
      await api.register(commentsRoutes(ctx), { prefix: '/comments' })
      await api.register(accessRoutes(ctx), { prefix: '/settings/access' })
      await api.register(accountantRoutes(ctx), { prefix: '/accountant' })
      await api.register(categoriesRoutes(ctx), { prefix: '/categories' })
      await api.register(profitLossRoutes(ctx))
      await api.register(supportRoutes(ctx), { prefix: '/support' })
      await api.register(helpRoutes(ctx), { prefix: '/help' })
      await api.register(supportAdminRoutes(ctx), { prefix: '/admin/support' })
      await api.register(knowledgeBaseRoutes(ctx), { prefix: '/admin/kb' })
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
  const sendIndex = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html')
  app.get('/', (_req, reply) => sendIndex(reply))
  // Every other path is a route of the single-page app.
  app.setNotFoundHandler((req, reply) => {
    const isFile = /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isFile) {
      return reply.code(404).send({ error: 'Not found' })
    }
    return sendIndex(reply)
  })
}
