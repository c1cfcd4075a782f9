import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { describe, expect, it } from 'vitest'

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/server/db/migrations')

/** A copy of the migrations folder that stops before the migration named `tag`. */
function migrationsBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigledger-migrations-'))
  cpSync(MIGRATIONS, dir, { recursive: true })
  const journalPath = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const index = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(index).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, index)
  writeFileSync(journalPath, JSON.stringify(journal))
  return dir
}

describe('migration 0008: road taxes and withholding', () => {
  it('moves old "taxes" lines and their postings to the category each one is', async () => {
    const client = await PGlite.create('memory://')
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: migrationsBefore('0008_road_taxes_and_withholding') })
    const {
      rows: [user],
    } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, full_name, username, role) values ('m@example.com', 'x', 'M', 'm', 'owner_operator') returning id`,
    )
    const {
      rows: [settlement],
    } = await client.query<{ id: string }>(
      `insert into settlements (user_id, broker, settlement_date, gross_cents, deductions_cents, net_cents, status, confirmed_at)
       values ($1, 'Acme', '2025-03-01', 100000, 6000, 94000, 'processed', now()) returning id`,
      [user!.id],
    )
    const lines = [
      ['IFTA fuel tax', 1000],
      ['Form 2290 installment', 2000],
      ['Federal income tax', 3000],
    ] as const
    for (const [index, [description, amountCents]] of lines.entries()) {
      await client.query(
        `insert into settlement_lines (settlement_id, position, kind, description, category, amount_cents)
         values ($1, $2, 'deduction', $3, 'taxes', $4)`,
        [settlement!.id, index, description, amountCents],
      )
      await client.query(
        `insert into ledger_entries (user_id, type, category, amount_cents, date, description, tax_deductible, settlement_id)
         values ($1, 'expense', 'taxes', $2, '2025-03-01', $3, false, $4)`,
        [user!.id, amountCents, `Acme: ${description}`, settlement!.id],
      )
    }
    // One the user typed in under the old name keeps its amount and flag.
    await client.query(
      `insert into ledger_entries (user_id, type, category, amount_cents, date, description, tax_deductible)
       values ($1, 'expense', 'taxes', 4500, '2025-03-02', 'Kentucky KYU', false)`,
      [user!.id],
    )

    await migrate(db, { migrationsFolder: MIGRATIONS })

    const { rows: lineRows } = await client.query(
      'select description, category from settlement_lines order by position',
    )
    expect(lineRows).toEqual([
      { description: 'IFTA fuel tax', category: 'road_taxes' },
      { description: 'Form 2290 installment', category: 'road_taxes' },
      { description: 'Federal income tax', category: 'withholding' },
    ])
    const { rows: entries } = await client.query(
      'select description, category, amount_cents, tax_deductible from ledger_entries order by amount_cents',
    )
    expect(entries).toEqual([
      {
        description: 'Acme: IFTA fuel tax',
        category: 'road_taxes',
        amount_cents: 1000,
        tax_deductible: true,
      },
      {
        description: 'Acme: Form 2290 installment',
        category: 'road_taxes',
        amount_cents: 2000,
        tax_deductible: true,
      },
      { description: 'Kentucky KYU', category: 'road_taxes', amount_cents: 4500, tax_deductible: false },
    ])
    // The derived totals follow (their triggers see the update and the delete).
    const { rows: totals } = await client.query(
      `select category, sum(amount_cents)::int as cents from ledger_monthly_totals group by category order by category`,
    )
    expect(totals).toEqual([{ category: 'road_taxes', cents: 7500 }])
    await client.close()
  })
})

describe('migration 0009: a settlement keeps its own review', () => {
  it("moves each settlement's issues and confidence from its document to itself", async () => {
    const client = await PGlite.create('memory://')
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: migrationsBefore('0009_settlement_review') })
    const {
      rows: [user],
    } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, full_name, username, role) values ('r@example.com', 'x', 'R', 'r', 'owner_operator') returning id`,
    )
    const {
      rows: [doc],
    } = await client.query<{ id: string }>(
      `insert into documents (user_id, kind, file_name, media_type, size_bytes, sha256, storage_key, status)
       values ($1, 'settlement', 'two.csv', 'text/csv', 10, 'abc', 'k', 'needs_review') returning id`,
      [user!.id],
    )
    const ids: string[] = []
    for (const broker of ['One', 'Two']) {
      const { rows } = await client.query<{ id: string }>(
        `insert into settlements (user_id, broker, gross_cents, deductions_cents, net_cents, document_id, confidence)
         values ($1, $2, 0, 0, 0, $3, 0.5) returning id`,
        [user!.id, broker, doc!.id],
      )
      ids.push(rows[0]!.id)
    }
    const mappingReview = { sheet: null, headers: ['Date'], mapping: {}, sampleRows: [], rowCount: 2 }
    const result = {
      reviews: [
        { settlementId: ids[0], issues: ['Row 1: no payer.'], confidence: { payer: 0.4 } },
        { settlementId: ids[1], issues: [], confidence: {} },
      ],
      mappingReview,
    }
    await client.query('update documents set result = $1 where id = $2', [JSON.stringify(result), doc!.id])

    await migrate(db, { migrationsFolder: MIGRATIONS })

    const { rows } = await client.query<{ broker: string; review: unknown }>(
      'select broker, review from settlements order by broker',
    )
    expect(rows).toEqual([
      { broker: 'One', review: { issues: ['Row 1: no payer.'], confidence: { payer: 0.4 } } },
      { broker: 'Two', review: { issues: [], confidence: {} } },
    ])
    const { rows: docs } = await client.query('select result from documents')
    expect(docs).toEqual([{ result: { mappingReview } }])
    await client.close()
  })
})

describe('migration 0010: dates a ledger can hold', () => {
  it('keeps rows written before it and refuses new dates outside 1900–2200', async () => {
    const client = await PGlite.create('memory://')
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: migrationsBefore('0010_ledger_date_range') })
    const {
      rows: [user],
    } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, full_name, username, role) values ('d@example.com', 'x', 'D', 'd', 'owner_operator') returning id`,
    )
    const insert = (date: string) =>
      client.query(
        `insert into ledger_entries (user_id, type, category, amount_cents, date, description) values ($1, 'expense', 'fuel', 100, $2, 'x')`,
        [user!.id, date],
      )
    await insert('0100-01-01')

    await migrate(db, { migrationsFolder: MIGRATIONS })

    const { rows } = await client.query('select date::text as date from ledger_entries')
    expect(rows).toEqual([{ date: '0100-01-01' }])
    await expect(insert('9999-12-31')).rejects.toThrow(/ledger_date_range/)
    await insert('2200-12-31')
    await client.close()
  })
})
