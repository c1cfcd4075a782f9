import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { IDENTITY_MESSAGES } from '@/contracts/account.ts'
import { auditLog, documents, ledgerEntries, sessions, users } from '@/server/db/schema/index.ts'
import { CLOSE_MESSAGES, deleteClosedAccounts } from '@/server/features/account/close-account.ts'
import { adminAgent } from '../support/admin.ts'
import { agent } from '../support/agent.ts'
import { simplePdf } from '../support/bad-files.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
const clock = testClock(new Date('2026-11-24T18:00:00Z'))
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const userRow = async (id: string) => (await server.ctx.db.select().from(users).where(eq(users.id, id)))[0]

async function closed() {
  const me = await signedInAs(server, 'owner_operator', {
    with: { expenses: [{ date: '2026-11-03', description: 'Fuel', amountCents: 10_000 }] },
  })
  const res = await me.client.post('/api/account/close', { password: me.password })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json()).toMatchObject({ message: CLOSE_MESSAGES.closed })
  return me
}

describe('closing the account', () => {
  it('asks for the password: a wrong one changes nothing', async () => {
    const me = await signedInAs(server)
    const wrong = await me.client.post('/api/account/close', { password: 'not-my-password-1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe(IDENTITY_MESSAGES.passwordWrong)
    const none = await me.client.post('/api/account/close', {})
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toBe(IDENTITY_MESSAGES.passwordRequired)
    expect((await userRow(me.id))!.closedAt).toBeNull()
    expect((await me.client.get('/api/settings/profile')).statusCode).toBe(200)
  })

  it('closes it: every session ends, sign-in within 30 days restores it and says so', async () => {
    const me = await closed()
    expect((await userRow(me.id))!.closedAt).not.toBeNull()
    expect(await server.ctx.db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([])
    expect((await me.client.get('/api/settings/profile')).statusCode).toBe(401)
    const [audit] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.close'), eq(auditLog.targetUserId, me.id)))
    expect(audit).toBeDefined()

    clock.advance(29 * DAY)
    try {
      const again = agent(server.app)
      const login = await again.post('/api/auth/login', { email: me.email, password: me.password })
      expect(login.statusCode, login.body).toBe(200)
      expect(login.json()).toMatchObject({ accountRestored: true, user: { id: me.id } })
      expect((await userRow(me.id))!.closedAt).toBeNull()
      // Everything is still there.
      expect((await again.get('/api/expenses')).json().items).toHaveLength(1)
      // A later sign-in is an ordinary one.
      const later = await agent(server.app).post('/api/auth/login', {
        email: me.email,
        password: me.password,
      })
      expect(later.json().accountRestored).toBeUndefined()
    } finally {
      clock.advance(-29 * DAY)
    }
  })

  it('deletes the account with its rows and files after 30 days', async () => {
    const me = await closed()
    const keep = await signedInAs(server)
    const [doc] = await server.ctx.db.select().from(documents).where(eq(documents.userId, me.id))
    expect(doc).toBeUndefined()
    // A file of the account's (uploaded before it closed, put straight in).
    const owner = await signedInAs(server)
    const up = await upload(owner.client, [
      { name: 'a.pdf', bytes: simplePdf(['A']), type: 'application/pdf' },
    ])
    expect(up.statusCode, up.body).toBeLessThan(300)
    await waitForDocument(owner.client, up.json().items[0].document.id)
    const [file] = await server.ctx.db.select().from(documents).where(eq(documents.userId, owner.id))
    expect((await owner.client.post('/api/account/close', { password: owner.password })).statusCode).toBe(200)

    // Day 29: nothing yet.
    clock.advance(29 * DAY)
    try {
      await deleteClosedAccounts(server.ctx)
      expect(await userRow(me.id)).toBeDefined()
      clock.advance(1 * DAY + 60_000)
      // Past the 30 days, signing in no longer restores it.
      const late = await agent(server.app).post('/api/auth/login', { email: me.email, password: me.password })
      expect(late.statusCode).toBe(401)
      expect(await deleteClosedAccounts(server.ctx)).toBeGreaterThanOrEqual(2)
      expect(await userRow(me.id)).toBeUndefined()
      expect(await userRow(owner.id)).toBeUndefined()
      expect(await userRow(keep.id)).toBeDefined()
      expect(await server.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, me.id))).toEqual(
        [],
      )
      expect(await server.ctx.storage.get(file!.storageKey)).toBeNull()
      const [gone] = await server.ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'account.delete_closed'), sql`${auditLog.details}->>'userId' = ${me.id}`),
        )
      expect(gone).toMatchObject({ actorEmail: 'system', actorUserId: null })
    } finally {
      clock.advance(-(30 * DAY + 60_000))
    }
  })
})

describe('an account holding IFTA records', () => {
  it('says what it holds and until when they are kept, before and when it is closed or deleted', async () => {
    const me = await signedInAs(server, 'owner_operator')
    const bare = (await me.client.get('/api/account/export')).json()
    expect(bare.iftaRecords).toBeNull()
    for (const [url, body] of [
      [
        '/api/ifta/trips',
        {
          startDate: '2025-08-15',
          endDate: '2025-08-15',
          jurisdictions: [{ jurisdiction: 'TX', miles: 300 }],
        },
      ],
      // Too old to keep: its 2019Q1 return was due in 2019.
      [
        '/api/ifta/trips',
        {
          startDate: '2019-02-01',
          endDate: '2019-02-01',
          jurisdictions: [{ jurisdiction: 'TX', miles: 10 }],
        },
      ],
      ['/api/fuel-purchases', { date: '2025-08-16', jurisdiction: 'TX', gallons: '50', amountCents: 20_000 }],
      ['/api/ifta/returns/2025Q3/filed', { filedOn: '2025-10-20', amountPaidCents: 0 }],
    ] as const) {
      const res = await me.client.post(url, body)
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    const expected = { trips: 1, fuelPurchases: 1, returns: 1, keepUntil: '2029-10-31' }
    const before = (await me.client.get('/api/account/export')).json().iftaRecords
    expect(before).toMatchObject(expected)
    expect(before.warning).toContain('1 trip sheet, 1 fuel purchase, 1 filed IFTA return')
    expect(before.warning).toContain('until 2029-10-31')

    const admin = await adminAgent(server)
    const details = await admin.get(`/api/admin/users/${me.id}`)
    expect(details.statusCode, details.body).toBe(200)
    expect(details.json().iftaRecords).toMatchObject(expected)

    const res = await me.client.post('/api/account/close', { password: me.password })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().iftaRecords).toMatchObject(expected)
  })
})
