import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_MESSAGES } from '@/contracts/notifications.ts'
import { adminNotifications } from '@/server/db/schema/index.ts'
import { LARGE_EXPENSE_ALERT_CENTS } from '@/server/features/notifications/notifications.public.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let admin: Agent

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

async function notificationsAbout(userId: string) {
  const rows = await server.ctx.db.select().from(adminNotifications)
  return rows.filter((n) => n.data.user_id === userId)
}

describe('admin notifications', () => {
  it('are raised by a large expense (once) and a revenue spike, and managed by admins only', async () => {
    const client = agent(server.app)
    const { user } = await registerUser(client, { role: 'owner_operator' })
    const small = await client.post('/api/expenses', {
      date: '2026-03-01',
      description: 'Oil',
      amountCents: 4_999,
      category: 'maintenance',
    })
    expect(small.statusCode).toBe(201)
    expect(await notificationsAbout(user.id)).toHaveLength(0)
    const big = await client.post('/api/expenses', {
      date: '2026-03-02',
      description: 'Engine rebuild',
      amountCents: LARGE_EXPENSE_ALERT_CENTS,
      category: 'maintenance',
    })
    expect(big.statusCode).toBe(201)
    const [alert] = await notificationsAbout(user.id)
    expect(alert).toMatchObject({ type: 'expense_alert', status: 'unread', priority: 'high' })
    expect(alert!.message).toContain('$5,000.00')

    // Three ordinary months, then one of four times as much.
    for (const [date, cents] of [
      ['2026-01-10', 100_000],
      ['2026-02-10', 100_000],
      ['2026-03-10', 100_000],
      ['2026-04-10', 400_000],
    ] as const) {
      const res = await client.post('/api/settlements', {
        broker: 'Prairie Freight LLC',
        settlementDate: date,
        lines: [{ kind: 'load', amountCents: cents }],
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const revenue = (await notificationsAbout(user.id)).filter((n) => n.type === 'revenue_alert')
    expect(revenue).toHaveLength(1)
    expect(revenue[0]!.data).toMatchObject({ month: '2026-04', amount: 400_000 })

    const list = (await admin.get('/api/admin/notifications?pageSize=100')).json()
    expect(list.unread).toBeGreaterThanOrEqual(2)
    expect((await client.get('/api/admin/notifications')).statusCode).toBe(403)

    const read = await admin.request({
      method: 'PATCH',
      url: `/api/admin/notifications/${alert!.id}`,
      payload: { status: 'read' },
    })
    expect(read.json()).toMatchObject({ id: alert!.id, status: 'read' })
    const removed = await admin.request({ method: 'DELETE', url: '/api/admin/notifications?status=read' })
    expect(removed.json().affected).toBeGreaterThanOrEqual(1)
    expect(
      await server.ctx.db.select().from(adminNotifications).where(eq(adminNotifications.id, alert!.id)),
    ).toHaveLength(0)
    const missing = await admin.request({ method: 'DELETE', url: `/api/admin/notifications/${alert!.id}` })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe(NOTIFICATION_MESSAGES.notFound)

    expect((await admin.post('/api/admin/notifications/mark-all-read', {})).statusCode).toBe(200)
    expect((await admin.get('/api/admin/notifications')).json().unread).toBe(0)
    const activity = (await admin.get('/api/admin/activity')).json()
    // Other test files' admins write to the same log at the same time: this one's action is among the latest.
    expect(activity.items.map((i: { action: string }) => i.action)).toContain('notification.read_all')
  })

  it('hear of web app crashes, once per message a day, a few per address an hour', async () => {
    const reporter = agent(server.app, { ip: '198.51.100.77' })
    const message = `TypeError: boom ${Date.now()}`
    for (let i = 0; i < 3; i += 1) {
      expect((await reporter.post('/api/client-errors', { message, path: '/reports/tax' })).statusCode).toBe(
        202,
      )
    }
    const rows = (await server.ctx.db.select().from(adminNotifications)).filter((n) =>
      n.message.startsWith(message),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: 'system_alert', title: 'The web app crashed' })
    let status = 202
    for (let i = 0; i < 10 && status === 202; i += 1) {
      status = (await reporter.post('/api/client-errors', { message: `${message} ${i}` })).statusCode
    }
    expect(status).toBe(429)
  })
})
