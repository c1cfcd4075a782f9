import { beforeAll, describe, expect, it } from 'vitest'
import { LOAD_MESSAGES, type LoadInput } from '@/contracts/loads.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

/** A load picked up on `date` from `origin` and delivered the next day to `destination`. */
const load = (
  date: string,
  [origin, destination]: [string, string],
  amountCents: number,
  loadedMiles: number,
  emptyMiles: number,
  overrides: Partial<LoadInput> = {},
): LoadInput => ({
  loadNumber: `${origin}-${destination}-${date}`,
  payerName: 'Peach State Brokerage',
  stops: [
    { type: 'pickup', city: 'Dallas', state: origin, scheduledAt: `${date}T08:00` },
    { type: 'delivery', city: 'Atlanta', state: destination },
  ],
  rateLines: [{ kind: 'linehaul', amountCents }],
  loadedMiles,
  emptyMiles,
  ...overrides,
})

type Row = {
  key: string
  label: string
  loads: number
  revenueCents: number
  fixedCostsShareCents: number
  profitCents: number
  loadedMiles: number
  emptyMiles: number
  revenuePerLoadedMileCents: number | null
  revenuePerMileCents: number | null
  minRatePerMileCents: number | null
  maxRatePerMileCents: number | null
}

describe('the rate-per-mile history', () => {
  it('gives what a lane paid a mile month by month, oldest first, with figures worked by hand', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const loads = [
      load('2026-01-05', ['TX', 'GA'], 250_000, 1000, 100),
      load('2026-01-20', ['TX', 'GA'], 200_000, 812.5, 0),
      load('2026-02-10', ['TX', 'GA'], 230_000, 1000, 50),
      load('2026-02-12', ['TX', 'TN'], 100_000, 450, 0),
      load('2026-03-03', ['CA', 'GA'], 400_000, 2000, 0),
      load('2026-05-02', ['tx', 'ga'], 260_000, 1000, 0),
      load('2026-05-09', ['TX', 'GA'], 999_900, 1000, 0, { status: 'cancelled' }),
    ]
    for (const input of loads) {
      const res = await client.post('/api/loads', input)
      expect(res.statusCode, res.body).toBe(201)
    }
    // February's insurance, shared by miles among February's loads (none has a truck): 1,050 and 450.
    const insurance = await client.post('/api/expenses', {
      description: 'Insurance',
      category: 'insurance',
      date: '2026-02-01',
      amountCents: 30_000,
    })
    expect(insurance.statusCode, insurance.body).toBe(201)

    const lane = await client.get(
      '/api/reports/loads?from=2026-01-01&to=2026-06-30&groupBy=month&origin=TX&destination=GA',
    )
    expect(lane.statusCode, lane.body).toBe(200)
    const report = lane.json()
    expect(report.lane).toEqual({ origin: 'TX', destination: 'GA' })
    expect(report.rowCount).toBe(3)
    const pick = (r: Row) => [
      r.key,
      r.label,
      r.loads,
      r.revenueCents,
      r.loadedMiles,
      r.emptyMiles,
      r.revenuePerLoadedMileCents,
      r.revenuePerMileCents,
      r.minRatePerMileCents,
      r.maxRatePerMileCents,
    ]
    // By hand, cents a mile rounded half up:
    //   January: 450,000 over 1,812.5 loaded miles = 248.28 → 248; over 1,912.5 miles = 235.29 → 235;
    //     its loads 250,000 / 1,000 = 250 and 200,000 / 812.5 = 246.15 → 246.
    //   February (TX → TN left out): 230,000 / 1,000 = 230; / 1,050 = 219.05 → 219.
    //   March has no TX → GA load, April none at all; May's second load is cancelled: 260.
    expect(report.rows.map(pick)).toEqual([
      ['2026-01', 'Jan 2026', 2, 450_000, 1812.5, 100, 248, 235, 246, 250],
      ['2026-02', 'Feb 2026', 1, 230_000, 1000, 50, 230, 219, 230, 230],
      ['2026-05', 'May 2026', 1, 260_000, 1000, 0, 260, 260, 260, 260],
    ])
    // The lane's February load keeps its share of the month's insurance as without the filter:
    // 30,000 × 1,050 / 1,500 = 21,000.
    expect(report.rows[1]).toMatchObject({ fixedCostsShareCents: 21_000, profitCents: 209_000 })
    // 940,000 over 3,812.5 loaded miles = 246.56 → 247; over 3,962.5 miles = 237.22 → 237.
    expect(report.totals).toMatchObject({
      loads: 4,
      revenueCents: 940_000,
      loadedMiles: 3812.5,
      emptyMiles: 150,
      revenuePerLoadedMileCents: 247,
      revenuePerMileCents: 237,
      minRatePerMileCents: 230,
      maxRatePerMileCents: 260,
    })

    // Without a lane, every month with a pickup: February's two loads 330,000 over 1,450 = 227.59 → 228.
    const all = (await client.get('/api/reports/loads?from=2026-01-01&to=2026-06-30&groupBy=month')).json()
    expect(all.lane).toBeNull()
    expect(all.rows.map((r: Row) => [r.label, r.loads, r.revenuePerLoadedMileCents])).toEqual([
      ['Jan 2026', 2, 248],
      ['Feb 2026', 2, 228],
      ['Mar 2026', 1, 200],
      ['May 2026', 1, 260],
    ])
    expect(all.rows[1].fixedCostsShareCents).toBe(30_000)

    // One end of the lane open: everything from Texas, or everything into Georgia, by lane.
    const fromTexas = (
      await client.get('/api/reports/loads?from=2026-01-01&to=2026-06-30&groupBy=lane&origin=tx')
    ).json()
    expect(fromTexas.lane).toEqual({ origin: 'TX', destination: null })
    expect(fromTexas.rows.map((r: Row) => [r.label, r.loads])).toEqual([
      ['TX → GA', 4],
      ['TX → TN', 1],
    ])
    const intoGeorgia = (
      await client.get('/api/reports/loads?from=2026-01-01&to=2026-06-30&groupBy=lane&destination=GA')
    ).json()
    expect(intoGeorgia.rows.map((r: Row) => [r.label, r.loads])).toEqual([
      ['TX → GA', 4],
      ['CA → GA', 1],
    ])

    // The file says the lane in its name and title, a row a month and both rates a mile.
    const csv = await client.get(
      '/api/reports/loads/export.csv?from=2026-01-01&to=2026-06-30&groupBy=month&origin=TX&destination=GA',
    )
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toContain(
      'load-profit-by-month-tx-to-ga-2026-01-01-to-2026-06-30.csv',
    )
    expect(csv.body).toContain('Load Profit by Month, TX → GA')
    expect(csv.body).toContain('Revenue per loaded mile (USD),Revenue per mile (USD)')
    expect(csv.body).toMatch(/Jan 2026,2,4500\.00,/)
    const pdf = await client.get(
      '/api/reports/loads/export.pdf?from=2026-01-01&to=2026-06-30&groupBy=month&origin=TX&destination=GA',
    )
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('refuses a lane end that is not a two-letter code, changing nothing', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    for (const bad of ['Texas', 'T', 'T1', '']) {
      const res = await client.get(`/api/reports/loads?groupBy=month&origin=${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().error).toBe(LOAD_MESSAGES.stateInvalid)
    }
    expect((await client.get('/api/reports/loads?groupBy=month&origin=T%00')).statusCode).toBe(400)
    const res = await client.get('/api/reports/loads/export.csv?groupBy=month&destination=Georgia')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(LOAD_MESSAGES.stateInvalid)
    expect((await client.get('/api/reports/loads?groupBy=week')).statusCode).toBe(400)
  })
})
