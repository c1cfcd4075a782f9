import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DataExport } from '@/contracts/data-export.ts'
import {
  apiKeys,
  auditLog,
  dataExports,
  documents,
  ledgerEntries,
  mailOutbox,
  mileageEntries,
  settlementLines,
  settlements,
  users,
} from '@/server/db/schema/index.ts'
import { removeExpiredDataExports } from '@/server/features/account/data-export.ts'
import { adminAgent } from '../support/admin.ts'
import type { Agent } from '../support/agent.ts'
import { simplePdf } from '../support/bad-files.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'
import { unzip } from '../support/unzip.ts'

let server: TestServer
const clock = testClock(new Date('2026-11-24T18:00:00Z'))
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

async function waitForExport(client: Agent, id: string): Promise<DataExport> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const res = await client.get(`/api/account/export/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    const run = res.json() as DataExport
    if (run.status === 'ready' || run.status === 'failed') return run
    if (Date.now() > deadline) throw new Error(`export ${id} still ${run.status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** An account with a little of everything: ledger, a settlement with lines, miles, a document, a key. */
async function busyAccount() {
  const me = await signedInAs(server, 'owner_operator', {
    with: {
      expenses: [{ date: '2026-11-03', description: 'Fuel at Pilot', amountCents: 12_345 }],
      miles: [{ date: '2026-11-04' }],
    },
  })
  const settlement = await me.client.post('/api/settlements', {
    broker: 'Acme Logistics',
    settlementDate: '2026-11-06',
    lines: [
      { kind: 'load', amountCents: 250_000 },
      { kind: 'deduction', category: 'tolls', description: 'Tolls', amountCents: 2_000 },
    ],
  })
  expect(settlement.statusCode, settlement.body).toBe(201)
  const uploaded = await upload(me.client, [
    { name: 'receipt-note.pdf', bytes: simplePdf(['A note']), type: 'application/pdf' },
  ])
  expect(uploaded.statusCode, uploaded.body).toBeLessThan(300)
  // Its reading (which may post rows of its own) has finished before the export is compared.
  await waitForDocument(me.client, uploaded.json().items[0].document.id)
  await server.ctx.db
    .insert(apiKeys)
    .values({ userId: me.id, name: 'Sync', scope: 'read', prefix: 'rl_test', keyHash: `hash-${me.id}` })
  return me
}

describe('export all my data', () => {
  it('makes a zip of every record the user owns, the CSVs and the files, and mails a link', async () => {
    const me = await busyAccount()
    const other = await busyAccount()

    const started = await me.client.post('/api/account/export', {})
    expect(started.statusCode, started.body).toBe(202)
    const { id } = started.json()
    expect(typeof id).toBe('string')
    const first = (await me.client.get(`/api/account/export/${id}`)).json()
    expect(['queued', 'running', 'ready']).toContain(first.status)

    const ready = await waitForExport(me.client, id)
    expect(ready).toMatchObject({ status: 'ready', progress: 100 })
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(7 * DAY)

    const file = await me.client.get(`/api/account/export/${id}/file`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/zip')
    expect(ready.sizeBytes).toBe(file.rawPayload.length)
    const zip = unzip(file.rawPayload)
    const json = (name: string) => JSON.parse(zip.get(`records/${name}.json`)!.toString()) as { id: string }[]
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort()
    const db = server.ctx.db

    // Every row of the user's, compared with the database, and nothing of the other user's.
    const mine = async (
      table: typeof ledgerEntries | typeof mileageEntries | typeof documents | typeof settlements,
    ) => ids(await db.select({ id: table.id }).from(table).where(eq(table.userId, me.id)))
    expect(ids(json('ledger_entries'))).toEqual(await mine(ledgerEntries))
    expect(ids(json('mileage_entries'))).toEqual(await mine(mileageEntries))
    expect(ids(json('documents'))).toEqual(await mine(documents))
    expect(ids(json('settlements'))).toEqual(await mine(settlements))
    const mySettlements = await db.select().from(settlements).where(eq(settlements.userId, me.id))
    const lines = await db
      .select()
      .from(settlementLines)
      .where(
        inArray(
          settlementLines.settlementId,
          mySettlements.map((row) => row.id),
        ),
      )
    expect(ids(json('settlement_lines'))).toEqual(ids(lines))
    expect(json('account').map((r) => r.id)).toEqual([me.id])
    const everything = [...zip.values()].map((bytes) => bytes.toString('latin1')).join('\n')
    expect(everything).not.toContain(other.id)
    expect(everything).not.toContain(other.email)

    // Never a secret: password hash, key hashes, sessions, two-factor.
    const [account] = await db.select().from(users).where(eq(users.id, me.id))
    expect(everything).not.toContain(account!.passwordHash)
    expect(everything).not.toContain(`hash-${me.id}`)
    expect(json('account')[0]).not.toHaveProperty('password_hash')
    expect(json('api_keys')[0]).not.toHaveProperty('key_hash')
    expect(json('api_keys')[0]).toMatchObject({ name: 'Sync', prefix: 'rl_test' })
    for (const name of zip.keys()) {
      expect(name).not.toMatch(/sessions|one_time_tokens|two_factor/)
    }

    // The spreadsheets and the stored document.
    expect(zip.get('csv/expenses.csv')!.toString()).toContain('Fuel at Pilot')
    expect(zip.get('csv/settlements.csv')!.toString()).toContain('Acme Logistics')
    expect(zip.has('csv/mileage.csv')).toBe(true)
    expect(zip.get('documents/receipt-note.pdf')!.subarray(0, 5).toString()).toBe('%PDF-')

    // The e-mail links to Settings (download while signed in), with no secret in it.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email))
    const mail = mails.find((m) => m.subject === 'Your RigLedger data export is ready')
    expect(mail?.text).toContain('/settings')
    expect(mail?.text).toContain('7 days')
    expect(mail?.text).not.toContain(id)

    // The latest export, for the Settings screen.
    expect((await me.client.get('/api/account/export')).json().export).toMatchObject({ id, status: 'ready' })
  })

  it("is the owner's alone: another user's export id is not found", async () => {
    const me = await signedInAs(server)
    const other = await signedInAs(server)
    const { id } = (await me.client.post('/api/account/export', {})).json()
    for (const url of [`/api/account/export/${id}`, `/api/account/export/${id}/file`]) {
      const res = await other.client.get(url)
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe('Export not found')
    }
    expect((await other.client.get('/api/account/export')).json().export).toBeNull()
    expect((await me.client.get('/api/account/export/not-an-id')).statusCode).toBe(404)
    await waitForExport(me.client, id)
  })

  it('is kept 7 days, then its file is deleted (when read, or by the cleanup)', async () => {
    const me = await signedInAs(server)
    const { id } = (await me.client.post('/api/account/export', {})).json()
    await waitForExport(me.client, id)
    const { id: second } = (await me.client.post('/api/account/export', {})).json()
    await waitForExport(me.client, second)
    const [row] = await server.ctx.db.select().from(dataExports).where(eq(dataExports.id, id))
    expect(await server.ctx.storage.get(row!.storageKey!)).not.toBeNull()

    // Seven days on (set on the rows: a week-long clock jump would end the session too).
    const pastDue = new Date(clock.now().getTime() - 60_000)
    await server.ctx.db.update(dataExports).set({ expiresAt: pastDue }).where(eq(dataExports.id, id))
    expect((await me.client.get(`/api/account/export/${id}/file`)).statusCode).toBe(404)
    expect(await server.ctx.storage.get(row!.storageKey!)).toBeNull()
    expect((await me.client.get(`/api/account/export/${id}`)).statusCode).toBe(404)

    const [kept] = await server.ctx.db
      .update(dataExports)
      .set({ expiresAt: pastDue })
      .where(eq(dataExports.id, second))
      .returning()
    expect(await removeExpiredDataExports(server.ctx)).toBeGreaterThanOrEqual(1)
    expect(await server.ctx.storage.get(kept!.storageKey!)).toBeNull()
    expect((await me.client.get(`/api/account/export/${second}`)).statusCode).toBe(404)
  })

  it('an admin prepares it before deleting the account (audited), and downloads it; the user is not mailed', async () => {
    const admin = await adminAgent(server)
    const me = await busyAccount()
    const started = await admin.post(`/api/admin/users/${me.id}/export`, {})
    expect(started.statusCode, started.body).toBe(202)
    const { id } = started.json()
    let run: DataExport
    const deadline = Date.now() + 30_000
    do {
      run = (await admin.get(`/api/admin/users/${me.id}/export/${id}`)).json()
      if (Date.now() > deadline) throw new Error('export not ready')
      await new Promise((resolve) => setTimeout(resolve, 50))
    } while (run.status !== 'ready' && run.status !== 'failed')
    expect(run.status).toBe('ready')
    const file = await admin.get(`/api/admin/users/${me.id}/export/${id}/file`)
    expect(file.statusCode).toBe(200)
    expect(unzip(file.rawPayload).has('records/ledger_entries.json')).toBe(true)
    const actions = (await server.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, me.id))).map(
      (a) => a.action,
    )
    expect(actions).toEqual(expect.arrayContaining(['user.export', 'user.export_download']))
    const mails = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email))
    expect(mails.some((m) => m.subject === 'Your RigLedger data export is ready')).toBe(false)
    // Another user's id with this export: not found; a customer cannot call it.
    const other = await signedInAs(server)
    expect((await admin.get(`/api/admin/users/${other.id}/export/${id}`)).statusCode).toBe(404)
    expect((await other.client.post(`/api/admin/users/${other.id}/export`, {})).statusCode).toBe(403)
  })
})
