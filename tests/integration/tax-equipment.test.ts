import { beforeAll, describe, expect, it } from 'vitest'
import { EQUIPMENT_PAYMENT_REASONS } from '@/domain/tax/equipment-payments.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * The trucker's equipment on the Tax Summary: depreciation and section 179 on Schedule C line 13
 * (Form 4562, with the business income limit and its carryover), the loan's interest on line 16b,
 * and truck payments on line 20a only for a true lease. Figures worked in the comments.
 */
let server: TestServer
const clock = testClock(new Date('2026-03-02T18:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

async function created(client: Agent, url: string, body: object) {
  const res = await client.post(url, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

const settle = (client: Agent, settlementDate: string, grossCents: number, deductions: object[] = []) =>
  created(client, '/api/settlements', {
    broker: 'Prairie Freight LLC',
    settlementDate,
    lines: [
      { kind: 'load', loadNumber: 'L-1', amountCents: grossCents },
      ...deductions.map((d) => ({ kind: 'deduction', ...d })),
    ],
  })

const spend = (client: Agent, date: string, category: string, amountCents: number) =>
  created(client, '/api/expenses', {
    date,
    description: category,
    amountCents,
    category,
    taxDeductible: true,
  })

async function taxOf(client: Agent, year: number) {
  const res = await client.get(`/api/reports/tax?year=${year}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const lineOf = (tax: { scheduleC: { line: string; amountCents: number }[] }, line: string) =>
  tax.scheduleC.find((l) => l.line === line)?.amountCents ?? 0

const TRACTOR = {
  kind: 'tractor',
  description: '2024 Freightliner Cascadia',
  costCents: 15_000_000,
  placedInServiceDate: '2025-03-01',
}

describe('equipment on the Tax Summary', () => {
  it('a tractor on a lease-purchase: depreciation on line 13, interest on 16b, its payments nowhere', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // The pay sheet's "Tractor lease-purchase payment" posts as a truck payment, not depreciation.
    await settle(client, '2025-05-02', 20_000_000, [
      { category: 'equipment_rent', description: 'Tractor lease-purchase payment', amountCents: 250_000 },
    ])
    await spend(client, '2025-05-03', 'fuel', 6_000_000)
    const asset = await created(client, '/api/assets', { ...TRACTOR, holding: 'lease_purchase' })
    const loan = await created(client, '/api/loans', {
      assetId: asset.id,
      lender: 'Carrier lease-purchase program',
      principalCents: 12_000_000,
      annualRate: '7.5',
      termMonths: 60,
      firstPaymentDate: '2025-04-01',
    })
    const schedule = (await client.get(`/api/loans/${loan.id}/schedule`)).json()
    // The first payment's interest: 120,000.00 × 7.5 % ÷ 12 = 750.00.
    await created(client, `/api/loans/${loan.id}/payments`, {
      date: '2025-04-01',
      amountCents: schedule.paymentCents,
    })

    const tax = await taxOf(client, 2025)
    // Acquired after January 19, 2025: 100 % bonus, all 150,000 on line 13 (Form 4562 line 14).
    expect(lineOf(tax, '13')).toBe(15_000_000)
    expect(lineOf(tax, '16b')).toBe(75_000)
    expect(lineOf(tax, '20a')).toBe(0)
    expect(tax.equipment).toMatchObject({
      section179Cents: 0,
      bonusCents: 15_000_000,
      macrsCents: 0,
      depreciationCents: 15_000_000,
      interestCents: 75_000,
      sales: { ordinaryCents: 0, section1231GainCents: 0 },
    })
    expect(tax.notDeducted).toContainEqual(
      expect.objectContaining({
        category: 'truck_payment',
        amountCents: 250_000,
        reason: EQUIPMENT_PAYMENT_REASONS.bought('truck'),
      }),
    )
    // Schedule C: 200,000 − 60,000 fuel − 150,000 − 750 = −10,750 (a loss; bonus may make one).
    expect(tax.detailed.scheduleCProfitCents).toBe(20_000_000 - 6_000_000 - 15_000_000 - 75_000)
  })

  it('section 179 is limited to business income and the rest deducted next year', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await settle(client, '2025-05-02', 10_000_000)
    await spend(client, '2025-05-03', 'fuel', 3_000_000)
    await created(client, '/api/assets', {
      ...TRACTOR,
      holding: 'owned',
      depreciation: { method: 'macrs', bonus: 'elect_out', section179Cents: 15_000_000 },
    })
    // 2025: line 9 = 150,000; business income 100,000 − 30,000 = 70,000 (line 11); line 12 = 70,000;
    // line 13 carries 150,000 − 70,000 = 80,000. No basis is left for MACRS.
    const first = await taxOf(client, 2025)
    expect(first.equipment).toMatchObject({
      section179TentativeCents: 15_000_000,
      section179CarryoverInCents: 0,
      businessIncomeLimitCents: 7_000_000,
      section179Cents: 7_000_000,
      section179CarryoverCents: 8_000_000,
      macrsCents: 0,
    })
    expect(lineOf(first, '13')).toBe(7_000_000)
    expect(first.detailed.scheduleCProfitCents).toBe(0)

    // 2026: 90,000 of business income takes the 80,000 carried in (line 10), nothing left over.
    await settle(client, '2026-02-06', 9_000_000)
    const second = await taxOf(client, 2026)
    expect(second.equipment).toMatchObject({
      section179TentativeCents: 0,
      section179CarryoverInCents: 8_000_000,
      section179Cents: 8_000_000,
      section179CarryoverCents: 0,
    })
    expect(lineOf(second, '13')).toBe(8_000_000)
  })

  it('truck payments are rent only on a true lease; a trailer rented from the carrier stays rent', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await settle(client, '2025-05-02', 10_000_000, [
      { category: 'equipment_rent', description: 'Trailer rental - 53 ft van', amountCents: 100_000 },
    ])
    await spend(client, '2025-05-03', 'truck_payment', 500_000)
    // Nothing recorded: the trailer's rental is rent (line 20a); the truck's payment waits.
    const before = await taxOf(client, 2025)
    expect(lineOf(before, '20a')).toBe(100_000)
    expect(before.notDeducted).toContainEqual(
      expect.objectContaining({ category: 'truck_payment', reason: EQUIPMENT_PAYMENT_REASONS.unrecorded }),
    )
    // The truck is on a true lease: its payments are rent too, and there is nothing to depreciate.
    await created(client, '/api/assets', { ...TRACTOR, holding: 'true_lease' })
    const after = await taxOf(client, 2025)
    expect(lineOf(after, '20a')).toBe(600_000)
    expect(lineOf(after, '13')).toBe(0)
    expect(after.notDeducted.map((n: { category: string }) => n.category)).not.toContain('truck_payment')
  })

  it('a settlement’s truck payment lines become the loan’s payments, each split by the balance', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const other = await signedInAs(server, 'owner_operator')
    const asset = await created(client, '/api/assets', { ...TRACTOR, holding: 'loan' })
    const loan = await created(client, '/api/loans', {
      assetId: asset.id,
      lender: 'Commercial Truck Finance',
      principalCents: 12_000_000,
      annualRate: '7.5',
      termMonths: 60,
      firstPaymentDate: '2025-04-01',
    })
    const { paymentCents } = (await client.get(`/api/loans/${loan.id}/schedule`)).json()
    for (const date of ['2025-03-28', '2025-04-25'])
      await settle(client, date, 5_000_000, [
        { category: 'equipment_rent', description: 'Truck payment - unit 318', amountCents: paymentCents },
      ])
    // A fuel line and another user's loan are never offered.
    const offered = (await client.get(`/api/loans/${loan.id}/ledger-payments`)).json().items
    expect(offered.map((p: { date: string }) => p.date)).toEqual(['2025-03-28', '2025-04-25'])
    expect((await other.client.get(`/api/loans/${loan.id}/ledger-payments`)).statusCode).toBe(404)
    const stranger = await other.client.post(`/api/loans/${loan.id}/ledger-payments`, {
      expenseIds: [offered[0].expenseId],
    })
    expect(stranger.statusCode).toBe(404)
    const fuel = await spend(client, '2025-04-10', 'fuel', 10_000)
    const wrong = await client.post(`/api/loans/${loan.id}/ledger-payments`, {
      expenseIds: [offered[0].expenseId, fuel.id],
    })
    expect(wrong.statusCode).toBe(400)
    expect((await client.get(`/api/loans/${loan.id}/payments`)).json().total).toBe(0)

    const recorded = await created(client, `/api/loans/${loan.id}/ledger-payments`, {
      expenseIds: offered.map((p: { expenseId: string }) => p.expenseId),
    })
    // Each paid before its due date (April 1, May 1): 120,000 × 7.5 % ÷ 12 = 750.00 of interest,
    // then a month's on the balance the first one left.
    expect(recorded.items[0]).toMatchObject({ date: '2025-03-28', interestCents: 75_000 })
    const balance = recorded.items[0].balanceCents
    // balance × 75 ÷ 12,000, half up to the cent, in whole numbers.
    expect(recorded.items[1].interestCents).toBe(Math.floor((balance * 75 + 6_000) / 12_000))
    expect((await client.get(`/api/loans/${loan.id}/ledger-payments`)).json().items).toEqual([])
    // The interest is on line 16b; the payments themselves are not deducted (a bought truck).
    const tax = await taxOf(client, 2025)
    expect(lineOf(tax, '16b')).toBe(75_000 + recorded.items[1].interestCents)
    expect(tax.notDeducted).toContainEqual(
      expect.objectContaining({ category: 'truck_payment', amountCents: 2 * paymentCents }),
    )
  })

  it('a company driver on a W-2 has no equipment figures', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    await settle(client, '2025-05-02', 5_000_000)
    const tax = await taxOf(client, 2025)
    expect(tax.equipment).toBeNull()
    expect(tax.scheduleC).toEqual([])
  })
})
