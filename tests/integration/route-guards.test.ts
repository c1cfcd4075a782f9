import Fastify from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { guardRoutes, requireDeclaredAccess } from '@/server/shared/auth/route-access.ts'
import { agent } from '../support/agent.ts'
import { sharedTestServer } from '../support/test-server.ts'

/*
 * Who may call each route, as the routes declare it (src/server/shared/auth/route-access.ts) and the
 * OpenAPI document publishes it (`x-access`). The list lives beside this test
 * (__snapshots__/route-access.txt): a route added, or one whose access changes, shows there for review.
 */

type OpenApi = { paths: Record<string, Record<string, { 'x-access'?: string }>> }
let document: OpenApi

/** The routes anyone may call: signing in and up, the setup link, health, the payment webhook. */
const PUBLIC =
  /^(GET \/api\/(health|config|billing\/plans|auth\/captcha|setup\/admin|fleet\/invites\/\{token\})|POST \/api\/(client-errors|auth\/(register|login|login\/two-factor|admin-login|logout|return-to-admin|forgot-password|reset-password|confirm-email)|setup\/admin|webhooks\/stripe))$/

beforeAll(async () => {
  const server = await sharedTestServer()
  document = (await agent(server.app).get('/api/docs/json')).json()
})

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      route: `${method.toUpperCase()} ${path}`,
      access: op['x-access'],
    })),
  )

describe('route guards', () => {
  it('are declared by every route, as listed for review', async () => {
    const table = operations().map(({ route, access }) => `${route}: ${access}`)
    expect(table.filter((line) => /: (undefined|undeclared)$/.test(line))).toEqual([])
    await expect(`${table.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-access.txt')
  })

  it('keep the back office to administrators and only sign-in, setup, health and an invitation link public', () => {
    for (const { route, access } of operations()) {
      if (route.split(' ')[1]!.startsWith('/api/admin/')) expect(access, route).toMatch(/^admin/)
      expect(access === 'public' || access?.startsWith('public;'), route).toBe(PUBLIC.test(route))
    }
  })

  it('stop the server from starting when a route declares none', async () => {
    const app = Fastify()
    await app.register(
      async (api) => {
        requireDeclaredAccess(api)
        await api.register(async (declared) => {
          guardRoutes(declared, { who: 'user' })
          declared.get('/declared', async () => 'ok')
        })
        await api.register(async (forgotten) => {
          forgotten.get('/forgotten', async () => 'oops')
        })
      },
      { prefix: '/api' },
    )
    await expect(app.ready()).rejects.toThrow(
      'Routes without an access declaration (guardRoutes): GET /api/forgotten, HEAD /api/forgotten',
    )
  })
})
