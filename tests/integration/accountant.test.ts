import { beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/contracts/access.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { type SignedIn, signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
let admin: Agent

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

/** An accountant made through a client's invitation (the only way besides an admin). */
async function invitedAccountant(owner: SignedIn, access: 'read' | 'write') {
  const email = uniqueEmail('cpa')
  const granted = await owner.client.post('/api/settings/access', { email, access })
  expect(granted.statusCode, granted.body).toBe(201)
  const inviteUrl: string = granted.json().inviteUrl
  expect(inviteUrl).toMatch(/\/register\?invite=[A-Za-z0-9_-]{20,}$/)
  expect((await latestMailTo(admin, email)).text).toContain(inviteUrl)
  const c = agent(server.app)
  const password = 'ledger-keeper-1'
  const res = await c.post('/api/auth/register', {
    fullName: 'Cora Accountant',
    email,
    password,
    confirmPassword: password,
    inviteToken: inviteUrl.split('invite=')[1],
  })
  expect(res.statusCode, res.body).toBe(201)
  expect(res.json().user.role).toBe('accountant')
  return { client: c, email, grantId: granted.json().id as string }
}

describe('accountant access', () => {
  it('lets a client grant read access; the accountant sees the client, works in the books read-only, and leaves', async () => {
    const owner = await signedInAs(server)
    await owner.client.post('/api/expenses', {
      description: 'Fuel',
      amountCents: 10_000,
      date: '2026-03-01',
      category: 'fuel',
    })
    const cpa = await invitedAccountant(owner, 'read')

    const clients = (await cpa.client.get('/api/accountant/clients')).json().items
    expect(clients).toEqual([expect.objectContaining({ id: owner.id, access: 'read' })])
    const tasks = (await cpa.client.get('/api/accountant/tasks')).json().items
    expect(tasks.map((t: { kind: string }) => t.kind)).toEqual(
      expect.arrayContaining(['estimated_tax', 'ifta', 'form_2290']),
    )
    // The IFTA task names the quarter due next; once the client files it, it is gone.
    const ifta = tasks.find((t: { kind: string }) => t.kind === 'ifta')
    expect(ifta.title).toMatch(/^IFTA return, \d(st|nd|rd|th) quarter \d{4}/)
    const quarter = (await owner.client.get('/api/ifta/quarters'))
      .json()
      .items.find((q: { dueDate: string }) => q.dueDate === ifta.dueDate)
    expect(
      (
        await owner.client.post(`/api/ifta/returns/${quarter.quarter}/filed`, {
          filedOn: '2026-01-05',
          amountPaidCents: 0,
        })
      ).statusCode,
    ).toBe(200)
    const after = (await cpa.client.get('/api/accountant/tasks')).json().items
    expect(after.map((t: { kind: string }) => t.kind)).not.toContain('ifta')

    expect((await cpa.client.post(`/api/accountant/switch/${owner.id}`, {})).statusCode).toBe(200)
    const me = (await cpa.client.get('/api/auth/me')).json()
    expect(me.user.id).toBe(owner.id)
    expect(me.impersonatedBy).toMatchObject({ kind: 'accountant', access: 'read', email: cpa.email })
    expect((await cpa.client.get('/api/expenses')).json().total).toBe(1)
    const write = await cpa.client.post('/api/expenses', {
      description: 'X',
      amountCents: 100,
      date: '2026-03-02',
      category: 'fuel',
    })
    expect(write.statusCode).toBe(403)
    expect(write.json().error).toBe(ACCESS_MESSAGES.readOnly)
    // Nor can they pass the books on.
    expect((await cpa.client.get('/api/settings/access')).statusCode).toBe(403)
    const back = await cpa.client.post('/api/accountant/switch-back', {})
    expect(back.statusCode, back.body).toBe(200)
    expect((await cpa.client.get('/api/auth/me')).json().user.role).toBe('accountant')
    expect((await owner.client.get('/api/expenses')).json().total).toBe(1)
  })

  it('lets a write grant change the books, audited as the accountant', async () => {
    const owner = await signedInAs(server)
    const cpa = await invitedAccountant(owner, 'write')
    await cpa.client.post(`/api/accountant/switch/${owner.id}`, {})
    const made = await cpa.client.post('/api/expenses', {
      description: 'Tolls',
      amountCents: 700,
      date: '2026-03-02',
      category: 'tolls',
    })
    expect(made.statusCode).toBe(201)
    const details = (await admin.get(`/api/admin/users/${owner.id}`)).json()
    expect(details.recentActivity).toContainEqual(
      expect.objectContaining({ viaAdmin: true, action: 'client.post /api/expenses' }),
    )
    // The year's package for the client: the reports, every expense and the documents, zipped.
    const zip = await cpa.client.get('/api/reports/year-end.zip?year=2026')
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200)
    const names = zip.rawPayload.toString('latin1')
    for (const name of ['profit-and-loss-2026.pdf', 'tax-summary-2026.pdf', 'expenses-2026.csv']) {
      expect(names).toContain(name)
    }
    const audited = (await admin.get(`/api/admin/users/${owner.id}`)).json().recentActivity
    expect(audited).toContainEqual(
      expect.objectContaining({ action: 'reports.year_end_export', viaAdmin: true }),
    )
    expect((await cpa.client.get('/api/reports/year-end.zip?year=1800')).statusCode).toBe(400)
  })

  it('ends the accountant’s access on revoke, even inside the client’s books', async () => {
    const owner = await signedInAs(server)
    const cpa = await invitedAccountant(owner, 'read')
    await cpa.client.post(`/api/accountant/switch/${owner.id}`, {})
    expect(
      (await owner.client.request({ method: 'DELETE', url: `/api/settings/access/${cpa.grantId}` }))
        .statusCode,
    ).toBe(204)
    expect((await cpa.client.get('/api/auth/me')).statusCode).toBe(401)
    const again = agent(server.app)
    expect(
      (await again.post('/api/auth/login', { email: cpa.email, password: 'ledger-keeper-1' })).statusCode,
    ).toBe(200)
    expect((await again.get('/api/accountant/clients')).json().items).toEqual([])
    expect((await again.post(`/api/accountant/switch/${owner.id}`, {})).statusCode).toBe(404)
  })

  it('refuses what is not theirs: others’ grants, non-accountants, foreign invitations', async () => {
    const owner = await signedInAs(server)
    const other = await signedInAs(server, 'company_driver')
    const cpa = await invitedAccountant(owner, 'read')
    // An accountant without a grant on this client.
    expect((await cpa.client.post(`/api/accountant/switch/${other.id}`, {})).statusCode).toBe(404)
    // Another client cannot revoke someone else's grant.
    expect(
      (await other.client.request({ method: 'DELETE', url: `/api/settings/access/${cpa.grantId}` }))
        .statusCode,
    ).toBe(404)
    // Only accountants reach /api/accountant.
    expect((await other.client.get('/api/accountant/clients')).statusCode).toBe(403)
    // A driver's e-mail cannot be granted (not an accountant), nor one's own.
    expect((await owner.client.post('/api/settings/access', { email: other.email })).json().error).toBe(
      ACCESS_MESSAGES.notAccountant,
    )
    expect((await owner.client.post('/api/settings/access', { email: owner.email })).json().error).toBe(
      ACCESS_MESSAGES.self,
    )
    // An existing accountant just gets the new client, no invitation.
    const second = await other.client.post('/api/settings/access', { email: cpa.email, access: 'write' })
    expect(second.statusCode).toBe(201)
    expect(second.json()).toMatchObject({ inviteUrl: null, accountantName: 'Cora Accountant' })
    expect((await cpa.client.get('/api/accountant/clients')).json().items).toHaveLength(2)
    // An invitation registers only the invited e-mail.
    const invite = (await owner.client.post('/api/settings/access', { email: uniqueEmail('cpa2') })).json()
    const stranger = await agent(server.app).post('/api/auth/register', {
      fullName: 'Sly',
      email: uniqueEmail('sly'),
      password: 'ledger-keeper-1',
      confirmPassword: 'ledger-keeper-1',
      inviteToken: invite.inviteUrl.split('invite=')[1],
    })
    expect(stranger.json().error).toBe(ACCESS_MESSAGES.inviteOtherEmail)
  })
})
