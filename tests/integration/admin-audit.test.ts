import { beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_MESSAGES } from '@/contracts/admin.ts'
import { adminAgent } from '../support/admin.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

/* The back office's Audit Log: who did what, to whom (by name), when and from where; filters; CSV. */
let server: TestServer
let admin: Agent

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

const audit = async (query: Record<string, string>) => {
  const res = await admin.get(`/api/admin/audit?${new URLSearchParams(query)}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('the audit log', () => {
  it('names who did what to whom, and finds it by words, actor, action and day', async () => {
    const email = uniqueEmail('audited')
    const created = await admin.post('/api/admin/users', {
      name: 'Morgan Audited',
      email,
      password: 'road-ready-1',
      role: 'owner_operator',
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    const renamed = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload: { fullName: 'Morgan Renamed' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)

    const found = await audit({ q: email })
    expect(found.total).toBe(2)
    // Newest first; the target by its name today, the actor by name and e-mail.
    expect(found.items.map((e: { action: string }) => e.action)).toEqual(['user.update', 'user.create'])
    expect(found.items[1]).toMatchObject({
      actionLabel: 'Created a user',
      actor: { name: 'Ada Admin' },
      target: { id, email, name: 'Morgan Renamed' },
      viaAdmin: null,
    })
    expect(found.items[1].ip).toBeTruthy()
    expect(found.actions).toContainEqual({ value: 'user.create', label: 'Created a user' })

    expect((await audit({ q: email, action: 'user.create' })).total).toBe(1)
    expect((await audit({ q: email, actor: 'Ada Adm' })).total).toBe(2)
    expect((await audit({ q: email, actor: 'nobody-like-this' })).total).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    expect((await audit({ q: email, from: today, to: today })).total).toBe(2)
    expect((await audit({ q: email, to: '2020-01-01' })).total).toBe(0)
    // A LIKE wildcard is a literal character.
    expect((await audit({ q: '%' })).total).toBe(0)

    const csv = await admin.get(`/api/admin/audit/export.csv?${new URLSearchParams({ q: email })}`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toContain('When (UTC),Action,Code,Who')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('Created a user')
    expect(lines[2]).toContain('Morgan Renamed')

    // Opening the account (View User Account) is found by the account's e-mail and by its words.
    const viewing = await admin.post(`/api/admin/impersonate/${id}`, {})
    expect(viewing.statusCode, viewing.body).toBe(200)
    expect((await admin.post('/api/auth/return-to-admin', {})).statusCode).toBe(200)
    const opened = await audit({ q: email, action: 'user.impersonate' })
    expect(opened.total).toBe(1)
    expect(opened.items[0]).toMatchObject({
      actionLabel: 'Opened a client’s account',
      actorEmail: expect.stringContaining('admin'),
      targetEmail: email,
    })
    expect(opened.items[0].address).toBeTruthy()
  })

  it('refuses bad filters with the reason, and anyone but an admin', async () => {
    const res = await admin.get('/api/admin/audit?from=2026-03-02&to=2026-03-01')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(AUDIT_MESSAGES.datesOrder)
    expect((await admin.get('/api/admin/audit?pageSize=1000')).statusCode).toBe(400)
    expect((await admin.get(`/api/admin/audit?q=${'x'.repeat(300)}`)).statusCode).toBe(400)
    const { client } = await signedInAs(server, 'owner_operator')
    expect((await client.get('/api/admin/audit')).statusCode).toBe(403)
    expect((await client.get('/api/admin/audit/export.csv')).statusCode).toBe(403)
  })
})
