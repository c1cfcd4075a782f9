import { readFileSync } from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

const FIXTURES = path.join(import.meta.dirname, '../fixtures/ifta-imports')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name))

async function startImport(client: Agent, kind: string, name: string, bytes: Buffer | string) {
  const res = await upload(client, [{ name, bytes, type: 'text/csv' }], `/api/ifta/imports?kind=${kind}`)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

async function confirm(client: Agent, id: string, mapping: object, saveMapping = false) {
  const res = await client.post(`/api/ifta/imports/${id}/confirm`, { mapping, saveMapping })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** A return as two users can compare it: the checks name each one's own rows. */
async function quarterReturn(client: Agent, quarter: string) {
  const res = await client.get(`/api/ifta/returns/${quarter}`)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  return {
    ...body,
    checks: body.checks.map(({ tripId: _t, purchaseId: _p, ...check }: Record<string, unknown>) => check),
  }
}

async function trucks(client: Agent, ...units: string[]) {
  const ids: Record<string, string> = {}
  for (const unitNumber of units)
    ids[unitNumber] = (await client.post('/api/trucks', { unitNumber })).json().id
  return ids
}

describe('importing IFTA records from spreadsheets', () => {
  it('gives the same return from an ELD export and a fuel card export as from typing the records', async () => {
    const importer = (await signedInAs(server, 'owner_operator')).client
    await trucks(importer, '101', '102')
    const eld = await startImport(importer, 'eld_miles', 'motive.csv', fixture('motive-ifta-trip-report.csv'))
    expect(eld).toMatchObject({
      kind: 'eld_miles',
      headers: ['Date', 'Vehicle', 'Jurisdiction', 'Start Odometer', 'End Odometer', 'Distance (mi)'],
      confident: true,
      savedMappingUsed: false,
      missing: [],
      rowCount: 10,
    })
    expect(eld.sampleRows[0]).toEqual(['2025-07-01', '101', 'TX', '100000', '100412', '412.3'])
    const trips = await confirm(importer, eld.id, eld.mapping)
    expect(trips).toEqual({
      created: 4,
      matched: 0,
      skipped: 2,
      problems: ['Row 12: “XX” is not a state or province'],
    })
    // The same export again: its trips are already kept, nothing is added twice.
    const twice = await startImport(
      importer,
      'eld_miles',
      'motive.csv',
      fixture('motive-ifta-trip-report.csv'),
    )
    const repeated = await confirm(importer, twice.id, twice.mapping)
    expect(repeated).toMatchObject({ created: 0, matched: 4 })
    expect(repeated.problems).toContain(
      '4 trips were already kept (same truck, days and miles): not added again',
    )
    const card = await startImport(importer, 'fuel_card', 'card.csv', fixture('loadsmart-fuel-template.csv'))
    expect(card.confident).toBe(true)
    const fuel = await confirm(importer, card.id, card.mapping)
    expect(fuel).toMatchObject({ created: 4, matched: 0, skipped: 3 })
    expect(fuel.problems).toContain('Row 8: no state')
    // The import is done: its result is kept and it cannot be imported twice.
    expect((await importer.get(`/api/ifta/imports/${card.id}`)).json()).toMatchObject({
      status: 'imported',
      result: { created: 4, skipped: 3 },
    })
    const again = await importer.post(`/api/ifta/imports/${card.id}/confirm`, { mapping: card.mapping })
    expect(again.statusCode).toBe(409)

    const listed = (await importer.get('/api/ifta/trips?quarter=2025Q3')).json()
    expect(
      listed.items.every(
        (t: { source: string; truckUnit: string }) => t.source === 'eld_import' && t.truckUnit,
      ),
    ).toBe(true)
    const purchases = (await importer.get('/api/fuel-purchases?quarter=2025Q3')).json()
    expect(purchases.items.map((p: { source: string }) => p.source)).toEqual(Array(4).fill('card_import'))
    // Each purchase posted its fuel expense.
    const expenses = (await importer.get('/api/expenses?category=fuel&pageSize=100')).json()
    expect(expenses.items.map((e: { amountCents: number }) => e.amountCents).sort()).toEqual(
      [11_266, 37_967, 46_634, 58_582].sort(),
    )

    const typist = (await signedInAs(server, 'owner_operator')).client
    const units = await trucks(typist, '101', '102')
    for (const body of [
      {
        truckId: units['101'],
        startDate: '2025-07-01',
        endDate: '2025-07-01',
        startOdometer: 100_000,
        endOdometer: 100_650,
        jurisdictions: [
          { jurisdiction: 'TX', miles: 412.3, entryOdometer: 100_000 },
          { jurisdiction: 'OK', miles: 238, entryOdometer: 100_412 },
        ],
      },
      {
        truckId: units['101'],
        startDate: '2025-07-02',
        endDate: '2025-07-02',
        startOdometer: 100_650,
        endOdometer: 101_100,
        jurisdictions: [
          { jurisdiction: 'OK', miles: 50.2 },
          { jurisdiction: 'KS', miles: 400.5 },
        ],
      },
      {
        truckId: units['102'],
        startDate: '2025-07-01',
        endDate: '2025-07-01',
        startOdometer: 55_000,
        endOdometer: 55_300,
        jurisdictions: [{ jurisdiction: 'NM', miles: 300 }],
      },
      {
        truckId: units['102'],
        startDate: '2025-07-03',
        endDate: '2025-07-03',
        startOdometer: 55_300,
        endOdometer: 55_690,
        jurisdictions: [{ jurisdiction: 'AZ', miles: 390.1 }],
      },
    ]) {
      const res = await typist.post('/api/ifta/trips', body)
      expect(res.statusCode, res.body).toBe(201)
    }
    for (const body of [
      {
        date: '2025-07-01',
        jurisdiction: 'TX',
        gallons: '150.25',
        amountCents: 58_582,
        truckId: units['101'],
      },
      {
        date: '2025-07-02',
        jurisdiction: 'KS',
        gallons: '120.5',
        amountCents: 46_634,
        truckId: units['101'],
      },
      {
        date: '2025-07-02',
        jurisdiction: 'KS',
        gallons: '30.125',
        amountCents: 11_266,
        truckId: units['101'],
        fuelType: 'other',
      },
      {
        date: '2025-07-03',
        jurisdiction: 'AZ',
        gallons: '95.875',
        amountCents: 37_967,
        truckId: units['102'],
      },
    ]) {
      const res = await typist.post('/api/fuel-purchases', body)
      expect(res.statusCode, res.body).toBe(201)
    }
    const imported = await quarterReturn(importer, '2025Q3')
    expect(imported.trips).toBe(4)
    expect(imported.purchases).toBe(4)
    expect(imported).toEqual(await quarterReturn(typist, '2025Q3'))
  })

  it('maps a layout it does not know by hand once, then at once', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const csv = (day: string) => `Dia,Camion,Estado,Millas\n${day},7,TX,100.5\n${day},7,OK,20\n`
    const first = await startImport(client, 'eld_miles', 'one.csv', csv('2025-08-01'))
    expect(first.confident).toBe(false)
    expect(first.missing.length).toBeGreaterThan(0)
    // Without the fields it needs, nothing is imported.
    const refused = await client.post(`/api/ifta/imports/${first.id}/confirm`, { mapping: {} })
    expect(refused.statusCode).toBe(400)
    const mapping = { date: 0, vehicle: 1, jurisdiction: 2, miles: 3 }
    expect(await confirm(client, first.id, mapping, true)).toMatchObject({ created: 1 })
    const second = await startImport(client, 'eld_miles', 'two.csv', csv('2025-08-02'))
    expect(second).toMatchObject({ savedMappingUsed: true, confident: true, mapping, missing: [] })
    expect(await confirm(client, second.id, second.mapping)).toMatchObject({ created: 1 })
    const listed = (await client.get('/api/ifta/trips?from=2025-08-01&to=2025-08-02')).json()
    expect(listed.total).toBe(2)
    // A fuel card file with the same words is another kind: its own layouts.
    const card = await startImport(client, 'fuel_card', 'three.csv', csv('2025-08-03'))
    expect(card.savedMappingUsed).toBe(false)
  })

  it('imports a file with no date column for the period the user gives it', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const ids = await trucks(client, '7')
    const report = await startImport(
      client,
      'eld_miles',
      'samsara.csv',
      fixture('samsara-ifta-vehicle-report.csv'),
    )
    expect(report.missing).toEqual(['a date (or start date) column, or the period the file covers'])
    const post = (body: object) => client.post(`/api/ifta/imports/${report.id}/confirm`, body)
    const refused = await post({ mapping: report.mapping })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toContain('or the period the file covers')
    for (const [period, message] of [
      [{ startDate: '2025-09-30', endDate: '2025-07-01' }, 'The period cannot end before it starts'],
      [{ startDate: '2025-09-01', endDate: '2025-10-31' }, 'within one quarter'],
      [{ startDate: '2025-07-01' }, ''],
    ] as const) {
      const res = await post({ mapping: report.mapping, period })
      expect(res.statusCode, JSON.stringify(period)).toBe(400)
      expect(res.json().error).toContain(message)
    }
    const period = { startDate: '2025-07-01', endDate: '2025-09-30' }
    const imported = await post({ mapping: report.mapping, period })
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.json()).toMatchObject({ created: 1, problems: [] })
    const [trip] = (await client.get('/api/ifta/trips?quarter=2025Q3')).json().items
    expect(trip).toMatchObject({
      ...period,
      truckId: ids['7'],
      source: 'eld_import',
      totalMiles: 1_500.5,
      jurisdictions: [
        { jurisdiction: 'TX', miles: 1_200.5, taxableMiles: null },
        { jurisdiction: 'OK', miles: 300, taxableMiles: 295 },
      ],
    })
  })

  it('answers 404 for another user’s import, and refuses a file dated in a filed quarter', async () => {
    const owner = (await signedInAs(server, 'owner_operator')).client
    const other = (await signedInAs(server, 'owner_operator')).client
    const made = await startImport(owner, 'fuel_card', 'card.csv', fixture('efs-transaction-report.csv'))
    expect((await other.get(`/api/ifta/imports/${made.id}`)).statusCode).toBe(404)
    const stolen = await other.post(`/api/ifta/imports/${made.id}/confirm`, { mapping: made.mapping })
    expect(stolen.statusCode).toBe(404)
    expect((await owner.get(`/api/ifta/imports/${made.id}`)).json().status).toBe('pending')

    const filed = await owner.post('/api/ifta/returns/2025Q3/filed', {
      filedOn: '2025-10-20',
      amountPaidCents: 0,
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const locked = await owner.post(`/api/ifta/imports/${made.id}/confirm`, { mapping: made.mapping })
    expect(locked.statusCode).toBe(409)
    expect(locked.json().error).toContain('filed')
    expect((await owner.get('/api/fuel-purchases')).json().total).toBe(0)
    expect((await owner.get('/api/expenses')).json().total).toBe(0)
  })

  it('completes a purchase read from a receipt with its card line instead of making it twice', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const { '3307': truckId } = await trucks(client, '3307')
    const uploaded = await upload(
      client,
      [
        {
          name: 'receipt.pdf',
          bytes: readFileSync(
            path.join(import.meta.dirname, '../fixtures/fuel-receipts/prairie-wind-efs-e-receipt.pdf'),
          ),
          type: 'application/pdf',
        },
      ],
      '/api/documents?kind=fuel_receipt',
    )
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const doc = await waitForDocument(client, uploaded.json().items[0].document.id)
    const [purchaseId] = doc.fuelPurchaseIds!
    expect((await client.get(`/api/fuel-purchases/${purchaseId}`)).json()).toMatchObject({
      source: 'receipt',
      truckId: null,
      gallons: '150.000',
    })
    const card = await startImport(
      client,
      'fuel_card',
      'card.csv',
      'Transaction Date,Unit,Location State/Province,Product Code,Quantity,Unit Price,Amount\n' +
        '03/18/2025,3307,NE,ULSD,150,3.759,563.85\n03/18/2025,3307,NE,DEF,5,3.00,15.00\n',
    )
    expect(await confirm(client, card.id, card.mapping)).toMatchObject({ created: 0, matched: 1, skipped: 1 })
    expect((await client.get(`/api/fuel-purchases/${purchaseId}`)).json()).toMatchObject({
      source: 'receipt',
      truckId,
      documentId: doc.id,
    })
    const purchases = (await client.get('/api/fuel-purchases')).json()
    expect(purchases.total).toBe(1)
    const expenses = (await client.get('/api/expenses?category=fuel')).json()
    expect(expenses.items).toMatchObject([{ amountCents: 56_385, truckId }])
  }, 60_000)

  it('reads an Excel workbook: a title above the header, dates as date cells', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Transactions')
    sheet.addRow(['WEX fuel transactions, August 2025'])
    sheet.addRow([
      'Transaction Date',
      'Vehicle',
      'Merchant Name',
      'Merchant City',
      'Merchant State',
      'Product',
      'Units',
      'Unit Cost',
      'Net Cost',
    ])
    sheet.addRow([
      new Date(Date.UTC(2025, 7, 12)),
      'T-9',
      'Flying J #650',
      'Joplin',
      'MO',
      'Diesel #2',
      101.5,
      3.659,
      371.39,
    ])
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    const res = await upload(
      client,
      [
        {
          name: 'wex.xlsx',
          bytes,
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
      '/api/ifta/imports?kind=fuel_card',
    )
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json()
    expect(made).toMatchObject({
      confident: true,
      mapping: {
        date: 0,
        unit: 1,
        vendor: 2,
        city: 3,
        state: 4,
        product: 5,
        gallons: 6,
        pricePerGallon: 7,
        amount: 8,
      },
    })
    expect(await confirm(client, made.id, made.mapping)).toMatchObject({ created: 1 })
    const [purchase] = (await client.get('/api/fuel-purchases')).json().items
    expect(purchase).toMatchObject({
      date: '2025-08-12',
      jurisdiction: 'MO',
      gallons: '101.500',
      pricePerGallon: '3.6590',
      amountCents: 37_139,
      vendor: 'Flying J #650',
      city: 'Joplin',
      source: 'card_import',
    })
  })

  it('refuses a file that is no spreadsheet and a kind it does not know', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const pdf = await upload(
      client,
      [{ name: 'x.pdf', bytes: '%PDF-1.4\n%%EOF\n', type: 'application/pdf' }],
      '/api/ifta/imports?kind=fuel_card',
    )
    expect(pdf.statusCode).toBe(415)
    const kind = await upload(
      client,
      [{ name: 'x.csv', bytes: 'a,b\n1,2\n' }],
      '/api/ifta/imports?kind=receipts',
    )
    expect(kind.statusCode).toBe(400)
  })
})
