import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { hashPassword, verifyPassword } from '@/server/shared/auth/passwords.ts'
import { agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer, testClock, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
const clock = testClock()

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const valid = () => ({
  fullName: 'Rosa Diaz',
  email: uniqueEmail(),
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  role: 'owner_operator',
})

describe('POST /api/auth/register', () => {
  it('creates the account, signs in and answers the user', async () => {
    const client = agent(server.app)
    const body = valid()
    const res = await client.post('/api/auth/register', body)
    expect(res.statusCode).toBe(201)
    expect(res.json().user).toMatchObject({
      email: body.email,
      fullName: 'Rosa Diaz',
      role: 'owner_operator',
      username: body.email.split('@')[0],
    })
    const cookie = res.cookies.find((c) => c.name === 'rigledger_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const me = await client.get('/api/auth/me')
    expect(me.statusCode).toBe(200)
    expect(me.json().user.email).toBe(body.email)
  })

  it('checks fields in the spec order with its messages', async () => {
    const cases: [object, string][] = [
      [{ ...valid(), fullName: '  ', email: '' }, AUTH_MESSAGES.fullNameRequired],
      [{ ...valid(), email: '', password: 'x' }, AUTH_MESSAGES.emailRequired],
      [{ ...valid(), email: 'no-at-sign.com', password: 'x' }, AUTH_MESSAGES.emailInvalid],
      [{ ...valid(), email: 'a@b', password: 'x' }, AUTH_MESSAGES.emailInvalid],
      [{ ...valid(), password: 'short', confirmPassword: 'other' }, AUTH_MESSAGES.passwordTooShort],
      [{ ...valid(), confirmPassword: 'different-1' }, AUTH_MESSAGES.passwordsDoNotMatch],
      [{ ...valid(), role: 'admin' }, AUTH_MESSAGES.roleInvalid],
      [{ ...valid(), role: 'accountant' }, AUTH_MESSAGES.roleInvalid],
    ]
    for (const [body, message] of cases) {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })
      expect(res.statusCode, message).toBe(400)
      expect(res.json()).toEqual({ error: message })
    }
  })

  it('defaults the role to company_driver', async () => {
    const { role: _role, ...body } = valid()
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })
    expect(res.json().user.role).toBe('company_driver')
  })

  it('refuses a taken e-mail whatever its case, and changes nothing', async () => {
    const body = valid()
    await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, email: body.email.toUpperCase(), fullName: 'Someone Else' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: AUTH_MESSAGES.emailTaken })
    const login = await agent(server.app).post('/api/auth/login', {
      email: body.email,
      password: body.password,
    })
    expect(login.json().user.fullName).toBe('Rosa Diaz')
  })

  it('answers a missing body with a clear 400', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/register' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/JSON object/)
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case', async () => {
    const user = await registerUser(agent(server.app), { email: uniqueEmail('Mixed') })
    const client = agent(server.app)
    const res = await client.post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(user.user.id)
    expect((await client.get('/api/auth/me')).statusCode).toBe(200)
  })

  it('asks for both fields', async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@b.com', password: '' }, {}]) {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: body })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.loginBlank })
    }
  })

  it('gives one answer for a wrong e-mail and a wrong password', async () => {
    const user = await registerUser(agent(server.app))
    const wrongPassword = await agent(server.app, { ip: '10.9.0.1' }).post('/api/auth/login', {
      email: user.email,
      password: 'not-the-password',
    })
    const wrongEmail = await agent(server.app, { ip: '10.9.0.2' }).post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: user.password,
    })
    expect(wrongPassword.statusCode).toBe(401)
    expect(wrongEmail.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual({ error: AUTH_MESSAGES.loginInvalid })
    expect(wrongEmail.json()).toEqual(wrongPassword.json())
    expect(wrongPassword.cookies).toHaveLength(0)
  })

  it('spends at least one password verification on an unknown e-mail', async () => {
    // The floor is the fastest argon2 verification on this machine: an answer that skipped the
    // dummy check would come back in ~1 ms, far below it, however busy the machine is.
    const stored = await hashPassword('calibration-password')
    const verifications: number[] = []
    for (let i = 0; i < 5; i++) {
      const start = performance.now()
      await verifyPassword(stored, 'wrong-password')
      verifications.push(performance.now() - start)
    }
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      const start = performance.now()
      const res = await agent(server.app, { ip: `10.8.${i}.1` }).post('/api/auth/login', {
        email: uniqueEmail('ghost'),
        password: 'wrong-password',
      })
      unknown.push(performance.now() - start)
      expect(res.statusCode).toBe(401)
    }
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...verifications) * 0.8)
  })

  it('tells suspended and deactivated accounts why, only with the right password', async () => {
    for (const [status, message] of [
      ['suspended', AUTH_MESSAGES.suspended],
      ['deactivated', AUTH_MESSAGES.deactivated],
    ] as const) {
      const user = await registerUser(agent(server.app))
      await setStatus(user.user.id, status)
      const right = await agent(server.app).post('/api/auth/login', {
        email: user.email,
        password: user.password,
      })
      expect(right.statusCode).toBe(403)
      expect(right.json()).toEqual({ error: message })
      const wrong = await agent(server.app, { ip: '10.7.0.1' }).post('/api/auth/login', {
        email: user.email,
        password: 'wrong-password',
      })
      expect(wrong.statusCode).toBe(401)
    }
  })

  it('ends the sessions of an account that gets suspended', async () => {
    const client = agent(server.app)
    const user = await registerUser(client)
    expect((await client.get('/api/auth/me')).statusCode).toBe(200)
    await setStatus(user.user.id, 'suspended')
    expect((await client.get('/api/auth/me')).statusCode).toBe(401)
    // Reactivated, the account signs in afresh: the old cookie stays dead.
    await setStatus(user.user.id, 'active')
    expect((await client.get('/api/auth/me')).statusCode).toBe(401)
    expect((await agent(server.app).post('/api/auth/login', creds(user))).statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('remember me sets a 30-day cookie; without it a browser-session cookie', async () => {
    const user = await registerUser(agent(server.app))
    const remembered = await agent(server.app).post('/api/auth/login', { ...creds(user), rememberMe: true })
    const cookie = remembered.cookies.find((c) => c.name === 'rigledger_session')!
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60)
    const browser = await agent(server.app).post('/api/auth/login', { ...creds(user), rememberMe: false })
    const sessionCookie = browser.cookies.find((c) => c.name === 'rigledger_session')!
    expect(sessionCookie.maxAge).toBeUndefined()
    expect(sessionCookie.expires).toBeUndefined()
  })

  it('stores only a hash of the token', async () => {
    const client = agent(server.app)
    await registerUser(client)
    const token = client.cookies.get('rigledger_session')!
    const { sessions } = await import('@/server/db/schema/index.ts')
    const rows = await server.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((r) => r.tokenHash === token)).toBe(false)
  })

  it('slides the expiry while used and expires when idle', async () => {
    const client = agent(server.app)
    const user = await registerUser(agent(server.app))
    await client.post('/api/auth/login', creds(user))
    const hour = 60 * 60 * 1000
    for (let i = 0; i < 3; i++) {
      clock.advance(10 * hour)
      expect((await client.get('/api/auth/me')).statusCode).toBe(200)
    }
    clock.advance(13 * hour)
    expect((await client.get('/api/auth/me')).statusCode).toBe(401)
  })

  it('sends a remembered cookie again as the session slides, so it lasts 30 days from the last use', async () => {
    const client = agent(server.app)
    const user = await registerUser(agent(server.app))
    await client.post('/api/auth/login', { ...creds(user), rememberMe: true })
    const day = 24 * 60 * 60 * 1000
    clock.advance(20 * day)
    const used = await client.get('/api/auth/me')
    expect(used.statusCode).toBe(200)
    const renewed = used.cookies.find((c) => c.name === 'rigledger_session')
    expect(renewed?.maxAge).toBe(30 * 24 * 60 * 60)
    expect(renewed?.value).toBe(client.cookies.get('rigledger_session'))
    // Within the minute the expiry is not written again, and no cookie is sent.
    const soon = await client.get('/api/auth/me')
    expect(soon.cookies.find((c) => c.name === 'rigledger_session')).toBeUndefined()
    clock.advance(20 * day)
    expect((await client.get('/api/auth/me')).statusCode).toBe(200)
  })

  it('never turns a browser-session cookie into a lasting one', async () => {
    const client = agent(server.app)
    const user = await registerUser(agent(server.app))
    await client.post('/api/auth/login', { ...creds(user), rememberMe: false })
    clock.advance(60 * 60 * 1000)
    const used = await client.get('/api/auth/me')
    expect(used.statusCode).toBe(200)
    expect(used.cookies.find((c) => c.name === 'rigledger_session')).toBeUndefined()
  })

  it('logout ends the session on the server', async () => {
    const client = agent(server.app)
    await registerUser(client)
    const token = client.cookies.get('rigledger_session')!
    const out = await client.post('/api/auth/logout')
    expect(out.statusCode).toBe(204)
    const replay = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { rigledger_session: token },
    })
    expect(replay.statusCode).toBe(401)
  })

  it('me answers 401 without a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toBeTruthy()
  })
})

describe('cross-site requests and headers', () => {
  it('refuses a state-changing request from another origin', async () => {
    const user = await registerUser(agent(server.app))
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: creds(user),
    })
    expect(res.statusCode).toBe(403)
    expect(res.cookies).toHaveLength(0)
    const fetchMeta = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(fetchMeta.statusCode).toBe(403)
  })

  it('accepts the same origin', async () => {
    const user = await registerUser(agent(server.app))
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000' },
      payload: creds(user),
    })
    expect(res.statusCode).toBe(200)
  })

  it('sends security headers', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
  })
})

function creds(user: { email: string; password: string }) {
  return { email: user.email, password: user.password }
}

async function setStatus(userId: string, status: 'active' | 'suspended' | 'deactivated') {
  const { users } = await import('@/server/db/schema/index.ts')
  const { eq } = await import('drizzle-orm')
  await server.ctx.db.update(users).set({ status }).where(eq(users.id, userId))
}
