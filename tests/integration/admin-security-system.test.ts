import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, type SecuritySettings } from '@/contracts/auth.ts'
import type { ReportFile } from '@/contracts/reports.ts'
import type { SystemStatus } from '@/contracts/system.ts'
import { appSettings, auditLog, documents, sessions, users } from '@/server/db/schema/index.ts'
import { PROCESS_DOCUMENT_JOB } from '@/server/features/documents/upload-documents.ts'
import { hashToken } from '@/server/lib/tokens.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { startTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * Saved security settings override the configuration for the whole database: this file runs its
 * own server on a database of its own, so the limits it lowers never reach the other tests.
 */
const databases = freshDatabases(process.env.TEST_DATABASE_URL)
const clock = testClock(new Date('2026-03-02T15:00:00Z'))
let server: TestServer
let admin: Agent
let defaults: SecuritySettings

beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL ? await databases.create('rigledger_security') : undefined
  server = await startTestServer({ clock, config: { databaseUrl } })
  admin = await adminAgent(server)
  const { limits } = server.ctx.config
  defaults = {
    sessionLifetimeDays: 30,
    loginCaptchaAfter: limits.loginCaptchaAfter,
    loginAddressCaptchaAfter: limits.loginAddressCaptchaAfter,
    loginDelayAfter: limits.loginDelayAfter,
    requireAdminTwoFactor: false,
  }
})

afterAll(async () => {
  await server.close()
  await databases.dropAll()
})

const DAY_MS = 24 * 60 * 60 * 1000
const saveSecurity = (settings: SecuritySettings) =>
  admin.request({ method: 'PUT', url: '/api/admin/settings/security', payload: settings })
const storedSecurity = async () =>
  (await server.ctx.db.select().from(appSettings).where(eq(appSettings.key, 'security')))[0]?.value
const auditsOf = async (action: string) =>
  server.ctx.db.select().from(auditLog).where(eq(auditLog.action, action))
const from = (ip: string) => agent(server.app, { ip })
const login = (client: Agent, body: object) => client.post('/api/auth/login', body)

/** The session row behind a client's cookie. */
async function sessionOf(client: Agent) {
  const token = client.cookies.get(SESSION_COOKIE) ?? ''
  const [row] = await server.ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  return row!
}

describe('security settings', () => {
  it('start from the configuration, and out-of-bounds input is refused with its reason and changes nothing', async () => {
    expect((await admin.get('/api/admin/settings/security')).json()).toEqual({ ...defaults, defaults })
    const refused: [object, RegExp][] = [
      [
        { ...defaults, sessionLifetimeDays: 0 },
        /^Session lifetime \(days\) must be a whole number from 1 to 90$/,
      ],
      [{ ...defaults, sessionLifetimeDays: 91 }, /^Session lifetime/],
      [{ ...defaults, sessionLifetimeDays: 1.5 }, /^Session lifetime/],
      [{ ...defaults, sessionLifetimeDays: '7' }, /^Session lifetime/],
      [{ ...defaults, loginCaptchaAfter: 0 }, /^Failed sign-ins on one account before a captcha must be/],
      [{ ...defaults, loginAddressCaptchaAfter: -4 }, /^Failed sign-ins from one address/],
      [{ ...defaults, loginDelayAfter: 1_000_001 }, /from 1 to 1,000,000$/],
      [{ ...defaults, loginDelayAfter: null }, /^Failed sign-ins on one account from one address/],
      [{ sessionLifetimeDays: 7 }, /must be a whole number/],
    ]
    for (const [payload, message] of refused) {
      const res = await admin.request({ method: 'PUT', url: '/api/admin/settings/security', payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error).toMatch(message)
    }
    const notObject = await admin.request({
      method: 'PUT',
      url: '/api/admin/settings/security',
      payload: [7],
    })
    expect(notObject.statusCode).toBe(400)
    expect(await storedSecurity()).toBeUndefined()
    expect(await auditsOf('settings.security')).toHaveLength(0)
    expect((await admin.get('/api/admin/settings/security')).json()).toEqual({ ...defaults, defaults })
  })

  it('give new "Remember me" sessions the saved lifetime, and slide them by it', async () => {
    const saved = await saveSecurity({ ...defaults, sessionLifetimeDays: 7 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ ...defaults, sessionLifetimeDays: 7, defaults })
    // Only what differs from the configuration is stored.
    expect(await storedSecurity()).toEqual({ sessionLifetimeDays: 7 })
    expect((await auditsOf('settings.security')).at(-1)?.details).toMatchObject({ sessionLifetimeDays: 7 })

    const user = await registerUser(from('10.60.0.1'))
    const remembered = from('10.60.0.2')
    const res = await login(remembered, { email: user.email, password: user.password, rememberMe: true })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(7 * 24 * 60 * 60)
    const session = await sessionOf(remembered)
    expect(session.expiresAt.getTime()).toBe(clock.now().getTime() + 7 * DAY_MS)

    // Used again after a while, it slides by the saved lifetime too.
    clock.advance(10 * 60 * 1000)
    const again = await remembered.get('/api/auth/me')
    expect(again.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(7 * 24 * 60 * 60)
    expect((await sessionOf(remembered)).expiresAt.getTime()).toBe(clock.now().getTime() + 7 * DAY_MS)

    // Without "Remember me" a session still lasts 12 hours.
    const browser = from('10.60.0.3')
    await login(browser, { email: user.email, password: user.password, rememberMe: false })
    expect((await sessionOf(browser)).expiresAt.getTime()).toBe(clock.now().getTime() + DAY_MS / 2)

    // Saving the configuration's values back stores nothing: new sessions follow it again.
    expect((await saveSecurity(defaults)).json()).toEqual({ ...defaults, defaults })
    expect(await storedSecurity()).toEqual({})
    const later = from('10.60.0.4')
    await login(later, { email: user.email, password: user.password, rememberMe: true })
    expect((await sessionOf(later)).expiresAt.getTime()).toBe(clock.now().getTime() + 30 * DAY_MS)
  })

  it('lower the sign-in limits from the next sign-in on, and saving the defaults back restores them', async () => {
    expect((await saveSecurity({ ...defaults, loginCaptchaAfter: 2 })).statusCode).toBe(200)
    const user = await registerUser(from('10.61.0.1'))
    for (const ip of ['10.61.1.1', '10.61.1.2']) {
      expect((await login(from(ip), { email: user.email, password: 'wrong-guess' })).statusCode).toBe(401)
    }
    // The third try on the account, right password or not, needs a captcha now.
    const asked = await login(from('10.61.1.3'), { email: user.email, password: user.password })
    expect(asked.statusCode).toBe(400)
    expect(asked.json()).toMatchObject({ captchaRequired: true })

    expect((await saveSecurity({ ...defaults, loginDelayAfter: 2 })).statusCode).toBe(200)
    const other = await registerUser(from('10.61.2.1'))
    const attacker = from('10.61.2.2')
    for (let i = 0; i < 2; i++) {
      expect((await login(attacker, { email: other.email, password: 'wrong-guess' })).statusCode).toBe(401)
    }
    const waiting = await login(attacker, { email: other.email, password: 'wrong-guess' })
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json().retryAfterSeconds).toBe(1)

    // Back on the configuration's limits (5): a third and fourth failure are plain failures.
    await saveSecurity(defaults)
    const third = await registerUser(from('10.61.3.1'))
    const guesser = from('10.61.3.2')
    for (let i = 0; i < defaults.loginDelayAfter; i++) {
      expect((await login(guesser, { email: third.email, password: 'wrong-guess' })).statusCode).toBe(401)
    }
    expect((await login(guesser, { email: third.email, password: 'wrong-guess' })).statusCode).toBe(429)
  })
})

const systemStatus = async () => {
  const res = await admin.get('/api/admin/system')
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as SystemStatus
}
const queueOf = (status: SystemStatus, name: string) => status.queues.find((q) => q.name === name)
const jobTable = () => sql.raw(`${server.ctx.config.jobs.schema}.job`)

async function until<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('system status', () => {
  it('shows the version, the database, and counts that follow what is stored', async () => {
    const before = await systemStatus()
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    expect(before.version).toBe(pkg.version)
    expect(before.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')
    expect(before.database.sizeBytes).toBeGreaterThan(1_000_000)
    expect(before.uptimeSeconds).toBeGreaterThanOrEqual(0)
    expect(before.users).toBe((await server.ctx.db.select().from(users)).length)
    expect(queueOf(before, PROCESS_DOCUMENT_JOB)).toMatchObject({ failed: 0 })

    const client = from('10.62.0.1')
    await registerUser(client, { role: 'owner_operator' })
    const csv = 'Date,Payer,Trip,Gross,Deductions,Net\n03/02/2026,Lone Pine,T-1,100.00,10.00,90.00\n'
    const uploaded = await upload(client, [{ name: 'week.csv', bytes: csv }])
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    await waitForDocument(client, uploaded.json().items[0].document.id)
    const expense = await client.post('/api/expenses', {
      date: '2026-03-02',
      description: 'Oil change',
      amountCents: 45_055,
      category: 'maintenance',
    })
    expect(expense.statusCode, expense.body).toBe(201)
    const report = await client.post('/api/reports', {
      type: 'profit_loss',
      format: 'csv',
      period: 'monthly',
    })
    expect(report.statusCode, report.body).toBe(202)
    const made = await until(async () => {
      const row = (await client.get(`/api/reports/${report.json().id}`)).json() as ReportFile
      return row.status === 'ready' && row
    }, 'the report file')

    const after = await systemStatus()
    expect(after.users).toBe(before.users + 1)
    expect(after.documents).toEqual({
      count: before.documents.count + 1,
      bytes: before.documents.bytes + Buffer.byteLength(csv),
    })
    expect(after.reportFiles).toEqual({
      count: before.reportFiles.count + 1,
      bytes: before.reportFiles.bytes + made.sizeBytes!,
    })
    // The expense, and the settlement read from the upload.
    expect(after.ledgerEntries).toBeGreaterThanOrEqual(before.ledgerEntries + 2)
  })

  it('counts a failed job, and Retry failed jobs gives it one more try', async () => {
    const queue = `admin-retry-test-${process.pid}`
    await server.ctx.jobs.send(queue, { n: 1 })
    expect(queueOf(await systemStatus(), queue)).toEqual({
      name: queue,
      waiting: 1,
      retrying: 0,
      active: 0,
      failed: 0,
    })
    // As pg-boss leaves a job whose every try threw.
    await server.ctx.db.execute(
      sql`update ${jobTable()} set state = 'failed', retry_count = retry_limit, started_on = now(), completed_on = now() where name = ${queue}`,
    )
    expect(queueOf(await systemStatus(), queue)).toMatchObject({ waiting: 0, failed: 1 })

    const ran: object[] = []
    await server.ctx.jobs.work(queue, async (data) => {
      ran.push(data)
    })
    const retried = await admin.post('/api/admin/system/retry-failed-jobs')
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json()).toEqual({ retried: 1 })
    await until(async () => ran.length > 0, 'the retried job')
    expect(ran).toEqual([{ n: 1 }])
    await until(async () => queueOf(await systemStatus(), queue)?.failed === 0, 'no failed job')
    expect((await auditsOf('system.retry_failed_jobs')).at(-1)?.details).toEqual({ retried: 1 })

    expect((await admin.post('/api/admin/system/retry-failed-jobs')).json()).toEqual({ retried: 0 })
  })

  it('reads a failed document again when its job is retried', async () => {
    const client = from('10.63.0.1')
    const owner = await registerUser(client, { role: 'owner_operator' })
    const bytes = Buffer.from(
      'Date,Payer,Trip,Gross,Deductions,Net\n03/01/2026,Lone Pine,T-9,200.00,20.00,180.00\n',
    )
    const storageKey = `${owner.user.id}/retried-document`
    await server.ctx.storage.put(storageKey, bytes, 'text/csv')
    // A document whose every reading threw (the storage was away, say): marked failed, its job too.
    const [doc] = await server.ctx.db
      .insert(documents)
      .values({
        userId: owner.user.id,
        kind: 'settlement',
        fileName: 'retried.csv',
        mediaType: 'text/csv',
        sizeBytes: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        status: 'failed',
        error: 'We could not process this document. Please try again or enter the settlement by hand.',
      })
      .returning()
    await server.ctx.db.execute(
      sql`insert into ${jobTable()} (name, data, state, retry_limit, retry_count, started_on, completed_on)
          values (${PROCESS_DOCUMENT_JOB}, ${JSON.stringify({ documentId: doc!.id })}::jsonb, 'failed', 3, 3, now(), now())`,
    )
    expect(queueOf(await systemStatus(), PROCESS_DOCUMENT_JOB)).toMatchObject({ failed: 1 })

    expect((await admin.post('/api/admin/system/retry-failed-jobs')).json()).toEqual({ retried: 1 })
    const read = await waitForDocument(client, doc!.id)
    expect(read.status).not.toBe('failed')
    const [row] = await server.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, doc!.id), eq(documents.userId, owner.user.id)))
    expect(row).toMatchObject({ error: null })
    expect(row!.processedAt).not.toBeNull()
  })
})

describe('two-factor sign-in for admins', () => {
  const turnOn = async (client: Agent) => {
    const { secret } = (await client.post('/api/settings/two-factor/setup', {})).json()
    const code = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: clock.now().getTime(),
    })
    const res = await client.post('/api/settings/two-factor/enable', { code })
    expect(res.statusCode, res.body).toBe(200)
  }

  it('is asked of an admin without it, never blocking, until "Require two-factor for admins" is on', async () => {
    const other = await adminAgent(server)
    expect((await other.get('/api/settings/two-factor')).json()).toMatchObject({
      enabled: false,
      admin: { required: false },
    })
    expect((await other.get('/api/admin/users')).statusCode).toBe(200)
    // A customer is not asked.
    const customer = from('10.61.0.1')
    await registerUser(customer)
    expect((await customer.get('/api/settings/two-factor')).json()).toMatchObject({ admin: null })
  })

  it('is required, when set, on every admin route until the admin turns it on (403 with the reason)', async () => {
    // Only an admin who has it on may require it, so requiring it cannot lock them out.
    const early = await saveSecurity({ ...defaults, requireAdminTwoFactor: true })
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toBe(AUTH_MESSAGES.adminTwoFactorFirst)
    expect(await storedSecurity()).not.toHaveProperty('requireAdminTwoFactor')

    await turnOn(admin)
    const saved = await saveSecurity({ ...defaults, requireAdminTwoFactor: true })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      requireAdminTwoFactor: true,
      defaults: { requireAdminTwoFactor: false },
    })
    expect(await storedSecurity()).toEqual({ requireAdminTwoFactor: true })
    expect((await auditsOf('settings.security')).at(-1)?.details).toMatchObject({
      requireAdminTwoFactor: true,
    })
    // A save that leaves it out keeps it.
    const { requireAdminTwoFactor: _, ...numbers } = defaults
    expect((await saveSecurity({ ...numbers, sessionLifetimeDays: 14 })).json().requireAdminTwoFactor).toBe(
      true,
    )

    const other = await adminAgent(server)
    for (const url of ['/api/admin/users', '/api/admin/settings/security', '/api/admin/stats']) {
      const refused = await other.get(url)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json()).toEqual({ error: AUTH_MESSAGES.adminTwoFactorRequired, setUpTwoFactor: true })
    }
    // Signed in all the same, and the set-up is open to them.
    expect((await other.get('/api/auth/me')).statusCode).toBe(200)
    expect((await other.get('/api/settings/two-factor')).json()).toMatchObject({
      enabled: false,
      admin: { required: true },
    })
    await turnOn(other)
    expect((await other.get('/api/admin/users')).statusCode).toBe(200)
    // Nor can they turn it off while it is required.
    const off = await other.post('/api/settings/two-factor/disable', {
      password: 'admin-password-1',
      code: '123456',
    })
    expect(off.statusCode).toBe(409)
    expect(off.json().error).toBe(AUTH_MESSAGES.adminTwoFactorCannotTurnOff)

    // Off again (the defaults), admins without it are only asked.
    expect((await saveSecurity(defaults)).json().requireAdminTwoFactor).toBe(false)
    expect(await storedSecurity()).toEqual({})
    expect((await (await adminAgent(server)).get('/api/admin/users')).statusCode).toBe(200)
  })
})
