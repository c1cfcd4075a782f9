import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { IFTA_MESSAGES } from '@/contracts/ifta.ts'
import { lateInterest } from '@/domain/ifta/build-return.ts'
import { adminAgent } from '../support/admin.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

/**
 * A quarter no other test uses, so its rates (a global table) are this file's: 2019's third quarter,
 * with the rates of the hand computation below (this test's own, not a real quarter's).
 */
const QUARTER = '2019Q3'
const RATES = [
  { jurisdiction: 'TX', rate: '0.2000' },
  { jurisdiction: 'OK', rate: '0.1900' },
  { jurisdiction: 'KS', rate: '0.2600' },
  { jurisdiction: 'MO', rate: '0.2950' },
  { jurisdiction: 'IL', rate: '0.7150' },
  { jurisdiction: 'KY', rate: '0.2460', surchargeRate: '0.1050' },
  { jurisdiction: 'VA', rate: '0.3040', surchargeRate: '0.1410' },
]

const trip = (
  startDate: string,
  endDate: string,
  odometers: [number, number],
  miles: [string, number][],
  truckId: string,
) => ({
  truckId,
  startDate,
  endDate,
  startOdometer: odometers[0],
  endOdometer: odometers[1],
  jurisdictions: miles.map(([jurisdiction, m]) => ({ jurisdiction, miles: m })),
})

describe('IFTA records and the quarterly return', () => {
  it('builds a quarter from trips, fuel purchases and the rate table, to the cent of a hand computation', async () => {
    const admin = await adminAgent(server)
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/admin/ifta/rates/${QUARTER}`,
      payload: { rates: RATES.map((r) => ({ ...r, fuelType: 'diesel' })) },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().rates).toHaveLength(7)
    // A matrix file is read before it is saved.
    const preview = await admin.post('/api/admin/ifta/rates/preview', {
      csv: 'quarter,jurisdiction,fuel_type,rate,surcharge_rate\n2019Q3,KY,diesel,0.2460,0.1050\n2019Q3,ZZ,diesel,0.1,\n',
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json()).toMatchObject({
      quarter: '2019Q3',
      rates: [{ jurisdiction: 'KY', rate: '0.2460', surchargeRate: '0.1050' }],
    })
    expect(preview.json().problems.length).toBeGreaterThan(0)

    const { client } = await signedInAs(server, 'owner_operator')
    const truck = (await client.post('/api/trucks', { unitNumber: '101' })).json()
    // A pickup that is not qualified (two axles, 26,000 lb or less): its records stay off the return.
    const pickup = (await client.post('/api/trucks', { unitNumber: 'P1' })).json()
    await client.request({
      method: 'PATCH',
      url: `/api/trucks/${pickup.id}`,
      payload: { axles: 2, taxableGrossWeightLb: 12_000 },
    })

    for (const body of [
      trip(
        '2019-07-01',
        '2019-07-02',
        [100_000, 101_200],
        [
          ['TX', 600],
          ['OK', 350],
          ['KS', 250],
        ],
        truck.id,
      ),
      trip(
        '2019-07-03',
        '2019-07-05',
        [101_200, 102_950],
        [
          ['KS', 100.4],
          ['MO', 300.3],
          ['IL', 450],
          ['KY', 899.3],
        ],
        truck.id,
      ),
      trip(
        '2019-07-08',
        '2019-07-09',
        [102_950, 103_550],
        [
          ['KY', 100],
          ['VA', 500],
        ],
        truck.id,
      ),
      trip('2019-07-10', '2019-07-10', [5_000, 5_100], [['TX', 100]], pickup.id),
    ]) {
      const res = await client.post('/api/ifta/trips', body)
      expect(res.statusCode, res.body).toBe(201)
    }
    for (const [date, jurisdiction, gallons, amountCents, truckId] of [
      ['2019-07-01', 'TX', '150.250', 42_070, truck.id],
      ['2019-07-03', 'KS', '120.5', 33_740, truck.id],
      ['2019-07-04', 'KY', '200', 56_000, truck.id],
      ['2019-07-08', 'VA', '100.300', 28_084, truck.id],
      ['2019-07-10', 'TX', '10', 2_800, pickup.id],
    ] as const) {
      const res = await client.post('/api/fuel-purchases', {
        date,
        jurisdiction,
        gallons,
        amountCents,
        truckId,
        vendor: 'Pilot #391',
      })
      expect(res.statusCode, res.body).toBe(201)
    }

    const built = await client.get(`/api/ifta/returns/${QUARTER}`)
    expect(built.statusCode, built.body).toBe(200)
    const ret = built.json()
    // The hand computation of src/domain/ifta/build-return.test.ts: MPG 3,549 ÷ 571 = 6.22, $61.10 due.
    expect(ret).toMatchObject({
      quarter: QUARTER,
      dueDate: '2019-10-31',
      fleetMpg: '6.22',
      totalMiles: 3_549,
      totalGallons: 571,
      totalDueCents: 6_110,
      missingRates: [],
      checks: [],
      status: 'open',
      trips: 3,
      purchases: 4,
      excludedTrucks: ['P1'],
    })
    expect(ret.rows.find((r: { jurisdiction: string }) => r.jurisdiction === 'KY')).toMatchObject({
      taxableGallons: 161,
      taxPaidGallons: 200,
      netTaxableGallons: -39,
      taxCents: -959,
      surchargeCents: 1_691,
      totalDueCents: 732,
    })
    // Past its due date and not filed: the late penalty shown apart, the total still the tax alone.
    expect(ret.latePenaltyCents).toBe(5_000)
    // And interest on each state's tax owed, month by month to today (the arithmetic is the domain's,
    // tested on the jurisdictions' factors); months past the rate table are said, not guessed.
    const interest = lateInterest(ret.rows, ret.dueDate, new Date().toISOString().slice(0, 10))
    expect(interest.cents).toBeGreaterThan(0)
    expect(ret.lateInterest).toMatchObject({ cents: interest.cents, months: interest.months })
    expect(ret.lateInterest.note).toMatch(/^No IFTA interest rate is on file for \d{4}/)
    // A look at one truck: its own records (the pickup's too, though it is off the return).
    const look = (await client.get(`/api/ifta/returns/${QUARTER}?truckId=${pickup.id}`)).json()
    expect(look).toMatchObject({
      truckId: pickup.id,
      trips: 1,
      purchases: 1,
      totalMiles: 100,
      totalGallons: 10,
      latePenaltyCents: null,
      lateInterest: null,
    })
    const main = (await client.get(`/api/ifta/returns/${QUARTER}?truckId=${truck.id}`)).json()
    expect(main).toMatchObject({ truckId: truck.id, fleetMpg: '6.22', totalDueCents: 6_110 })

    // Each purchase posted its fuel expense once.
    const fuel = (await client.get('/api/expenses?category=fuel&pageSize=50')).json()
    expect(fuel.items.map((e: { amountCents: number }) => e.amountCents).sort()).toEqual(
      [2_800, 28_084, 33_740, 42_070, 56_000].sort(),
    )
    expect(fuel.items[0].description).toMatch(/^Diesel, Pilot #391, /)

    // Filed: the figures are kept, the records locked; an amendment unlocks them and files again.
    const filed = await client.post(`/api/ifta/returns/${QUARTER}/filed`, {
      filedOn: '2019-10-20',
      amountPaidCents: 6_110,
    })
    expect(filed.statusCode, filed.body).toBe(200)
    expect(filed.json()).toMatchObject({
      status: 'filed',
      version: 1,
      filedOn: '2019-10-20',
      latePenaltyCents: null,
    })
    const trips = (await client.get(`/api/ifta/trips?quarter=${QUARTER}`)).json()
    expect(trips.total).toBe(4)
    expect(trips.items.every((t: { locked: boolean }) => t.locked)).toBe(true)
    const locked = await client.request({ method: 'DELETE', url: `/api/ifta/trips/${trips.items[0].id}` })
    expect(locked.statusCode).toBe(409)
    expect(locked.json().error).toBe(IFTA_MESSAGES.locked)
    const late = await client.post('/api/fuel-purchases', {
      date: '2019-08-01',
      jurisdiction: 'TX',
      gallons: '50',
      amountCents: 14_000,
    })
    expect(late.statusCode).toBe(409)
    expect(
      (await client.post(`/api/ifta/returns/${QUARTER}/filed`, { filedOn: '2019-10-21', amountPaidCents: 0 }))
        .statusCode,
    ).toBe(409)

    const amending = await client.post(`/api/ifta/returns/${QUARTER}/amend`)
    // Filed once: an amendment carries no late penalty of its own.
    expect(amending.json()).toMatchObject({ status: 'amending', version: 2, latePenaltyCents: null })
    const added = await client.post('/api/fuel-purchases', {
      date: '2019-07-05',
      jurisdiction: 'IL',
      gallons: '20',
      amountCents: 6_000,
      truckId: truck.id,
    })
    expect(added.statusCode, added.body).toBe(201)
    const refiled = (
      await client.post(`/api/ifta/returns/${QUARTER}/filed`, { filedOn: '2019-11-02', amountPaidCents: 0 })
    ).json()
    // 591 gallons: MPG 6.01; the return's total moves, version 1 stays in the history.
    expect(refiled).toMatchObject({ status: 'filed', version: 2, fleetMpg: '6.01', totalGallons: 591 })
    expect(refiled.history).toEqual([
      { version: 1, filedOn: '2019-10-20', amountPaidCents: 6_110, totalDueCents: 6_110 },
    ])

    const quarters = (await client.get('/api/ifta/quarters')).json()
    expect(quarters.items.find((q: { quarter: string }) => q.quarter === QUARTER)).toMatchObject({
      status: 'filed',
      filedOn: '2019-11-02',
      trips: 4,
      purchases: 6,
    })
  })

  it('keeps records to their owner, refuses bad input, and links a fuel expense instead of posting it twice', async () => {
    const owner = await signedInAs(server, 'owner_operator')
    const other = await signedInAs(server, 'owner_operator')
    const made = await owner.client.post('/api/ifta/trips', {
      startDate: '2019-04-02',
      endDate: '2019-04-02',
      jurisdictions: [{ jurisdiction: 'on', miles: 120.5 }],
    })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json()).toMatchObject({
      totalMiles: 120.5,
      jurisdictions: [{ jurisdiction: 'ON', miles: 120.5 }],
    })
    const id = made.json().id
    for (const res of [
      await other.client.get(`/api/ifta/trips/${id}`),
      await other.client.request({ method: 'PATCH', url: `/api/ifta/trips/${id}`, payload: { notes: 'x' } }),
      await other.client.request({ method: 'DELETE', url: `/api/ifta/trips/${id}` }),
    ])
      expect(res.statusCode).toBe(404)
    expect((await other.client.get('/api/ifta/trips')).json().total).toBe(0)

    const bad = async (body: object, message: string) => {
      const res = await owner.client.post('/api/ifta/trips', body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toContain(message)
    }
    const base = {
      startDate: '2019-04-02',
      endDate: '2019-04-02',
      jurisdictions: [{ jurisdiction: 'TX', miles: 1 }],
    }
    await bad({ ...base, jurisdictions: [] }, IFTA_MESSAGES.jurisdictionsRequired)
    await bad(
      { ...base, jurisdictions: [{ jurisdiction: 'ZZ', miles: 1 }] },
      IFTA_MESSAGES.jurisdictionInvalid,
    )
    await bad({ ...base, jurisdictions: [{ jurisdiction: 'TX', miles: 1.25 }] }, IFTA_MESSAGES.milesInvalid)
    await bad({ ...base, endDate: '2019-04-01' }, IFTA_MESSAGES.datesOrder)
    await bad({ ...base, startOdometer: 10, endOdometer: 5 }, IFTA_MESSAGES.odometerOrder)
    await bad(
      { ...base, jurisdictions: [{ jurisdiction: 'TX', miles: 10, taxableMiles: 11 }] },
      IFTA_MESSAGES.taxableTooHigh,
    )
    for (const gallons of ['0', '-3', '1.2345', 'ten', '10000000', 12.5]) {
      const res = await owner.client.post('/api/fuel-purchases', {
        date: '2019-04-02',
        jurisdiction: 'TX',
        gallons,
        amountCents: 100,
      })
      expect(res.statusCode, String(gallons)).toBe(400)
      expect(res.json().error).toBe(IFTA_MESSAGES.gallonsInvalid)
    }
    // A path naming no quarter names nothing (404, as an unknown id).
    const noQuarter = await owner.client.get('/api/ifta/returns/2019Q5')
    expect(noQuarter.statusCode).toBe(404)
    expect(noQuarter.json().error).toBe(IFTA_MESSAGES.quarterInvalid)
    // A year no date of the books can hold names no quarter either.
    expect((await owner.client.get('/api/ifta/returns/0050Q1')).statusCode).toBe(404)
    expect((await owner.client.get('/api/ifta/trips?quarter=9999Q4')).statusCode).toBe(400)

    // A fuel expense already in the books becomes the purchase: one expense, brought to its figures.
    const expense = (
      await owner.client.post('/api/expenses', {
        description: 'Fuel',
        amountCents: 30_000,
        date: '2019-04-03',
        category: 'fuel',
      })
    ).json()
    const linked = await owner.client.post('/api/fuel-purchases', {
      date: '2019-04-03',
      jurisdiction: 'NM',
      gallons: '80.5',
      amountCents: 30_100,
      city: 'Tucumcari',
      ledgerEntryId: expense.id,
    })
    expect(linked.statusCode, linked.body).toBe(201)
    expect(linked.json()).toMatchObject({ source: 'expense', ledgerEntryId: expense.id })
    const fuel = (await owner.client.get('/api/expenses?category=fuel')).json()
    expect(fuel.items).toHaveLength(1)
    expect(fuel.items[0]).toMatchObject({ amountCents: 30_100, description: 'Diesel, Tucumcari, NM' })
    expect(
      (
        await owner.client.post('/api/fuel-purchases', {
          date: '2019-04-03',
          jurisdiction: 'NM',
          gallons: '1',
          amountCents: 1,
          ledgerEntryId: expense.id,
        })
      ).statusCode,
    ).toBe(409)
    // Another user's expense cannot be claimed.
    expect(
      (
        await other.client.post('/api/fuel-purchases', {
          date: '2019-04-03',
          jurisdiction: 'NM',
          gallons: '1',
          amountCents: 1,
          ledgerEntryId: expense.id,
        })
      ).statusCode,
    ).toBe(400)
    // A settlement's fuel line is offered, with the place its words name, and kept as the settlement posted it.
    const settled = await owner.client.post('/api/settlements', {
      broker: 'Acme',
      settlementDate: '2019-04-12',
      lines: [
        { kind: 'load', amountCents: 300_000 },
        {
          kind: 'deduction',
          category: 'fuel',
          amountCents: 45_000,
          description: 'Fuel - Prairie Star Travel Plaza #533, Lexington, KY',
        },
      ],
    })
    expect(settled.statusCode, settled.body).toBe(201)
    const offered = (await owner.client.get('/api/fuel-purchases/expenses-to-link?quarter=2019Q2')).json()
      .items
    const line = offered.find((e: { amountCents: number }) => e.amountCents === 45_000)
    expect(line).toMatchObject({
      vendor: 'Prairie Star Travel Plaza #533',
      city: 'Lexington',
      jurisdiction: 'KY',
      gallons: null,
    })
    expect(line.settlementId).toBe(settled.json().id)
    expect(offered.some((e: { ledgerEntryId: string }) => e.ledgerEntryId === expense.id)).toBe(false)
    const fromLine = await owner.client.post('/api/fuel-purchases', {
      date: '2019-04-10',
      jurisdiction: 'KY',
      gallons: '120.5',
      amountCents: 44_000,
      ledgerEntryId: line.ledgerEntryId,
    })
    expect(fromLine.statusCode, fromLine.body).toBe(201)
    const posted = (await owner.client.get('/api/expenses?category=fuel')).json().items
    expect(posted.find((e: { id: string }) => e.id === line.ledgerEntryId)).toMatchObject({
      amountCents: 45_000,
      date: '2019-04-12',
    })
    expect(posted).toHaveLength(2)
    expect(
      (await owner.client.get('/api/fuel-purchases/expenses-to-link?quarter=2019Q2')).json().items,
    ).toHaveLength(0)

    // Deleting the purchase leaves the expense it was made from.
    expect(
      (await owner.client.request({ method: 'DELETE', url: `/api/fuel-purchases/${linked.json().id}` }))
        .statusCode,
    ).toBe(204)
    expect((await owner.client.get('/api/expenses?category=fuel')).json().items).toHaveLength(2)
  })

  it('is for those who keep trucks, and rates are saved by admins only', async () => {
    const driver = await signedInAs(server, 'company_driver')
    expect((await driver.client.get('/api/ifta/trips')).statusCode).toBe(403)
    const owner = await signedInAs(server, 'owner_operator')
    const res = await owner.client.request({
      method: 'PUT',
      url: '/api/admin/ifta/rates/2019Q1',
      payload: { rates: [] },
    })
    expect(res.statusCode).toBe(403)
    // A quarter without a table says so through the return's checks.
    await owner.client.post('/api/ifta/trips', {
      startDate: '2019-01-05',
      endDate: '2019-01-05',
      jurisdictions: [{ jurisdiction: 'TX', miles: 500 }],
    })
    await owner.client.post('/api/fuel-purchases', {
      date: '2019-01-05',
      jurisdiction: 'TX',
      gallons: '80',
      amountCents: 20_000,
    })
    const ret = (await owner.client.get('/api/ifta/returns/2019Q1')).json()
    expect(ret.missingRates).toEqual(['TX'])
    expect(ret.checks.map((c: { kind: string }) => c.kind)).toContain('missing_rate')
  })
})

describe('a fuel receipt uploaded', () => {
  it('is read as a fuel purchase waiting for a check, with its expense; saving it checks it', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const bytes = readFileSync(
      path.join(import.meta.dirname, '../fixtures/fuel-receipts/prairie-wind-efs-e-receipt.pdf'),
    )
    const uploaded = await upload(
      client,
      [{ name: 'receipt.pdf', bytes, type: 'application/pdf' }],
      '/api/documents?kind=fuel_receipt',
    )
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const doc = await waitForDocument(client, uploaded.json().items[0].document.id)
    expect(doc).toMatchObject({ kind: 'fuel_receipt', status: 'needs_review' })
    expect(doc.fuelPurchaseIds).toHaveLength(1)
    const purchase = (await client.get(`/api/fuel-purchases/${doc.fuelPurchaseIds[0]}`)).json()
    expect(purchase).toMatchObject({
      date: '2025-03-18',
      jurisdiction: 'NE',
      city: 'Ogallala',
      vendor: 'Prairie Wind Truck Stop #1187',
      gallons: '150.000',
      pricePerGallon: '3.7590',
      amountCents: 56_385,
      fuelType: 'diesel',
      source: 'receipt',
      documentId: doc.id,
    })
    // The receipt names a truck the user has not chosen: the review says so.
    expect(purchase.review.issues.join(' ')).toContain('truck 3307')
    const fuel = (await client.get('/api/expenses?category=fuel')).json()
    expect(fuel.items).toMatchObject([{ amountCents: 56_385, date: '2025-03-18' }])
    const saved = await client.request({
      method: 'PATCH',
      url: `/api/fuel-purchases/${purchase.id}`,
      payload: {},
    })
    expect(saved.json().review).toBeNull()
    // A spreadsheet is no fuel receipt.
    const csv = await upload(
      client,
      [{ name: 'x.csv', bytes: 'a,b\n1,2\n' }],
      '/api/documents?kind=fuel_receipt',
    )
    expect(csv.statusCode).toBe(415)
    // Once its quarter's return is filed, the receipt is a record the audit pack keeps.
    const filed = await client.post('/api/ifta/returns/2025Q1/filed', {
      filedOn: '2025-04-20',
      amountPaidCents: 0,
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const kept = await client.request({ method: 'DELETE', url: `/api/documents/${doc.id}` })
    expect(kept.statusCode).toBe(409)
    expect((await client.get(`/api/documents/${doc.id}`)).statusCode).toBe(200)
  })
})

describe('filing a return', () => {
  it('files once when asked twice at the same moment', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const file = () =>
      client.post('/api/ifta/returns/2019Q4/filed', { filedOn: '2020-01-20', amountPaidCents: 0 })
    const answers = await Promise.all([file(), file(), file()])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    expect((await client.get('/api/ifta/returns/2019Q4')).json()).toMatchObject({
      status: 'filed',
      version: 1,
    })
  })
})

describe('a driver leased on to a fleet', () => {
  it('keeps off the return the fleet’s truck that is not qualified, as their own would be', async () => {
    const manager = await signedInAs(server, 'fleet_manager')
    const driver = await signedInAs(server, 'owner_operator')
    const invite = await manager.client.post('/api/fleet/invites', { email: driver.email })
    expect(invite.statusCode, invite.body).toBe(201)
    const token = (invite.json().inviteUrl as string).split('/').pop()
    expect((await driver.client.post(`/api/fleet/invites/${token}/accept`, {})).statusCode).toBe(200)
    const pickup = (
      await manager.client.post('/api/trucks', { unitNumber: 'F-2', axles: 2, taxableGrossWeightLb: 14_000 })
    ).json()
    const trip = await driver.client.post('/api/ifta/trips', {
      truckId: pickup.id,
      startDate: '2019-05-02',
      endDate: '2019-05-02',
      jurisdictions: [{ jurisdiction: 'TX', miles: 200 }],
    })
    expect(trip.statusCode, trip.body).toBe(201)
    const ret = (await driver.client.get('/api/ifta/returns/2019Q2')).json()
    expect(ret).toMatchObject({ trips: 0, totalMiles: 0, excludedTrucks: ['F-2'] })
  })
})

describe('a trip sheet’s state line odometers', () => {
  it('refuse miles that disagree with them, on a new trip and a change, and a sheet from a load says so', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const sheet = (miles: [number, number, number], entries: [number | null, number, number]) => ({
      startDate: '2019-05-06',
      endDate: '2019-05-07',
      startOdometer: 100_000,
      endOdometer: 101_250,
      jurisdictions: ['TX', 'OK', 'KS'].map((jurisdiction, i) => ({
        jurisdiction,
        miles: miles[i],
        entryOdometer: entries[i],
      })),
    })
    const wrong = await client.post('/api/ifta/trips', sheet([600, 340, 300], [null, 100_600, 100_950]))
    expect(wrong.statusCode, wrong.body).toBe(400)
    expect(wrong.json().error).toContain('the odometers give 350 mi')
    const backwards = await client.post('/api/ifta/trips', sheet([600, 350, 300], [null, 100_950, 100_600]))
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error).toContain('in the order driven')

    const made = await client.post('/api/ifta/trips', sheet([600, 350.4, 300], [null, 100_600, 100_950]))
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json()).toMatchObject({ totalMiles: 1_250.4, source: 'typed', loadId: null })
    const id = made.json().id
    // A later end odometer makes the last state's miles disagree; both changed together agree again.
    const patch = (payload: object) =>
      client.request({ method: 'PATCH', url: `/api/ifta/trips/${id}`, payload })
    const moved = await patch({ endOdometer: 101_300 })
    expect(moved.statusCode, moved.body).toBe(400)
    expect(moved.json().error).toContain('the odometers give 350 mi')
    const both = await patch({
      endOdometer: 101_300,
      jurisdictions: sheet([600, 350, 350], [null, 100_600, 100_950]).jurisdictions,
    })
    expect(both.statusCode, both.body).toBe(200)
    expect((await patch({ notes: 'Scale in OK' })).statusCode).toBe(200)

    const load = await client.post('/api/loads', {
      loadNumber: 'IFTA-ODO-1',
      payerName: 'Odometer Payer',
      stops: [
        { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: '2019-05-08T08:00' },
        { type: 'delivery', city: 'Wichita', state: 'KS' },
      ],
      rateLines: [{ kind: 'linehaul', amountCents: 100_000 }],
    })
    expect(load.statusCode, load.body).toBe(201)
    const fromLoad = await client.post('/api/ifta/trips', {
      startDate: '2019-05-08',
      endDate: '2019-05-08',
      loadId: load.json().id,
      jurisdictions: [
        { jurisdiction: 'TX', miles: 300 },
        { jurisdiction: 'KS', miles: 80 },
      ],
    })
    expect(fromLoad.statusCode, fromLoad.body).toBe(201)
    expect(fromLoad.json()).toMatchObject({ source: 'load', loadId: load.json().id })
  })
})
