import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Backup } from '@/contracts/admin.ts'
import { PG_DUMP_MISSING } from '@/server/db/client.ts'
import { RestoreRefusedError, restoreBackup } from '@/server/features/system/restore-backup.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { simplePdf } from '../support/bad-files.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { startTestServer, type TestServer, testConfig } from '../support/test-server.ts'

/*
 * A backup taken through the API while the server runs, restored into a fresh instance (a new data
 * folder, or a new PostgreSQL database), holds every row and every file (docs/decisions/043-backups.md).
 */
const databaseUrl = inject('databaseUrl') || undefined
/** On PostgreSQL a backup needs pg_dump: without it the backup must fail saying so. */
const canDump = !databaseUrl || spawnSync('pg_dump', ['--version']).status === 0
const databases = freshDatabases(databaseUrl)
let server: TestServer
let admin: Agent
const opened: TestServer[] = []

beforeAll(async () => {
  server = await startTestServer()
  admin = await adminAgent(server)
})

afterAll(async () => {
  for (const s of opened) await s.close()
  await server?.close()
  await databases.dropAll()
})

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function query<T>(s: TestServer, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await s.ctx.db.execute(statement)) as unknown as { rows: T[] }).rows
}

/** Every table of the app's schema with its row count. */
async function rowCounts(s: TestServer): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>(
    s,
    sql`select table_name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of tables) {
    const result = await query<{ n: string }>(s, sql`select count(*) as n from ${sql.identifier(table_name)}`)
    counts[table_name] = Number(result[0]?.n)
  }
  return counts
}

/** Each user's ledger as one digest of its rows in id order. */
async function ledgerDigests(s: TestServer): Promise<Record<string, string>> {
  const result = await query<{ user_id: string; digest: string }>(
    s,
    sql`select user_id, md5(string_agg(concat_ws('|', id, type, category, amount_cents, date, description,
          truck_id, document_id, settlement_id), ',' order by id)) as digest
          from ledger_entries group by user_id order by user_id`,
  )
  return Object.fromEntries(result.map((r) => [r.user_id, r.digest]))
}

/** Every stored file's sha256, by key. */
async function fileDigests(s: TestServer): Promise<Record<string, string>> {
  const keys = await query<{ key: string }>(
    s,
    sql`select storage_key as key from documents
        union select storage_key from generated_reports where storage_key is not null order by 1`,
  )
  const digests: Record<string, string> = {}
  for (const { key } of keys) {
    const bytes = await s.ctx.storage.get(key)
    digests[key] = bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing'
  }
  return digests
}

async function waitForBackup(id: string): Promise<Backup> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const res = await admin.get('/api/admin/backups')
    expect(res.statusCode).toBe(200)
    const backup = (res.json().items as Backup[]).find((b) => b.id === id)
    if (backup && backup.status !== 'running') return backup
    if (Date.now() > deadline) throw new Error('backup still running')
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('backups', () => {
  it('answers only to admins', async () => {
    const client = agent(server.app)
    await registerUser(client)
    expect((await client.post('/api/admin/backups', {})).statusCode).toBe(403)
    expect((await client.get('/api/admin/backups')).statusCode).toBe(403)
  })

  it('restores a backup made while the server runs into a fresh instance, rows, ledgers and files alike', async () => {
    // Two users with ledger rows, one with an uploaded document.
    for (const [i, amounts] of [
      [1, [12_345, 6_789]],
      [2, [50_000]],
    ] as const) {
      const client = agent(server.app)
      await registerUser(client, { email: `backup.user${i}.${Date.now()}@example.com` })
      for (const amountCents of amounts) {
        const res = await client.post('/api/expenses', {
          description: `Fuel ${i}`,
          amountCents,
          date: '2026-03-02',
          category: 'fuel',
        })
        expect(res.statusCode).toBe(201)
      }
      if (i === 1) {
        const res = await upload(client, [
          { name: 'receipt.pdf', bytes: simplePdf(['Pilot', 'Total 45.00']), type: 'application/pdf' },
        ])
        expect(res.statusCode).toBe(201)
        await waitForDocument(client, res.json().items[0].document.id)
      }
    }

    const started = await admin.post('/api/admin/backups', {})
    expect(started.statusCode).toBe(202)
    const backup = await waitForBackup(started.json().id)
    const audit = await admin.get('/api/admin/audit?action=system.backup')
    expect(audit.json().items.length).toBeGreaterThan(0)

    if (!canDump) {
      // No pg_dump on this machine: the backup says why, and what to run instead.
      expect(backup).toMatchObject({ status: 'failed', error: PG_DUMP_MISSING })
      return
    }
    expect(backup).toMatchObject({ status: 'ready', error: null })
    expect(backup.sizeBytes).toBeGreaterThan(0)
    const location = backup.location!
    expect(location.startsWith(server.ctx.config.backups.dir)).toBe(true)

    const before = {
      rows: await rowCounts(server),
      ledgers: await ledgerDigests(server),
      files: await fileDigests(server),
    }
    expect(Object.keys(before.ledgers).length).toBeGreaterThanOrEqual(2)
    expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(1)

    const target = testConfig({
      dataDir: mkdtempSync(path.join(tmpdir(), 'rigledger-restore-')),
      databaseUrl: databaseUrl ? await databases.create('rigledger_restore') : undefined,
      storage: { kind: 'local', dir: mkdtempSync(path.join(tmpdir(), 'rigledger-restore-docs-')) },
    })
    await restoreBackup(location, target)
    // A second restore into what now holds data is refused.
    await expect(restoreBackup(location, target)).rejects.toBeInstanceOf(RestoreRefusedError)

    const restored = await startTestServer({ config: target })
    opened.push(restored)
    const after = {
      rows: await rowCounts(restored),
      ledgers: await ledgerDigests(restored),
      files: await fileDigests(restored),
    }
    expect(after.ledgers).toEqual(before.ledgers)
    expect(after.files).toEqual(before.files)
    expect(after.rows).toEqual(before.rows)
    // The backup that made the dump ran in it: the restored instance shows it closed, not running.
    const [own] = await query<{ status: string }>(
      restored,
      sql`select status from backups where id = ${backup.id}`,
    )
    expect(own?.status).toBe('failed')
  })

  it('loses nothing written before a backup taken while writes run, and restores only whole rows', async () => {
    const client = agent(server.app)
    const { user } = await registerUser(client, { email: `backup.writer.${Date.now()}@example.com` })
    const write = (n: number) =>
      client.post('/api/expenses', {
        description: `Tolls ${n}`,
        amountCents: 1_000 + n,
        date: '2026-03-03',
        category: 'tolls',
      })
    for (let n = 0; n < 5; n++) expect((await write(n)).statusCode).toBe(201)
    const committedBefore = await query<{ id: string }>(
      server,
      sql`select id from ledger_entries where user_id = ${user.id}`,
    )
    // Writes keep coming while the backup is queued and taken.
    let writing = true
    let n = 5
    const writer = (async () => {
      while (writing) expect((await write(n++)).statusCode).toBe(201)
    })()
    const started = await admin.post('/api/admin/backups', {})
    expect(started.statusCode).toBe(202)
    const backup = await waitForBackup(started.json().id)
    writing = false
    await writer
    if (!canDump) {
      expect(backup).toMatchObject({ status: 'failed', error: PG_DUMP_MISSING })
      return
    }
    expect(backup.status).toBe('ready')

    const target = testConfig({
      dataDir: mkdtempSync(path.join(tmpdir(), 'rigledger-restore-')),
      databaseUrl: databaseUrl ? await databases.create('rigledger_restore') : undefined,
      storage: { kind: 'local', dir: mkdtempSync(path.join(tmpdir(), 'rigledger-restore-docs-')) },
    })
    await restoreBackup(backup.location!, target)
    const restored = await startTestServer({ config: target })
    opened.push(restored)
    const rowsOf = (s: TestServer) =>
      query<{ id: string; amount_cents: string; description: string }>(
        s,
        sql`select id, amount_cents::text, description from ledger_entries where user_id = ${user.id} order by id`,
      )
    const source = new Map((await rowsOf(server)).map((r) => [r.id, r]))
    const copy = await rowsOf(restored)
    // Every row committed before the backup was asked for is there; every row there is whole.
    for (const { id } of committedBefore) expect(copy.some((r) => r.id === id)).toBe(true)
    for (const row of copy) expect(source.get(row.id)).toEqual(row)
  })
})
