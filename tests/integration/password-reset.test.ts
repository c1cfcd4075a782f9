import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { agent, registerUser } from '../support/agent.ts'
import { solveCaptcha } from '../support/solve-captcha.ts'
import { sharedTestServer, type TestServer, testClock, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
const clock = testClock()

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

async function captcha() {
  const res = await server.app.inject({ method: 'GET', url: '/api/auth/captcha' })
  expect(res.statusCode).toBe(200)
  return solveCaptcha(res.json())
}

async function forgot(email: string, ip = '10.1.0.1', solution?: string) {
  return agent(server.app, { ip }).post('/api/auth/forgot-password', {
    email,
    captcha: solution ?? (await captcha()),
  })
}

function linkToken(text: string) {
  const match = text.match(/\/reset-password\?token=([\w-]+)/)
  expect(match).toBeTruthy()
  return match![1]!
}

describe('password reset', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const signedIn = agent(server.app)
    const user = await registerUser(signedIn)
    const res = await forgot(user.email.toUpperCase())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetSent })
    await server.settle()

    const admin = await adminAgent(server)
    const mail = await latestMailTo(admin, user.email)
    expect(mail.subject).toMatch(/reset/i)
    const token = linkToken(mail.text)
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=')

    const reset = await agent(server.app).post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass-2',
      confirmPassword: 'brand-new-pass-2',
    })
    expect(reset.statusCode).toBe(200)
    expect((await signedIn.get('/api/auth/me')).statusCode).toBe(401)

    const oldLogin = await agent(server.app, { ip: '10.1.0.9' }).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    })
    expect(oldLogin.statusCode).toBe(401)
    const newLogin = await agent(server.app).post('/api/auth/login', {
      email: user.email,
      password: 'brand-new-pass-2',
    })
    expect(newLogin.statusCode).toBe(200)

    const again = await agent(server.app).post('/api/auth/reset-password', {
      token,
      password: 'another-pass-3',
      confirmPassword: 'another-pass-3',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ error: AUTH_MESSAGES.resetLinkInvalid })
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('unknown')
    const res = await forgot(email, '10.1.0.2')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetSent })
    await server.settle()
    const admin = await adminAgent(server)
    const list = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`)
    expect(list.json().total).toBe(0)
  })

  it('expires the link after one hour', async () => {
    const user = await registerUser(agent(server.app))
    await forgot(user.email, '10.1.0.3')
    await server.settle()
    const token = linkToken((await latestMailTo(await adminAgent(server), user.email)).text)
    clock.advance(61 * 60 * 1000)
    const res = await agent(server.app).post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass-2',
      confirmPassword: 'brand-new-pass-2',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.resetLinkInvalid })
  })

  it('validates the new password with the spec messages', async () => {
    const short = await agent(server.app).post('/api/auth/reset-password', {
      token: 'x',
      password: 'short',
      confirmPassword: 'short',
    })
    expect(short.json()).toEqual({ error: AUTH_MESSAGES.passwordTooShort })
    const mismatch = await agent(server.app).post('/api/auth/reset-password', {
      token: 'x',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-2',
    })
    expect(mismatch.json()).toEqual({ error: AUTH_MESSAGES.passwordsDoNotMatch })
  })

  it('requires a captcha, and accepts each solution once', async () => {
    const user = await registerUser(agent(server.app))
    const missing = await agent(server.app).post('/api/auth/forgot-password', { email: user.email })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ error: AUTH_MESSAGES.captchaRequired })
    const bogus = await forgot(user.email, '10.1.0.4', Buffer.from('{"nope":1}').toString('base64'))
    expect(bogus.statusCode).toBe(400)
    expect(bogus.json()).toEqual({ error: AUTH_MESSAGES.captchaInvalid })

    const solution = await captcha()
    expect((await forgot(user.email, '10.1.0.4', solution)).statusCode).toBe(200)
    const replay = await forgot(user.email, '10.1.0.4', solution)
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ error: AUTH_MESSAGES.captchaInvalid })
  })

  it('is rate limited per account', async () => {
    const user = await registerUser(agent(server.app))
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await forgot(user.email, `10.2.0.${i}`)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    const last = await forgot(user.email, '10.2.0.9')
    expect(last.json()).toEqual({ error: AUTH_MESSAGES.tooManyResets })
    clock.advance(61 * 60 * 1000)
    expect((await forgot(user.email, '10.2.0.10')).statusCode).toBe(200)
  })

  it('is rate limited per address, whichever accounts it asks for', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await forgot(`nobody.${i}@example.com`, '10.3.0.1')).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
    // Another address is not held back by this one.
    expect((await forgot('nobody.11@example.com', '10.3.0.2')).statusCode).toBe(200)
  })
})
