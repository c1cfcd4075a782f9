import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ASSET_MESSAGES } from '@/contracts/assets.ts'
import { TRUCK_MESSAGES } from '@/contracts/trucks.ts'
import { amortizationSchedule, yearTotals } from '@/domain/loans/amortization.ts'
import { assets, loanPayments, loans } from '@/server/db/schema/index.ts'
import { depreciationSummary } from '@/server/features/assets/assets.public.ts'
import { type Agent, agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock, uniqueEmail } from '../support/test-server.ts'

/*
 * A trucker's equipment and its loans: depreciation by the Pub 946 tables with bonus and section
 * 179, a sale's gain and recapture, a loan's schedule and the payments made on it, and the year's
 * totals the tax side reads. Worked examples, with the arithmetic in the comments.
 */

let server: TestServer
// Today is July 15, 2025 for every user of this file (a payment cannot be dated after it).
const clock = testClock(new Date('2025-07-15T15:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const patch = (client: Agent, url: string, payload: object) =>
  client.request({ method: 'PATCH', url, payload })
const remove = (client: Agent, url: string) => client.request({ method: 'DELETE', url })

/** $150,000 tractor placed in service on March 1, 2025. */
const TRACTOR = {
  kind: 'tractor',
  description: '2024 Freightliner Cascadia',
  costCents: 15_000_000,
  placedInServiceDate: '2025-03-01',
}

async function made(client: Agent, url: string, body: object) {
  const res = await client.post(url, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

async function depreciation(client: Agent, assetId: string, year: number) {
  const res = await client.get(`/api/assets/${assetId}/depreciation?year=${year}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** What the user's rows of the three tables are, to show a refused write changed nothing. */
async function rowsOf(userId: string) {
  const db = server.ctx.db
  const [[a], [l], [p]] = await Promise.all([
    db.select({ n: count() }).from(assets).where(eq(assets.userId, userId)),
    db.select({ n: count() }).from(loans).where(eq(loans.userId, userId)),
    db.select({ n: count() }).from(loanPayments).where(eq(loanPayments.userId, userId)),
  ])
  return { assets: a!.n, loans: l!.n, payments: p!.n }
}

describe('depreciation of a $150,000 tractor placed in service in 2025', () => {
  it('(a) acquired after January 19, 2025: 100 % bonus, all of it in 2025', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const asset = await made(client, '/api/assets', { ...TRACTOR, holding: 'loan' })
    expect(asset).toMatchObject({
      businessUsePercent: 100,
      holding: 'loan',
      recoveryYears: 3,
      depreciation: { method: 'macrs', bonus: 'default', section179Cents: 0 },
    })
    // Bonus 100 % × 150,000 = 150,000 (Pub. L. 119-21: acquired after January 19, 2025); the table has
    // nothing left to depreciate: 33.33 % × 0 = 0.
    expect(await depreciation(client, asset.id, 2025)).toMatchObject({
      year: 2025,
      basis: 'purchase',
      convention: 'half_year',
      bonusPercent: '100',
      businessBasisCents: 15_000_000,
      section179Cents: 0,
      bonusCents: 15_000_000,
      macrsCents: 0,
      depreciationCents: 15_000_000,
      basisRemainingCents: 0,
      disposal: null,
    })
    expect(await depreciation(client, asset.id, 2026)).toMatchObject({
      depreciationCents: 0,
      basisRemainingCents: 0,
    })
    // Nothing in the year before it went into service; this year (2025) when no year is asked.
    expect(await depreciation(client, asset.id, 2024)).toMatchObject({
      depreciationCents: 0,
      basisRemainingCents: 15_000_000,
    })
    expect((await client.get(`/api/assets/${asset.id}/depreciation`)).json().year).toBe(2025)

    // Bought under a contract of January 10, 2025 (before January 20): the 2025 phase-down, 40 %.
    //   bonus 40 % × 150,000 = 60,000; the table on 90,000: 33.33 % = 29,997; 2025 total 89,997
    const earlier = await made(client, '/api/assets', { ...TRACTOR, acquiredDate: '2025-01-10' })
    expect(await depreciation(client, earlier.id, 2025)).toMatchObject({
      bonusPercent: '40',
      bonusCents: 6_000_000,
      macrsCents: 2_999_700,
      depreciationCents: 8_999_700,
      basisRemainingCents: 6_000_300,
    })
  })

  it('(b) electing out of bonus: 3-year MACRS, half-year convention (Pub 946 Table A-1)', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const asset = await made(client, '/api/assets', { ...TRACTOR, depreciation: { bonus: 'elect_out' } })
    // 2025: 33.33 % × 150,000 = 49,995    remaining 100,005
    // 2026: 44.45 % × 150,000 = 66,675    remaining  33,330
    // 2027: 14.81 % × 150,000 = 22,215    remaining  11,115
    // 2028:  7.41 % × 150,000 = 11,115    remaining       0 (the last year takes what is left: 11,115)
    const years = []
    for (const year of [2025, 2026, 2027, 2028, 2029]) {
      const figures = await depreciation(client, asset.id, year)
      expect(figures.bonusCents).toBe(0)
      expect(figures.macrsCents).toBe(figures.depreciationCents)
      years.push([year, figures.depreciationCents, figures.basisRemainingCents])
    }
    expect(years).toEqual([
      [2025, 4_999_500, 10_000_500],
      [2026, 6_667_500, 3_333_000],
      [2027, 2_221_500, 1_111_500],
      [2028, 1_111_500, 0],
      [2029, 0, 0],
    ])
  })

  it('(c) with a section 179 election within the 2025 limit', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // Section 179 of $50,000 first (2025 limit $2,500,000), bonus elected out, the table on the rest:
    //   2025: 50,000 + 33.33 % × 100,000 = 50,000 + 33,330 = 83,330   remaining 66,670
    //   2026: 44.45 % × 100,000 = 44,450                              remaining 22,220
    const asset = await made(client, '/api/assets', {
      ...TRACTOR,
      depreciation: { bonus: 'elect_out', section179Cents: 5_000_000 },
    })
    expect(await depreciation(client, asset.id, 2025)).toMatchObject({
      section179Cents: 5_000_000,
      bonusCents: 0,
      macrsCents: 3_333_000,
      depreciationCents: 8_333_000,
      basisRemainingCents: 6_667_000,
    })
    expect(await depreciation(client, asset.id, 2026)).toMatchObject({
      section179Cents: 0,
      macrsCents: 4_445_000,
      basisRemainingCents: 2_222_000,
    })
  })

  it('keeps section 179 within the business cost and the year’s limit, phase-out included', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    // 75 % business use: the business part of $150,000 is $112,500; $120,000 of section 179 is over it.
    const overCost = await client.post('/api/assets', {
      ...TRACTOR,
      businessUsePercent: 75,
      depreciation: { section179Cents: 12_000_000 },
    })
    expect(overCost.statusCode).toBe(400)
    expect(overCost.json().error).toBe(ASSET_MESSAGES.section179OverCost)
    // $2,600,000 elected in 2025 is over the $2,500,000 limit.
    const overLimit = await client.post('/api/assets', {
      ...TRACTOR,
      description: 'Fleet of tractors',
      costCents: 300_000_000,
      depreciation: { section179Cents: 260_000_000 },
    })
    expect(overLimit.statusCode).toBe(400)
    expect(overLimit.json().error).toBe(ASSET_MESSAGES.section179OverLimit(2025, '$2,500,000.00'))
    expect(await rowsOf(id)).toEqual({ assets: 0, loans: 0, payments: 0 })

    // $2,000,000 elected on $2,000,000 of property: within the limit.
    await made(client, '/api/assets', {
      ...TRACTOR,
      costCents: 200_000_000,
      depreciation: { section179Cents: 200_000_000 },
    })
    // Another $2,300,000 of property brings the year's to $4,300,000, $300,000 over the $4,000,000
    // threshold: the limit falls to 2,500,000 − 300,000 = 2,200,000, and 2,000,000 + 300,000 is over it.
    const phasedOut = await client.post('/api/assets', {
      ...TRACTOR,
      kind: 'trailer',
      costCents: 230_000_000,
      depreciation: { section179Cents: 30_000_000 },
    })
    expect(phasedOut.json().error).toBe(ASSET_MESSAGES.section179OverLimit(2025, '$2,200,000.00'))
    // $200,000 fits: 2,200,000 in all.
    await made(client, '/api/assets', {
      ...TRACTOR,
      kind: 'trailer',
      costCents: 230_000_000,
      depreciation: { section179Cents: 20_000_000 },
    })
    const summary = (await client.get('/api/assets/depreciation-summary?year=2025')).json()
    expect(summary.section179Cents).toBe(220_000_000)
    expect(summary.section179LimitCents).toBe(220_000_000)
    expect(await rowsOf(id)).toEqual({ assets: 2, loans: 0, payments: 0 })
  })

  it('takes the mid-quarter convention when most of the year’s basis went into service in its last quarter', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // A $50,000 trailer placed in service in November is all of 2025's basis, so 100 % > 40 % in the
    // fourth quarter: Table A-5, 5-year, first year 5.00 % × 50,000 = 2,500.
    const trailer = await made(client, '/api/assets', {
      kind: 'trailer',
      description: 'Utility reefer trailer',
      costCents: 5_000_000,
      placedInServiceDate: '2025-11-15',
      depreciation: { bonus: 'elect_out' },
    })
    expect(await depreciation(client, trailer.id, 2025)).toMatchObject({
      convention: 'mid_quarter',
      recoveryYears: 5,
      macrsCents: 250_000,
    })
    // The tractor of March 1 outweighs it (50,000 of 200,000 = 25 % in the last quarter): half-year,
    // Table A-1, 5-year 20.00 % × 50,000 = 10,000.
    await made(client, '/api/assets', { ...TRACTOR, depreciation: { bonus: 'elect_out' } })
    expect(await depreciation(client, trailer.id, 2025)).toMatchObject({
      convention: 'half_year',
      macrsCents: 1_000_000,
    })
  })

  it('answers a true lease with no depreciation, and it takes no loan', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const leased = await made(client, '/api/assets', { ...TRACTOR, holding: 'true_lease' })
    expect(await depreciation(client, leased.id, 2025)).toMatchObject({
      basis: 'true_lease',
      convention: null,
      businessBasisCents: 0,
      section179Cents: 0,
      bonusCents: 0,
      macrsCents: 0,
      depreciationCents: 0,
      basisRemainingCents: 0,
      note: expect.stringContaining('rent'),
    })
    const loan = await client.post('/api/loans', {
      assetId: leased.id,
      lender: 'Leasing Co',
      principalCents: 10_000_000,
      annualRate: '8',
      termMonths: 48,
      firstPaymentDate: '2025-04-01',
    })
    expect(loan.statusCode).toBe(400)
    expect(loan.json().error).toBe(ASSET_MESSAGES.assetIsTrueLease)
    // A lease-purchase is a purchase with a loan: depreciated, and its financing is a loan.
    const leasePurchase = await made(client, '/api/assets', { ...TRACTOR, holding: 'lease_purchase' })
    expect((await depreciation(client, leasePurchase.id, 2025)).depreciationCents).toBe(15_000_000)
    const financing = await made(client, '/api/loans', {
      assetId: leasePurchase.id,
      lender: 'Carrier lease-purchase program',
      principalCents: 15_000_000,
      annualRate: '12',
      termMonths: 36,
      firstPaymentDate: '2025-04-01',
    })
    // It cannot become a true lease while its loan names it.
    const toRent = await patch(client, `/api/assets/${leasePurchase.id}`, { holding: 'true_lease' })
    expect(toRent.statusCode).toBe(409)
    expect(toRent.json().error).toBe(ASSET_MESSAGES.trueLeaseHasLoan)
    expect((await remove(client, `/api/loans/${financing.id}`)).statusCode).toBe(204)
    expect(
      (await patch(client, `/api/assets/${leasePurchase.id}`, { holding: 'true_lease' })).statusCode,
    ).toBe(200)
  })
})

describe('the sale of equipment', () => {
  it('gives the year of disposal half a year, the gain or loss and the section 1245 recapture', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // $150,000 tractor placed in service 2024-06-01: 60 % bonus (2024) = 90,000; the table on 60,000:
    //   2024: 33.33 % = 19,998 (+ 90,000 bonus = 109,998)
    //   2025: 44.45 % = 26,670
    //   2026: 14.81 % = 8,886, sold in 2026 (half-year convention): half of it, 4,443
    // Taken 109,998 + 26,670 + 4,443 = 141,111; adjusted basis 150,000 − 141,111 = 8,889.
    // Sold for $60,000: gain 60,000 − 8,889 = 51,111, all of it recaptured (less than the 141,111 taken).
    const asset = await made(client, '/api/assets', { ...TRACTOR, placedInServiceDate: '2024-06-01' })
    const sold = await patch(client, `/api/assets/${asset.id}`, {
      disposedDate: '2026-08-15',
      saleProceedsCents: 6_000_000,
    })
    expect(sold.statusCode, sold.body).toBe(200)
    expect(sold.json()).toMatchObject({ disposedDate: '2026-08-15', saleProceedsCents: 6_000_000 })
    expect(await depreciation(client, asset.id, 2025)).toMatchObject({
      macrsCents: 2_667_000,
      basisRemainingCents: 1_333_200,
      disposal: null,
    })
    expect(await depreciation(client, asset.id, 2026)).toMatchObject({
      macrsCents: 444_300,
      depreciationCents: 444_300,
      basisRemainingCents: 0,
      disposal: {
        date: '2026-08-15',
        proceedsCents: 6_000_000,
        businessProceedsCents: 6_000_000,
        adjustedBasisCents: 888_900,
        gainCents: 5_111_100,
        recaptureCents: 5_111_100,
        section1231GainCents: 0,
      },
    })
    expect(await depreciation(client, asset.id, 2027)).toMatchObject({ depreciationCents: 0, disposal: null })
    // Sold for $5,000 instead: a loss of 5,000 − 8,889 = −3,889, nothing recaptured.
    await patch(client, `/api/assets/${asset.id}`, { saleProceedsCents: 500_000 })
    expect((await depreciation(client, asset.id, 2026)).disposal).toMatchObject({
      gainCents: -388_900,
      recaptureCents: 0,
    })
    const summary = (await client.get('/api/assets/depreciation-summary?year=2026')).json()
    expect(summary).toMatchObject({ depreciationCents: 444_300, gainCents: -388_900, recaptureCents: 0 })
    // Clearing the date clears the sale.
    const unsold = await patch(client, `/api/assets/${asset.id}`, { disposedDate: null })
    expect(unsold.json()).toMatchObject({ disposedDate: null, saleProceedsCents: null })
  })

  it('refuses a sale before the asset went into service, or proceeds without a date', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const asset = await made(client, '/api/assets', TRACTOR)
    const before = await patch(client, `/api/assets/${asset.id}`, { disposedDate: '2025-02-01' })
    expect(before.statusCode).toBe(400)
    expect(before.json().error).toBe(ASSET_MESSAGES.disposedBeforePlaced)
    const proceeds = await patch(client, `/api/assets/${asset.id}`, { saleProceedsCents: 100 })
    expect(proceeds.statusCode).toBe(400)
    expect(proceeds.json().error).toBe(ASSET_MESSAGES.proceedsWithoutDisposal)
    expect((await client.get(`/api/assets/${asset.id}`)).json()).toMatchObject({
      disposedDate: null,
      saleProceedsCents: null,
    })
  })
})

/** $120,000 at 7.5 % over 60 months, first payment April 1, 2025. */
const LOAN = {
  lender: 'Mack Financial',
  principalCents: 12_000_000,
  annualRate: '7.5',
  termMonths: 60,
  firstPaymentDate: '2025-04-01',
}

describe('a truck loan', () => {
  it('has the standard amortisation schedule', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const loan = await made(client, '/api/loans', LOAN)
    // r = 7.5 % ÷ 12 = 0.00625; (1.00625)^60 = 1.453294…;
    // payment = 120,000 × 0.00625 × 1.453294 / (1.453294 − 1) = 2,404.5538… → $2,404.55.
    expect(loan).toMatchObject({ annualRate: '7.5', paymentCents: 240_455, balanceCents: 12_000_000 })
    const schedule = (await client.get(`/api/loans/${loan.id}/schedule`)).json()
    expect(schedule.paymentCents).toBe(240_455)
    expect(schedule.items).toHaveLength(60)
    // 1: interest 120,000.00 × 0.00625 = 750.00; principal 2,404.55 − 750.00 = 1,654.55 → 118,345.45
    // 2: interest 118,345.45 × 0.00625 = 739.6590… → 739.66; principal 1,664.89 → 116,680.56
    // 3: interest 116,680.56 × 0.00625 = 729.2535 → 729.25; principal 1,675.30 → 115,005.26
    expect(schedule.items.slice(0, 3)).toEqual([
      {
        number: 1,
        date: '2025-04-01',
        paymentCents: 240_455,
        interestCents: 75_000,
        principalCents: 165_455,
        balanceCents: 11_834_545,
      },
      {
        number: 2,
        date: '2025-05-01',
        paymentCents: 240_455,
        interestCents: 73_966,
        principalCents: 166_489,
        balanceCents: 11_668_056,
      },
      {
        number: 3,
        date: '2025-06-01',
        paymentCents: 240_455,
        interestCents: 72_925,
        principalCents: 167_530,
        balanceCents: 11_500_526,
      },
    ])
    const last = schedule.items.at(-1)
    expect(last).toMatchObject({ number: 60, date: '2030-03-01', balanceCents: 0 })
    // The last payment takes what rounding left: within a few cents of the others.
    expect(Math.abs(last.paymentCents - 240_455)).toBeLessThan(100)
    const principal = schedule.items.reduce(
      (sum: number, p: { principalCents: number }) => sum + p.principalCents,
      0,
    )
    expect(principal).toBe(12_000_000)
    // Today (July 15, 2025) four payments were due (April to July): what the schedule leaves after the 4th.
    expect(loan.scheduledBalanceCents).toBe(schedule.items[3].balanceCents)

    // A 0 % loan: the principal spread evenly, $2,000.00 a month.
    const free = await made(client, '/api/loans', { ...LOAN, annualRate: '0' })
    expect(free.paymentCents).toBe(200_000)
  })

  it('splits a payment made by the balance owed that day, and splits the later ones again when one comes before them', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const loan = await made(client, '/api/loans', LOAN)
    const pay = (date: string, amountCents: number) =>
      made(client, `/api/loans/${loan.id}/payments`, { date, amountCents })
    // April 1: 750.00 interest on 120,000.00, 1,654.55 principal.
    expect(await pay('2025-04-01', 240_455)).toMatchObject({
      interestCents: 75_000,
      principalCents: 165_455,
      balanceCents: 11_834_545,
    })
    // June 1 after a missed May: May's and June's interest on 118,345.45, 739.66 each = 1,479.32;
    // principal 2,404.55 − 1,479.32 = 925.23 → 117,420.22.
    expect(await pay('2025-06-01', 240_455)).toMatchObject({
      interestCents: 147_932,
      principalCents: 92_523,
      balanceCents: 11_742_022,
    })
    // May's payment, recorded late: May's interest 739.66, principal 1,664.89 → 116,680.56; June's
    // payment is split again on it: 116,680.56 × 0.00625 = 729.25, principal 1,675.30 → 115,005.26.
    expect(await pay('2025-05-01', 240_455)).toMatchObject({
      interestCents: 73_966,
      principalCents: 166_489,
      balanceCents: 11_668_056,
    })
    const payments = (await client.get(`/api/loans/${loan.id}/payments`)).json()
    expect(payments.total).toBe(3)
    expect(
      payments.items.map((p: { date: string; interestCents: number; balanceCents: number }) => [
        p.date,
        p.interestCents,
        p.balanceCents,
      ]),
    ).toEqual([
      ['2025-04-01', 75_000, 11_834_545],
      ['2025-05-01', 73_966, 11_668_056],
      ['2025-06-01', 72_925, 11_500_526],
    ])
    // The loan's balance today is what the payments left; interest paid 750.00 + 739.66 + 729.25.
    expect((await client.get(`/api/loans/${loan.id}`)).json()).toMatchObject({
      balanceCents: 11_500_526,
      paidCents: 3 * 240_455,
      interestPaidCents: 221_891,
      paymentCount: 3,
    })

    // Tomorrow's payment is not made yet; and no payment pays past the balance.
    const future = await client.post(`/api/loans/${loan.id}/payments`, {
      date: '2025-07-16',
      amountCents: 100,
    })
    expect(future.json().error).toBe(ASSET_MESSAGES.paymentInFuture)
    const tooMuch = await client.post(`/api/loans/${loan.id}/payments`, {
      date: '2025-07-01',
      amountCents: 12_000_000,
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().error).toBe(ASSET_MESSAGES.paymentTooLarge)

    // Deleting May's payment splits June's again as before.
    const may = payments.items[1].id
    expect((await remove(client, `/api/loans/${loan.id}/payments/${may}`)).statusCode).toBe(204)
    const after = (await client.get(`/api/loans/${loan.id}/payments`)).json()
    expect(after.items.map((p: { interestCents: number }) => p.interestCents)).toEqual([75_000, 147_932])

    // New terms split the payments again: at 6 %, April's interest is 120,000 × 0.005 = 600.00.
    const changed = await patch(client, `/api/loans/${loan.id}`, { annualRate: '6' })
    expect(changed.statusCode, changed.body).toBe(200)
    const resplit = (await client.get(`/api/loans/${loan.id}/payments`)).json()
    expect(resplit.items[0]).toMatchObject({ interestCents: 60_000, principalCents: 180_455 })
    // Terms under which a recorded payment pays past the balance are refused, and nothing changes.
    const tooSmall = await patch(client, `/api/loans/${loan.id}`, { principalCents: 100_000 })
    expect(tooSmall.statusCode).toBe(409)
    expect((await client.get(`/api/loans/${loan.id}`)).json().principalCents).toBe(12_000_000)
  })
})

describe('the year’s depreciation and loan interest for the tax side', () => {
  it('adds up the assets’ depreciation and the interest of the payments made in the year', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    const tractor = await made(client, '/api/assets', { ...TRACTOR, depreciation: { bonus: 'elect_out' } })
    // A $60,000 trailer of May 10, 2025, bonus elected out: 5-year, 20.00 % × 60,000 = 12,000.
    await made(client, '/api/assets', {
      kind: 'trailer',
      description: '53 ft dry van',
      costCents: 6_000_000,
      placedInServiceDate: '2025-05-10',
      depreciation: { bonus: 'elect_out' },
    })
    // One from 2026 is not in 2025's figures.
    await made(client, '/api/assets', { ...TRACTOR, placedInServiceDate: '2026-01-05' })
    const loan = await made(client, '/api/loans', { ...LOAN, assetId: tractor.id })
    for (const date of ['2025-04-01', '2025-05-01', '2025-06-01'])
      await made(client, `/api/loans/${loan.id}/payments`, { date, amountCents: 240_455 })

    // Depreciation 49,995 + 12,000 = 61,995 (MACRS only); interest 750.00 + 739.66 + 729.25 = 2,218.91.
    const scheduled = yearTotals(amortizationSchedule({ ...LOAN, annualRatePercent: '7.5' }), 2025)
    const summary = (await client.get('/api/assets/depreciation-summary')).json()
    expect(summary).toMatchObject({
      year: 2025,
      section179Cents: 0,
      section179LimitCents: 250_000_000,
      bonusCents: 0,
      macrsCents: 6_199_500,
      depreciationCents: 6_199_500,
      interestCents: 221_891,
      scheduledInterestCents: scheduled.interestCents,
      gainCents: 0,
      recaptureCents: 0,
      loans: [{ loanId: loan.id, lender: 'Mack Financial', interestCents: 221_891, principalCents: 499_474 }],
    })
    expect(summary.assets.map((a: { description: string }) => a.description)).toEqual([
      '2024 Freightliner Cascadia',
      '53 ft dry van',
    ])
    // The same figures from the plain function the Tax Summary calls.
    expect(await depreciationSummary({ db: server.ctx.db, userId: id, year: 2025 })).toEqual(summary)
    // A change shows at once (the answer is kept under the books version).
    await remove(client, `/api/assets/${tractor.id}`)
    expect((await client.get('/api/assets/depreciation-summary')).json().depreciationCents).toBe(1_200_000)
    // The loan stays, no longer naming the tractor.
    expect((await client.get(`/api/loans/${loan.id}`)).json().assetId).toBeNull()
  })
})

describe('who reaches assets and loans', () => {
  it('answers another user’s asset, loan and payment with not found on every route, and changes nothing', async () => {
    const owner = await signedInAs(server, 'owner_operator')
    const truck = await made(owner.client, '/api/trucks', { unitNumber: '101' })
    const asset = await made(owner.client, '/api/assets', { ...TRACTOR, truckId: truck.id })
    const loan = await made(owner.client, '/api/loans', { ...LOAN, assetId: asset.id })
    const payment = await made(owner.client, `/api/loans/${loan.id}/payments`, {
      date: '2025-04-01',
      amountCents: 240_455,
    })
    const before = await rowsOf(owner.id)
    const view = async () =>
      [
        await owner.client.get('/api/assets'),
        await owner.client.get('/api/loans'),
        await owner.client.get(`/api/loans/${loan.id}/payments`),
      ]
        .map((r) => r.body)
        .join()
    const seen = await view()

    const other = await signedInAs(server, 'fleet_manager')
    const routes: [string, string, object?][] = [
      ['GET', `/api/assets/${asset.id}`],
      ['PATCH', `/api/assets/${asset.id}`, { description: 'Mine now' }],
      ['DELETE', `/api/assets/${asset.id}`],
      ['GET', `/api/assets/${asset.id}/depreciation?year=2025`],
      ['GET', `/api/loans/${loan.id}`],
      ['PATCH', `/api/loans/${loan.id}`, { lender: 'Mine now' }],
      ['DELETE', `/api/loans/${loan.id}`],
      ['GET', `/api/loans/${loan.id}/schedule`],
      ['GET', `/api/loans/${loan.id}/payments`],
      ['POST', `/api/loans/${loan.id}/payments`, { date: '2025-05-01', amountCents: 240_455 }],
      ['DELETE', `/api/loans/${loan.id}/payments/${payment.id}`],
    ]
    for (const [method, url, payload] of routes) {
      const res = await other.client.request({
        method: method as 'GET',
        url,
        ...(payload ? { payload } : {}),
      })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.body).not.toContain(asset.description)
    }
    // Their own loan with the owner's payment id is not found either.
    const theirs = await made(other.client, '/api/loans', LOAN)
    expect((await remove(other.client, `/api/loans/${theirs.id}/payments/${payment.id}`)).statusCode).toBe(
      404,
    )
    // Nor may they name the owner's asset or truck on their own rows.
    const naming = await other.client.post('/api/loans', { ...LOAN, assetId: asset.id })
    expect(naming.statusCode).toBe(400)
    expect(naming.json().error).toBe(ASSET_MESSAGES.notFound)
    const tagging = await other.client.post('/api/assets', { ...TRACTOR, truckId: truck.id })
    expect(tagging.statusCode).toBe(400)
    expect(tagging.json().error).toBe(TRUCK_MESSAGES.notFound)
    expect((await other.client.get('/api/assets')).json()).toEqual({ items: [], total: 0 })
    expect((await other.client.get('/api/loans')).json().items).toHaveLength(1)
    expect(
      (await other.client.get('/api/assets/depreciation-summary?year=2025')).json().depreciationCents,
    ).toBe(0)

    expect(await rowsOf(owner.id)).toEqual(before)
    expect(await view()).toBe(seen)
  })

  it('is for owner-operators and fleet managers, and an accountant works in a client’s as granted', async () => {
    const driver = await signedInAs(server, 'company_driver')
    const refused = await driver.client.post('/api/assets', TRACTOR)
    expect(refused.statusCode).toBe(403)
    expect((await driver.client.get('/api/loans')).statusCode).toBe(403)

    const owner = await signedInAs(server, 'owner_operator')
    const asset = await made(owner.client, '/api/assets', TRACTOR)
    for (const access of ['read', 'write'] as const) {
      const email = uniqueEmail('cpa')
      const granted = await owner.client.post('/api/settings/access', { email, access })
      expect(granted.statusCode, granted.body).toBe(201)
      const cpa = agent(server.app)
      const registered = await cpa.post('/api/auth/register', {
        fullName: 'Cora Accountant',
        email,
        password: 'ledger-keeper-1',
        confirmPassword: 'ledger-keeper-1',
        inviteToken: (granted.json().inviteUrl as string).split('invite=')[1],
      })
      expect(registered.statusCode, registered.body).toBe(201)
      // Outside the client's books: not an owner-operator's route.
      expect((await cpa.get('/api/assets')).statusCode).toBe(403)
      expect((await cpa.post(`/api/accountant/switch/${owner.id}`, {})).statusCode).toBe(200)
      expect((await cpa.get(`/api/assets/${asset.id}/depreciation?year=2025`)).json().depreciationCents).toBe(
        15_000_000,
      )
      const write = await cpa.post('/api/loans', LOAN)
      expect(write.statusCode, `${access}: ${write.body}`).toBe(access === 'write' ? 201 : 403)
    }
    expect((await owner.client.get('/api/loans')).json().total).toBe(1)
  })
})

describe('writes at once', () => {
  it('lets one of two section 179 elections through when both together would pass the year’s limit', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    // $1,500,000 each: one fits the $2,500,000 limit of 2025, both ($3,000,000) do not.
    const big = { ...TRACTOR, costCents: 150_000_000, depreciation: { section179Cents: 150_000_000 } }
    const results = await Promise.all([client.post('/api/assets', big), client.post('/api/assets', big)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400])
    expect((await rowsOf(id)).assets).toBe(1)
  })

  it('splits payments recorded together in their order, each on the balance the one before it left', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const loan = await made(client, '/api/loans', LOAN)
    const dates = ['2025-06-01', '2025-04-01', '2025-05-01']
    const made3 = await Promise.all(
      dates.map((date) => client.post(`/api/loans/${loan.id}/payments`, { date, amountCents: 240_455 })),
    )
    expect(made3.map((r) => r.statusCode)).toEqual([201, 201, 201])
    // Whatever order they arrived in, they are split as the schedule's first three.
    const items = (await client.get(`/api/loans/${loan.id}/payments`)).json().items
    expect(
      items.map((p: { interestCents: number; balanceCents: number }) => [p.interestCents, p.balanceCents]),
    ).toEqual([
      [75_000, 11_834_545],
      [73_966, 11_668_056],
      [72_925, 11_500_526],
    ])
  })
})

describe('bad input', () => {
  it('is refused with 400 and writes nothing', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    const asset = await made(client, '/api/assets', TRACTOR)
    const loan = await made(client, '/api/loans', LOAN)
    const before = await rowsOf(id)
    const storedAsset = (await client.get(`/api/assets/${asset.id}`)).body
    const storedLoan = (await client.get(`/api/loans/${loan.id}`)).body

    const badAssets: [object, string?][] = [
      [{ ...TRACTOR, kind: 'boat' }],
      [{ ...TRACTOR, description: '   ' }, ASSET_MESSAGES.descriptionRequired],
      [{ ...TRACTOR, costCents: 0 }],
      [{ ...TRACTOR, costCents: 150_000.5 }],
      [{ ...TRACTOR, costCents: '15000000' }],
      [{ ...TRACTOR, placedInServiceDate: '2025-02-30' }],
      [{ ...TRACTOR, placedInServiceDate: '1800-01-01' }],
      [{ ...TRACTOR, businessUsePercent: 0 }, ASSET_MESSAGES.businessUse],
      [{ ...TRACTOR, businessUsePercent: 101 }, ASSET_MESSAGES.businessUse],
      [{ ...TRACTOR, businessUsePercent: 62.5 }, ASSET_MESSAGES.businessUse],
      [{ ...TRACTOR, holding: 'rented' }],
      [{ ...TRACTOR, depreciation: { method: 'sum_of_years' } }],
      [{ ...TRACTOR, depreciation: { section179Cents: -1 } }],
      [{ ...TRACTOR, acquiredDate: '2025-03-02' }, ASSET_MESSAGES.acquiredAfterPlaced],
      [{ ...TRACTOR, disposedDate: '2025-01-01' }, ASSET_MESSAGES.disposedBeforePlaced],
      [{ ...TRACTOR, truckId: 'not-a-truck' }, TRUCK_MESSAGES.notFound],
      [{ ...TRACTOR, truckId: '00000000-0000-4000-8000-000000000001' }, TRUCK_MESSAGES.notFound],
      // Acquired before September 28, 2017 with the default bonus: no bonus table for it.
      [{ ...TRACTOR, placedInServiceDate: '2016-05-01' }],
      // Straight line under the mid-quarter convention is not carried by the tables.
      [{ ...TRACTOR, placedInServiceDate: '2025-12-01', depreciation: { method: 'straight_line' } }],
      // No section 179 limit in the tables for 2027 yet.
      [{ ...TRACTOR, placedInServiceDate: '2027-02-01', depreciation: { section179Cents: 100 } }],
      [{}],
    ]
    for (const [body, message] of badAssets) {
      const res = await client.post('/api/assets', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof res.json().error).toBe('string')
      if (message) expect(res.json().error).toBe(message)
    }
    for (const body of [
      { costCents: -5 },
      { kind: null },
      { depreciation: { bonus: 'maybe' } },
      { acquiredDate: '2026-01-01' },
    ]) {
      const res = await patch(client, `/api/assets/${asset.id}`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }

    const badLoans: [object, string?][] = [
      [{ ...LOAN, annualRate: 7.5 }],
      [{ ...LOAN, annualRate: '7,5' }, ASSET_MESSAGES.rateInvalid],
      [{ ...LOAN, annualRate: '-1' }, ASSET_MESSAGES.rateInvalid],
      [{ ...LOAN, annualRate: '100' }, ASSET_MESSAGES.rateInvalid],
      [{ ...LOAN, annualRate: '7.12345' }, ASSET_MESSAGES.rateInvalid],
      [{ ...LOAN, termMonths: 0 }, ASSET_MESSAGES.termInvalid],
      [{ ...LOAN, termMonths: 481 }, ASSET_MESSAGES.termInvalid],
      [{ ...LOAN, termMonths: 12.5 }, ASSET_MESSAGES.termInvalid],
      [{ ...LOAN, principalCents: 0 }],
      [{ ...LOAN, lender: '' }, ASSET_MESSAGES.lenderRequired],
      [{ ...LOAN, firstPaymentDate: 'next month' }],
      [{ ...LOAN, assetId: '00000000-0000-4000-8000-000000000001' }, ASSET_MESSAGES.notFound],
    ]
    for (const [body, message] of badLoans) {
      const res = await client.post('/api/loans', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      if (message) expect(res.json().error).toBe(message)
    }
    for (const body of [{ termMonths: -1 }, { annualRate: 'abc' }, { principalCents: null }]) {
      expect((await patch(client, `/api/loans/${loan.id}`, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    for (const body of [
      { date: '2025-04-01' },
      { date: '2025-04-01', amountCents: 0 },
      { date: '2025-04-01', amountCents: 1.5 },
      { date: '2025-13-01', amountCents: 100 },
      { amountCents: 100 },
    ]) {
      const res = await client.post(`/api/loans/${loan.id}/payments`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    for (const query of ['year=abc', 'year=1800', 'year=2025.5']) {
      expect((await client.get(`/api/assets/${asset.id}/depreciation?${query}`)).statusCode, query).toBe(400)
      expect((await client.get(`/api/assets/depreciation-summary?${query}`)).statusCode, query).toBe(400)
    }
    // Malformed ids are not found.
    expect((await client.get('/api/assets/not-an-id')).statusCode).toBe(404)
    expect((await remove(client, `/api/loans/${loan.id}/payments/not-an-id`)).statusCode).toBe(404)

    expect(await rowsOf(id)).toEqual(before)
    expect((await client.get(`/api/assets/${asset.id}`)).body).toBe(storedAsset)
    expect((await client.get(`/api/loans/${loan.id}`)).body).toBe(storedLoan)
    const payments = await server.ctx.db
      .select({ n: count() })
      .from(loanPayments)
      .where(and(eq(loanPayments.loanId, loan.id), eq(loanPayments.userId, id)))
    expect(payments[0]!.n).toBe(0)
  })
})
