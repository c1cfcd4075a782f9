import { TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TWO_FACTOR_MESSAGES } from '@/contracts/account.ts'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { DEFAULT_LIMITS } from '@/server/env.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { solveCaptcha } from '../support/solve-captcha.ts'
import { startTestServer, type TestServer, testClock, uniqueEmail } from '../support/test-server.ts'

// docs/decisions/010-sign-in-throttling.md
let server: TestServer
// Now: a captcha challenge expires by the wall clock too.
const clock = testClock()

beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: { limits: { ...DEFAULT_LIMITS, registrationsPerHour: 4 } },
  })
})
afterAll(() => server.close())

const from = (ip: string) => agent(server.app, { ip })
const login = (client: Agent, body: object) => client.post('/api/auth/login', body)

async function captchaFor(client: Agent) {
  return solveCaptcha((await client.get('/api/auth/captcha')).json())
}

describe('failed sign-ins', () => {
  it('count every try before its password is checked: 40 at once get exactly 5 checks', async () => {
    const user = await registerUser(from('10.20.0.1'))
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(from(`10.20.1.${i}`), { email: user.email, password: `wrong-${i}` }),
      ),
    )
    const statuses = tries.map((res) => res.statusCode)
    // 401 means the password was checked and wrong; the rest were refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(DEFAULT_LIMITS.loginCaptchaAfter)
    expect(statuses.filter((status) => status === 400)).toHaveLength(40 - DEFAULT_LIMITS.loginCaptchaAfter)
    const refused = tries.find((res) => res.statusCode === 400)!.json()
    expect(refused).toEqual({ error: AUTH_MESSAGES.captchaRequired, captchaRequired: true })
  })

  it('never lock the owner out: after strangers fail, the right password and a captcha get in', async () => {
    const user = await registerUser(from('10.21.0.1'))
    for (let i = 0; i < 8; i++) await login(from(`10.21.1.${i}`), { email: user.email, password: 'guess' })
    const owner = from('10.21.9.9')
    const asked = await login(owner, { email: user.email, password: user.password })
    expect(asked.statusCode).toBe(400)
    expect(asked.json().captchaRequired).toBe(true)
    // A solved captcha works once: used with a wrong password, it cannot be used again.
    const used = await captchaFor(owner)
    expect((await login(owner, { email: user.email, password: 'typo', captcha: used })).statusCode).toBe(401)
    const replayed = await login(owner, { email: user.email, password: user.password, captcha: used })
    expect(replayed.json()).toEqual({ error: AUTH_MESSAGES.captchaInvalid, captchaRequired: true })
    const fresh = await captchaFor(owner)
    const signedIn = await login(owner, { email: user.email, password: user.password, captcha: fresh })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect((await owner.get('/api/auth/me')).json().user.id).toBe(user.user.id)
  })

  it("do not block everyone behind a busy address: it is asked for a captcha, other addresses aren't", async () => {
    const truckStop = '10.22.0.1'
    for (let i = 0; i < DEFAULT_LIMITS.loginAddressCaptchaAfter; i++) {
      const res = await login(from(truckStop), { email: uniqueEmail('nobody'), password: 'wrong-password' })
      expect(res.statusCode).toBe(401)
    }
    const user = await registerUser(from('10.22.5.5'))
    const there = from(truckStop)
    const asked = await login(there, { email: user.email, password: user.password })
    expect(asked.json()).toMatchObject({ captchaRequired: true })
    const withCaptcha = await login(there, { ...user, captcha: await captchaFor(there) })
    expect(withCaptcha.statusCode).toBe(200)
    const elsewhere = await login(from('10.22.9.9'), { email: user.email, password: user.password })
    expect(elsewhere.statusCode).toBe(200)
  })

  it('make one address that keeps failing on one account wait longer and longer', async () => {
    const user = await registerUser(from('10.23.0.1'))
    const attacker = from('10.23.0.2')
    for (let i = 0; i < DEFAULT_LIMITS.loginDelayAfter; i++) {
      expect((await login(attacker, { email: user.email, password: 'guess' })).statusCode).toBe(401)
    }
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      const early = await login(attacker, { email: user.email, password: 'guess' })
      expect(early.statusCode).toBe(429)
      expect(early.headers['retry-after']).toBe(String(early.json().retryAfterSeconds))
      waits.push(early.json().retryAfterSeconds)
      clock.advance(early.json().retryAfterSeconds * 1000)
      const next = await login(attacker, {
        email: user.email,
        password: 'guess',
        captcha: await captchaFor(attacker),
      })
      expect(next.statusCode).toBe(401)
    }
    expect(waits).toEqual([1, 2, 4, 8])
    // The owner, from their own address, is not kept waiting.
    const owner = from('10.23.9.9')
    const ok = await login(owner, {
      email: user.email,
      password: user.password,
      captcha: await captchaFor(owner),
    })
    expect(ok.statusCode).toBe(200)
    clock.advance(60 * 60 * 1000)
  })

  it('are forgotten once the owner signs in', async () => {
    const user = await registerUser(from('10.24.0.1'))
    const owner = from('10.24.0.9')
    for (let i = 0; i < 4; i++) await login(from('10.24.0.2'), { email: user.email, password: 'guess' })
    expect((await login(owner, { email: user.email, password: user.password })).statusCode).toBe(200)
    // Counted from zero again: four more failures still do not ask the owner for a captcha.
    for (let i = 0; i < 4; i++) {
      expect((await login(from('10.24.0.3'), { email: user.email, password: 'guess' })).statusCode).toBe(401)
    }
    expect((await login(owner, { email: user.email, password: user.password })).statusCode).toBe(200)
  })
})

describe('wrong two-factor codes', () => {
  it('count per account across challenges: a captcha from the fifth, waits from the twentieth, the owner told once', async () => {
    const user = await registerUser(from('10.26.0.1'))
    const owner = from('10.26.0.1')
    expect((await login(owner, user)).statusCode).toBe(200)
    const { secret } = (await owner.post('/api/settings/two-factor/setup', {})).json()
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
    const codeNow = () => totp.generate({ timestamp: clock.now().getTime() })
    expect((await owner.post('/api/settings/two-factor/enable', { code: codeNow() })).statusCode).toBe(200)
    const admin = await adminAgent(server)
    const warnings = async () =>
      (await admin.get(`/api/admin/outbox?to=${encodeURIComponent(user.email)}&pageSize=50`))
        .json()
        .items.filter((m: { subject: string }) => m.subject.startsWith('Someone is trying to sign in'))

    // Someone who knows the password: every sign-in opens a new challenge, five wrong codes each.
    const attacker = from('10.26.0.2')
    const guess = async (extra: object = {}) => {
      const { challenge } = (await login(attacker, user)).json()
      const code = codeNow() === '000000' ? '111111' : '000000'
      return attacker.post('/api/auth/login/two-factor', { challenge, code, ...extra })
    }
    for (let i = 1; i <= 4; i++) {
      expect((await guess()).json(), `try ${i}`).toEqual({ error: TWO_FACTOR_MESSAGES.codeInvalid })
    }
    expect(await warnings()).toHaveLength(0)
    expect((await guess()).json()).toEqual({ error: TWO_FACTOR_MESSAGES.codeInvalid, captchaRequired: true })
    expect(await warnings()).toHaveLength(1)
    // From the fifth on, no try without a captcha, whichever challenge it comes with.
    expect((await guess()).json()).toEqual({ error: AUTH_MESSAGES.captchaRequired, captchaRequired: true })
    for (let i = 6; i <= 20; i++) {
      const res = await guess({ captcha: await captchaFor(attacker) })
      expect(res.json().error, `try ${i}`).toBe(TWO_FACTOR_MESSAGES.codeInvalid)
    }
    // From the twentieth on, each try waits longer.
    const waits: number[] = []
    for (let i = 0; i < 3; i++) {
      const early = await guess({ captcha: await captchaFor(attacker) })
      expect(early.statusCode).toBe(429)
      expect(early.headers['retry-after']).toBe(String(early.json().retryAfterSeconds))
      waits.push(early.json().retryAfterSeconds)
      clock.advance(early.json().retryAfterSeconds * 1000)
      expect((await guess({ captcha: await captchaFor(attacker) })).statusCode).toBe(400)
    }
    expect(waits).toEqual([1, 2, 4])
    expect(await warnings()).toHaveLength(1)

    // The owner waits like everyone, then gets in with the right code and a captcha.
    const early = await guess({ captcha: await captchaFor(attacker) })
    clock.advance(early.json().retryAfterSeconds * 1000 + 30_000)
    const { challenge } = (await login(owner, user)).json()
    const ok = await owner.post('/api/auth/login/two-factor', {
      challenge,
      code: codeNow(),
      captcha: await captchaFor(owner),
    })
    expect(ok.statusCode, ok.body).toBe(200)
    clock.advance(60 * 60 * 1000)
  })
})

describe('sign-ups', () => {
  it('are limited per address per hour (REGISTRATIONS_PER_HOUR), taken e-mails included', async () => {
    const ip = '10.25.0.1'
    const taken = await registerUser(from('10.25.0.9'))
    const body = (email: string) => ({
      fullName: 'Casey Trucker',
      email,
      password: 'road-ready-pass-1',
      confirmPassword: 'road-ready-pass-1',
    })
    expect((await from(ip).post('/api/auth/register', body(taken.email))).statusCode).toBe(409)
    for (let i = 0; i < 3; i++) {
      expect((await from(ip).post('/api/auth/register', body(uniqueEmail('su')))).statusCode).toBe(201)
    }
    const refused = await from(ip).post('/api/auth/register', body(uniqueEmail('su')))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: AUTH_MESSAGES.tooManySignUps })
    expect((await from('10.25.0.2').post('/api/auth/register', body(uniqueEmail('su')))).statusCode).toBe(201)
    clock.advance(61 * 60 * 1000)
    expect((await from(ip).post('/api/auth/register', body(uniqueEmail('su')))).statusCode).toBe(201)
  })
})
