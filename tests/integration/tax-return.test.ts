import { beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * The Tax Summary from the books, for each kind of trucker: the figures are worked by hand from the
 * 2025 forms in src/domain/tax/federal-return.test.ts (the same scenarios); here they must come out
 * of settlements, expenses, miles and the tax profile through the API.
 */
let server: TestServer
const clock = testClock(new Date('2026-03-02T18:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

async function pay(
  client: Agent,
  settlementDate: string,
  grossCents: number,
  deductions: { category: string; description: string; amountCents: number }[] = [],
) {
  const res = await client.post('/api/settlements', {
    broker: 'Prairie Freight LLC',
    settlementDate,
    lines: [
      { kind: 'load', loadNumber: 'L-1', amountCents: grossCents },
      ...deductions.map((d) => ({ kind: 'deduction', ...d })),
    ],
  })
  expect(res.statusCode, res.body).toBe(201)
}

async function spend(client: Agent, date: string, costs: Record<string, number>) {
  for (const [category, amountCents] of Object.entries(costs)) {
    const res = await client.post('/api/expenses', {
      date,
      description: category,
      amountCents,
      category,
      taxDeductible: true,
    })
    expect(res.statusCode, res.body).toBe(201)
  }
}

async function profile(client: Agent, year: number, figures: Record<string, unknown>) {
  const res = await client.request({
    method: 'PUT',
    url: `/api/reports/tax/profile/${year}`,
    payload: { filingStatus: 'single', ...figures },
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** The owner-operator's $120,000 of 2025 costs: meals 7,000 and lodging 2,000; 111,000 in full. */
const OWNER_OPERATOR_COSTS = {
  meals: 700_000,
  lodging: 200_000,
  fuel: 6_000_000,
  maintenance: 2_000_000,
  insurance_liability: 1_500_000,
  broker_fees: 1_600_000,
}

const taxOf = async (client: Agent, year = 2025) => {
  const res = await client.get(`/api/reports/tax?year=${year}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('the Tax Summary by how the user is paid', () => {
  it('owner-operator: lodging in full, meals at 80 %, Schedule SE and QBI', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await pay(client, '2025-05-02', 18_000_000)
    // 120,000 of costs: meals 7,000 and lodging 2,000; the other 111,000 in full.
    await spend(client, '2025-05-03', OWNER_OPERATOR_COSTS)
    await profile(client, 2025, { payType: 'leased_1099', mealsMethod: 'actual_meals' })
    const tax = await taxOf(client)
    expect(tax.payType).toBe('leased_1099')
    expect(tax.meals).toMatchObject({
      deductiblePercent: '80',
      actualMealsCents: 700_000,
      lodgingCents: 200_000,
    })
    const line = (n: string) => tax.scheduleC.find((l: { line: string }) => l.line === n)?.amountCents
    expect(line('24a')).toBe(200_000)
    expect(line('24b')).toBe(560_000)
    // 180,000 − 118,600 = 61,400 → total tax 12,400.54 (hand-worked in federal-return.test.ts).
    expect(tax.detailed).toMatchObject({
      scheduleCProfitCents: 6_140_000,
      seTaxCents: 867_554,
      qbiDeductionCents: 826_245,
      incomeTaxCents: 372_500,
      totalTaxCents: 1_240_054,
      balanceDueCents: 1_240_054,
    })
    // Outside DOT hours-of-service rules meals are 50 %.
    await profile(client, 2025, {
      payType: 'leased_1099',
      mealsMethod: 'actual_meals',
      hoursOfService: false,
    })
    expect((await taxOf(client)).scheduleC.find((l: { line: string }) => l.line === '24b').amountCents).toBe(
      350_000,
    )
  })

  it('the same owner-operator on per diem: 230 full and 20 partial days at $80, receipts set aside', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await pay(client, '2025-05-02', 18_000_000)
    await spend(client, '2025-05-03', OWNER_OPERATOR_COSTS)
    // Ten trips of 25 days (first and last partial), a 30-day cycle from January 6.
    const days: { date: string; kind: 'full' | 'partial'; outsideConus: boolean }[] = []
    for (let trip = 0; trip < 10; trip++) {
      for (let d = 0; d < 25; d++) {
        const date = new Date(Date.UTC(2025, 0, 6 + trip * 30 + d)).toISOString().slice(0, 10)
        days.push({ date, kind: d === 0 || d === 24 ? 'partial' : 'full', outsideConus: false })
      }
    }
    const saved = await client.request({ method: 'PUT', url: '/api/per-diem/days', payload: { days } })
    expect(saved.statusCode, saved.body).toBe(200)
    // With days logged and no choice saved, per diem is the year's method.
    const tax = await taxOf(client)
    expect(tax.perDiem).toEqual({
      method: 'per_diem',
      fullDays: 230,
      partialDays: 20,
      // 230 × 80 + 20 × 60 = 19,600; 80 % = 15,680 on line 24b; the 7,000 of receipts not too.
      allowanceCents: 1_960_000,
      deductibleCents: 1_568_000,
      daysWithoutRate: 0,
    })
    expect(tax.scheduleC.find((l: { line: string }) => l.line === '24b').amountCents).toBe(1_568_000)
    expect(tax.notDeducted).toEqual([expect.objectContaining({ category: 'meals', amountCents: 700_000 })])
    // 180,000 − (111,000 + 2,000 + 15,680) = 51,320 → 10,082.29 (federal-return.test.ts).
    expect(tax.detailed).toMatchObject({ scheduleCProfitCents: 5_132_000, totalTaxCents: 1_008_229 })
    // Choosing receipts for the year sets the log aside instead.
    await profile(client, 2025, { mealsMethod: 'actual_meals' })
    const receipts = await taxOf(client)
    expect(receipts.perDiem).toMatchObject({ method: 'actual_meals', deductibleCents: 0, fullDays: 230 })
    expect(receipts.detailed.totalTaxCents).toBe(1_240_054)
    // The year-end files carry the log's figures.
    const csv = await client.get('/api/reports/tax/export.csv?year=2025')
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('Per diem days (full / partial)')
  })

  it('a W-2 company driver: wages on line 1a, no Schedule C, no SE tax, withholding credited', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    // The pay stub's withholding: 5,000 federal (credited), Social Security and Medicare, state.
    await pay(client, '2025-06-06', 6_500_000, [
      { category: 'federal_income_tax', description: 'Fed W/H', amountCents: 500_000 },
      { category: 'social_security_medicare', description: 'FICA', amountCents: 497_250 },
      { category: 'state_income_tax', description: 'State W/H', amountCents: 150_000 },
    ])
    await spend(client, '2025-06-07', { fuel: 30_000 })
    // 500 more withheld by another employer, entered on the profile.
    await profile(client, 2025, { federalWithheldCents: 50_000 })
    const tax = await taxOf(client)
    expect(tax.payType).toBe('w2')
    expect(tax.scheduleC).toEqual([])
    expect(tax.w2).toEqual({ wagesCents: 6_500_000, federalWithheldCents: 550_000 })
    // An employee's own costs are shown, never deducted.
    expect(tax.notDeducted).toEqual([
      expect.objectContaining({
        category: 'fuel',
        amountCents: 30_000,
        reason: expect.stringContaining('employee'),
      }),
    ])
    // 65,000 wages: tax 5,755 less 5,500 withheld = 255 due; nothing quarterly (under $1,000).
    expect(tax.detailed).toMatchObject({
      wagesCents: 6_500_000,
      seTaxCents: 0,
      qbiDeductionCents: 0,
      totalTaxCents: 575_500,
      balanceDueCents: 25_500,
    })
    expect(tax.detailed.estimatedPayments.required).toBe(false)
  })

  it('a hotshot on the standard mileage rate it chose: fuel, insurance and repairs are in the rate', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await client.request({
      method: 'PUT',
      url: '/api/mileage/vehicle',
      payload: { vehicle: 'car_pickup_van' },
    })
    for (let i = 1; i <= 10; i++) {
      const res = await client.post('/api/mileage', {
        date: `2025-0${(i % 9) + 1}-10`,
        startLocation: 'Tulsa, OK',
        endLocation: 'Dallas, TX',
        miles: 5_000,
        purpose: 'business',
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    await pay(client, '2025-07-11', 12_000_000)
    await spend(client, '2025-07-12', {
      fuel: 1_800_000,
      insurance_liability: 600_000,
      maintenance: 300_000,
      tolls: 100_000,
      broker_fees: 1_200_000,
    })
    await profile(client, 2025, { vehicleMethod: 'standard_mileage', vehicleFirstYear: 2025 })
    const tax = await taxOf(client)
    expect(tax.vehicle).toMatchObject({
      method: 'standard_mileage',
      chosen: true,
      standardMileageCents: 3_500_000,
    })
    // Line 9: 35,000 + tolls 1,000; line 10: 12,000; the 27,000 the rate replaces is listed, not deducted.
    expect(tax.scheduleC).toEqual([
      { line: '9', label: 'Car and truck expenses', amountCents: 3_600_000 },
      { line: '10', label: 'Commissions and fees', amountCents: 1_200_000 },
    ])
    expect(tax.notDeducted.map((n: { category: string }) => n.category).sort()).toEqual([
      'fuel',
      'insurance_liability',
      'maintenance',
    ])
    expect(tax.detailed).toMatchObject({
      scheduleCProfitCents: 7_200_000,
      totalTaxCents: 467_300 + 1_017_328,
    })

    // Actual costs chosen in the vehicle's first year: the rate is never allowed for it later.
    await profile(client, 2025, { vehicleMethod: 'actual_costs', vehicleFirstYear: 2025 })
    await profile(client, 2026, { vehicleMethod: 'standard_mileage', vehicleFirstYear: 2025 })
    const later = await taxOf(client, 2026)
    expect(later.vehicle).toMatchObject({ method: 'actual_costs', standardAllowed: false })
    expect(later.vehicle.reason).toContain('first business year (2025)')
    // Five vehicles at once: never the rate.
    await profile(client, 2025, { vehicleMethod: 'standard_mileage', vehiclesInService: 5 })
    expect((await taxOf(client)).vehicle).toMatchObject({ method: 'actual_costs', standardAllowed: false })
  })

  it('health premiums go to Schedule 1 and child support nowhere', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // Both taken off the pay sheet by the carrier, with a line nobody has named yet.
    await pay(client, '2025-08-01', 15_000_000, [
      { category: 'health_insurance', description: 'Health insurance premium', amountCents: 600_000 },
      { category: 'personal', description: 'Child support order #4471', amountCents: 480_000 },
      { category: 'needs_review', description: 'MISC ADJ 7731', amountCents: 12_500 },
    ])
    await spend(client, '2025-08-02', { fuel: 5_000_000, maintenance: 4_000_000 })
    const tax = await taxOf(client)
    expect(tax.schedule1).toEqual([
      { line: '17', label: 'Self-employed health insurance deduction', amountCents: 600_000 },
    ])
    // Child support posts nothing at all; the unnamed line waits for the user's word.
    expect(tax.notDeducted).toEqual([
      {
        category: 'needs_review',
        label: 'Needs Review',
        amountCents: 12_500,
        reason: 'Say what this settlement deduction is to deduct it.',
      },
    ])
    expect(tax.detailed).toMatchObject({
      scheduleCProfitCents: 6_000_000,
      seTaxCents: 847_773,
      healthInsuranceDeductionCents: 600_000,
      adjustedGrossIncomeCents: 4_976_113,
      totalTaxCents: 302_900 + 847_773,
    })
  })

  it('keeps a profile saved before these fields, and refuses what no return has', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await profile(client, 2025, { lastYearTaxCents: 100_000 })
    const tax = await taxOf(client)
    expect(tax.profile).toMatchObject({ payType: null, mealsMethod: null, dependentsUnder17: 0, saved: true })
    expect(tax.payType).toBe('leased_1099')
    for (const bad of [
      { age65OrOlder: 2 },
      { dependentsUnder17: -1 },
      { payType: 'salary' },
      { vehiclesInService: 0 },
    ]) {
      const res = await client.request({
        method: 'PUT',
        url: '/api/reports/tax/profile/2025',
        payload: { filingStatus: 'single', ...bad },
      })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
    }
    // A joint return counts two people 65 or older.
    await profile(client, 2025, { filingStatus: 'married_jointly', age65OrOlder: 2 })
    expect((await taxOf(client)).profile.age65OrOlder).toBe(2)
  })
})

describe('old Food & Lodging rows', () => {
  it('count as meals until split; a split puts lodging on line 24a in full, all or nothing', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await pay(client, '2025-09-01', 1_000_000)
    const created = await client.post('/api/expenses', {
      date: '2025-09-02',
      description: 'Motel and diner, Amarillo',
      amountCents: 15_000,
      category: 'food',
      taxDeductible: true,
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    await profile(client, 2025, { mealsMethod: 'actual_meals' })
    const before = await taxOf(client)
    expect(before.meals.toSplitCount).toBe(1)
    // 150 as meals at 80 %.
    expect(before.scheduleC).toEqual([{ line: '24b', label: 'Deductible meals', amountCents: 12_000 }])

    const wrong = await client.post(`/api/expenses/${id}/split`, {
      parts: [
        { category: 'meals', amountCents: 4_000 },
        { category: 'lodging', amountCents: 10_000 },
      ],
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe('The parts must add up to the amount of the expense')
    const stranger = await signedInAs(server, 'owner_operator')
    const theirs = await stranger.client.post(`/api/expenses/${id}/split`, {
      parts: [
        { category: 'meals', amountCents: 5_000 },
        { category: 'lodging', amountCents: 10_000 },
      ],
    })
    expect(theirs.statusCode).toBe(404)
    expect((await taxOf(client)).meals.toSplitCount).toBe(1)

    const split = await client.post(`/api/expenses/${id}/split`, {
      parts: [
        { category: 'meals', amountCents: 5_000 },
        { category: 'lodging', amountCents: 10_000 },
      ],
    })
    expect(split.statusCode, split.body).toBe(200)
    expect(
      split.json().expenses.map((e: { id: string; category: string }) => [e.id === id, e.category]),
    ).toEqual([
      [true, 'meals'],
      [false, 'lodging'],
    ])
    const after = await taxOf(client)
    expect(after.meals.toSplitCount).toBe(0)
    // Lodging 100 in full; meals 50 at 80 % = 40.
    expect(after.scheduleC).toEqual([
      { line: '24a', label: 'Travel', amountCents: 10_000 },
      { line: '24b', label: 'Deductible meals', amountCents: 4_000 },
    ])
  })
})
