import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '@/server/features/demo/demo.public.ts'
import { seedDemo } from '@/server/features/demo/seed-demo.ts'
import { agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

describe('GET /api/health', () => {
  it('is ok while the database answers and 503 once it does not', async () => {
    const own = await startTestServer()
    const ok = await own.app.inject({ method: 'GET', url: '/api/health' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok' })
    await own.database.close()
    const down = await own.app.inject({ method: 'GET', url: '/api/health' })
    expect(down.statusCode).toBe(503)
    expect(down.json().database).toBe('unreachable')
    await own.app.close()
  })
})

describe('API surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found' })
  })

  it('publishes an OpenAPI document built from the schemas', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.paths['/api/auth/register']).toBeTruthy()
    expect(doc.paths['/api/admin/users']).toBeTruthy()
  })

  it('hides demo accounts outside demo mode', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.json()).toMatchObject({ productName: 'RigLedger', demo: false, demoAccounts: [] })
  })

  it('shows demo accounts in demo mode', async () => {
    const demo = await startTestServer({ config: { demo: true } })
    const res = await demo.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.json().demo).toBe(true)
    expect(
      res
        .json()
        .demoAccounts.map((a: { role: string }) => a.role)
        .sort(),
    ).toEqual(['accountant', 'admin', 'company_driver', 'fleet_manager', 'owner_operator'].sort())
    await seedDemo(demo.ctx.db)
    await seedDemo(demo.ctx.db)
    for (const account of demoAccounts) {
      const login = await agent(demo.app).post('/api/auth/login', {
        email: account.email,
        password: account.password,
      })
      expect(login.json().user.role).toBe(account.role)
    }
    await demo.close()
  })
})

describe('the web app', () => {
  it('serves index.html for app routes, files as they are, and 404 for missing files', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'rigledger-web-'))
    mkdirSync(path.join(webDir, 'assets'))
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>RigLedger</title>')
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)')
    const web = await startTestServer({ config: { webDir } })
    const page = await web.app.inject({ method: 'GET', url: '/settlements/upload?x=1' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<title>RigLedger</title>')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    const home = await web.app.inject({ method: 'GET', url: '/' })
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('<title>RigLedger</title>')
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await web.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404)
    expect((await web.app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({
      error: 'Not found',
    })
    await web.close()
  })
})

describe('restart', () => {
  it('keeps accounts and sessions across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigledger-restart-'))
    const first = await startTestServer({ config: { dataDir } })
    const client = agent(first.app)
    const user = await registerUser(client)
    const cookie = client.cookies.get('rigledger_session')!
    await first.close()

    const second = await startTestServer({ config: { dataDir } })
    const me = await second.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { rigledger_session: cookie },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.id).toBe(user.user.id)
    const login = await agent(second.app).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    })
    expect(login.statusCode).toBe(200)
    await second.close()
  })
})
