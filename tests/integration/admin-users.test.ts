import { and, eq, ne, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_MESSAGES } from '@/contracts/users.ts'
import { auditLog, ledgerEntries, users } from '@/server/db/schema/index.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { setUsersStatus } from '@/server/features/users/manage-users.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
let admin: Agent

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

const me = async (client: Agent) => (await client.get('/api/auth/me')).json()

describe('admin user management', () => {
  it('creates accounts with the spec’s checks and a welcome e-mail', async () => {
    const email = uniqueEmail('created')
    const created = await admin.post('/api/admin/users', {
      name: 'Casey Created',
      email,
      password: 'road-ready-1',
      role: 'fleet_manager',
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      email,
      fullName: 'Casey Created',
      role: 'fleet_manager',
      status: 'active',
    })
    expect((await latestMailTo(admin, email)).subject).toBe('Welcome to RigLedger')
    const again = await admin.post('/api/admin/users', {
      name: 'Twin',
      email: email.toUpperCase(),
      password: 'road-ready-1',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('A user with this email already exists')
    const blank = await admin.post('/api/admin/users', {
      name: ' ',
      email: uniqueEmail(),
      password: 'road-ready-1',
    })
    expect(blank.json().error).toBe(ADMIN_MESSAGES.required)
    const short = await admin.post('/api/admin/users', {
      name: 'Shorty',
      email: uniqueEmail(),
      password: 'short',
    })
    expect(short.json().error).toBe('Password must be at least 8 characters long')
    // The new account signs in with the password it was given.
    const signIn = await agent(server.app).post('/api/auth/login', { email, password: 'road-ready-1' })
    expect(signIn.statusCode).toBe(200)
  })

  it('suspends (ending the sessions at once), activates, edits, resets and deletes, all audited', async () => {
    const before = (await admin.get('/api/admin/stats')).json()
    const { client: c, id, email } = await signedInAs(server)
    await c.post('/api/expenses', {
      date: '2026-03-01',
      description: 'Fuel',
      amountCents: 5_000,
      category: 'fuel',
    })
    expect((await me(c)).user.id).toBe(id)

    const suspended = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload: { status: 'suspended' },
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect((await c.get('/api/auth/me')).statusCode).toBe(401)
    const during = (await admin.get('/api/admin/stats')).json()
    expect(during.suspendedUsers).toBe(before.suspendedUsers + 1)

    const activated = await admin.post('/api/admin/users/bulk', { ids: [id], action: 'activate' })
    expect(activated.json()).toEqual({ affected: 1 })
    const edited = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload: { fullName: 'Renamed Driver', role: 'company_driver', companyName: 'Prairie Hauling' },
    })
    expect(edited.json()).toMatchObject({ fullName: 'Renamed Driver', role: 'company_driver' })

    expect((await admin.post(`/api/admin/users/${id}/password-reset`, {})).statusCode).toBe(204)
    expect((await latestMailTo(admin, email)).subject).toBe('Reset your RigLedger password')

    const details = (await admin.get(`/api/admin/users/${id}`)).json()
    expect(details).toMatchObject({
      companyName: 'Prairie Hauling',
      billing: { state: 'trialing', plan: null },
      counts: { ledgerEntries: 1 },
    })
    expect(details.recentActivity.map((a: { action: string }) => a.action)).toEqual([
      'user.password_reset_sent',
      'user.update',
      'user.activate',
      'user.update',
    ])

    expect((await admin.post('/api/admin/users/bulk', { ids: [], action: 'delete' })).json().error).toBe(
      ADMIN_MESSAGES.noneSelected,
    )
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/users/${id}` })).statusCode).toBe(204)
    expect((await admin.get(`/api/admin/users/${id}`)).statusCode).toBe(404)
    const left = await server.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id))
    expect(left).toHaveLength(0)
    const [deletion] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), sql`${auditLog.details}->>'userId' = ${id}`))
    expect(deletion).toMatchObject({ details: { userId: id, email }, ip: '127.0.0.1' })
  })

  it('never leaves the platform without an admin, and an admin cannot suspend or delete themselves', async () => {
    const self = (await me(admin)).user.id
    const own = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${self}`,
      payload: { status: 'suspended' },
    })
    expect(own.json().error).toBe(ADMIN_MESSAGES.notYourself)
    expect((await admin.post('/api/admin/users/bulk', { ids: [self], action: 'delete' })).json().error).toBe(
      ADMIN_MESSAGES.notYourself,
    )

    // Alone with one other admin (the rest suspended inside a transaction rolled back after).
    const other = await createAccount({
      db: server.ctx.db,
      input: {
        fullName: 'Other Admin',
        email: uniqueEmail('admin'),
        password: 'admin-password-1',
        role: 'admin',
      },
    })
    const refusal = await server.ctx.db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: 'suspended' })
          .where(and(eq(users.role, 'admin'), ne(users.id, other.id)))
        const actor = { id: self, email: 'ada@example.com', impersonatorId: null, ip: '127.0.0.1' }
        const error = await setUsersStatus({
          db: tx,
          clock: server.ctx.clock,
          actor,
          ids: [other.id],
          status: 'suspended',
        }).catch((e: Error) => e)
        throw Object.assign(new Error('rollback'), { outcome: error })
      })
      .catch((e: { outcome: unknown }) => e.outcome)
    expect((refusal as Error).message).toBe(ADMIN_MESSAGES.lastAdmin)
    expect((await me(admin)).user.id).toBe(self)
  })

  it('is for admins only', async () => {
    const { client: c, id } = await signedInAs(server)
    for (const [method, url] of [
      ['GET', '/api/admin/stats'],
      ['POST', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${id}`],
      ['POST', `/api/admin/impersonate/${id}`],
    ] as const) {
      expect((await c.request({ method, url, payload: {} })).statusCode, url).toBe(403)
    }
  })
})

describe('viewing a client’s account', () => {
  it('turns the admin’s session into the client’s, audits it, and returns', async () => {
    const { id, email } = await signedInAs(server)
    const adminId = (await me(admin)).user.id
    const view = await admin.post(`/api/admin/impersonate/${id}`, {})
    expect(view.statusCode, view.body).toBe(200)
    const seen = await me(admin)
    expect(seen.user).toMatchObject({ id, email })
    expect(seen.impersonatedBy).toMatchObject({ id: adminId })
    // Only the client's rights meanwhile.
    expect((await admin.get('/api/admin/users')).statusCode).toBe(403)
    const expense = await admin.post('/api/expenses', {
      date: '2026-03-01',
      description: 'Tolls',
      amountCents: 700,
      category: 'tolls',
    })
    expect(expense.statusCode).toBe(201)
    const audited = await server.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, id))
    expect(audited.map((a) => a.action)).toContain('client.post /api/expenses')
    expect(audited.find((a) => a.action === 'client.post /api/expenses')).toMatchObject({
      actorUserId: id,
      impersonatorUserId: adminId,
    })

    const back = await admin.post('/api/auth/return-to-admin', {})
    expect(back.json().user.id).toBe(adminId)
    expect((await me(admin)).impersonatedBy).toBeUndefined()
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200)

    // Logout while viewing a client goes back to the admin instead of signing out.
    await admin.post(`/api/admin/impersonate/${id}`, {})
    expect((await admin.post('/api/auth/logout', {})).statusCode).toBe(204)
    expect((await me(admin)).user.id).toBe(adminId)
  })

  it('is refused for an admin or an inactive account', async () => {
    const otherAdmin = await createAccount({
      db: server.ctx.db,
      input: {
        fullName: 'Second Admin',
        email: uniqueEmail('admin'),
        password: 'admin-password-1',
        role: 'admin',
      },
    })
    const refused = await admin.post(`/api/admin/impersonate/${otherAdmin.id}`, {})
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(ADMIN_MESSAGES.cannotImpersonateAdmin)
    const { id } = await signedInAs(server)
    await admin.post('/api/admin/users/bulk', { ids: [id], action: 'suspend' })
    expect((await admin.post(`/api/admin/impersonate/${id}`, {})).json().error).toBe(
      ADMIN_MESSAGES.cannotImpersonateInactive,
    )
    expect((await admin.post('/api/auth/return-to-admin', {})).statusCode).toBe(409)
  })
})
