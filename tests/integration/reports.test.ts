import { and, between, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { type Agent, agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
// Noon in Chicago on 2026-11-24.
const clock = testClock(new Date('2026-11-24T18:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

async function expense(
  client: Agent,
  date: string,
  category: string,
  amountCents: number,
  taxDeductible = true,
) {
  const res = await client.post('/api/expenses', {
    date,
    description: `${category} ${date}`,
    amountCents,
    category,
    taxDeductible,
  })
  expect(res.statusCode, res.body).toBe(201)
}

async function settlement(
  client: Agent,
  settlementDate: string,
  broker: string,
  loads: { amountCents: number; miles?: number }[],
) {
  const res = await client.post('/api/settlements', {
    broker,
    settlementDate,
    lines: [
      ...loads.map((l, i) => ({
        kind: 'load',
        loadNumber: `L-${i}`,
        amountCents: l.amountCents,
        miles: l.miles,
      })),
      { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 10_000 },
    ],
  })
  expect(res.statusCode, res.body).toBe(201)
}

/** What the raw rows say: the sum of the user's entries of a type in a range. */
async function rawSum(
  userId: string,
  type: 'revenue' | 'expense',
  from: string,
  to: string,
  deductibleOnly = false,
) {
  const [row] = await server.ctx.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.type, type),
        between(ledgerEntries.date, from, to),
        ...(deductibleOnly ? [eq(ledgerEntries.taxDeductible, true)] : []),
      ),
    )
  return Number(row!.cents)
}

describe('report data', () => {
  it('agrees with the ledger to the cent and compares with the period before', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    await settlement(client, '2026-11-03', 'Prairie Freight LLC', [
      { amountCents: 250_000, miles: 1000 },
      { amountCents: 150_000 },
    ])
    await settlement(client, '2026-11-20', 'Blue Line Logistics', [{ amountCents: 120_000, miles: 400 }])
    await settlement(client, '2026-10-10', 'Prairie Freight LLC', [{ amountCents: 300_000 }])
    await expense(client, '2026-11-05', 'maintenance', 45_055)
    await expense(client, '2026-11-24', 'food', 2_375, false)
    await expense(client, '2026-11-25', 'tolls', 999) // tomorrow: outside the running month
    await expense(client, '2026-10-20', 'tolls', 1_000)

    const pl = (await client.get('/api/reports/profit-loss?period=monthly')).json()
    expect(pl.range).toEqual({ from: '2026-11-01', to: '2026-11-24' })
    expect(pl.previous.range).toEqual({ from: '2026-10-01', to: '2026-10-24' })
    const revenue = await rawSum(userId, 'revenue', '2026-11-01', '2026-11-24')
    const expenses = await rawSum(userId, 'expense', '2026-11-01', '2026-11-24')
    expect(pl.totalRevenueCents).toBe(revenue)
    expect(pl.totalRevenueCents).toBe(520_000)
    expect(pl.totalExpensesCents).toBe(expenses)
    expect(pl.totalExpensesCents).toBe(20_000 + 45_055 + 2_375)
    expect(pl.netProfitCents).toBe(revenue - expenses)
    expect(pl.previous.totalRevenueCents).toBe(300_000)
    expect(pl.change.revenue).toBe(73.3)
    expect(pl.expensesByCategory[0]).toMatchObject({
      category: 'maintenance',
      amountCents: 45_055,
      percent: 66.8,
    })

    const ex = (await client.get('/api/reports/expenses?period=monthly&date=2026-11-10')).json()
    expect(ex.taxDeductibleCents).toBe(await rawSum(userId, 'expense', '2026-11-01', '2026-11-24', true))
    // One estimate everywhere: the P&L's card is the Tax Summary's total for the year so far, and
    // the savings are the deductible expenses at the Tax Summary's marginal rate.
    const tax = (await client.get('/api/reports/tax?year=2026')).json()
    expect(pl).toMatchObject({
      estimatedTaxCents: tax.detailed.totalTaxCents,
      estimatedTaxBasis: 'detailed',
      estimatedTaxYear: 2026,
    })
    expect(ex).toMatchObject({
      savingsBasis: 'marginal_rate',
      savingsRatePercent: tax.detailed.marginalPercent,
    })
    // Income under the standard deduction: only SE tax, 15.3 % × 92.35 % = 14.13 %.
    expect(ex.savingsRatePercent).toBe('14.1')
    expect(ex.estimatedTaxSavingsCents).toBe(
      Math.round((ex.taxDeductibleCents * Number(ex.savingsRatePercent)) / 100),
    )
    expect(ex.categoryCount).toBe(3)
    expect(ex.categories.find((c: { category: string }) => c.category === 'food')).toMatchObject({
      taxDeductibleCents: 0,
      count: 1,
    })

    const rev = (await client.get('/api/reports/revenue?period=monthly&trend=12m')).json()
    expect(rev).toMatchObject({
      totalRevenueCents: 520_000,
      loadCount: 3,
      averagePerLoadCents: Math.round(520_000 / 3),
      revenuePerMileCents: Math.round(370_000 / 1400),
      loadMiles: 1400,
      previousRevenueCents: 300_000,
      growthPercent: 73.3,
    })
    expect(rev.trend).toHaveLength(12)
    expect(rev.trend.at(-1)).toEqual({ month: '2026-11', revenueCents: 520_000 })
    expect(rev.trend.at(-2)).toEqual({ month: '2026-10', revenueCents: 300_000 })
    expect(rev.topSources.map((s: { payer: string }) => s.payer)).toEqual([
      'Prairie Freight LLC',
      'Blue Line Logistics',
    ])
    expect(rev.topSources[0]).toMatchObject({ revenueCents: 400_000, loadCount: 2, percent: 76.9 })
    const ytd = (await client.get('/api/reports/revenue?period=monthly&trend=ytd')).json()
    expect(ytd.trend).toHaveLength(11)

    // A custom range, and one given the wrong way round.
    const custom = (
      await client.get('/api/reports/profit-loss?period=custom&from=2026-10-01&to=2026-11-30')
    ).json()
    expect(custom.totalExpensesCents).toBe(await rawSum(userId, 'expense', '2026-10-01', '2026-11-30'))
    const reversed = await client.get('/api/reports/profit-loss?period=custom&from=2026-11-30&to=2026-10-01')
    expect(reversed.statusCode).toBe(400)
  })

  it('shows nobody else’s rows, and zeros to a new user', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await expense(client, '2026-11-05', 'maintenance', 12_345)
    const other = await signedInAs(server, 'owner_operator')
    const pl = (await other.client.get('/api/reports/profit-loss?period=yearly')).json()
    expect(pl).toMatchObject({
      totalRevenueCents: 0,
      totalExpensesCents: 0,
      netProfitCents: 0,
      expensesByCategory: [],
    })
    expect((await other.client.get('/api/reports/tax?year=2026')).json()).toMatchObject({
      grossIncomeCents: 0,
      simpleEstimateCents: 0,
    })
    expect((await agent(server.app).get('/api/reports/expenses')).statusCode).toBe(401)
  })

  it('sends each report as CSV named by its period', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await expense(client, '2026-11-05', 'maintenance', 12_345)
    const res = await client.get('/api/reports/expenses/export.csv?period=monthly')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('expense-report-2026-11-01-to-2026-11-24.csv')
    expect(res.body).toContain('Maintenance,1,123.45,123.45,100')
    const tax = await client.get('/api/reports/tax/export.csv?year=2026')
    expect(tax.headers['content-disposition']).toContain('tax-summary-2026.csv')
    expect(tax.body).toContain('21,Repairs and maintenance,Repairs & Maintenance,123.45,100')
  })
})

describe('tax summary', () => {
  it('maps deductions to Schedule C lines and estimates the tax from the profile', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await settlement(client, '2025-06-10', 'Prairie Freight LLC', [{ amountCents: 7_010_000 }])
    // Deductible: fuel 10,000 on the settlement; insurance 5,000; not deductible: 1,000 of food.
    await expense(client, '2025-03-01', 'insurance_liability', 500_000)
    await expense(client, '2025-03-02', 'food', 100_000, false)

    const before = (await client.get('/api/reports/tax?year=2025')).json()
    expect(before.grossIncomeCents).toBe(7_010_000)
    expect(before.deductionsCents).toBe(510_000)
    expect(before.netProfitCents).toBe(6_500_000)
    // The spec's estimate: 25 % of revenue less every expense.
    expect(before.simpleEstimateCents).toBe(Math.round((7_010_000 - 610_000) * 0.25))
    expect(before.deductionCategories.map((c: { scheduleCLine: string }) => c.scheduleCLine)).toEqual([
      '15',
      '9',
    ])
    expect(before.profile).toMatchObject({ filingStatus: 'single', saved: false })
    // What the standard rate would replace, were it allowed: the fuel and the vehicle's insurance.
    expect(before.vehicle).toMatchObject({ method: 'actual_costs', actualCostsCents: 510_000 })

    // Schedule C profit 65,000: SE tax on 60,027.50 = 7,443.41 + 1,740.80; half 4,592.11 (to the cent).
    const d = before.detailed
    expect(d.scheduleCProfitCents).toBe(6_500_000)
    expect(d.seTaxCents).toBe(744_341 + 174_080)
    expect(d.halfSeTaxCents).toBe(459_211)
    expect(d.adjustedGrossIncomeCents).toBe(6_500_000 - 459_211)
    expect(d.standardDeductionCents).toBe(1_575_000)
    // QBI: 20 % of (65,000 − 4,592.11) = 12,081.58, capped at 20 % of taxable income 44,657.89.
    expect(d.qbiDeductionCents).toBe(893_158)
    expect(d.taxableIncomeCents).toBe(6_040_789 - 1_575_000 - 893_158)
    // Taxable 35,726.31: the Tax Table row 35,700–35,750 (midpoint 35,725): 10 % of 11,925 + 12 % of
    // 23,800 = 4,048.50 → 4,049.
    expect(d.incomeTaxCents).toBe(404_900)
    expect(d.estimatedPayments.payments.map((p: { dueDate: string }) => p.dueDate)).toEqual([
      '2025-04-15',
      '2025-06-16',
      '2025-09-15',
      '2026-01-15',
    ])

    const saved = await client.request({
      method: 'PUT',
      url: '/api/reports/tax/profile/2025',
      payload: { filingStatus: 'married_jointly', lastYearTaxCents: 500_000, lastYearAgiCents: 6_000_000 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = (await client.get('/api/reports/tax?year=2025')).json()
    expect(after.profile).toMatchObject({
      filingStatus: 'married_jointly',
      saved: true,
      lastYearTaxCents: 500_000,
    })
    expect(after.detailed.standardDeductionCents).toBe(3_150_000)
    expect(after.detailed.estimatedPayments).toMatchObject({ basis: 'last_year', safeHarbourCents: 500_000 })
    // Another year keeps its own profile.
    expect((await client.get('/api/reports/tax?year=2024')).json().profile.saved).toBe(false)
    const bad = await client.request({
      method: 'PUT',
      url: '/api/reports/tax/profile/2025',
      payload: { filingStatus: 'widow' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('uses the standard mileage rate for a pickup when it gives more', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await client.request({
      method: 'PUT',
      url: '/api/mileage/vehicle',
      payload: { vehicle: 'car_pickup_van' },
    })
    await client.post('/api/mileage', {
      date: '2025-05-01',
      startLocation: 'A',
      endLocation: 'B',
      miles: 1000,
      purpose: 'business',
    })
    await expense(client, '2025-05-01', 'fuel', 20_000)
    await expense(client, '2025-05-01', 'tolls', 1_500)
    const tax = (await client.get('/api/reports/tax?year=2025')).json()
    expect(tax.vehicle).toMatchObject({
      method: 'standard_mileage',
      businessMiles: 1000,
      standardMileageCents: 70_000,
    })
    expect(tax.scheduleC.find((l: { line: string }) => l.line === '9').amountCents).toBe(70_000 + 1_500)
  })

  it('answers a year without business miles for every role and vehicle, with the year-end package', async () => {
    const cases = [
      ['owner_operator', 'car_pickup_van'],
      ['owner_operator', 'tractor'],
      ['owner_operator', null],
      ['company_driver', 'car_pickup_van'],
      ['fleet_manager', 'car_pickup_van'],
    ] as const
    for (const [role, vehicle] of cases) {
      const { client } = await signedInAs(server, role)
      if (vehicle) {
        const set = await client.request({ method: 'PUT', url: '/api/mileage/vehicle', payload: { vehicle } })
        expect(set.statusCode, set.body).toBe(200)
      }
      // Miles of another year, and personal miles of this one, are no business miles of 2025.
      for (const [date, purpose] of [
        ['2024-06-01', 'business'],
        ['2025-06-01', 'personal'],
      ] as const) {
        const res = await client.post('/api/mileage', {
          date,
          startLocation: 'A',
          endLocation: 'B',
          miles: 10,
          purpose,
        })
        expect(res.statusCode, res.body).toBe(201)
      }
      await expense(client, '2025-05-01', 'fuel', 20_000)
      const tax = await client.get('/api/reports/tax?year=2025')
      expect(tax.statusCode, `${role} ${vehicle}: ${tax.body}`).toBe(200)
      expect(tax.json().vehicle).toMatchObject({ method: 'actual_costs', businessMiles: 0 })
      const pkg = await client.get('/api/reports/year-end.zip?year=2025')
      expect(pkg.statusCode, `${role} ${vehicle}`).toBe(200)
    }
  })
})
