import { beforeAll, describe, expect, it } from 'vitest'
import { adminAgent } from '../support/admin.ts'
import { agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

/** The sketch's admin P&L paths, outside /api/admin but for admins only. */
const ADMIN_ONLY_ELSEWHERE = ['/api/entities', '/api/profit-loss']
const SOME_ID = '0f2fba88-9d59-4f09-ac1b-a784901b8b3e'

/** Every admin operation of the OpenAPI document, with a well-formed id in its path. */
async function adminOperations() {
  const client = agent(server.app)
  await registerUser(client)
  const document = (await client.get('/api/docs/json')).json() as { paths: Record<string, object> }
  const operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/') || ADMIN_ONLY_ELSEWHERE.includes(path))
    .flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: path.replace(/\{[^}]+\}/g, SOME_ID),
      })),
    )
  expect(operations.length).toBeGreaterThanOrEqual(37)
  return operations
}

describe('admin guard', () => {
  it('answers 401 without a session on every admin route', async () => {
    for (const { method, url } of await adminOperations()) {
      const res = await server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('answers 403 to every customer role on every admin route', async () => {
    const operations = await adminOperations()
    for (const role of ['company_driver', 'owner_operator', 'fleet_manager']) {
      const client = agent(server.app)
      await registerUser(client, { role })
      for (const { method, url } of operations) {
        const res = await client.request({ method, url, payload: method === 'GET' ? undefined : {} })
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403)
        expect(res.json().error).toBe('Administrator access is required')
      }
    }
  })

  it('guards admin paths that do not exist too', async () => {
    const client = agent(server.app)
    await registerUser(client)
    expect((await client.get('/api/admin/anything')).statusCode).toBe(403)
  })
})

describe('admin sign-in', () => {
  it('signs in an admin by e-mail as username', async () => {
    await adminAgent(server)
    const { createAccount: create } = await import('@/server/features/auth/auth.public.ts')
    await create({
      db: server.ctx.db,
      input: {
        fullName: 'Root',
        email: 'root.admin@example.com',
        password: 'root-password-1',
        role: 'admin',
      },
    })
    const client = agent(server.app)
    const res = await client.post('/api/auth/admin-login', {
      username: 'Root.Admin@example.com',
      password: 'root-password-1',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.role).toBe('admin')
    expect((await client.get('/api/admin/users')).statusCode).toBe(200)
  })

  it('refuses a customer at the admin sign-in without a session', async () => {
    const user = await registerUser(agent(server.app))
    const client = agent(server.app, { ip: '10.3.0.1' })
    const res = await client.post('/api/auth/admin-login', { username: user.email, password: user.password })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Invalid username or password' })
    expect(client.cookies.size).toBe(0)
  })
})

describe('GET /api/admin/users', () => {
  it('lists users newest first with true totals, filters and pages', async () => {
    const admin = await adminAgent(server)
    const tag = `pager${Date.now()}`
    for (let i = 0; i < 12; i++) {
      await registerUser(agent(server.app), {
        email: `${tag}.${i}@example.com`,
        fullName: `Pager ${i}`,
        role: i % 3 === 0 ? 'fleet_manager' : 'owner_operator',
      })
    }
    const first = await admin.get(`/api/admin/users?search=${tag}&page=1&pageSize=5`)
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body.total).toBe(12)
    expect(body.items).toHaveLength(5)
    // Signing up counts as the first sign-in.
    expect(body.items[0]).toMatchObject({ fullName: 'Pager 11', status: 'active' })
    expect(body.items[0].lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['createdAt', 'email', 'fullName', 'id', 'lastLoginAt', 'role', 'status'].sort(),
    )
    const third = await admin.get(`/api/admin/users?search=${tag}&page=3&pageSize=5`)
    expect(third.json().items.map((u: { fullName: string }) => u.fullName)).toEqual(['Pager 1', 'Pager 0'])

    const fleet = await admin.get(`/api/admin/users?search=${tag}&role=fleet_manager`)
    expect(fleet.json().total).toBe(4)
    const suspended = await admin.get(`/api/admin/users?search=${tag}&status=suspended`)
    expect(suspended.json().total).toBe(0)
  })

  it('treats search text literally and rejects bad paging', async () => {
    const admin = await adminAgent(server)
    const res = await admin.get('/api/admin/users?search=%25')
    expect(res.statusCode).toBe(200)
    expect(res.json().total).toBe(0)
    expect((await admin.get('/api/admin/users?pageSize=1000')).statusCode).toBe(400)
    expect((await admin.get('/api/admin/users?role=king')).statusCode).toBe(400)
  })

  it('records the last sign-in', async () => {
    const admin = await adminAgent(server)
    const user = await registerUser(agent(server.app))
    await agent(server.app).post('/api/auth/login', { email: user.email, password: user.password })
    const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)
    expect(res.json().items[0].lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })
})
