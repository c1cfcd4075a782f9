import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZError } from '@/contracts/common.ts'
import type { RouteAccess } from '@/server/shared/auth/route-access.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'

/** The groups of the API, by the first part of their path. */
const TAGS = [
  { name: 'system', description: 'Health and public configuration' },
  { name: 'auth', description: 'Accounts and sessions: sign-up, sign-in, password reset' },
  { name: 'setup', description: 'The one-time link that creates the first administrator' },
  { name: 'admin', description: 'The back office; an administrator session only' },
  { name: 'expenses', description: "The signed-in user's expenses" },
  { name: 'settlements', description: "The signed-in user's settlements (pay sheets)" },
  { name: 'mileage', description: "The signed-in user's mileage log" },
  { name: 'per-diem', description: "The signed-in user's per diem log (days away from home)" },
  { name: 'dashboard', description: "Totals of the signed-in user's ledger for a period" },
  { name: 'documents', description: 'Uploaded settlement documents and scanned receipts' },
  { name: 'undo', description: 'Undoing a delete' },
  {
    name: 'calculators',
    description: 'Tax calculators: self-employment tax, per diem, mileage, due dates, IFTA, Form 2290',
  },
]
const TAG_OF_PATH: Record<string, string> = {
  health: 'system',
  config: 'system',
  receipts: 'documents',
  'report-templates': 'reports',
}

const errorResponse = {
  description:
    'Refused: `error` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found or not yours, 409 conflict, 429 throttled)',
  ...z.toJSONSchema(ZError, { target: 'draft-2020-12' }),
}

/** Every export.csv route streams a file. */
const CSV_RESPONSE = {
  description: 'A CSV file (UTF-8, comma-separated, a header row first), sent as a download',
  content: { 'text/csv': { schema: { type: 'string' } } },
}

/** getExpenses, postSettlementsByIdConfirm, …: unique, from the method and the path. */
function operationId(method: string, url: string) {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('')
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/**
 * Each route's zod schemas become JSON Schema (fastify-type-provider-zod); then every operation
 * gets an id, a tag by its path and the error answer every route may give.
 */
function transform(document: TransformInput) {
  const result = jsonSchemaTransform(document)
  const schema = result.schema as Record<string, unknown>
  if (schema.hide) return result
  const method = Array.isArray(document.route.method) ? document.route.method[0]! : document.route.method
  const segment = document.url.replace(/^\/api\//, '').split('/')[0] ?? ''
  const response = { ...(schema.response as Record<string, unknown> | undefined) }
  if (document.url.endsWith('.csv')) response['200'] = CSV_RESPONSE
  if (method === 'DELETE' && !response['204']) response['204'] = { description: 'Deleted; no body' }
  if (!Object.keys(response).some((code) => code.startsWith('2'))) response['200'] = { description: 'Done' }
  if (!Object.keys(response).some((code) => code.startsWith('4'))) response['4XX'] = errorResponse
  return {
    ...result,
    schema: {
      operationId: operationId(method, document.url),
      tags: [TAG_OF_PATH[segment] ?? segment],
      ...schema,
      ...securityOf(document.route.config?.guard),
      response,
    },
  }
}

/**
 * How a route is called, as it declared (route-access.ts): public routes need nothing, the rest a
 * session, and an API key only where the route lets one in (`x-api-key-scope`: the scope it needs).
 */
function securityOf(guard: RouteAccess | undefined): {
  security: Record<string, string[]>[]
  'x-access': string
  'x-api-key-scope'?: 'read' | 'write'
} {
  const access = describeAccess(guard)
  if (!guard || guard.who === 'public') return { security: [], 'x-access': access }
  if (guard.metricsToken) return { security: [{ session: [] }, { metricsToken: [] }], 'x-access': access }
  if (guard.apiKey === 'none') return { security: [{ session: [] }], 'x-access': access }
  return {
    security: [{ session: [] }, { apiKey: [] }],
    'x-access': access,
    'x-api-key-scope': guard.apiKey,
  }
}

/** Who may call a route, in a line: `user; fleet manager; own session for writes`. */
function describeAccess(guard: RouteAccess | undefined) {
  if (!guard) return 'undeclared'
  return [
    guard.who,
    guard.roles?.name,
    guard.actorRoles && `acting as ${guard.actorRoles.name}`,
    guard.ownSession && `own session${guard.ownSession.methods === 'writes' ? ' for writes' : ''}`,
    guard.readOnlyViewerMay && 'read-only viewers too',
    guard.metricsToken && 'or METRICS_TOKEN',
  ]
    .filter(Boolean)
    .join('; ')
}

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(api: FastifyInstance, options: { publicUrl: string }) {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RigLedger API',
        version: '1',
        description:
          'JSON under /api. Money fields end in `Cents` and are whole cents; calendar dates are ' +
          'YYYY-MM-DD; ids are uuids. Sign in with POST /api/auth/login: the session cookie it sets ' +
          'authorises every other call. A script uses an API key instead (Settings › API Keys): send ' +
          '`Authorization: Bearer <key>`; it reaches its owner’s books (ledger, settlements, documents, ' +
          'reports, mileage, trucks): the operations that list `apiKey` under security, a read-only ' +
          'key only those whose `x-api-key-scope` is `read`. ' +
          'Errors answer `{ "error": "<message>" }`.',
        license: { name: 'Proprietary', url: `${options.publicUrl}/terms` },
      },
      servers: [{ url: options.publicUrl, description: 'This server' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The httpOnly cookie POST /api/auth/login sets',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from Settings › API Keys: `Authorization: Bearer rlk_…`',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The METRICS_TOKEN of the environment, for GET /api/metrics only',
          },
        },
      },
      security: [{ session: [] }, { apiKey: [] }],
    },
    transform,
  })
}

/** The documentation pages at /api/docs. */
export async function registerOpenApiUi(api: FastifyInstance) {
  await api.register(swaggerUi, { routePrefix: '/docs' })
}
