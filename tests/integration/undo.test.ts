import { beforeAll, describe, expect, it } from 'vitest'
import { UNDO_EXPIRED, UNDO_KEEP_MS } from '@/server/lib/undo.ts'
import { type Agent, agent } from '../support/agent.ts'
import { simplePdf } from '../support/bad-files.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
const clock = testClock(new Date('2026-03-16T15:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const del = (client: Agent, url: string) => client.request({ method: 'DELETE', url })
const undo = (client: Agent, id: string | undefined) => client.post(`/api/undo/${id}`)
const undoIdOf = (res: { headers: Record<string, unknown> }) => String(res.headers['undo-id'])

const expense = (overrides: object = {}) => ({
  date: '2026-03-10',
  description: 'Fuel at Pilot',
  amountCents: 45_678,
  category: 'fuel',
  paymentMethod: 'credit_card',
  ...overrides,
})

const settlement = {
  broker: 'Acme Freight',
  settlementNumber: 'S-1',
  settlementDate: '2026-03-06',
  lines: [
    { kind: 'load', description: 'Dallas to Memphis', amountCents: 250_000, loadNumber: 'L1' },
    { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 80_000 },
    { kind: 'deduction', category: 'escrow', amountCents: 10_000 },
  ],
}

describe('Undo of a delete', () => {
  it('puts an expense back with its id, once', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = (await client.post('/api/expenses', expense({ notes: 'receipt in the glovebox' }))).json()
    const deleted = await del(client, `/api/expenses/${created.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await client.get('/api/expenses')).json().summary.totalCents).toBe(0)

    const restored = await undo(client, undoIdOf(deleted))
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toEqual({ restored: 1 })
    expect((await client.get(`/api/expenses/${created.id}`)).json()).toEqual(created)
    expect((await client.get('/api/expenses')).json().summary).toMatchObject({ totalCents: 45_678, count: 1 })

    const again = await undo(client, undoIdOf(deleted))
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ error: UNDO_EXPIRED })
    expect((await client.get('/api/expenses')).json().total).toBe(1)
  })

  it('puts back every expense of a bulk delete together', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const ids = await Promise.all(
      [1_000, 2_000, 3_000].map(
        async (amountCents) => (await client.post('/api/expenses', expense({ amountCents }))).json().id,
      ),
    )
    const deleted = await client.post('/api/expenses/bulk-delete', { ids })
    expect(deleted.json()).toEqual({ deleted: 3 })
    expect((await undo(client, undoIdOf(deleted))).json()).toEqual({ restored: 3 })
    const list = (await client.get('/api/expenses')).json()
    expect(list.items.map((e: { id: string }) => e.id).sort()).toEqual([...ids].sort())
    expect(list.summary.totalCents).toBe(6_000)
  })

  it('puts a posted settlement back with its lines and ledger entries', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = (await client.post('/api/settlements', settlement)).json()
    const month = async () => {
      const d = (await client.get('/api/dashboard?period=custom&from=2026-03-01&to=2026-03-31')).json()
      return { incomeCents: d.incomeCents, expensesCents: d.expensesCents, breakdown: d.breakdown }
    }
    const ledgerBefore = await month()
    expect(ledgerBefore).toMatchObject({ incomeCents: 250_000, expensesCents: 80_000 })
    const expensesBefore = (await client.get('/api/expenses')).json()
    expect(expensesBefore.items).toHaveLength(1)

    const deleted = await del(client, `/api/settlements/${created.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await client.get('/api/expenses')).json().total).toBe(0)
    expect(await month()).toMatchObject({ incomeCents: 0, expensesCents: 0 })

    expect((await undo(client, undoIdOf(deleted))).json()).toEqual({ restored: 1 })
    expect((await client.get(`/api/settlements/${created.id}`)).json()).toEqual(created)
    expect((await client.get('/api/expenses')).json()).toEqual(expensesBefore)
    expect(await month()).toEqual(ledgerBefore)
  })

  it('puts a pending settlement back pending, unposted and linked to its document', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const pdf = simplePdf([
      'Acme Freight LLC',
      'Settlement date: 03/06/2026',
      'Total earnings $1,000.00',
      'Fuel $100.00',
    ])
    const doc = (await upload(client, [{ name: 'partial.pdf', bytes: pdf }])).json().items[0].document
    const read = await waitForDocument(client, doc.id)
    expect(read.status).toBe('needs_review')
    const id = read.settlementIds[0]
    const before = (await client.get(`/api/settlements/${id}`)).json()
    expect(before).toMatchObject({ status: 'pending', documentId: doc.id })

    const deleted = await client.post('/api/settlements/bulk-delete', { ids: [id] })
    expect(deleted.json()).toEqual({ deleted: 1 })
    expect((await client.get(`/api/documents/${doc.id}`)).json().settlementIds).toEqual([])

    await undo(client, undoIdOf(deleted))
    expect((await client.get(`/api/settlements/${id}`)).json()).toEqual(before)
    expect((await client.get(`/api/documents/${doc.id}`)).json().settlementIds).toEqual([id])
    expect((await client.get('/api/expenses')).json().total).toBe(0)
  })

  it('unlinks a document that was deleted before the undo', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const pdf = simplePdf(['Acme Freight LLC', 'Settlement date: 03/07/2026', 'Total earnings $900.00'])
    const doc = (await upload(client, [{ name: 'partial.pdf', bytes: pdf }])).json().items[0].document
    const id = (await waitForDocument(client, doc.id)).settlementIds[0]
    const deleted = await del(client, `/api/settlements/${id}`)
    expect((await del(client, `/api/documents/${doc.id}`)).statusCode).toBe(204)
    expect((await undo(client, undoIdOf(deleted))).statusCode).toBe(200)
    expect((await client.get(`/api/settlements/${id}`)).json()).toMatchObject({ documentId: null })
  })

  it('puts a mileage entry back', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const entry = {
      date: '2026-03-09',
      startLocation: 'Dallas, TX',
      endLocation: 'Tulsa, OK',
      miles: 257.3,
      purpose: 'business',
    }
    const created = (await client.post('/api/mileage', entry)).json()
    const deleted = await del(client, `/api/mileage/${created.id}`)
    expect(deleted.statusCode).toBe(204)
    await undo(client, undoIdOf(deleted))
    expect((await client.get(`/api/mileage/${created.id}`)).json()).toEqual(created)
  })

  it("answers 404 for another user's deletion and leaves it undoable by its owner", async () => {
    const { client: owner } = await signedInAs(server, 'owner_operator')
    const { client: other } = await signedInAs(server, 'owner_operator')
    const created = (await owner.post('/api/expenses', expense())).json()
    const deleted = await del(owner, `/api/expenses/${created.id}`)
    const stolen = await undo(other, undoIdOf(deleted))
    expect(stolen.statusCode).toBe(404)
    expect((await other.get('/api/expenses')).json().total).toBe(0)
    expect((await undo(owner, undoIdOf(deleted))).statusCode).toBe(200)
  })

  it('refuses after the keeping time, without a session, and for a malformed id', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = (await client.post('/api/expenses', expense())).json()
    const deleted = await del(client, `/api/expenses/${created.id}`)
    clock.advance(UNDO_KEEP_MS + 1_000)
    try {
      expect((await undo(client, undoIdOf(deleted))).statusCode).toBe(404)
      expect((await client.get('/api/expenses')).json().total).toBe(0)
    } finally {
      clock.advance(-(UNDO_KEEP_MS + 1_000))
    }
    expect((await undo(client, 'not-an-id')).statusCode).toBe(404)
    expect((await undo(agent(server.app), undoIdOf(deleted))).statusCode).toBe(401)
  })

  it('keeps nothing when a delete is refused', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const { client: other } = await signedInAs(server, 'owner_operator')
    const mine = (await client.post('/api/expenses', expense())).json()
    const theirs = (await other.post('/api/expenses', expense())).json()
    const refused = await client.post('/api/expenses/bulk-delete', { ids: [mine.id, theirs.id] })
    expect(refused.statusCode).toBe(404)
    expect(refused.headers['undo-id']).toBeUndefined()
    expect((await client.get('/api/expenses')).json().total).toBe(1)
  })
})
