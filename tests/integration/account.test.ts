import { TOTP } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  IDENTITY_MESSAGES,
  NOTIFICATION_KINDS,
  TWO_FACTOR_MESSAGES,
} from '@/contracts/account.ts'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { sendScheduledMail } from '@/server/features/account/scheduled-mail.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
let admin: Agent
const PASSWORD = 'correct-horse-1'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

async function signIn(email: string, password = PASSWORD) {
  const client = agent(server.app)
  const res = await client.post('/api/auth/login', { email, password })
  return { client, res }
}

const patch = (client: Agent, url: string, payload: object) =>
  client.request({ method: 'PATCH', url, payload })
const put = (client: Agent, url: string, payload: object) => client.request({ method: 'PUT', url, payload })
const mailsTo = async (to: string) =>
  (await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}&pageSize=50`)).json().items as {
    subject: string
    text: string
  }[]

describe('profile', () => {
  it('shows and saves the profile; bad fields are refused and change nothing', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const profile = (await me.client.get('/api/settings/profile')).json()
    expect(profile).toMatchObject({ email: me.email, fullName: 'Test Driver', pendingEmail: null })
    const saved = await patch(me.client, '/api/settings/profile', {
      fullName: '  Casey Trucker ',
      companyName: 'Casey Freight LLC',
      username: 'casey.t',
      timeZone: 'America/Denver',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      fullName: 'Casey Trucker',
      companyName: 'Casey Freight LLC',
      username: 'casey.t',
    })
    expect((await me.client.get('/api/auth/me')).json().user).toMatchObject({ timeZone: 'America/Denver' })

    const bad = await patch(me.client, '/api/settings/profile', {
      fullName: 'X',
      username: 'a b',
      timeZone: 'America/Denver',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe(ACCOUNT_MESSAGES.username)
    const zone = await patch(me.client, '/api/settings/profile', {
      fullName: 'X',
      username: 'casey',
      timeZone: 'Mars/Base',
    })
    expect(zone.json().error).toBe(ACCOUNT_MESSAGES.timeZone)
    expect((await me.client.get('/api/settings/profile')).json().fullName).toBe('Casey Trucker')
  })

  it('changes the e-mail address only through the link sent to the new one', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const taken = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    expect(
      (await me.client.post('/api/settings/email', { email: taken.email.toUpperCase(), password: PASSWORD }))
        .statusCode,
    ).toBe(409)
    expect(
      (await me.client.post('/api/settings/email', { email: me.email, password: PASSWORD })).statusCode,
    ).toBe(409)
    const next = uniqueEmail('new')
    const asked = await me.client.post('/api/settings/email', { email: next, password: PASSWORD })
    expect(asked.statusCode, asked.body).toBe(200)
    expect((await me.client.get('/api/settings/profile')).json()).toMatchObject({
      email: me.email,
      pendingEmail: next,
    })
    const link = (await latestMailTo(admin, next)).text.match(/https?:\/\/\S+confirm-email\?token=(\S+)/)
    expect(link).toBeTruthy()
    const token = link![1]!

    const confirmed = await agent(server.app).post('/api/auth/confirm-email', { token })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().message).toBe(ACCOUNT_MESSAGES.emailChanged)
    expect((await latestMailTo(admin, me.email)).subject).toContain('was changed')
    expect((await signIn(next)).res.statusCode).toBe(200)
    expect((await signIn(me.email)).res.statusCode).toBe(401)
    const again = await agent(server.app).post('/api/auth/confirm-email', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe(ACCOUNT_MESSAGES.emailLinkInvalid)
  })
})

describe('security', () => {
  it('changes the password with the current one and signs out the other sessions only', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const other = await signIn(me.email)
    expect(other.res.statusCode).toBe(200)
    const wrong = await me.client.post('/api/settings/password', {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass-2',
      confirmPassword: 'brand-new-pass-2',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe(ACCOUNT_MESSAGES.currentPasswordWrong)
    expect((await other.client.get('/api/auth/me')).statusCode).toBe(200)
    const short = await me.client.post('/api/settings/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    })
    expect(short.json().error).toBe(AUTH_MESSAGES.passwordTooShort)

    const changed = await me.client.post('/api/settings/password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-pass-2',
      confirmPassword: 'brand-new-pass-2',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await me.client.get('/api/auth/me')).statusCode).toBe(200)
    expect((await other.client.get('/api/auth/me')).statusCode).toBe(401)
    expect((await signIn(me.email)).res.statusCode).toBe(401)
    expect((await signIn(me.email, 'brand-new-pass-2')).res.statusCode).toBe(200)
  })

  it('lists the account’s sessions with device and revokes one; another account’s is not found', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const phone = agent(server.app, {
      ip: '198.51.100.7',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/604.1',
      },
    })
    expect((await phone.post('/api/auth/login', { email: me.email, password: PASSWORD })).statusCode).toBe(
      200,
    )
    const { items } = (await me.client.get('/api/settings/sessions')).json()
    expect(items).toHaveLength(2)
    const current = items.find((s: { current: boolean }) => s.current)
    expect(current.device).toBe('Chrome on Windows')
    const theirs = items.find((s: { current: boolean }) => !s.current)
    expect(theirs).toMatchObject({ device: 'Safari on iOS', ip: '198.51.100.7' })

    const stranger = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const refused = await stranger.client.request({
      method: 'DELETE',
      url: `/api/settings/sessions/${theirs.id}`,
    })
    expect(refused.statusCode).toBe(404)
    expect((await phone.get('/api/auth/me')).statusCode).toBe(200)
    const revoked = await me.client.request({ method: 'DELETE', url: `/api/settings/sessions/${theirs.id}` })
    expect(revoked.statusCode).toBe(204)
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401)
    expect((await me.client.get('/api/settings/sessions')).json().items).toHaveLength(1)
  })

  it('keeps account settings to the account holder: an accountant in the books cannot change them, nor see sessions and keys', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const email = uniqueEmail('cpa')
    const granted = (await me.client.post('/api/settings/access', { email, access: 'write' })).json()
    const cpa = agent(server.app)
    await cpa.post('/api/auth/register', {
      fullName: 'Cora Accountant',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      inviteToken: granted.inviteUrl.split('invite=')[1],
    })
    expect((await cpa.post(`/api/accountant/switch/${me.id}`, {})).statusCode).toBe(200)
    expect((await cpa.get('/api/settings/profile')).json().email).toBe(me.email)
    for (const res of [
      await patch(cpa, '/api/settings/profile', { fullName: 'Hijack', username: 'hijack', timeZone: 'UTC' }),
      await cpa.post('/api/settings/email', { email: uniqueEmail() }),
      await cpa.post('/api/settings/password', {
        currentPassword: PASSWORD,
        newPassword: 'hijacked-pass-1',
        confirmPassword: 'hijacked-pass-1',
      }),
      await put(
        cpa,
        '/api/settings/notifications',
        Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, false])),
      ),
      // Where the account is signed in (devices, addresses) and its keys' names are the holder's alone.
      await cpa.get('/api/settings/sessions'),
      await cpa.get('/api/settings/api-keys'),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe(ACCOUNT_MESSAGES.ownerOnly)
    }
    expect((await me.client.get('/api/settings/profile')).json().fullName).toBe('Test Driver')
    expect((await me.client.get('/api/settings/sessions')).statusCode).toBe(200)
  })
})

describe('sensitive changes', () => {
  it('ask for the current password: a stolen session alone changes neither the e-mail nor the keys', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const next = uniqueEmail('moved')
    const email = (body: object) => me.client.post('/api/settings/email', { email: next, ...body })
    const key = (body: object) => me.client.post('/api/settings/api-keys', { name: 'Sync', ...body })
    expect((await email({})).json().error).toBe(IDENTITY_MESSAGES.passwordRequired)
    expect((await key({})).json().error).toBe(IDENTITY_MESSAGES.passwordRequired)
    const wrong = await email({ password: 'not-my-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe(IDENTITY_MESSAGES.passwordWrong)
    expect((await key({ password: 'not-my-password' })).json().error).toBe(IDENTITY_MESSAGES.passwordWrong)
    expect((await me.client.get('/api/settings/profile')).json().pendingEmail).toBeNull()
    expect((await me.client.get('/api/settings/api-keys')).json().items).toEqual([])
    // The right password does it, and forgets the wrong ones.
    expect((await email({ password: PASSWORD })).statusCode).toBe(200)
    expect((await key({ password: PASSWORD })).statusCode).toBe(201)
  })

  it('let a session guess the password five times in 15 minutes, then wait', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    for (let i = 0; i < 5; i++) {
      const res = await me.client.post('/api/settings/email', {
        email: uniqueEmail(),
        password: `guess-${i}`,
      })
      expect(res.json().error).toBe(IDENTITY_MESSAGES.passwordWrong)
    }
    const waiting = await me.client.post('/api/settings/email', { email: uniqueEmail(), password: PASSWORD })
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json().error).toBe(IDENTITY_MESSAGES.tooManyTries(15))
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0)
    expect((await me.client.get('/api/settings/profile')).json().pendingEmail).toBeNull()
  })

  it('ask for a code as well where two-factor sign-in is on', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const { secret } = (await me.client.post('/api/settings/two-factor/setup', {})).json()
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
    const { recoveryCodes } = (
      await me.client.post('/api/settings/two-factor/enable', { code: totp.generate() })
    ).json()
    const key = (body: object) => me.client.post('/api/settings/api-keys', { name: 'Sync', ...body })
    expect((await key({ password: PASSWORD })).json().error).toBe(IDENTITY_MESSAGES.codeRequired)
    expect((await key({ password: PASSWORD, code: 'abcde-fghij' })).json().error).toBe(
      TWO_FACTOR_MESSAGES.codeInvalid,
    )
    expect((await key({ password: PASSWORD, code: recoveryCodes[0] })).statusCode).toBe(201)
    // The code is used up like a sign-in's.
    expect((await key({ password: PASSWORD, code: recoveryCodes[0] })).json().error).toBe(
      TWO_FACTOR_MESSAGES.codeInvalid,
    )
  })
})

describe('notification e-mails', () => {
  it('saves the choices and the mailer obeys them', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    expect((await me.client.get('/api/settings/notifications')).json()).toEqual(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])),
    )
    const csv = (n: number) =>
      `Date,Broker,Trip Number,Gross,Deductions,Net\n2026-03-0${n},Acme,T-${n},100.00,0.00,100.00\n`
    const first = (await upload(me.client, [{ name: 'week-1.csv', bytes: csv(1) }])).json().items[0].document
    await waitForDocument(me.client, first.id)
    expect((await latestMailTo(admin, me.email)).subject).toBe('week-1.csv was processed')

    const off = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, k !== 'settlement_processed']))
    const saved = await put(me.client, '/api/settings/notifications', off)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual(off)
    expect((await put(me.client, '/api/settings/notifications', { report_ready: 'yes' })).statusCode).toBe(
      400,
    )
    const second = (await upload(me.client, [{ name: 'week-2.csv', bytes: csv(2) }])).json().items[0].document
    await waitForDocument(me.client, second.id)
    const subjects = (await mailsTo(me.email)).map((m) => m.subject)
    expect(subjects).toContain('week-1.csv was processed')
    expect(subjects).not.toContain('week-2.csv was processed')

    // The bell tells of both, whatever the e-mail settings.
    const bell = (await me.client.get('/api/notifications')).json()
    expect(bell.unread).toBe(2)
    expect(bell.items.map((n: { title: string }) => n.title)).toEqual([
      'week-2.csv was processed',
      'week-1.csv was processed',
    ])
    const newest = bell.items[0]
    expect(newest).toMatchObject({ link: '/settlements', read: false })
    const stranger = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const theirs = await patch(stranger.client, `/api/notifications/${newest.id}`, { read: true })
    expect(theirs.statusCode).toBe(404)
    expect((await stranger.client.get('/api/notifications')).json()).toEqual({ items: [], unread: 0 })
    const read = await patch(me.client, `/api/notifications/${newest.id}`, { read: true })
    expect(read.json()).toMatchObject({ id: newest.id, read: true })
    expect((await me.client.get('/api/notifications')).json().unread).toBe(1)
    expect((await me.client.post('/api/notifications/mark-all-read', {})).json()).toEqual({ unread: 0 })
    expect((await me.client.get('/api/notifications')).json().unread).toBe(0)
  })

  it('sends the weekly summary and the tax reminder once, to those who want them', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const quiet = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    await put(quiet.client, '/api/settings/notifications', {
      ...Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])),
      weekly_summary: false,
    })
    await me.client.post('/api/expenses', {
      description: 'Fuel',
      amountCents: 20_000,
      date: '2026-09-09',
      category: 'fuel',
    })
    await me.client.post('/api/settlements', {
      broker: 'Acme',
      settlementDate: '2026-09-10',
      lines: [{ kind: 'load', amountCents: 150_000 }],
    })
    // Monday 2026-09-14, noon in Chicago: last week's summary, and Q3 estimated tax due 2026-09-15.
    const monday = { ...server.ctx, clock: { now: () => new Date('2026-09-14T17:00:00Z') } }
    await sendScheduledMail(monday)
    const mine = await mailsTo(me.email)
    const summary = mine.find((m) => m.subject.startsWith('Your week'))
    expect(summary?.text).toContain('Revenue: $1,500.00')
    expect(summary?.text).toContain('Expenses: $200.00')
    expect(summary?.text).toContain('Net: $1,300.00')
    expect(mine.map((m) => m.subject)).toContain('Estimated tax for Q3 2026 is due 2026-09-15')
    const quietMail = (await mailsTo(quiet.email)).map((m) => m.subject)
    expect(quietMail.some((s) => s.startsWith('Your week'))).toBe(false)
    expect(quietMail).toContain('Estimated tax for Q3 2026 is due 2026-09-15')

    await sendScheduledMail(monday)
    expect(await mailsTo(me.email)).toHaveLength(mine.length)
  })

  it('reminds those who keep trucks of an IFTA return a week before it is due, unless it is filed', async () => {
    const me = await signedInAs(server, 'owner_operator', { password: PASSWORD })
    const filer = await signedInAs(server, 'fleet_manager', { password: PASSWORD })
    const driver = await signedInAs(server, 'company_driver', { password: PASSWORD })
    // 2026Q3 is due Monday 2026-11-02 (October 31 is a Saturday); the filer has filed it already.
    const filed = await filer.client.post('/api/ifta/returns/2026Q3/filed', {
      filedOn: '2026-10-20',
      amountPaidCents: 0,
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const week = { ...server.ctx, clock: { now: () => new Date('2026-10-28T17:00:00Z') } }
    await sendScheduledMail(week)
    const subject = 'Your IFTA return for the 3rd quarter 2026 (Jul–Sep) is due 2026-11-02'
    const mine = await mailsTo(me.email)
    expect(mine.map((m) => m.subject)).toContain(subject)
    expect(mine.find((m) => m.subject === subject)?.text).toContain('/ifta/2026Q3')
    expect((await mailsTo(filer.email)).map((m) => m.subject)).not.toContain(subject)
    expect((await mailsTo(driver.email)).map((m) => m.subject)).not.toContain(subject)
  })
})

describe('API keys', () => {
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

  it('creates a key shown once, reaches only its owner’s data, and stops working when revoked', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const other = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    await other.client.post('/api/expenses', { description: 'Theirs', amountCents: 100, date: '2026-03-01' })
    const created = await me.client.post('/api/settings/api-keys', {
      name: 'Sheets sync',
      scope: 'write',
      password: PASSWORD,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id, key, prefix } = created.json()
    expect(key).toMatch(/^rlk_[A-Za-z0-9_-]{43}$/)
    expect(key.startsWith(prefix)).toBe(true)
    const listed = (await me.client.get('/api/settings/api-keys')).json().items
    expect(listed).toEqual([
      expect.objectContaining({ id, name: 'Sheets sync', scope: 'write', lastUsedAt: null }),
    ])
    expect(JSON.stringify(listed)).not.toContain(key)

    const api = agent(server.app)
    const added = await api.request({
      method: 'POST',
      url: '/api/expenses',
      headers: bearer(key),
      payload: { description: 'By script', amountCents: 4_200, date: '2026-03-02' },
    })
    expect(added.statusCode, added.body).toBe(201)
    const mine = (await api.get('/api/expenses', bearer(key))).json()
    expect(mine.items.map((e: { description: string }) => e.description)).toEqual(['By script'])
    expect((await api.get('/api/auth/me', bearer(key))).json().user.id).toBe(me.id)
    expect((await me.client.get('/api/settings/api-keys')).json().items[0].lastUsedAt).not.toBeNull()

    // Never the back office, signing in, nor the account's security.
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/settings/api-keys'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/settings/sessions'],
    ] as const) {
      const res = await api.request({ method, url, headers: bearer(key) })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }

    expect(
      (await other.client.request({ method: 'DELETE', url: `/api/settings/api-keys/${id}` })).statusCode,
    ).toBe(404)
    expect(
      (await me.client.request({ method: 'DELETE', url: `/api/settings/api-keys/${id}` })).statusCode,
    ).toBe(204)
    const revoked = await api.get('/api/expenses', bearer(key))
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json().error).toBe('This API key is not valid')
    expect((await api.get('/api/expenses', bearer('rlk_made-up-key'))).statusCode).toBe(401)
    expect((await me.client.get('/api/settings/api-keys')).json().items).toEqual([])
  })

  it('lets a read-only key read but not write', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const { key } = (
      await me.client.post('/api/settings/api-keys', { name: 'Reader', password: PASSWORD })
    ).json()
    const api = agent(server.app)
    expect((await api.get('/api/dashboard', bearer(key))).statusCode).toBe(200)
    const write = await api.request({
      method: 'POST',
      url: '/api/expenses',
      headers: bearer(key),
      payload: { description: 'Nope', amountCents: 100, date: '2026-03-02' },
    })
    expect(write.statusCode).toBe(403)
    expect(write.json().error).toBe('This API key is read-only')
    expect((await me.client.get('/api/expenses')).json().total).toBe(0)
    const blank = await me.client.post('/api/settings/api-keys', { name: '  ', password: PASSWORD })
    expect(blank.json().error).toBe('Please name the key')
  })
})

describe('two-factor sign-in', () => {
  it('is set up with a code from the app, asked at sign-in, and takes each code and recovery code once', async () => {
    const me = await signedInAs(server, 'owner_operator', {
      headers: { 'user-agent': CHROME },
      password: PASSWORD,
    })
    const setup = await me.client.post('/api/settings/two-factor/setup', {})
    expect(setup.statusCode, setup.body).toBe(200)
    const { secret, otpauthUrl, qrSvg } = setup.json()
    expect(otpauthUrl).toContain(`secret=${secret}`)
    expect(qrSvg).toMatch(/^<svg/)
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
    const codeAt = (offsetSeconds: number) => totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 })

    const wrong = await me.client.post('/api/settings/two-factor/enable', {
      code: '000000' === codeAt(0) ? '111111' : '000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe(TWO_FACTOR_MESSAGES.codeInvalid)
    const enabled = await me.client.post('/api/settings/two-factor/enable', { code: codeAt(0) })
    expect(enabled.statusCode, enabled.body).toBe(200)
    const { recoveryCodes } = enabled.json()
    expect(recoveryCodes).toHaveLength(10)
    expect((await me.client.get('/api/settings/two-factor')).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    })

    // The password alone starts no session.
    const step = await signIn(me.email)
    expect(step.res.statusCode).toBe(200)
    expect(step.res.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) })
    expect((await step.client.get('/api/auth/me')).statusCode).toBe(401)
    const challenge = step.res.json().challenge
    const bad = await step.client.post('/api/auth/login/two-factor', { challenge, code: '12345x' })
    expect(bad.statusCode).toBe(400)
    // The code used to turn it on is spent: the next step's code signs in, once.
    const next = codeAt(30)
    const done = await step.client.post('/api/auth/login/two-factor', { challenge, code: next })
    expect(done.statusCode, done.body).toBe(200)
    expect((await step.client.get('/api/auth/me')).json().user.id).toBe(me.id)
    const again = await signIn(me.email)
    const replay = await again.client.post('/api/auth/login/two-factor', {
      challenge: again.res.json().challenge,
      code: next,
    })
    expect(replay.statusCode).toBe(400)

    // A recovery code works once, with or without its dash.
    const recovery = await again.client.post('/api/auth/login/two-factor', {
      challenge: again.res.json().challenge,
      code: recoveryCodes[0].replace('-', '').toUpperCase(),
    })
    expect(recovery.statusCode, recovery.body).toBe(200)
    const third = await signIn(me.email)
    const spent = await third.client.post('/api/auth/login/two-factor', {
      challenge: third.res.json().challenge,
      code: recoveryCodes[0],
    })
    expect(spent.statusCode).toBe(400)
    expect((await me.client.get('/api/settings/two-factor')).json().recoveryCodesLeft).toBe(9)

    // Five wrong codes end the attempt: even a right one then needs the password again. The account
    // counts them too (a right code forgets them): from its fifth on, the next try needs a captcha.
    for (let i = 0; i < 3; i++) {
      await third.client.post('/api/auth/login/two-factor', {
        challenge: third.res.json().challenge,
        code: 'zzzzz-zzzzz',
      })
    }
    const fifth = await third.client.post('/api/auth/login/two-factor', {
      challenge: third.res.json().challenge,
      code: 'zzzzz-zzzzz',
    })
    expect(fifth.json()).toEqual({ error: TWO_FACTOR_MESSAGES.codeInvalid, captchaRequired: true })
    const locked = await third.client.post('/api/auth/login/two-factor', {
      challenge: third.res.json().challenge,
      code: recoveryCodes[1],
    })
    expect(locked.json().error).toBe(TWO_FACTOR_MESSAGES.challengeInvalid)

    // Turning it off takes the password and a code.
    const disable = (body: object) => me.client.post('/api/settings/two-factor/disable', body)
    expect((await disable({ password: PASSWORD })).json().error).toBe(IDENTITY_MESSAGES.codeRequired)
    expect((await disable({ password: 'nope-nope', code: recoveryCodes[1] })).json().error).toBe(
      IDENTITY_MESSAGES.passwordWrong,
    )
    expect((await disable({ password: PASSWORD, code: 'zzzzz-zzzzz' })).json().error).toBe(
      TWO_FACTOR_MESSAGES.codeInvalid,
    )
    expect((await disable({ password: PASSWORD, code: recoveryCodes[1] })).statusCode).toBe(200)
    expect((await signIn(me.email)).res.json().user.id).toBe(me.id)
  })

  it('asks an admin for the code at the admin sign-in once they turn it on', async () => {
    const email = uniqueEmail('admin2fa')
    await createAccount({
      db: server.ctx.db,
      input: { fullName: 'Ada Admin', email, password: PASSWORD, role: 'admin' },
    })
    const client = agent(server.app)
    expect(
      (await client.post('/api/auth/admin-login', { username: email, password: PASSWORD })).json().user,
    ).toBeTruthy()
    const { secret } = (await client.post('/api/settings/two-factor/setup', {})).json()
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
    expect((await client.post('/api/settings/two-factor/enable', { code: totp.generate() })).statusCode).toBe(
      200,
    )

    const fresh = agent(server.app)
    const first = (await fresh.post('/api/auth/admin-login', { username: email, password: PASSWORD })).json()
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) })
    expect((await fresh.get('/api/admin/users')).statusCode).toBe(401)
    const code = totp.generate({ timestamp: Date.now() + 30_000 })
    const done = await fresh.post('/api/auth/login/two-factor', { challenge: first.challenge, code })
    expect(done.json().user.role).toBe('admin')
    expect((await fresh.get('/api/admin/users')).statusCode).toBe(200)
  })
})
