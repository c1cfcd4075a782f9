import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATION_SETTINGS } from '@/contracts/notifications.ts'
import { adminNotifications, appSettings, mailOutbox } from '@/server/db/schema/index.ts'
import { mailPendingNotifications } from '@/server/features/notifications/notification-mail.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * App settings are global to a database: this file runs its own server on a database of its own,
 * so what it saves never reaches the other tests.
 */
const databases = freshDatabases(process.env.TEST_DATABASE_URL)
let server: TestServer
let admin: Agent
const received: { to: string[]; raw: string }[] = []
let smtp: SMTPServer
let smtpPort = 0

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'ok' }),
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk) => {
        raw += chunk
      })
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  smtpPort = (smtp.server.address() as { port: number }).port
  const databaseUrl = process.env.TEST_DATABASE_URL ? await databases.create('rigledger_settings') : undefined
  server = await startTestServer({ config: { databaseUrl } })
  admin = await adminAgent(server)
})

afterAll(async () => {
  await server.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await databases.dropAll()
})

async function expense(client: Agent, amountCents: number) {
  const res = await client.post('/api/expenses', {
    date: '2026-03-02',
    description: 'Big one',
    amountCents,
    category: 'equipment',
  })
  expect(res.statusCode).toBe(201)
}

const expenseAlerts = async () =>
  (await server.ctx.db.select().from(adminNotifications)).filter((n) => n.type === 'expense_alert')

describe('notification settings', () => {
  it('are saved and obeyed: the kinds raised, the threshold, and mail to the admins', async () => {
    expect((await admin.get('/api/admin/settings/notifications')).json()).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    )
    const client = agent(server.app)
    await registerUser(client, { role: 'owner_operator' })

    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, expenseAlerts: false }
    expect(
      (await admin.request({ method: 'PUT', url: '/api/admin/settings/notifications', payload: off })).json(),
    ).toEqual(off)
    await expense(client, 900_000)
    expect(await expenseAlerts()).toHaveLength(0)

    const low = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      largeExpenseThresholdCents: 10_000,
      emailNotifications: true,
    }
    await admin.request({ method: 'PUT', url: '/api/admin/settings/notifications', payload: low })
    await expense(client, 12_000)
    expect(await expenseAlerts()).toHaveLength(1)

    // The high alert is mailed to the admins once.
    expect(await mailPendingNotifications(server.ctx)).toBe(1)
    expect(await mailPendingNotifications(server.ctx)).toBe(0)
    const mails = await server.ctx.db.select().from(mailOutbox)
    expect(mails.some((m) => m.subject === '[RigLedger] Large expense recorded')).toBe(true)
    expect(
      await agent(server.app)
        .get('/api/admin/settings/notifications')
        .then((r) => r.statusCode),
    ).toBe(401)
  })
})

describe('e-mail settings', () => {
  it('keep the password encrypted and masked, and send mail through the saved server', async () => {
    expect((await admin.get('/api/admin/settings/email')).json()).toMatchObject({
      configured: false,
      port: 587,
      fromName: 'RigLedger',
    })
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/admin/settings/email',
      payload: {
        host: '127.0.0.1',
        port: smtpPort,
        user: 'mailer',
        password: 'very-secret-password',
        fromEmail: 'ops@rigledger.test',
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      configured: true,
      passwordMasked: '••••••••',
      fromName: 'RigLedger',
    })
    expect(saved.body).not.toContain('very-secret-password')
    const [row] = await server.ctx.db.select().from(appSettings)
    expect(
      JSON.stringify((await server.ctx.db.select().from(appSettings)).map((r) => r.value)),
    ).not.toContain('very-secret-password')
    expect(row).toBeTruthy()

    // Saving again without a password keeps it.
    await admin.request({
      method: 'PUT',
      url: '/api/admin/settings/email',
      payload: {
        host: '127.0.0.1',
        port: smtpPort,
        user: 'mailer',
        fromEmail: 'ops@rigledger.test',
        fromName: 'RigLedger Ops',
      },
    })
    expect((await admin.get('/api/admin/settings/email')).json()).toMatchObject({
      passwordMasked: '••••••••',
      fromName: 'RigLedger Ops',
    })

    const test = await admin.post('/api/admin/settings/email/test', { to: 'someone@example.com' })
    expect(test.statusCode, test.body).toBe(204)
    const message = received.find((m) => m.to.includes('someone@example.com'))
    expect(message?.raw).toMatch(/Subject: RigLedger test e-mail/)
    expect(message?.raw).toMatch(/From: RigLedger Ops <ops@rigledger.test>/)

    // A server that refuses: a clear 400 and a system notification.
    await admin.request({
      method: 'PUT',
      url: '/api/admin/settings/email',
      payload: { host: '127.0.0.1', port: 1, fromEmail: 'ops@rigledger.test' },
    })
    const refused = await admin.post('/api/admin/settings/email/test', { to: 'someone@example.com' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatch(/^Failed to send the test e-mail/)
    const alerts = (await server.ctx.db.select().from(adminNotifications)).filter(
      (n) => n.title === 'E-mail delivery failed',
    )
    expect(alerts).toHaveLength(1)
  })
})
