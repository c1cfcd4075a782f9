import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_MESSAGES } from '@/contracts/account.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { hashToken } from '@/server/lib/tokens.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

/*
 * Which routes an API key reaches, walked from the OpenAPI document: every operation is called with
 * a read-only key and a read-write key, as written and with each segment of its path
 * percent-encoded (the router decodes the path before it matches a route, so a check on the URL's
 * text would be fooled). The keys reach the owner's books and nothing else; the list below is the
 * declaration the routes must agree with, and the document must say the same.
 */

/** The owner's books: what a key may reach (a read key reads, a write key also writes). */
const BOOKS =
  /^\/api\/(expenses|settlements|mileage|per-diem|dashboard|documents|receipts|undo|reports|report-templates|trucks|loads|payers|categories|ifta|fuel-purchases|reserve-accounts|reserve-entries|balance-items|advances|assets|loans)(\/|$)/
/** Tools that only compute: any key, whatever the method. */
const ANY_KEY = /^\/api\/calculators\//
/** Whose key it is. */
const WHO_AM_I = 'GET /api/auth/me'

type Scope = 'read' | 'write' | 'none'

function expectedScope(method: string, path: string): Scope {
  if (`${method} ${path}` === WHO_AM_I || ANY_KEY.test(path)) return 'read'
  if (BOOKS.test(path)) return method === 'GET' ? 'read' : 'write'
  return 'none'
}

interface Operation {
  security?: Record<string, string[]>[]
  'x-api-key-scope'?: 'read' | 'write'
}
type OpenApi = { paths: Record<string, Record<string, Operation>> }

let server: TestServer
let document: OpenApi
const keys = {} as Record<'read' | 'write', string>

async function keyOf(client: Agent, scope: 'read' | 'write', password: string) {
  const res = await client.post('/api/settings/api-keys', { name: `${scope} key`, scope, password })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().key as string
}

/** A concrete path for a documented one: ids that exist nowhere, a year, a report name. */
function concrete(path: string) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'year'
      ? '2026'
      : name === 'report'
        ? 'revenue'
        : name === 'token'
          ? 'no-such-token-0000'
          : crypto.randomUUID(),
  )
}

/** Every character of one segment percent-encoded: `/api/settings/%61%70%69…`. */
function encodedAt(path: string, index: number) {
  return path
    .split('/')
    .map((segment, i) =>
      i === index
        ? [...segment].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('')
        : segment,
    )
    .join('/')
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )

/** Whether the key itself was refused (and not, say, the body or the id). */
function keyRefused(res: { statusCode: number; body: string }) {
  if (res.statusCode !== 403) return false
  const error = (JSON.parse(res.body) as { error?: string }).error
  return error === API_KEY_MESSAGES.notHere || error === API_KEY_MESSAGES.readOnly
}

beforeAll(async () => {
  server = await sharedTestServer()
  const owner = agent(server.app)
  const { password } = await registerUser(owner, { role: 'owner_operator', email: uniqueEmail('keys') })
  keys.read = await keyOf(owner, 'read', password)
  keys.write = await keyOf(owner, 'write', password)
  document = (await owner.get('/api/docs/json')).json()
})

describe('API keys on every route', () => {
  it('are declared in the OpenAPI document exactly as the books allow', () => {
    const wrong = operations()
      .map(({ method, path, operation }) => {
        const declared = operation['x-api-key-scope'] ?? 'none'
        const takesKey = operation.security?.some((s) => 'apiKey' in s) ?? false
        const expected = expectedScope(method, path)
        return declared === expected && takesKey === (expected !== 'none')
          ? null
          : `${method} ${path}: declares ${declared}${takesKey ? ' (apiKey)' : ''}, expected ${expected}`
      })
      .filter(Boolean)
    expect(wrong).toEqual([])
    expect(operations().length).toBeGreaterThan(200)
  })

  it('reach what is declared and nothing else, however the path is encoded', async () => {
    const api = agent(server.app)
    const wrong: string[] = []
    for (const { method, path } of operations()) {
      const url = concrete(path)
      const segments = url.split('/').length
      const variants = [url, ...Array.from({ length: segments - 1 }, (_, i) => encodedAt(url, i + 1))]
      for (const scope of ['read', 'write'] as const) {
        const expected = expectedScope(method, path)
        const allowed = expected === 'read' || (expected === 'write' && scope === 'write')
        for (const variant of variants) {
          const res = await api.request({
            method: method as 'GET',
            url: variant,
            headers: { authorization: `Bearer ${keys[scope]}`, accept: 'application/json' },
          })
          if (keyRefused(res) === allowed || res.statusCode >= 500) {
            wrong.push(`${scope} key ${method} ${variant}: ${res.statusCode} ${res.body.slice(0, 80)}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
    // Every operation, each path segment encoded in turn, with two keys: a few thousand requests.
  }, 180_000)

  it('make no new key, change no e-mail and read no session through an encoded path', async () => {
    const write = { authorization: `Bearer ${keys.write}` }
    const read = { authorization: `Bearer ${keys.read}` }
    const api = agent(server.app)
    const made = await api.request({
      method: 'POST',
      url: '/api/settings/%61pi-keys',
      headers: write,
      payload: { name: 'outlives you', scope: 'write', password: 'correct-horse-1' },
    })
    expect(made.json()).toEqual({ error: API_KEY_MESSAGES.notHere })
    const moved = await api.request({
      method: 'POST',
      url: '/api/settings/%65mail',
      headers: write,
      payload: { email: uniqueEmail('attacker'), password: 'correct-horse-1' },
    })
    expect(moved.statusCode).toBe(403)
    for (const url of ['/api/settings/%73essions', '/api/settings/sessions', '/api/settings/api-key%73']) {
      expect((await api.request({ method: 'GET', url, headers: read })).statusCode, url).toBe(403)
    }
  })

  it('of an administrator reach nothing of the back office, and an administrator cannot make one', async () => {
    const email = uniqueEmail('admin-key')
    const password = 'admin-password-1'
    const adminUser = await createAccount({
      db: server.ctx.db,
      input: { fullName: 'Ada Admin', email, password, role: 'admin' },
    })
    const admin = agent(server.app)
    expect((await admin.post('/api/auth/login', { email, password })).statusCode).toBe(200)
    const refused = await admin.post('/api/settings/api-keys', { name: 'ops', scope: 'write', password })
    expect(refused.statusCode).toBe(403)
    // A key an administrator holds from before (made before this rule) is refused everywhere.
    const key = 'rlk_an-old-admin-key-made-before-the-rule-000000'
    await server.ctx.db.execute(
      sql`insert into api_keys (user_id, name, scope, prefix, key_hash, created_at)
          values (${adminUser.id}, 'old', 'write', 'rlk_an', ${hashToken(key)}, now())`,
    )
    const api = agent(server.app)
    for (const url of ['/api/admin/users', '/api/%61dmin/users', '/api/admin/stats', '/api/expenses']) {
      const res = await api.request({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } })
      expect(res.statusCode, url).toBe(403)
    }
  })
})
