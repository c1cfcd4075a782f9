import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseSettlement } from '@/domain/settlement-parsing/pay-sheets/parse-settlement.ts'
import { page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { linesOfKind } from '@/domain/settlement-parsing/types.ts'
import type { Agent } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

/*
 * One fill-up, one fuel purchase, one expense: however the fuel comes in (typed, a receipt, a fuel
 * card line, a settlement's fuel line) and in whatever order, the books hold its amount once.
 * Each test checks the rule in the ledger: the fuel expenses' total and count.
 */

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
}, 180_000)

/** The receipt fixture: Prairie Wind Truck Stop #1187, Ogallala NE, 2025-03-18, 150 gal, $563.85. */
const RECEIPT = readFileSync(
  path.join(import.meta.dirname, '../fixtures/fuel-receipts/prairie-wind-efs-e-receipt.pdf'),
)

async function readReceipt(client: Agent) {
  const uploaded = await upload(
    client,
    [{ name: 'receipt.pdf', bytes: RECEIPT, type: 'application/pdf' }],
    '/api/documents?kind=fuel_receipt',
  )
  expect(uploaded.statusCode, uploaded.body).toBe(201)
  const doc = await waitForDocument(client, uploaded.json().items[0].document.id)
  expect(doc.status, doc.error ?? '').toBe('needs_review')
  return doc
}

/** The books' fuel: what the expense list sums, and how many expenses. */
async function fuelInBooks(client: Agent) {
  const list = (await client.get('/api/expenses?category=fuel&pageSize=100')).json()
  return { totalCents: list.summary.totalCents, count: list.summary.count }
}

async function purchases(client: Agent) {
  return (await client.get('/api/fuel-purchases?pageSize=100')).json()
}

async function importCard(client: Agent, csv: string) {
  const started = await upload(
    client,
    [{ name: 'card.csv', bytes: csv, type: 'text/csv' }],
    '/api/ifta/imports?kind=fuel_card',
  )
  expect(started.statusCode, started.body).toBe(201)
  const res = await client.post(`/api/ifta/imports/${started.json().id}/confirm`, {
    mapping: started.json().mapping,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const CARD_HEADER = 'Transaction Date,Unit,Location State/Province,Product Code,Quantity,Unit Price,Amount\n'

async function settle(client: Agent, settlementDate: string, lines: object[]) {
  const res = await client.post('/api/settlements', {
    broker: 'Acme Freight LLC',
    settlementDate,
    lines: [{ kind: 'load', amountCents: 500_000 }, ...lines],
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

describe('a receipt read after the purchase is kept', () => {
  it('is offered as the card line’s purchase: the receipt attached, nothing posted again', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const truck = (await client.post('/api/trucks', { unitNumber: '3307' })).json()
    // The card line first: 150 gal at 3.759 = $563.85 → one purchase, one expense of $563.85.
    expect(
      await importCard(client, `${CARD_HEADER}03/18/2025,3307,NE,ULSD,150,3.759,563.85\n`),
    ).toMatchObject({ created: 1, matched: 0 })
    const [card] = (await purchases(client)).items
    expect(await fuelInBooks(client)).toEqual({ totalCents: 56_385, count: 1 })

    const doc = await readReceipt(client)
    expect(doc.fuelPurchaseIds).toEqual([card.id])
    const attached = (await client.get(`/api/fuel-purchases/${card.id}`)).json()
    expect(attached).toMatchObject({
      source: 'card_import',
      documentId: doc.id,
      truckId: truck.id,
      gallons: '150.000',
      amountCents: 56_385,
      // What the card line lacked, the receipt gives.
      vendor: 'Prairie Wind Truck Stop #1187',
      city: 'Ogallala',
    })
    expect(attached.review.issues[0]).toContain('already imported from a fuel card statement')
    // Still $563.85 once: one purchase, one expense, now with its receipt.
    expect((await purchases(client)).total).toBe(1)
    expect(await fuelInBooks(client)).toEqual({ totalCents: 56_385, count: 1 })
    const [expense] = (await client.get('/api/expenses?category=fuel')).json().items
    expect(expense).toMatchObject({ id: card.ledgerEntryId, documentId: doc.id })
  }, 60_000)

  it('is offered as a typed purchase of the same amount, saying where the figures differ', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // Typed from memory: the amount right, the gallons rounded.
    const typed = await client.post('/api/fuel-purchases', {
      date: '2025-03-18',
      jurisdiction: 'NE',
      gallons: '149',
      amountCents: 56_385,
    })
    expect(typed.statusCode, typed.body).toBe(201)
    expect(await fuelInBooks(client)).toEqual({ totalCents: 56_385, count: 1 })
    const doc = await readReceipt(client)
    expect(doc.fuelPurchaseIds).toEqual([typed.json().id])
    const attached = (await client.get(`/api/fuel-purchases/${typed.json().id}`)).json()
    expect(attached).toMatchObject({ source: 'typed', documentId: doc.id, gallons: '149.000' })
    expect(attached.review.issues.join(' ')).toContain(
      'the receipt says 150.000 gallons, the purchase 149.000',
    )
    expect(await fuelInBooks(client)).toEqual({ totalCents: 56_385, count: 1 })
  }, 60_000)

  it('is a purchase of its own when the kept one is another day’s fuel', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await client.post('/api/fuel-purchases', {
      date: '2025-03-17',
      jurisdiction: 'NE',
      gallons: '150',
      amountCents: 56_385,
    })
    const doc = await readReceipt(client)
    expect(doc.fuelPurchaseIds).toHaveLength(1)
    expect((await purchases(client)).total).toBe(2)
    // Two fill-ups: two expenses, $563.85 each.
    expect(await fuelInBooks(client)).toEqual({ totalCents: 112_770, count: 2 })
  }, 60_000)
})

describe('fuel a settlement already deducted', () => {
  it('is linked by a typed purchase of its date and amount, not posted again', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const settled = await settle(client, '2019-05-10', [
      {
        kind: 'deduction',
        category: 'fuel',
        amountCents: 45_000,
        description: 'Fuel - Pilot #12, Tucson, AZ',
      },
    ])
    expect(await fuelInBooks(client)).toEqual({ totalCents: 45_000, count: 1 })
    const [line] = (await client.get('/api/expenses?category=fuel')).json().items
    expect(line.settlementId).toBe(settled.id)

    const typed = await client.post('/api/fuel-purchases', {
      date: '2019-05-10',
      jurisdiction: 'AZ',
      gallons: '120.5',
      amountCents: 45_000,
    })
    expect(typed.statusCode, typed.body).toBe(201)
    expect(typed.json()).toMatchObject({ source: 'typed', ledgerEntryId: line.id, expenseLinked: true })
    // $450.00 of fuel, once.
    expect(await fuelInBooks(client)).toEqual({ totalCents: 45_000, count: 1 })
    // The settlement's line keeps the settlement's words.
    const [kept] = (await client.get('/api/expenses?category=fuel')).json().items
    expect(kept.description).toBe(line.description)
    // Another purchase of that day and amount finds it taken: it posts its own.
    const second = await client.post('/api/fuel-purchases', {
      date: '2019-05-10',
      jurisdiction: 'AZ',
      gallons: '118',
      amountCents: 45_000,
    })
    expect(second.json()).toMatchObject({ expenseLinked: false })
    expect(await fuelInBooks(client)).toEqual({ totalCents: 90_000, count: 2 })
    // Deleting the linked purchase leaves the settlement's expense; the other takes its own along.
    for (const id of [typed.json().id, second.json().id])
      expect((await client.request({ method: 'DELETE', url: `/api/fuel-purchases/${id}` })).statusCode).toBe(
        204,
      )
    expect(await fuelInBooks(client)).toEqual({ totalCents: 45_000, count: 1 })
    // Another amount is other fuel: posted.
    await client.post('/api/fuel-purchases', {
      date: '2019-05-10',
      jurisdiction: 'AZ',
      gallons: '50',
      amountCents: 19_999,
    })
    expect(await fuelInBooks(client)).toEqual({ totalCents: 64_999, count: 2 })
  })

  it('is linked by a fuel card line of its date and amount', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await settle(client, '2019-06-07', [
      { kind: 'deduction', category: 'fuel', amountCents: 38_000, description: 'Fuel card' },
    ])
    const result = await importCard(
      client,
      `${CARD_HEADER}06/07/2019,,OK,ULSD,100,3.80,380.00\n06/07/2019,,OK,ULSD,50,3.80,190.00\n`,
    )
    expect(result).toMatchObject({ created: 2, matched: 0 })
    const items = (await purchases(client)).items as { amountCents: number; expenseLinked: boolean }[]
    expect(items.find((p) => p.amountCents === 38_000)).toMatchObject({ expenseLinked: true })
    expect(items.find((p) => p.amountCents === 19_000)).toMatchObject({ expenseLinked: false })
    // $380.00 once (the settlement's) and the $190.00 the card adds.
    expect(await fuelInBooks(client)).toEqual({ totalCents: 57_000, count: 2 })
  })

  it('is linked by a receipt of its date and amount', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await settle(client, '2025-03-18', [
      { kind: 'deduction', category: 'fuel', amountCents: 56_385, description: 'Fuel advance - EFS' },
    ])
    const doc = await readReceipt(client)
    const purchase = (await client.get(`/api/fuel-purchases/${doc.fuelPurchaseIds[0]}`)).json()
    expect(purchase).toMatchObject({ source: 'receipt', expenseLinked: true, gallons: '150.000' })
    expect(await fuelInBooks(client)).toEqual({ totalCents: 56_385, count: 1 })
  }, 60_000)

  it('is linked when typed as an expense first, the expense taking the purchase’s words', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const expense = (
      await client.post('/api/expenses', {
        description: 'Diesel',
        amountCents: 30_000,
        date: '2019-05-20',
        category: 'fuel',
        paymentMethod: 'cash',
      })
    ).json()
    const typed = await client.post('/api/fuel-purchases', {
      date: '2019-05-20',
      jurisdiction: 'NM',
      gallons: '80',
      amountCents: 30_000,
      city: 'Tucumcari',
      paymentMethod: 'cash',
    })
    expect(typed.json()).toMatchObject({ ledgerEntryId: expense.id, expenseLinked: true })
    expect(await fuelInBooks(client)).toEqual({ totalCents: 30_000, count: 1 })
    const [kept] = (await client.get('/api/expenses?category=fuel')).json().items
    expect(kept).toMatchObject({ id: expense.id, description: 'Diesel, Tucumcari, NM' })
    // Deleting the purchase leaves the expense typed before it.
    await client.request({ method: 'DELETE', url: `/api/fuel-purchases/${typed.json().id}` })
    expect(await fuelInBooks(client)).toEqual({ totalCents: 30_000, count: 1 })
  })
})

/** A pay sheet printing each fuel stop with its gallons, read by the settlement reader. */
function paySheetWithGallons() {
  const rows: Row[] = [
    [30, [40, 'Mesa Line Haulers']],
    [42, [40, 'Pay Date: 07/11/2019']],
    [80, [40, 'Load #'], [120, 'Route'], [400, 'Amount']],
    [95, [40, '771'], [120, 'Tucson, AZ to Reno, NV'], [400, '$2,000.00']],
    [130, [40, 'Date'], [110, 'Truck Stop'], [265, 'Gallons'], [320, 'Amount']],
    [145, [40, '07/08/2019'], [110, 'Pilot #12, Tucson, AZ'], [265, '90.1'], [320, '$300.00']],
    [160, [40, '07/09/2019'], [110, 'Flying J #88, Cedar City, UT'], [265, '75.325'], [320, '$250.00']],
    [175, [40, '07/10/2019'], [110, "Love's #401, Elko, NV"], [265, ''], [320, '$150.00']],
    [195, [40, 'Total fuel'], [320, '$700.00']],
    [240, [300, 'Gross pay'], [400, '$2,000.00']],
    [255, [300, 'Net pay'], [400, '$1,300.00']],
  ]
  return parseSettlement([page(rows)])
}

describe('fuel expenses that print their gallons and state', () => {
  it('become fuel purchases in one step, each carrying its expense, once', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const other = await signedInAs(server, 'owner_operator')
    const read = paySheetWithGallons()
    const fuelLines = linesOfKind(read.lines, 'deduction')
    // The pay sheet's words as printed, its gallons column beside them.
    expect(fuelLines.map((l) => [l.description, l.gallons ?? null])).toEqual([
      ['Pilot #12, Tucson, AZ', '90.1'],
      ['Flying J #88, Cedar City, UT', '75.325'],
      ["Love's #401, Elko, NV", null],
    ])
    const settled = await settle(
      client,
      '2019-07-11',
      fuelLines.map(({ kind, category, amountCents, description, gallons }) => ({
        kind,
        category,
        amountCents,
        description,
        gallons,
      })),
    )
    const stored = (await client.get(`/api/settlements/${settled.id}`)).json()
    expect(stored.lines.filter((l: { kind: string }) => l.kind === 'deduction')).toMatchObject([
      { description: 'Pilot #12, Tucson, AZ', gallons: '90.1' },
      { description: 'Flying J #88, Cedar City, UT', gallons: '75.325' },
      { description: "Love's #401, Elko, NV", gallons: null },
    ])
    // Its fuel expenses say the gallons.
    const posted = (await client.get('/api/expenses?category=fuel')).json().items
    expect(posted.map((e: { description: string }) => e.description).sort()).toEqual(
      [
        "Acme Freight LLC: Love's #401, Elko, NV",
        'Acme Freight LLC: Flying J #88, Cedar City, UT 75.325 gal',
        'Acme Freight LLC: Pilot #12, Tucson, AZ 90.1 gal',
      ].sort(),
    )
    // Fuel typed as an expense with its gallons in its words, and DEF, which is no motor fuel.
    await client.post('/api/expenses', {
      description: 'Fuel - Pilot #391, Amarillo, TX 112.457 gal',
      amountCents: 43_800,
      date: '2019-07-12',
      category: 'fuel',
    })
    await client.post('/api/expenses', {
      description: 'DEF - Pilot #391, Amarillo, TX 5 gal',
      amountCents: 1_500,
      date: '2019-07-12',
      category: 'fuel',
    })
    const before = await fuelInBooks(client)
    expect(before).toEqual({ totalCents: 115_300, count: 5 })
    // The list offers each with what its words say: gallons and state, nothing to retype.
    const offered = (await client.get('/api/fuel-purchases/expenses-to-link?quarter=2019Q3')).json().items
    expect(offered.find((e: { amountCents: number }) => e.amountCents === 30_000)).toMatchObject({
      vendor: 'Pilot #12',
      city: 'Tucson',
      jurisdiction: 'AZ',
      gallons: '90.1',
    })

    // Another user's call makes nothing of these.
    expect((await other.client.post('/api/fuel-purchases/from-expenses', {})).json()).toMatchObject({
      created: 0,
    })
    const made = await client.post('/api/fuel-purchases/from-expenses', { quarter: '2019Q3' })
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json()).toMatchObject({ created: 3 })
    expect(made.json().problems).toHaveLength(1)
    expect(made.json().problems[0]).toContain('DEF is no motor fuel')
    const items = (await purchases(client)).items as Record<string, unknown>[]
    expect(
      items
        .map(({ date, jurisdiction, gallons, amountCents, source, vendor, city, expenseLinked }) => ({
          date,
          jurisdiction,
          gallons,
          amountCents,
          source,
          vendor,
          city,
          expenseLinked,
        }))
        .sort((a, b) => Number(a.amountCents) - Number(b.amountCents)),
    ).toEqual([
      {
        date: '2019-07-11',
        jurisdiction: 'UT',
        gallons: '75.325',
        amountCents: 25_000,
        source: 'settlement',
        vendor: 'Flying J #88',
        city: 'Cedar City',
        expenseLinked: true,
      },
      {
        date: '2019-07-11',
        jurisdiction: 'AZ',
        gallons: '90.100',
        amountCents: 30_000,
        source: 'settlement',
        vendor: 'Pilot #12',
        city: 'Tucson',
        expenseLinked: true,
      },
      {
        date: '2019-07-12',
        jurisdiction: 'TX',
        gallons: '112.457',
        amountCents: 43_800,
        source: 'expense',
        vendor: 'Pilot #391',
        city: 'Amarillo',
        expenseLinked: true,
      },
    ])
    // Nothing posted: the books hold the same $1,153.00 in the same five expenses.
    expect(await fuelInBooks(client)).toEqual(before)
    // The stop with no gallons printed, and the DEF, are still offered; asked again, nothing more is made.
    const left = (await client.get('/api/fuel-purchases/expenses-to-link?quarter=2019Q3')).json().items
    expect(left.map((e: { amountCents: number }) => e.amountCents).sort()).toEqual([1_500, 15_000])
    const again = (await client.post('/api/fuel-purchases/from-expenses', {})).json()
    expect(again).toMatchObject({ created: 0, purchaseIds: [] })
    expect((await purchases(client)).total).toBe(3)
    expect(await fuelInBooks(client)).toEqual(before)
    // The return counts their gallons: 90.1 + 75.325 + 112.457 = 277.882, rounded to 278.
    const ret = (await client.get('/api/ifta/returns/2019Q3')).json()
    expect(ret.totalGallons).toBe(278)
  })

  it('leaves an expense of a filed quarter as it is, and says so', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await client.post('/api/expenses', {
      description: 'Fuel - Pilot #391, Amarillo, TX 100 gal',
      amountCents: 40_000,
      date: '2018-02-01',
      category: 'fuel',
    })
    const filed = await client.post('/api/ifta/returns/2018Q1/filed', {
      filedOn: '2018-04-20',
      amountPaidCents: 0,
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const made = (await client.post('/api/fuel-purchases/from-expenses', {})).json()
    expect(made).toMatchObject({ created: 0 })
    expect(made.problems[0]).toContain('filed')
    expect((await client.post('/api/fuel-purchases/from-expenses', { quarter: '2018Q5' })).statusCode).toBe(
      400,
    )
  })
})
