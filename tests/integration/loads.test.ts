import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOAD_MESSAGES, type LoadInput } from '@/contracts/loads.ts'
import type { SettlementInput } from '@/contracts/settlements.ts'
import { exportLoads } from '@/server/features/loads/export-loads.ts'
import { placedTextPdf } from '../support/bad-files.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { ONE_PIXEL_PNG } from '../support/multipart.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

/** A Dallas → Memphis load booked at $1,800 linehaul and $250 fuel surcharge. */
const booked = (overrides: Partial<LoadInput> = {}): LoadInput => ({
  loadNumber: 'RC-48213',
  payerName: 'Acme Freight LLC',
  stops: [
    {
      type: 'pickup',
      name: 'Lone Star Foods',
      city: 'Dallas',
      state: 'tx',
      zip: '75201',
      scheduledAt: '2026-03-02T08:00',
    },
    {
      type: 'delivery',
      name: 'Delta Grocers',
      city: 'Memphis',
      state: 'TN',
      scheduledAt: '2026-03-03T14:00',
    },
  ],
  rateLines: [
    { kind: 'linehaul', amountCents: 180_000 },
    { kind: 'fuel_surcharge', amountCents: 25_000 },
  ],
  loadedMiles: 452,
  emptyMiles: 38,
  ...overrides,
})

const settlement = (
  lines: SettlementInput['lines'],
  overrides: Partial<SettlementInput> = {},
): SettlementInput => ({
  broker: 'Acme Freight LLC',
  settlementDate: '2026-03-10',
  lines,
  ...overrides,
})

describe('loads', () => {
  it('books a load with its stops and rate lines, lists, changes and deletes it', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = await client.post('/api/loads', booked())
    expect(created.statusCode, created.body).toBe(201)
    const load = created.json()
    expect(load).toMatchObject({
      loadNumber: 'RC-48213',
      payerName: 'Acme Freight LLC',
      status: 'booked',
      origin: 'typed',
      pickupDate: '2026-03-02',
      deliveryDate: '2026-03-03',
      originPlace: 'Dallas, TX',
      destinationPlace: 'Memphis, TN',
      rateTotalCents: 205_000,
      paidCents: null,
      discrepancies: [],
      editable: true,
    })
    expect(load.stops.map((s: { scheduledAt: string }) => s.scheduledAt)).toEqual([
      '2026-03-02T08:00',
      '2026-03-03T14:00',
    ])
    // The same payer, in another case, is the same record.
    const second = (
      await client.post('/api/loads', booked({ loadNumber: 'RC-2', payerName: 'ACME FREIGHT LLC' }))
    ).json()
    expect(second.payerId).toBe(load.payerId)
    const payers = (await client.get('/api/payers')).json()
    expect(payers.items).toMatchObject([{ name: 'Acme Freight LLC', loadCount: 2 }])

    const list = (await client.get('/api/loads?search=memphis')).json()
    expect(list.total).toBe(2)
    const changed = await client.request({
      method: 'PATCH',
      url: `/api/loads/${load.id}`,
      payload: { status: 'delivered', rateLines: [{ kind: 'linehaul', amountCents: 190_000 }] },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ status: 'delivered', rateTotalCents: 190_000 })
    expect((await client.get('/api/loads?status=delivered')).json().total).toBe(1)

    expect((await client.request({ method: 'DELETE', url: `/api/loads/${load.id}` })).statusCode).toBe(204)
    expect((await client.get(`/api/loads/${load.id}`)).statusCode).toBe(404)
  })

  it('refuses bad input with the message and another user’s load as not found', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const other = await signedInAs(server, 'owner_operator')
    const bad = async (input: object) => (await client.post('/api/loads', input)).json().error
    expect(await bad(booked({ stops: [] }))).toBe(LOAD_MESSAGES.stopsRequired)
    expect(await bad(booked({ payerName: null }))).toBe(LOAD_MESSAGES.payerRequired)
    expect(await bad(booked({ stops: [...booked().stops].reverse() as LoadInput['stops'] }))).toBe(
      LOAD_MESSAGES.pickupFirst,
    )
    expect(
      await bad(
        booked({ stops: [{ ...booked().stops[0]!, scheduledAt: '2026-02-30T25:00' }, booked().stops[1]!] }),
      ),
    ).toBe(LOAD_MESSAGES.dateTimeInvalid)
    expect(
      (await client.post('/api/loads', booked({ rateLines: [{ kind: 'linehaul', amountCents: -5 }] })))
        .statusCode,
    ).toBe(400)
    expect((await client.post('/api/loads', booked({ loadedMiles: -1 }))).statusCode).toBe(400)
    expect((await client.get('/api/loads')).json().total).toBe(0)

    const theirs = (await other.client.post('/api/loads', booked())).json()
    expect((await client.get(`/api/loads/${theirs.id}`)).statusCode).toBe(404)
    expect(
      (await client.request({ method: 'PATCH', url: `/api/loads/${theirs.id}`, payload: { status: 'paid' } }))
        .statusCode,
    ).toBe(404)
    expect((await client.request({ method: 'DELETE', url: `/api/loads/${theirs.id}` })).statusCode).toBe(404)
    expect(
      (await client.post('/api/loads', booked({ payerName: null, payerId: theirs.payerId }))).json().error,
    ).toBe(LOAD_MESSAGES.payerNotFound)
    expect(
      (
        await client.request({
          method: 'PATCH',
          url: `/api/payers/${theirs.payerId}`,
          payload: { mcNumber: '1' },
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('a settlement checked against its loads', () => {
  it('flags a settlement paying $50 less fuel surcharge than the rate confirmation, and pays the load', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const load = (await client.post('/api/loads', booked({ status: 'delivered' }))).json()
    const saved = await client.post(
      '/api/settlements',
      settlement([
        {
          kind: 'load',
          description: 'Linehaul Dallas, TX → Memphis, TN',
          amountCents: 180_000,
          loadNumber: 'rc-48213',
          loadDate: '2026-03-02',
          miles: 452,
        },
        {
          kind: 'load',
          description: 'Fuel surcharge',
          amountCents: 20_000,
          loadNumber: 'RC-48213',
          loadDate: '2026-03-02',
        },
      ]),
    )
    expect(saved.statusCode, saved.body).toBe(201)
    const paid = (await client.get(`/api/loads/${load.id}`)).json()
    expect(paid).toMatchObject({ status: 'paid', paidCents: 200_000, settlementId: saved.json().id })
    expect(paid.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'fuel_surcharge',
        expectedCents: 25_000,
        paidCents: 20_000,
        differenceCents: -5_000,
      }),
    ])
    expect(paid.discrepancies[0].message).toContain('$50.00 short')
    // The settlement says it too, naming the load, as it is saved and as it is read again.
    const onSettlement = [
      expect.objectContaining({
        loadId: load.id,
        loadNumber: 'RC-48213',
        kind: 'fuel_surcharge',
        expectedCents: 25_000,
        paidCents: 20_000,
        differenceCents: -5_000,
        message: paid.discrepancies[0].message,
      }),
    ]
    expect(saved.json().loadFlags).toEqual(onSettlement)
    expect((await client.get(`/api/settlements/${saved.json().id}`)).json().loadFlags).toEqual(onSettlement)
    expect((await client.get('/api/loads?flagged=true')).json().total).toBe(1)
    expect((await client.get('/api/dashboard')).json().moneyToAskAbout).toEqual({
      amountCents: 5_000,
      loads: 1,
    })

    // Saved again with the full surcharge, the flag goes; deleted, the load waits for pay again.
    const fixed = await client.request({
      method: 'PATCH',
      url: `/api/settlements/${saved.json().id}`,
      payload: settlement([
        { kind: 'load', description: 'Linehaul', amountCents: 180_000, loadNumber: 'RC-48213', miles: 452 },
        { kind: 'load', description: 'FSC', amountCents: 25_000, loadNumber: 'RC-48213' },
      ]),
    })
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(fixed.json().loadFlags).toEqual([])
    expect((await client.get(`/api/loads/${load.id}`)).json()).toMatchObject({
      status: 'paid',
      discrepancies: [],
    })
    expect(
      (await client.request({ method: 'DELETE', url: `/api/settlements/${saved.json().id}` })).statusCode,
    ).toBeLessThan(300)
    expect((await client.get(`/api/loads/${load.id}`)).json()).toMatchObject({
      status: 'delivered',
      paidCents: null,
      settlementId: null,
    })
  })

  it('flags one amount paid short, miles paid short, and a lease’s percentage on the wrong base', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const load = (await client.post('/api/loads', booked({ status: 'delivered' }))).json()
    await client.post(
      '/api/settlements',
      settlement([
        {
          kind: 'load',
          description: 'Dallas → Memphis',
          amountCents: 200_000,
          loadNumber: 'RC-48213',
          miles: 430,
        },
      ]),
    )
    const paid = (await client.get(`/api/loads/${load.id}`)).json()
    expect(
      paid.discrepancies.map((d: { kind: string; differenceCents: number }) => [d.kind, d.differenceCents]),
    ).toEqual([
      ['total', -5_000],
      // 200,000 × 452 / 430 = 210,232.56: 10,233 cents at stake at the rate paid.
      ['miles', -10_233],
    ])

    // A lease of 88 % that includes the surcharge, paid 88 % of the linehaul alone plus the surcharge.
    const leased = await signedInAs(server, 'owner_operator')
    const leasedLoad = (await leased.client.post('/api/loads', booked({ status: 'delivered' }))).json()
    const terms = await leased.client.request({
      method: 'PATCH',
      url: `/api/payers/${leasedLoad.payerId}`,
      payload: { leasePercent: '88', leaseIncludesFuelSurcharge: true },
    })
    expect(terms.statusCode, terms.body).toBe(200)
    // 88 % of 180,000 = 158,400, plus the 25,000 surcharge whole = 183,400; the lease wants 88 % of 205,000 = 180,400.
    await leased.client.post(
      '/api/settlements',
      settlement([{ kind: 'load', description: 'Load', amountCents: 183_400, loadNumber: 'RC-48213' }]),
    )
    const flags = (await leased.client.get(`/api/loads/${leasedLoad.id}`)).json().discrepancies
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'lease_base',
        expectedCents: 180_400,
        paidCents: 183_400,
        differenceCents: 3_000,
      }),
    ])
  })

  it('makes a load of each settlement line that matches none, and flags a delivered load left unpaid', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await client.post(
      '/api/settlements',
      settlement([
        {
          kind: 'load',
          description: 'Tulsa, OK → Wichita, KS',
          amountCents: 95_000,
          loadNumber: 'T-1',
          loadDate: '2026-03-04',
          origin: 'Tulsa, OK',
          destination: 'Wichita, KS',
          miles: 176,
        },
      ]),
    )
    const made = (await client.get('/api/loads')).json()
    expect(made.items).toMatchObject([
      {
        loadNumber: 'T-1',
        origin: 'settlement',
        status: 'paid',
        paidCents: 95_000,
        originPlace: 'Tulsa, OK',
        payerName: 'Acme Freight LLC',
        discrepancies: [],
      },
    ])
    const detail = (await client.get(`/api/loads/${made.items[0].id}`)).json()
    expect(detail.stops.map((s: { city: string; state: string }) => `${s.city} ${s.state}`)).toEqual([
      'Tulsa OK',
      'Wichita KS',
    ])

    // Delivered long ago, on no settlement: flagged with its whole rate at stake.
    const old = (
      await client.post(
        '/api/loads',
        booked({
          loadNumber: 'OLD-1',
          status: 'delivered',
          stops: [
            { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: '2025-01-02T08:00' },
            { type: 'delivery', city: 'Memphis', state: 'TN', scheduledAt: '2025-01-03T08:00' },
          ],
        }),
      )
    ).json()
    expect(old.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'not_settled',
        expectedCents: 205_000,
        paidCents: 0,
        differenceCents: -205_000,
      }),
    ])
    const flagged = (await client.get('/api/loads?flagged=true')).json()
    expect(flagged.items.map((l: { id: string }) => l.id)).toEqual([old.id])

    // The dashboard: the money to ask about, and the loads among the recent activity.
    const dashboard = (await client.get('/api/dashboard')).json()
    expect(dashboard.moneyToAskAbout).toEqual({ amountCents: 205_000, loads: 1 })
    expect(dashboard.recentActivity.filter((a: { type: string }) => a.type === 'load')).toHaveLength(2)
    expect(dashboard.recentActivity[0]).toMatchObject({
      type: 'load',
      title: 'Load OLD-1 · Dallas, TX → Memphis, TN',
      amountCents: 205_000,
      status: 'pending',
    })
  })
})

describe('matching a settlement’s lines to booked loads', () => {
  it('pays a booked load by dates and amount when the pay sheet prints no load number', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // Picked up 2026-03-02, booked at $2,050.00.
    const load = (await client.post('/api/loads', booked({ status: 'delivered' }))).json()
    const unmatched = (
      await client.post(
        '/api/loads',
        booked({
          loadNumber: 'FAR-1',
          status: 'delivered',
          stops: [
            { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: '2026-02-01T08:00' },
            { type: 'delivery', city: 'Memphis', state: 'TN', scheduledAt: '2026-02-02T08:00' },
          ],
        }),
      )
    ).json()
    const saved = await client.post(
      '/api/settlements',
      settlement([
        // No number, dated two days after the pickup, paying the rate: the booked load.
        {
          kind: 'load',
          description: 'Dallas, TX → Memphis, TN',
          amountCents: 205_000,
          loadDate: '2026-03-04',
        },
        // No number and another amount: a load of its own.
        { kind: 'load', description: 'Tulsa, OK → Wichita, KS', amountCents: 95_000, loadDate: '2026-03-04' },
        // Another load's number, on the same dates and amount: not this load, a load of its own.
        {
          kind: 'load',
          description: 'Dallas, TX → Memphis, TN',
          amountCents: 205_000,
          loadNumber: 'X-9',
          loadDate: '2026-03-03',
        },
      ]),
    )
    expect(saved.statusCode, saved.body).toBe(201)
    const id = saved.json().id
    expect((await client.get(`/api/loads/${load.id}`)).json()).toMatchObject({
      status: 'paid',
      paidCents: 205_000,
      settlementId: id,
      discrepancies: [],
    })
    // A month before the line's date is more than 7 days away: still waiting.
    expect((await client.get(`/api/loads/${unmatched.id}`)).json()).toMatchObject({
      status: 'delivered',
      settlementId: null,
    })
    const made = (await client.get('/api/loads?status=paid')).json().items
    expect(
      made
        .filter((l: { origin: string }) => l.origin === 'settlement')
        .map((l: { loadNumber: string | null; paidCents: number }) => [l.loadNumber, l.paidCents])
        .sort(),
    ).toEqual([
      [null, 95_000],
      ['X-9', 205_000],
    ])

    // A line with a number no load has may still pay a load booked without one, by dates and amount.
    const numberless = (
      await client.post(
        '/api/loads',
        booked({
          loadNumber: null,
          status: 'delivered',
          stops: [
            { type: 'pickup', city: 'Omaha', state: 'NE', scheduledAt: '2026-04-06T08:00' },
            { type: 'delivery', city: 'Denver', state: 'CO', scheduledAt: '2026-04-07T08:00' },
          ],
          rateLines: [{ kind: 'linehaul', amountCents: 150_000 }],
        }),
      )
    ).json()
    await client.post(
      '/api/settlements',
      settlement(
        [
          {
            kind: 'load',
            description: 'Omaha → Denver',
            amountCents: 150_000,
            loadNumber: 'OM-7',
            loadDate: '2026-04-08',
          },
        ],
        { settlementDate: '2026-04-15' },
      ),
    )
    expect((await client.get(`/api/loads/${numberless.id}`)).json()).toMatchObject({
      status: 'paid',
      paidCents: 150_000,
    })
  })

  it('matches the load lines of a settlement read from a document once the user confirms it', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const load = (await client.post('/api/loads', booked({ status: 'delivered' }))).json()
    const other = (
      await client.post(
        '/api/loads',
        booked({
          loadNumber: null,
          status: 'delivered',
          stops: [
            { type: 'pickup', city: 'Tulsa', state: 'OK', scheduledAt: '2026-03-05T08:00' },
            { type: 'delivery', city: 'Wichita', state: 'KS', scheduledAt: '2026-03-05T16:00' },
          ],
          rateLines: [{ kind: 'linehaul', amountCents: 95_000 }],
          loadedMiles: 176,
        }),
      )
    ).json()
    // A pay sheet's load table; it prints no net pay, so the reading waits for review.
    const row = (y: number, cells: string[]) => cells.map((text, i) => [60 + i * 85, y, text] as const)
    const bytes = placedTextPdf([
      [60, 60, 'Acme Freight LLC'],
      [60, 80, 'Settlement date: 03/10/2026'],
      ...row(120, ['Load #', 'Pickup', 'Origin', 'Destination', 'Miles', 'Amount']),
      ...row(135, ['RC-48213', '03/02/2026', 'Dallas, TX', 'Memphis, TN', '452', '$2,000.00']),
      ...row(150, ['TUL-88', '03/05/2026', 'Tulsa, OK', 'Wichita, KS', '176', '$950.00']),
      [60, 185, 'Total earnings'],
      [400, 185, '$2,950.00'],
      [60, 200, 'Fuel'],
      [400, 200, '$100.00'],
    ])
    const res = await upload(client, [{ name: 'acme-settlement.pdf', bytes, type: 'application/pdf' }])
    expect(res.statusCode, res.body).toBe(201)
    const doc = await waitForDocument(client, res.json().items[0].document.id)
    expect(doc.status).toBe('needs_review')
    const id = doc.settlementIds[0]
    const pending = (await client.get(`/api/settlements/${id}`)).json()
    expect(pending).toMatchObject({ status: 'pending', loadFlags: [] })
    expect(
      pending.lines
        .filter((l: { kind: string }) => l.kind === 'load')
        .map((l: { loadNumber: string | null; amountCents: number }) => [l.loadNumber, l.amountCents]),
    ).toEqual([
      ['RC-48213', 200_000],
      ['TUL-88', 95_000],
    ])
    // Pending, it pays nothing yet.
    expect((await client.get(`/api/loads/${load.id}`)).json()).toMatchObject({ status: 'delivered' })

    const confirmed = await client.post(`/api/settlements/${id}/confirm`, pending)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect((await client.get(`/api/loads/${load.id}`)).json()).toMatchObject({
      status: 'paid',
      paidCents: 200_000,
      settlementId: id,
      discrepancies: [expect.objectContaining({ kind: 'total', differenceCents: -5_000 })],
    })
    // TUL-88 is no load's number: it pays the Tulsa load booked without one, on its date, for its amount.
    expect((await client.get(`/api/loads/${other.id}`)).json()).toMatchObject({
      status: 'paid',
      paidCents: 95_000,
      settlementId: id,
      discrepancies: [],
    })
    expect(confirmed.json().loadFlags).toEqual([
      expect.objectContaining({
        loadId: load.id,
        loadNumber: 'RC-48213',
        kind: 'total',
        expectedCents: 205_000,
        paidCents: 200_000,
        differenceCents: -5_000,
      }),
    ])
    // No load was made of its lines: both paid booked ones.
    expect((await client.get('/api/loads')).json().total).toBe(2)
  })
})

describe('the unpaid-load setting', () => {
  it('moves when a delivered load on no settlement is flagged, on the load, the list and the dashboard', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
    const load = (
      await client.post(
        '/api/loads',
        booked({
          status: 'delivered',
          stops: [
            { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: `${daysAgo(11)}T08:00` },
            { type: 'delivery', city: 'Memphis', state: 'TN', scheduledAt: `${daysAgo(10)}T08:00` },
          ],
        }),
      )
    ).json()
    const seen = async () => ({
      flags: (await client.get(`/api/loads/${load.id}`))
        .json()
        .discrepancies.map((d: { kind: string }) => d.kind),
      flagged: (await client.get('/api/loads?flagged=true')).json().total,
      money: (await client.get('/api/dashboard')).json().moneyToAskAbout,
    })
    const setDays = async (unpaidAfterDays: number) => {
      const res = await client.request({
        method: 'PUT',
        url: '/api/loads/settings',
        payload: { unpaidAfterDays },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    // Delivered ten days ago: within the default 21 days, nothing to ask yet.
    expect(await seen()).toEqual({ flags: [], flagged: 0, money: { amountCents: 0, loads: 0 } })
    await setDays(7)
    expect(await seen()).toEqual({
      flags: ['not_settled'],
      flagged: 1,
      money: { amountCents: 205_000, loads: 1 },
    })
    await setDays(14)
    expect(await seen()).toEqual({ flags: [], flagged: 0, money: { amountCents: 0, loads: 0 } })
  })
})

describe('the dashboard’s loads', () => {
  it('counts the loads picked up this month in Quick Stats', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const first = (await client.get('/api/dashboard')).json().range.from as string
    const lastMonth = new Date(Date.parse(`${first}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10)
    const at = (date: string, loadNumber: string) =>
      booked({
        loadNumber,
        stops: [
          { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: `${date}T08:00` },
          { type: 'delivery', city: 'Memphis', state: 'TN' },
        ],
      })
    for (const input of [at(first, 'A-1'), at(first, 'A-2'), at(lastMonth, 'OLD-1')]) {
      expect((await client.post('/api/loads', input)).statusCode).toBe(201)
    }
    expect((await client.post('/api/loads', at(first, 'GONE'))).json().id).toBeTruthy()
    const cancelled = (await client.get('/api/loads?search=GONE')).json().items[0].id
    await client.request({
      method: 'PATCH',
      url: `/api/loads/${cancelled}`,
      payload: { status: 'cancelled' },
    })
    const dashboard = (await client.get('/api/dashboard')).json()
    // Picked up this month; neither last month's nor the cancelled one.
    expect(dashboard.quickStats.loadsThisMonth).toBe(2)
    expect(dashboard.recentActivity.filter((a: { type: string }) => a.type === 'load')).toHaveLength(4)
  })
})

describe('the load report', () => {
  it('averages the days to pay by broker and groups by truck and by load', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const truck = (await client.post('/api/trucks', { unitNumber: '77' })).json().id
    const trip = (from: string, to: string) => [
      { type: 'pickup' as const, city: 'Dallas', state: 'TX', scheduledAt: `${from}T08:00` },
      { type: 'delivery' as const, city: 'Memphis', state: 'TN', scheduledAt: `${to}T14:00` },
    ]
    const post = async (input: LoadInput) => {
      const res = await client.post('/api/loads', input)
      expect(res.statusCode, res.body).toBe(201)
      return res.json()
    }
    // Acme: delivered the 3rd, paid on the 10th (7 days); delivered the 6th, paid on the 22nd (16 days).
    await post(
      booked({
        loadNumber: 'A-1',
        truckId: truck,
        status: 'delivered',
        stops: trip('2026-03-02', '2026-03-03'),
      }),
    )
    await post(
      booked({
        loadNumber: 'A-2',
        truckId: truck,
        status: 'delivered',
        stops: trip('2026-03-05', '2026-03-06'),
      }),
    )
    // Blue Ridge: no truck, never paid.
    await post(
      booked({
        loadNumber: 'B-1',
        payerName: 'Blue Ridge Logistics',
        stops: trip('2026-03-09', '2026-03-10'),
        rateLines: [{ kind: 'linehaul', amountCents: 100_000 }],
        loadedMiles: 300,
        emptyMiles: 0,
      }),
    )
    const pay = (loadNumber: string, settlementDate: string) =>
      client.post(
        '/api/settlements',
        settlement([{ kind: 'load', description: 'Linehaul', amountCents: 205_000, loadNumber }], {
          settlementDate,
        }),
      )
    expect((await pay('A-1', '2026-03-10')).statusCode).toBe(201)
    expect((await pay('A-2', '2026-03-22')).statusCode).toBe(201)

    const report = async (groupBy: string) =>
      (await client.get(`/api/reports/loads?from=2026-03-01&to=2026-03-31&groupBy=${groupBy}`)).json()
    const byBroker = await report('broker')
    expect(
      byBroker.rows.map((r: { label: string; loads: number; averageDaysToPay: string | null }) => [
        r.label,
        r.loads,
        r.averageDaysToPay,
      ]),
    ).toEqual([
      ['Acme Freight LLC', 2, '11.5'],
      ['Blue Ridge Logistics', 1, null],
    ])
    expect(byBroker.totals).toMatchObject({ loads: 3, averageDaysToPay: '11.5', revenueCents: 510_000 })

    const byTruck = await report('truck')
    expect(
      byTruck.rows.map((r: { key: string; label: string; loads: number; revenueCents: number }) => [
        r.key,
        r.label,
        r.loads,
        r.revenueCents,
      ]),
    ).toEqual([
      [truck, 'Truck 77', 2, 410_000],
      ['', 'No truck', 1, 100_000],
    ])

    const byLoad = await report('load')
    expect(byLoad.rowCount).toBe(3)
    expect(
      byLoad.rows.map((r: { label: string; averageDaysToPay: string | null }) => [
        r.label,
        r.averageDaysToPay,
      ]),
    ).toEqual([
      ['A-1 · Dallas, TX → Memphis, TN', '7.0'],
      ['A-2 · Dallas, TX → Memphis, TN', '16.0'],
      ['B-1 · Dallas, TX → Memphis, TN', null],
    ])
    // Paged: one row a page, best profit first, the count of all.
    const paged = (
      await client.get('/api/reports/loads?from=2026-03-01&to=2026-03-31&groupBy=load&page=2&pageSize=1')
    ).json()
    expect(paged).toMatchObject({ rowCount: 3, rows: [{ label: byLoad.rows[1].label }] })
  })
})

describe('profit per load', () => {
  it('agrees to the cent with a hand computation, and the report groups it by lane and broker', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const truck = (await client.post('/api/trucks', { unitNumber: '77' })).json().id
    const stops = (from: string, to: string) => [
      { type: 'pickup' as const, city: 'Dallas', state: 'TX', scheduledAt: `${from}T08:00` },
      { type: 'delivery' as const, city: 'Memphis', state: 'TN', scheduledAt: `${to}T14:00` },
    ]
    const a = (
      await client.post(
        '/api/loads',
        booked({ truckId: truck, status: 'delivered', stops: stops('2026-03-02', '2026-03-03') }),
      )
    ).json()
    await client.post(
      '/api/loads',
      booked({
        loadNumber: 'B-2',
        payerName: 'Blue Ridge Logistics',
        truckId: truck,
        stops: [
          { type: 'pickup', city: 'Memphis', state: 'TN', scheduledAt: '2026-03-03T18:00' },
          { type: 'delivery', city: 'Atlanta', state: 'GA', scheduledAt: '2026-03-04T09:00' },
        ],
        rateLines: [{ kind: 'linehaul', amountCents: 100_000 }],
        loadedMiles: 300,
        emptyMiles: 10,
      }),
    )
    const expense = async (
      category: string,
      date: string,
      amountCents: number,
      truckId: string | null = truck,
    ) =>
      expect(
        (await client.post('/api/expenses', { description: category, category, date, amountCents, truckId }))
          .statusCode,
      ).toBe(201)
    await expense('fuel', '2026-03-02', 40_000)
    await expense('fuel', '2026-03-03', 30_100)
    await expense('tolls', '2026-03-03', 2_501)
    await expense('fuel', '2026-03-02', 5_000, null) // untagged: not this truck's
    await expense('insurance', '2026-03-15', 60_000)
    await expense('meals', '2026-03-02', 4_000) // not a running cost
    const days = await client.request({
      method: 'PUT',
      url: '/api/per-diem/days',
      payload: {
        days: [
          { date: '2026-03-02', kind: 'full' },
          { date: '2026-03-03', kind: 'full' },
        ],
      },
    })
    expect(days.statusCode, days.body).toBe(200)

    const profit = (await client.get(`/api/loads/${a.id}/profit`)).json()
    // By hand: fuel of the 2nd (40,000) + half the fuel (15,050) and half the tolls (1,250.5 → 1,251)
    // of the 3rd, which load B shares = 56,301. Per diem at $80: the 2nd alone, half of the 3rd =
    // 12,000. Insurance of March by miles: 60,000 × 490 / (490 + 310) = 36,750.
    expect(profit).toEqual({
      revenueCents: 205_000,
      revenueBasis: 'rate',
      directCostsCents: 56_301,
      perDiemCents: 12_000,
      fixedCostsShareCents: 36_750,
      profitCents: 99_949,
      marginPercent: '48.8',
      loadedMiles: 452,
      emptyMiles: 38,
      revenuePerLoadedMileCents: 454,
      revenuePerMileCents: 418,
      costPerMileCents: 214,
      // Costs 56,301 + 12,000 + 36,750 = 105,051 over 452 loaded miles = 232.41 → 232.
      costPerLoadedMileCents: 232,
      deadheadPercent: '7.8',
    })

    const byLane = (await client.get('/api/reports/loads?from=2026-03-01&to=2026-03-31&groupBy=lane')).json()
    expect(byLane.rows.map((r: { label: string; loads: number }) => [r.label, r.loads])).toEqual([
      ['TX → TN', 1],
      ['TN → GA', 1],
    ])
    expect(byLane.totals).toMatchObject({ loads: 2, revenueCents: 305_000 })
    // B's share: the other halves of the 3rd (15,050 + 1,251 + 4,000 per diem) and 60,000 × 310 / 800.
    expect(byLane.rows[1]).toMatchObject({
      directCostsCents: 16_301,
      perDiemCents: 4_000,
      fixedCostsShareCents: 23_250,
    })
    const byBroker = (
      await client.get('/api/reports/loads?from=2026-03-01&to=2026-03-31&groupBy=broker')
    ).json()
    expect(byBroker.rows.map((r: { label: string }) => r.label).sort()).toEqual([
      'Acme Freight LLC',
      'Blue Ridge Logistics',
    ])
    const csv = await client.get('/api/reports/loads/export.csv?from=2026-03-01&to=2026-03-31&groupBy=broker')
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain('Blue Ridge Logistics')
    const pdf = await client.get('/api/reports/loads/export.pdf?from=2026-03-01&to=2026-03-31')
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('a fleet’s loads', () => {
  it('are the fleet’s revenue and miles on its dashboard and by truck; the manager reads, the driver changes', async () => {
    const manager = await signedInAs(server, 'fleet_manager')
    const driver = await signedInAs(server, 'owner_operator')
    const invite = (await manager.client.post('/api/fleet/invites', { email: driver.email })).json()
    const token = String(invite.inviteUrl).split('/').pop()
    expect((await driver.client.post(`/api/fleet/invites/${token}/accept`, {})).statusCode).toBe(200)
    const truck = (await manager.client.post('/api/trucks', { unitNumber: 'F-1' })).json().id
    // The first of this month in the manager's time zone: inside every "this month".
    const today = (await manager.client.get('/api/dashboard')).json().range.from as string
    const load = await driver.client.post(
      '/api/loads',
      booked({
        truckId: truck,
        stops: [
          { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: `${today}T08:00` },
          { type: 'delivery', city: 'Memphis', state: 'TN' },
        ],
      }),
    )
    expect(load.statusCode, load.body).toBe(201)

    const seen = await manager.client.get(`/api/loads/${load.json().id}`)
    expect(seen.json()).toMatchObject({ editable: false, rateTotalCents: 205_000 })
    expect(
      (
        await manager.client.request({
          method: 'PATCH',
          url: `/api/loads/${load.json().id}`,
          payload: { status: 'paid' },
        })
      ).statusCode,
    ).toBe(404)

    const month = (await manager.client.get('/api/fleet/dashboard')).json().monthly.at(-1)
    // 205,000 over 490 miles = 418.4 → 418 cents a mile.
    expect(month).toMatchObject({
      revenueSource: 'loads',
      revenueCents: 205_000,
      miles: 490,
      revenuePerMileCents: 418,
    })
    const byTruck = (await manager.client.get('/api/trucks/profit-loss?period=monthly')).json()
    expect(byTruck.rows).toMatchObject([
      { unitNumber: 'F-1', source: 'loads', loads: 1, revenueCents: 205_000, miles: 490 },
    ])
    const report = (
      await manager.client.get(`/api/reports/loads?from=${today}&to=${today}&groupBy=driver`)
    ).json()
    expect(report.rows).toMatchObject([{ loads: 1, revenueCents: 205_000 }])

    // The manager's dashboard counts the drivers' loads and the money to ask about on them.
    const before = (await manager.client.get('/api/dashboard')).json()
    expect(before.quickStats.loadsThisMonth).toBe(1)
    expect(before.moneyToAskAbout).toEqual({ amountCents: 0, loads: 0 })
    const paidShort = await driver.client.post(
      '/api/settlements',
      settlement([
        { kind: 'load', description: 'Linehaul', amountCents: 180_000, loadNumber: 'RC-48213' },
        { kind: 'load', description: 'Fuel surcharge', amountCents: 20_000, loadNumber: 'RC-48213' },
      ]),
    )
    expect(paidShort.statusCode, paidShort.body).toBe(201)
    const after = (await manager.client.get('/api/dashboard')).json()
    expect(after.moneyToAskAbout).toEqual({ amountCents: 5_000, loads: 1 })
    expect(after.recentActivity).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'load', id: load.json().id })]),
    )
    // Another fleet's manager sees none of it.
    const stranger = await signedInAs(server, 'fleet_manager')
    const theirs = (await stranger.client.get('/api/dashboard')).json()
    expect(theirs.quickStats.loadsThisMonth).toBe(0)
    expect(theirs.moneyToAskAbout).toEqual({ amountCents: 0, loads: 0 })
  })
})

describe('a fleet manager’s load', () => {
  it('names one of the fleet’s drivers, its shipper and receiver; a driver of no fleet of theirs is refused', async () => {
    const manager = await signedInAs(server, 'fleet_manager')
    const driver = await signedInAs(server, 'company_driver')
    const invite = (await manager.client.post('/api/fleet/invites', { email: driver.email })).json()
    const token = String(invite.inviteUrl).split('/').pop()
    expect((await driver.client.post(`/api/fleet/invites/${token}/accept`, {})).statusCode).toBe(200)
    const [member] = (await manager.client.get('/api/fleet/drivers')).json().items
    const made = await manager.client.post(
      '/api/loads',
      booked({ driverId: member.id, shipper: 'Lone Star Foods', receiver: 'Delta Grocers DC' }),
    )
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json()).toMatchObject({
      driverId: member.id,
      driverName: member.name,
      shipper: 'Lone Star Foods',
      receiver: 'Delta Grocers DC',
    })
    const stranger = await signedInAs(server, 'company_driver')
    const refused = await manager.client.request({
      method: 'PATCH',
      url: `/api/loads/${made.json().id}`,
      payload: { driverId: stranger.id },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe(LOAD_MESSAGES.driverNotFound)
    const cleared = await manager.client.request({
      method: 'PATCH',
      url: `/api/loads/${made.json().id}`,
      payload: { driverId: null, receiver: null },
    })
    expect(cleared.json()).toMatchObject({ driverId: null, driverName: null, receiver: null })
  })
})

describe('a rate confirmation read into a load', () => {
  it('proposes the load for review from an upload, and a settlement paying $50 less fuel surcharge is flagged', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const folder = path.join(import.meta.dirname, '../fixtures/rate-confirmations')
    const bytes = readFileSync(path.join(folder, 'harborline-rate-confirmation-HL-66018.pdf'))
    const res = await upload(
      client,
      [{ name: 'rate-con.pdf', bytes }],
      '/api/documents?kind=rate_confirmation',
    )
    expect(res.statusCode, res.body).toBe(201)
    const doc = await waitForDocument(client, res.json().items[0].document.id)
    expect(doc).toMatchObject({ kind: 'rate_confirmation', status: 'needs_review', settlementIds: [] })
    expect(doc.loadIds).toHaveLength(1)
    const load = (await client.get(`/api/loads/${doc.loadIds[0]}`)).json()
    expect(load).toMatchObject({
      loadNumber: 'HL-66018',
      payerName: 'Harborline Logistics, LLC',
      origin: 'rate_confirmation',
      status: 'booked',
      pickupDate: '2025-04-07',
      deliveryDate: '2025-04-08',
      originPlace: 'Mobile, AL',
      destinationPlace: 'Jackson, MS',
      rateTotalCents: 209_950,
      loadedMiles: 187,
      poNumber: '4410021',
      needsReview: true,
      document: { id: doc.id },
      documents: [{ id: doc.id, kind: 'rate_confirmation', fileName: 'rate-con.pdf' }],
    })
    expect(load.rateLines.map((l: { kind: string; amountCents: number }) => [l.kind, l.amountCents])).toEqual(
      [
        ['linehaul', 178_000],
        ['fuel_surcharge', 24_450],
        ['other', 7_500],
      ],
    )
    expect((await client.get('/api/payers')).json().items[0]).toMatchObject({ mcNumber: '998877' })
    // Moved along the road, it is still to check; saved by the user (Confirm: as it is), it is checked.
    const moved = await client.request({
      method: 'PATCH',
      url: `/api/loads/${load.id}`,
      payload: { status: 'delivered' },
    })
    expect(moved.json()).toMatchObject({ status: 'delivered', needsReview: true })
    const saved = await client.request({
      method: 'PATCH',
      url: `/api/loads/${load.id}`,
      payload: {},
    })
    expect(saved.json()).toMatchObject({ needsReview: false, review: null })
    // A spreadsheet is no rate confirmation.
    const csv = await upload(
      client,
      [{ name: 'x.csv', bytes: 'a,b\n1,2\n' }],
      '/api/documents?kind=rate_confirmation',
    )
    expect(csv.statusCode).toBe(415)

    await client.post(
      '/api/settlements',
      settlement(
        [
          {
            kind: 'load',
            description: 'Linehaul Mobile, AL → Jackson, MS',
            amountCents: 178_000,
            loadNumber: 'HL-66018',
            miles: 187,
          },
          { kind: 'load', description: 'Fuel surcharge', amountCents: 19_450, loadNumber: 'HL-66018' },
          { kind: 'load', description: 'Tarp', amountCents: 7_500, loadNumber: 'HL-66018' },
        ],
        { broker: 'Harborline Logistics, LLC' },
      ),
    )
    const flagged = (await client.get(`/api/loads/${load.id}`)).json()
    expect(flagged.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'fuel_surcharge',
        expectedCents: 24_450,
        paidCents: 19_450,
        differenceCents: -5_000,
      }),
    ])
  })
})

describe('GET /api/loads/export.csv', () => {
  it('streams the filtered loads with their flags and the money paid short, newest pickup first', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    await client.post('/api/loads', booked({ status: 'delivered' }))
    await client.post(
      '/api/loads',
      booked({
        loadNumber: '=CMD()',
        payerName: 'Prairie Freight, LLC',
        stops: [
          { type: 'pickup', city: 'Tulsa', state: 'OK', scheduledAt: '2026-03-05T07:30' },
          { type: 'delivery', city: 'Wichita', state: 'KS' },
        ],
      }),
    )
    // Stops without times: no pickup date, listed last.
    await client.post(
      '/api/loads',
      booked({
        loadNumber: 'NO-DATE',
        stops: [
          { type: 'pickup', city: 'Omaha', state: 'NE' },
          { type: 'delivery', city: 'Denver', state: 'CO' },
        ],
      }),
    )
    await client.post(
      '/api/settlements',
      settlement([
        { kind: 'load', description: 'Linehaul', amountCents: 180_000, loadNumber: 'RC-48213' },
        { kind: 'load', description: 'Fuel surcharge', amountCents: 20_000, loadNumber: 'RC-48213' },
      ]),
    )

    const all = await client.get('/api/loads/export.csv')
    expect(all.statusCode, all.body).toBe(200)
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="loads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = all.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Load #,Payer,Status,Origin,Destination,Pickup Date,Delivery Date,Loaded Miles,Empty Miles,Truck,Rate,Paid,Short Paid,Flags,Needs Review',
    )
    expect(lines.slice(1)).toEqual([
      `'=CMD(),"Prairie Freight, LLC",Booked,"Tulsa, OK","Wichita, KS",2026-03-05,2026-03-05,452,38,,2050.00,,,,No`,
      `RC-48213,Acme Freight LLC,Paid,"Dallas, TX","Memphis, TN",2026-03-02,2026-03-03,452,38,,2050.00,2000.00,50.00,"Fuel surcharge paid $200.00, $50.00 short of the $250.00 expected",No`,
      'NO-DATE,Acme Freight LLC,Booked,"Omaha, NE","Denver, CO",,,452,38,,2050.00,,,,No',
    ])

    const flagged = await client.get('/api/loads/export.csv?flagged=true&from=2026-03-01&to=2026-03-31')
    expect(
      flagged.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['RC-48213'])

    // Read a row at a time, the keyset walks past equal dates and on into the loads without one.
    await client.post('/api/loads', booked({ loadNumber: 'SAME-DAY' }))
    const again = (await client.get('/api/loads/export.csv')).body
    expect(again.split('\r\n')).toHaveLength(lines.length + 2)
    const { stream } = exportLoads({
      db: server.ctx.db,
      clock: server.ctx.clock,
      userId: id,
      today: '2026-04-01',
      batchSize: 1,
    })
    let text = ''
    for await (const chunk of stream) text += chunk
    expect(text).toBe(again)
  })
})

describe('a load’s documents', () => {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )

  it('attaches a BOL and a proof of delivery, lists, serves and removes them; another user’s load is not found', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const load = (await client.post('/api/loads', booked())).json()
    expect(load.documents).toEqual([])
    const url = `/api/loads/${load.id}/documents`

    const bol = await upload(client, [{ name: 'bol-7001.pdf', bytes: pdf }], `${url}?kind=bol`)
    expect(bol.statusCode, bol.body).toBe(201)
    expect(bol.json()).toMatchObject({ kind: 'bol', fileName: 'bol-7001.pdf', mediaType: 'application/pdf' })
    const pod = await upload(
      client,
      [{ name: 'pod.png', bytes: ONE_PIXEL_PNG, type: 'image/png' }],
      `${url}?kind=proof_of_delivery`,
    )
    expect(pod.statusCode, pod.body).toBe(201)
    // The same file again is the same document: only what it is changes.
    const again = await upload(client, [{ name: 'bol-7001.pdf', bytes: pdf }], `${url}?kind=other`)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id: bol.json().id, kind: 'other' })
    await upload(client, [{ name: 'bol-7001.pdf', bytes: pdf }], `${url}?kind=bol`)

    const listed = (await client.get(url)).json().items
    expect(listed.map((d: { kind: string; fileName: string }) => [d.kind, d.fileName])).toEqual([
      ['bol', 'bol-7001.pdf'],
      ['proof_of_delivery', 'pod.png'],
    ])
    expect((await client.get(`/api/loads/${load.id}`)).json().documents).toEqual(listed)

    const file = await client.get(`${url}/${pod.json().id}/file?download=1`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="pod.png"/)
    expect(Buffer.from(file.rawPayload).equals(ONE_PIXEL_PNG)).toBe(true)

    // Refused: a spreadsheet or a text file is no BOL; an empty request has no file; a kind we do not know.
    const csv = await upload(client, [{ name: 'bol.csv', bytes: 'a,b\n1,2\n3,4\n' }], `${url}?kind=bol`)
    expect(csv.statusCode).toBe(415)
    expect(csv.json().error).toBe('Unsupported file type: text/csv')
    const text = await upload(client, [{ name: 'bol.txt', bytes: 'just words' }], `${url}?kind=bol`)
    expect(text.statusCode).toBe(415)
    expect((await upload(client, [], `${url}?kind=bol`)).statusCode).toBe(400)
    expect((await upload(client, [{ name: 'x.pdf', bytes: pdf }], `${url}?kind=invoice`)).statusCode).toBe(
      400,
    )
    expect((await client.get(url)).json().items).toHaveLength(2)

    // Someone else's load, and their files, are not found.
    const other = await signedInAs(server, 'owner_operator')
    const theirUrl = `/api/loads/${load.id}/documents`
    expect((await other.client.get(theirUrl)).statusCode).toBe(404)
    expect((await other.client.get(`${theirUrl}/${bol.json().id}/file`)).statusCode).toBe(404)
    expect(
      (await upload(other.client, [{ name: 'x.pdf', bytes: pdf }], `${theirUrl}?kind=bol`)).statusCode,
    ).toBe(404)
    expect(
      (await other.client.request({ method: 'DELETE', url: `${theirUrl}/${bol.json().id}` })).statusCode,
    ).toBe(404)
    expect((await other.client.get(`/api/documents/${bol.json().id}/file`)).statusCode).toBe(404)
    // Nor is a document of the user's own that is not on this load.
    const ownLoad = (await other.client.post('/api/loads', booked())).json()
    expect(
      (await other.client.get(`/api/loads/${ownLoad.id}/documents/${bol.json().id}/file`)).statusCode,
    ).toBe(404)

    // Removed, an attachment goes with its file.
    const removed = await client.request({ method: 'DELETE', url: `${url}/${bol.json().id}` })
    expect(removed.statusCode).toBe(204)
    expect((await client.get(url)).json().items.map((d: { kind: string }) => d.kind)).toEqual([
      'proof_of_delivery',
    ])
    expect((await client.get(`/api/documents/${bol.json().id}`)).statusCode).toBe(404)
    expect((await client.request({ method: 'DELETE', url: `${url}/${bol.json().id}` })).statusCode).toBe(404)
    // Deleting the load deletes the files attached to it alone.
    await client.request({ method: 'DELETE', url: `/api/loads/${load.id}` })
    expect((await client.get(`/api/documents/${pod.json().id}`)).statusCode).toBe(404)
  })

  it('a fleet manager reads the files of a driver’s load but does not attach any', async () => {
    const manager = await signedInAs(server, 'fleet_manager')
    const driver = await signedInAs(server, 'owner_operator')
    const invite = (await manager.client.post('/api/fleet/invites', { email: driver.email })).json()
    const token = String(invite.inviteUrl).split('/').pop()
    expect((await driver.client.post(`/api/fleet/invites/${token}/accept`, {})).statusCode).toBe(200)
    const load = (await driver.client.post('/api/loads', booked())).json()
    const url = `/api/loads/${load.id}/documents`
    const pod = (
      await upload(driver.client, [{ name: 'pod.pdf', bytes: pdf }], `${url}?kind=proof_of_delivery`)
    ).json()
    expect((await manager.client.get(url)).json().items).toMatchObject([
      { id: pod.id, kind: 'proof_of_delivery' },
    ])
    expect((await manager.client.get(`${url}/${pod.id}/file`)).statusCode).toBe(200)
    expect(
      (await upload(manager.client, [{ name: 'x.pdf', bytes: pdf }], `${url}?kind=bol`)).statusCode,
    ).toBe(404)
    expect((await manager.client.request({ method: 'DELETE', url: `${url}/${pod.id}` })).statusCode).toBe(404)
  })
})
