import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_CLIENT_MESSAGES } from '@/contracts/test-clients.ts'
import { seededRandom } from '@/server/db/factories/random.ts'
import { documents, ledgerEntries, settlements, testClients } from '@/server/db/schema/index.ts'
import { GENERATION, splitCents } from '@/server/features/test-clients/generate-test-data.ts'
import { queueDueTestClients } from '@/server/features/test-clients/test-client-jobs.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
let admin: Agent

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

async function createClient(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('test-client')
  const res = await admin.post('/api/admin/test-clients', {
    name: 'Tess Client',
    email,
    companyName: 'Tess Freight LLC',
    role: 'company_driver',
    templateId: 'high-volume-driver',
    ...overrides,
  })
  expect(res.statusCode, res.body).toBe(201)
  return { ...(res.json() as { client: { id: string }; password: string }), email }
}

describe('test clients', () => {
  it('lists the five templates of the spec, each with its role and ranges', async () => {
    const res = await admin.get('/api/admin/data-templates')
    expect(res.statusCode).toBe(200)
    const items = res.json().items as { name: string; role: string; revenueRange: { minCents: number } }[]
    expect(items.map((t) => t.name).sort()).toEqual([
      'Fleet Manager Small Fleet',
      'High Volume Driver',
      'Local Delivery Driver',
      'Long Haul Specialist',
      'Owner Operator Regional',
    ])
    expect(items.find((t) => t.name === 'Owner Operator Regional')).toMatchObject({
      role: 'owner_operator',
      revenueRange: { minCents: 800_000, maxCents: 1_500_000 },
      settlementsPerMonth: 12,
    })
  })

  it('creates a flagged account with a generated password that signs in', async () => {
    const { client, password, email } = await createClient()
    expect(password).toMatch(/^TestPass[A-Za-z0-9]{8}!$/)
    expect(client).toMatchObject({
      name: 'Tess Client',
      email,
      companyName: 'Tess Freight LLC',
      status: 'active',
      templateId: 'high-volume-driver',
      documentCount: 0,
      settlementCount: 0,
    })
    const signIn = await agent(server.app).post('/api/auth/login', { email, password })
    expect(signIn.statusCode).toBe(200)
    // The spec's checks: required fields, an e-mail taken in any case, a template of another role.
    const blank = await admin.post('/api/admin/test-clients', {
      name: 'X',
      email: uniqueEmail(),
      companyName: '',
    })
    expect(blank.json().error).toBe(TEST_CLIENT_MESSAGES.required)
    const twin = await admin.post('/api/admin/test-clients', {
      name: 'Twin',
      email: email.toUpperCase(),
      companyName: 'Twin LLC',
    })
    expect(twin.statusCode).toBe(409)
    const wrongRole = await admin.post('/api/admin/test-clients', {
      name: 'Wrong',
      email: uniqueEmail(),
      companyName: 'Wrong LLC',
      role: 'owner_operator',
      templateId: 'high-volume-driver',
    })
    expect(wrongRole.json().error).toBe(TEST_CLIENT_MESSAGES.templateRole)
    const asAdmin = await admin.post('/api/admin/test-clients', {
      name: 'Boss',
      email: uniqueEmail(),
      companyName: 'Boss LLC',
      role: 'admin',
    })
    expect(asAdmin.statusCode).toBe(400)
  })

  it('generates real settlements, expenses and documents within the spec’s ranges', async () => {
    const { client, email, password } = await createClient()
    const res = await admin.post(`/api/admin/test-clients/${client.id}/generate`, {})
    expect(res.statusCode, res.body).toBe(200)
    const made = res.json()
    expect(made.settlements).toBeGreaterThanOrEqual(1)
    expect(made.settlements).toBeLessThanOrEqual(3)
    expect(made.documents).toBeGreaterThanOrEqual(1)
    expect(made.documents).toBeLessThanOrEqual(5)
    expect(made.revenueCents).toBeGreaterThanOrEqual(50_000)
    expect(made.revenueCents).toBeLessThanOrEqual(250_000)
    expect(made.expensesCents).toBeGreaterThanOrEqual(20_000)
    expect(made.expensesCents).toBeLessThanOrEqual(120_000)

    const db = server.ctx.db
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, client.id))
    const sum = (type: string) => rows.filter((r) => r.type === type).reduce((a, r) => a + r.amountCents, 0)
    expect(sum('revenue')).toBe(made.revenueCents)
    expect(sum('expense')).toBe(made.expensesCents)
    const stored = await db.select().from(settlements).where(eq(settlements.userId, client.id))
    expect(stored).toHaveLength(made.settlements)
    expect(stored.every((s) => s.status === 'processed')).toBe(true)
    const docs = await db.select().from(documents).where(eq(documents.userId, client.id))
    expect(docs).toHaveLength(made.documents)
    // Each document is a stored PDF the user can open.
    const file = await server.ctx.storage.get(docs[0]!.storageKey)
    expect(Buffer.from(file!).subarray(0, 5).toString()).toBe('%PDF-')

    // The client sees it on their own dashboard and lists.
    const own = agent(server.app)
    expect((await own.post('/api/auth/login', { email, password })).statusCode).toBe(200)
    const listed = (await own.get('/api/settlements?pageSize=10')).json()
    expect(listed.total).toBe(made.settlements)
    const docFile = await own.get(`/api/documents/${docs[0]!.id}/file`)
    expect(docFile.statusCode).toBe(200)

    const shown = (await admin.get(`/api/admin/test-clients/${client.id}`)).json()
    expect(shown).toMatchObject({
      totalRevenueCents: made.revenueCents,
      totalExpensesCents: made.expensesCents,
      documentCount: made.documents,
      settlementCount: made.settlements,
    })
    expect(shown.lastActivity).not.toBeNull()
  })

  it('pauses, activates and deletes only test clients, with the spec’s messages', async () => {
    const a = await createClient()
    const b = await createClient()
    const real = agent(server.app)
    const { user } = await registerUser(real)
    const none = await admin.post('/api/admin/test-clients/bulk', { ids: [], action: 'pause' })
    expect(none.json().error).toBe(TEST_CLIENT_MESSAGES.noneSelected)
    const paused = await admin.post('/api/admin/test-clients/bulk', {
      ids: [a.client.id, b.client.id],
      action: 'pause',
    })
    expect(paused.json()).toEqual({ affected: 2 })
    const list = (await admin.get('/api/admin/test-clients?status=paused&pageSize=100')).json()
    expect(list.items.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([a.client.id, b.client.id]),
    )
    expect(list.stats.paused).toBeGreaterThanOrEqual(2)
    const one = await admin.request({
      method: 'PATCH',
      url: `/api/admin/test-clients/${a.client.id}`,
      payload: { status: 'active' },
    })
    expect(one.json().status).toBe('active')
    // A real account's id is not a test client's: nothing happens to it.
    const deleted = await admin.post('/api/admin/test-clients/bulk', {
      ids: [b.client.id, user.id],
      action: 'delete',
    })
    expect(deleted.json()).toEqual({ affected: 1 })
    expect((await real.get('/api/auth/me')).statusCode).toBe(200)
    expect((await admin.get(`/api/admin/test-clients/${b.client.id}`)).statusCode).toBe(404)
    expect((await admin.get(`/api/admin/test-clients/${user.id}`)).statusCode).toBe(404)
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/test-clients/${user.id}` })).statusCode,
    ).toBe(404)
  })

  it('runs the auto-generate schedule through the job queue, once per run', async () => {
    const { client } = await createClient({ autoGenerateData: true, dataFrequency: 'daily' })
    const db = server.ctx.db
    const [row] = await db.select().from(testClients).where(eq(testClients.userId, client.id))
    const due = row!.nextGenerationAt!
    expect(due.getTime() - row!.createdAt.getTime()).toBe(86_400_000)
    // Not due yet: the sweep leaves it alone.
    expect(await queueDueTestClients(server.ctx)).toBe(0)
    await db
      .update(testClients)
      .set({ nextGenerationAt: new Date(Date.now() - 1000) })
      .where(eq(testClients.userId, client.id))
    expect(await queueDueTestClients(server.ctx)).toBe(1)
    const [after] = await db.select().from(testClients).where(eq(testClients.userId, client.id))
    expect(after!.nextGenerationAt!.getTime()).toBeGreaterThan(Date.now() + 86_000_000)
    // A second sweep does not queue the same run again.
    expect(await queueDueTestClients(server.ctx)).toBe(0)
    await expect
      .poll(
        async () => (await db.select().from(settlements).where(eq(settlements.userId, client.id))).length,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThanOrEqual(1)
  })

  it('splits an amount into exact positive shares', () => {
    const random = seededRandom('split')
    for (let i = 0; i < 200; i++) {
      const total = random.int(GENERATION.revenueCents.min, GENERATION.revenueCents.max)
      const parts = splitCents(random, total, random.int(1, 4))
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
      expect(parts.every((p) => p > 0)).toBe(true)
    }
  })
})
