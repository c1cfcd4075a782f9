import { beforeAll, describe, expect, it } from 'vitest'
import { BALANCE_MESSAGES } from '@/contracts/balance-sheet.ts'
import { COMMON_MESSAGES } from '@/contracts/common.ts'
import { LEDGER_MESSAGES } from '@/contracts/ledger-common.ts'
import { HOSTILE_TEXT_MESSAGE } from '@/server/lib/hostile-text.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * The balance sheet at a date: typed cash and other items (the latest entry per label on or before
 * the date), escrow held by a carrier, a delivered load not yet paid, a tractor at book value and
 * its loan less the principal paid. Every figure below is worked from its source in the comments.
 */

let server: TestServer
const clock = testClock(new Date('2026-03-10T15:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

async function made(client: Agent, url: string, body: object) {
  const res = await client.post(url, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

const sheetOn = async (client: Agent, date?: string) => {
  const res = await client.get(`/api/reports/balance-sheet${date ? `?date=${date}` : ''}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** The owner's records: every source of the sheet once. */
async function booksOf(client: Agent) {
  // Cash: $10,000 in checking on Dec 15, $15,000 on Feb 1 (a later balance of the same label).
  await made(client, '/api/balance-items', {
    kind: 'cash',
    label: 'Checking at First Bank',
    amountCents: 1_000_000,
    asOfDate: '2025-12-15',
  })
  await made(client, '/api/balance-items', {
    kind: 'cash',
    label: 'checking at first bank',
    amountCents: 1_500_000,
    asOfDate: '2026-02-01',
  })
  await made(client, '/api/balance-items', {
    kind: 'other_asset',
    label: 'Spare tires',
    amountCents: 80_000,
    asOfDate: '2025-12-31',
  })
  await made(client, '/api/balance-items', {
    kind: 'other_liability',
    label: 'Loan from my brother',
    amountCents: 300_000,
    asOfDate: '2025-11-01',
  })

  // Escrow: $500 typed on Jun 1, $100 held back on the carrier's Oct 3 settlement, $250 typed on Dec 1.
  const escrow = await made(client, '/api/reserve-accounts', {
    payerName: 'Prairie Line Carriers',
    kind: 'escrow',
  })
  await made(client, `/api/reserve-accounts/${escrow.id}/entries`, {
    kind: 'deposit',
    amountCents: 50_000,
    date: '2025-06-01',
  })
  await made(client, '/api/settlements', {
    broker: 'Prairie Line Carriers',
    settlementNumber: 'S-1003',
    settlementDate: '2025-10-03',
    lines: [
      { kind: 'load', description: 'Omaha to Denver', amountCents: 300_000 },
      { kind: 'deduction', category: 'escrow', description: 'Escrow', amountCents: 10_000 },
    ],
  })
  await made(client, `/api/reserve-accounts/${escrow.id}/entries`, {
    kind: 'deposit',
    amountCents: 25_000,
    date: '2025-12-01',
  })

  // A load delivered Dec 20, not paid: its rate confirmation's $1,800 + $250 = $2,050. One still booked.
  const load = (loadNumber: string, deliveredAt: string) => ({
    loadNumber,
    payerName: 'Acme Freight LLC',
    stops: [
      { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: '2025-12-19T08:00' },
      { type: 'delivery', city: 'Memphis', state: 'TN', scheduledAt: deliveredAt },
    ],
    rateLines: [
      { kind: 'linehaul', amountCents: 180_000 },
      { kind: 'fuel_surcharge', amountCents: 25_000 },
    ],
  })
  const delivered = await made(client, '/api/loads', load('RC-1', '2025-12-20T14:00'))
  const patched = await client.request({
    method: 'PATCH',
    url: `/api/loads/${delivered.id}`,
    payload: { status: 'delivered' },
  })
  expect(patched.statusCode, patched.body).toBe(200)
  await made(client, '/api/loads', load('RC-2', '2025-12-21T14:00'))

  // A $150,000 tractor placed in service Mar 1, 2025, bonus elected out: 3-year MACRS, half-year
  // (Pub 946 Table A-1): 2025 33.33 % = $49,995 → $100,005 left; 2026 44.45 % = $66,675 → $33,330.
  const tractor = await made(client, '/api/assets', {
    kind: 'tractor',
    description: '2024 Freightliner Cascadia',
    costCents: 15_000_000,
    placedInServiceDate: '2025-03-01',
    depreciation: { bonus: 'elect_out' },
  })
  // Its $120,000 loan at 7.5 % over 60 months from Apr 1, 2025; the Apr 1 payment of $2,404.55
  // is $750.00 interest (120,000 × 7.5 % ÷ 12) and $1,654.55 principal: $118,345.45 owed.
  const loan = await made(client, '/api/loans', {
    assetId: tractor.id,
    lender: 'Mack Financial',
    principalCents: 12_000_000,
    annualRate: '7.5',
    termMonths: 60,
    firstPaymentDate: '2025-04-01',
  })
  const paid = await made(client, `/api/loans/${loan.id}/payments`, {
    date: '2025-04-01',
    amountCents: 240_455,
  })
  expect(paid).toMatchObject({ interestCents: 75_000, principalCents: 165_455 })
}

describe('the balance sheet', () => {
  it('reads each source as of the date, exactly', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await booksOf(client)

    // Dec 31, 2025: checking as of Dec 15 ($10,000; Feb 1's is later), escrow 500 + 100 + 250 = $850,
    // the delivered load $2,050, the tractor at 2025's remaining basis $100,005, spare tires $800.
    // Owed: 120,000 − 1,654.55 = $118,345.45 and $3,000 to a brother.
    // Assets 10,000 + 850 + 2,050 + 100,005 + 800 = $113,705; liabilities $121,345.45;
    // equity 113,705 − 121,345.45 = −$7,640.45.
    expect(await sheetOn(client, '2025-12-31')).toEqual({
      date: '2025-12-31',
      assets: [
        { kind: 'cash', label: 'Checking at First Bank', amountCents: 1_000_000 },
        { kind: 'reserve', label: 'Escrow held by Prairie Line Carriers', amountCents: 85_000 },
        {
          kind: 'receivable',
          label: 'Acme Freight LLC: 1 load delivered, not paid',
          amountCents: 205_000,
        },
        { kind: 'equipment', label: '2024 Freightliner Cascadia', amountCents: 10_000_500 },
        { kind: 'other', label: 'Spare tires', amountCents: 80_000 },
      ],
      liabilities: [
        { kind: 'loan', label: 'Mack Financial (2024 Freightliner Cascadia)', amountCents: 11_834_545 },
        { kind: 'other', label: 'Loan from my brother', amountCents: 300_000 },
      ],
      totalAssetsCents: 11_370_500,
      totalLiabilitiesCents: 12_134_545,
      equityCents: -764_045,
    })

    // Today (Mar 10, 2026) by default: checking $15,000 (Feb 1's entry), the tractor at 2026's
    // remaining basis $33,330. Assets 15,000 + 850 + 2,050 + 33,330 + 800 = $52,030;
    // equity 52,030 − 121,345.45 = −$69,315.45.
    const today = await sheetOn(client)
    expect(today.date).toBe('2026-03-10')
    expect(today.assets.map((l: { amountCents: number }) => l.amountCents)).toEqual([
      1_500_000, 85_000, 205_000, 3_333_000, 80_000,
    ])
    expect(today.assets[0].label).toBe('checking at first bank')
    expect([today.totalAssetsCents, today.totalLiabilitiesCents, today.equityCents]).toEqual([
      5_203_000, 12_134_545, -6_931_545,
    ])

    // Mar 15, 2025: the tractor (2025's figure) and its loan, none paid yet; no escrow until Jun 1,
    // no cash typed, the load not delivered. Sep 30: the escrow's first $500 only.
    expect(await sheetOn(client, '2025-03-15')).toMatchObject({
      assets: [{ kind: 'equipment', amountCents: 10_000_500 }],
      liabilities: [{ kind: 'loan', amountCents: 12_000_000 }],
      equityCents: 10_000_500 - 12_000_000,
    })
    expect((await sheetOn(client, '2025-09-30')).assets).toContainEqual({
      kind: 'reserve',
      label: 'Escrow held by Prairie Line Carriers',
      amountCents: 50_000,
    })
    // Before everything: an empty sheet.
    expect(await sheetOn(client, '2025-02-01')).toEqual({
      date: '2025-02-01',
      assets: [],
      liabilities: [],
      totalAssetsCents: 0,
      totalLiabilitiesCents: 0,
      equityCents: 0,
    })

    // The CSV carries the lines and the totals.
    const csv = await client.get('/api/reports/balance-sheet/export.csv?date=2025-12-31')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toContain('balance-sheet-2025-12-31.csv')
    expect(csv.body).toContain('Equity')
    expect(csv.body).toContain('-7640.45')
    expect(csv.body).toContain('118345.45')
    // A PDF the way the other reports make them, and the year-end package's sheet at Dec 31.
    const pdf = await client.post('/api/reports', {
      type: 'balance_sheet',
      format: 'pdf',
      date: '2025-12-31',
    })
    expect(pdf.statusCode, pdf.body).toBe(202)
    expect(pdf.json()).toMatchObject({ periodFrom: '2025-12-31', periodTo: '2025-12-31' })
    const zip = await client.get('/api/reports/year-end.zip?year=2025')
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200)
    expect(zip.rawPayload.toString('latin1')).toContain('balance-sheet-2025-12-31.pdf')
  })

  it('owes an advance to its carrier until a settlement deducts it', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    await made(client, '/api/advances', {
      payerName: 'Prairie Line Carriers',
      date: '2026-02-02',
      amountCents: 45_000,
      method: 'comchek',
      reference: 'CK-7781',
    })
    const owed = (await sheetOn(client, '2026-02-10')).liabilities
    expect(owed).toEqual([
      { kind: 'advance', label: 'Advances from Prairie Line Carriers', amountCents: 45_000 },
    ])
    // The February 13 settlement deducts it: owed through the 12th, not on the 13th.
    await made(client, '/api/settlements', {
      broker: 'Prairie Line Carriers',
      settlementDate: '2026-02-13',
      lines: [
        { kind: 'load', loadNumber: 'L-9', amountCents: 300_000 },
        { kind: 'deduction', category: 'advance', description: 'Comchek CK-7781', amountCents: 45_000 },
      ],
    })
    expect((await sheetOn(client, '2026-02-12')).totalLiabilitiesCents).toBe(45_000)
    expect((await sheetOn(client, '2026-02-13')).liabilities).toEqual([])
  })

  it('reads every reserve account at once, as each account’s own balance', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const open = (body: object) => {
      clock.advance(1_000)
      return made(client, '/api/reserve-accounts', body)
    }
    // Two accounts for one payer (named otherwise): the older takes its settlements' escrow lines.
    const escrow = await open({ payerName: 'Prairie Line Carriers', kind: 'escrow' })
    const tires = await open({ payerName: 'prairie line  carriers', kind: 'tire' })
    const other = await open({ payerName: 'Blue Ox Logistics', kind: 'maintenance', fromSettlements: false })
    await made(client, '/api/settlements', {
      broker: 'PRAIRIE LINE CARRIERS',
      settlementNumber: 'S-1',
      settlementDate: '2026-01-09',
      lines: [
        { kind: 'load', description: 'Omaha to Denver', amountCents: 300_000 },
        { kind: 'deduction', category: 'escrow', description: 'Escrow', amountCents: 10_000 },
      ],
    })
    await made(client, `/api/reserve-accounts/${tires.id}/entries`, {
      kind: 'deposit',
      amountCents: 4_000,
      date: '2026-01-09',
    })
    await made(client, `/api/reserve-accounts/${other.id}/entries`, {
      kind: 'deposit',
      amountCents: 7_500,
      date: '2026-02-01',
    })
    await made(client, `/api/reserve-accounts/${other.id}/entries`, {
      kind: 'adjustment',
      direction: 'decrease',
      amountCents: 500,
      date: '2026-02-02',
    })
    const accounts = (await client.get('/api/reserve-accounts')).json().items as {
      id: string
      balanceCents: number
    }[]
    const balanceOf = (id: string) => accounts.find((a) => a.id === id)!.balanceCents
    expect([balanceOf(escrow.id), balanceOf(tires.id), balanceOf(other.id)]).toEqual([10_000, 4_000, 7_000])
    expect((await sheetOn(client)).assets).toEqual([
      { kind: 'reserve', label: 'Maintenance reserve held by Blue Ox Logistics', amountCents: 7_000 },
      { kind: 'reserve', label: 'Escrow held by Prairie Line Carriers', amountCents: 10_000 },
      { kind: 'reserve', label: 'Tire fund held by prairie line  carriers', amountCents: 4_000 },
    ])
  })

  it('keeps typed items editable, each user’s own, and refuses bad input with the message', async () => {
    const owner = await signedInAs(server, 'owner_operator')
    const other = await signedInAs(server, 'owner_operator')
    const item = await made(owner.client, '/api/balance-items', {
      kind: 'cash',
      label: '  Cash box  ',
      amountCents: 12_345,
      asOfDate: '2026-01-02',
    })
    expect(item).toMatchObject({
      kind: 'cash',
      label: 'Cash box',
      amountCents: 12_345,
      asOfDate: '2026-01-02',
    })
    const changed = await owner.client.request({
      method: 'PATCH',
      url: `/api/balance-items/${item.id}`,
      payload: { amountCents: 20_000 },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().amountCents).toBe(20_000)
    expect((await owner.client.get('/api/balance-items')).json().items).toHaveLength(1)

    // Another user's id is not found, and their sheet and list hold none of it.
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await other.client.request({
        method,
        url: `/api/balance-items/${item.id}`,
        ...(method === 'PATCH' ? { payload: { amountCents: 1 } } : {}),
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe(BALANCE_MESSAGES.notFound)
    }
    expect((await other.client.get('/api/balance-items')).json().items).toEqual([])
    expect((await sheetOn(other.client, '2026-03-01')).assets).toEqual([])
    expect((await sheetOn(owner.client, '2026-03-01')).assets).toEqual([
      { kind: 'cash', label: 'Cash box', amountCents: 20_000 },
    ])

    const bad = async (body: object) => {
      const res = await owner.client.post('/api/balance-items', {
        kind: 'cash',
        label: 'Wallet',
        amountCents: 100,
        asOfDate: '2026-01-02',
        ...body,
      })
      expect(res.statusCode, res.body).toBe(400)
      return res.json().error
    }
    expect(await bad({ kind: 'truck' })).toBe(BALANCE_MESSAGES.kindInvalid)
    expect(await bad({ label: '   ' })).toBe(BALANCE_MESSAGES.labelRequired)
    expect(await bad({ label: 'x'.repeat(121) })).toBe(COMMON_MESSAGES.tooLong(120))
    expect(await bad({ label: 'Wal\u0000let' })).toBe(HOSTILE_TEXT_MESSAGE)
    expect(await bad({ amountCents: -1 })).toBe(LEDGER_MESSAGES.amountNegative)
    expect(await bad({ amountCents: 1.5 })).toBe(LEDGER_MESSAGES.amountInvalid)
    expect(await bad({ asOfDate: '2026-02-30' })).toBe(COMMON_MESSAGES.dateInvalid)
    expect((await owner.client.get('/api/reports/balance-sheet?date=2026-13-01')).statusCode).toBe(400)
    expect((await owner.client.get('/api/reports/balance-sheet?date=1800-01-01')).statusCode).toBe(400)
    const notAnId = await owner.client.request({ method: 'DELETE', url: '/api/balance-items/not-an-id' })
    expect(notAnId.statusCode).toBe(404)
    expect(notAnId.json().error).toBe(BALANCE_MESSAGES.notFound)

    const removed = await owner.client.request({ method: 'DELETE', url: `/api/balance-items/${item.id}` })
    expect(removed.statusCode).toBe(204)
    expect((await sheetOn(owner.client, '2026-03-01')).assets).toEqual([])
  })
})
