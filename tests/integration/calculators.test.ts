import { beforeAll, describe, expect, it } from 'vitest'
import { CALCULATOR_MESSAGES } from '@/contracts/calculators.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let client: Agent

beforeAll(async () => {
  server = await sharedTestServer()
  client = agent(server.app)
  await registerUser(client, { role: 'owner_operator' })
})

describe('the tax calculators over HTTP', () => {
  it('are for signed-in users only', async () => {
    const anonymous = await agent(server.app).post('/api/calculators/per-diem', {
      dayLines: [{ days: 1, fraction: '1', rateCents: 8000 }],
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('figure self-employment tax from a profit, in cents or whole dollars', async () => {
    const res = await client.post('/api/calculators/self-employment-tax', {
      taxYear: 2025,
      netProfitCents: 5_000_000,
      roundingMode: 'cents',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      netEarningsCents: 4_617_500,
      owesSeTax: true,
      ssPortionCents: 572_570,
      medicarePortionCents: 133_908,
      seTaxCents: 706_478,
      deductionHalfSeCents: 353_239,
    })
    const unknownYear = await client.post('/api/calculators/self-employment-tax', {
      taxYear: 2040,
      netProfitCents: 100,
      roundingMode: 'cents',
    })
    expect(unknownYear.statusCode).toBe(400)
    expect(unknownYear.json().error).toMatch(/ssWageBaseCents/)
    const fractional = await client.post('/api/calculators/self-employment-tax', {
      taxYear: 2025,
      netProfitCents: 10.5,
    })
    expect(fractional.statusCode).toBe(400)
    expect(fractional.json().error).toBe('Amounts are whole cents')
  })

  it('take quantities as decimal strings or numbers, and refuse anything else', async () => {
    const miles = await client.post('/api/calculators/standard-mileage', {
      legs: [
        { year: 2025, businessMiles: '152.4' },
        { year: 2026, businessMiles: 1000 },
      ],
    })
    expect(miles.json()).toEqual({ deductionCents: 10_668 + 72_500, byLegCents: [10_668, 72_500] })
    for (const bad of ['1e3', '12,5', '', '-3', 'NaN']) {
      const res = await client.post('/api/calculators/standard-mileage', {
        legs: [{ year: 2025, businessMiles: bad }],
      })
      expect(res.statusCode, bad).toBe(400)
    }
  })

  it('work out per diem, due dates, IFTA and Form 2290', async () => {
    const perDiem = await client.post('/api/calculators/per-diem', {
      dayLines: [
        { days: 10, fraction: '1', date: '2025-03-10' },
        { days: 2, fraction: '0.75', date: '2025-03-10' },
      ],
      deductiblePercent: '80',
    })
    expect(perDiem.json()).toEqual({ allowanceCents: 92_000, deductibleCents: 73_600 })
    // No silent "today": a line without its own rate needs its travel date.
    const undated = await client.post('/api/calculators/per-diem', { dayLines: [{ days: 3, fraction: '1' }] })
    expect(undated.statusCode).toBe(400)
    expect(undated.json().error).toBe(CALCULATOR_MESSAGES.perDiemDate)
    const rated = await client.post('/api/calculators/per-diem', {
      dayLines: [{ days: 3, fraction: '0.75', rateCents: 8_000 }],
    })
    expect(rated.json()).toEqual({ allowanceCents: 18_000, deductibleCents: 14_400 })

    const dates = await client.get('/api/calculators/estimated-tax-due-dates?taxYear=2023')
    expect(dates.json()).toEqual({ q1: '2023-04-18', q2: '2023-06-15', q3: '2023-09-15', q4: '2024-01-16' })
    expect((await client.get('/api/calculators/estimated-tax-due-dates?taxYear=abc')).statusCode).toBe(400)

    const ifta = await client.post('/api/calculators/ifta', {
      totalMiles: 10_000,
      totalGallons: '1600',
      jurisdictions: [
        {
          jurisdiction: 'IN',
          totalMiles: '4000',
          taxableMiles: '4000',
          taxPaidGallons: '500',
          taxRate: '0.57',
        },
      ],
    })
    expect(ifta.json()).toMatchObject({ fleetMpg: '6.25', totalDueCents: 7_980 })
    const noGallons = await client.post('/api/calculators/ifta', {
      totalMiles: '100',
      totalGallons: '0',
      jurisdictions: [
        { jurisdiction: 'IN', totalMiles: '1', taxableMiles: '1', taxPaidGallons: '0', taxRate: '0.5' },
      ],
    })
    expect(noGallons.statusCode).toBe(400)

    const one = await client.post('/api/calculators/form-2290', {
      taxableGrossWeightLb: 56_000,
      firstUseMonth: '2025-08',
    })
    expect(one.json()).toEqual({
      category: 'B',
      taxable: true,
      annualTaxCents: 12_200,
      monthsInPeriod: 11,
      taxCents: 11_183,
      returnDueDate: '2025-09-30',
      suspensionMileLimit: null,
      notes: [expect.stringContaining('sold, destroyed or stolen')],
    })
    const farm = await client.post('/api/calculators/form-2290', {
      taxableGrossWeightLb: 60_000,
      firstUseMonth: '2025-07',
      suspended5000Miles: true,
      agricultural: true,
    })
    expect(farm.json()).toMatchObject({ category: 'W', taxCents: 0, suspensionMileLimit: 7_500 })
    const fleet = await client.post('/api/calculators/form-2290', {
      vehicles: [
        { taxableGrossWeightLb: 80_000, firstUseMonth: '2025-07' },
        { taxableGrossWeightLb: 40_000, firstUseMonth: '2025-07' },
      ],
    })
    expect(fleet.json()).toEqual({ taxCents: 55_000, byVehicleCents: [55_000, 0] })
    const badMonth = await client.post('/api/calculators/form-2290', {
      taxableGrossWeightLb: 56_000,
      firstUseMonth: '2025-13',
    })
    expect(badMonth.statusCode).toBe(400)
  })
})
