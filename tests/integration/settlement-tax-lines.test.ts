import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, settlements } from '@/server/db/schema/index.ts'
import { federalWithheldCents } from '@/server/features/settlements/settlements.public.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

// How each settlement line posts for tax (docs/domain.md, "How settlement lines post").
let server: TestServer
const clock = testClock(new Date('2026-03-16T15:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const db = () => server.ctx.db

const settlement = (lines: object[], extra: object = {}) => ({
  broker: 'Acme Freight',
  settlementNumber: 'S-1',
  settlementDate: '2026-03-06',
  lines: [{ kind: 'load', description: 'Dallas to Memphis', amountCents: 300_000 }, ...lines],
  ...extra,
})

async function entriesOf(settlementId: string) {
  const rows = await db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.settlementId, settlementId))
    .orderBy(asc(ledgerEntries.category), asc(ledgerEntries.amountCents))
  // Expenses first, then revenue, each by category.
  return rows
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((e) => [e.type, e.category, e.amountCents, e.taxDeductible])
}

async function create(client: Agent, body: object) {
  const res = await client.post('/api/settlements', body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

describe('settlement lines post by what they are for tax', () => {
  it("posts a contractor's Schedule 1, personal, review and credit lines as each is", async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = await create(
      client,
      settlement([
        { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 60_000 },
        { kind: 'deduction', category: 'fuel', description: 'Fuel discount', amountCents: -2_500 },
        { kind: 'deduction', category: 'health_insurance', description: 'Dental', amountCents: 3_000 },
        { kind: 'deduction', category: 'retirement', description: '401(k)', amountCents: 5_000 },
        { kind: 'deduction', category: 'personal', description: 'Child support', amountCents: 20_000 },
        { kind: 'deduction', category: 'occupational_accident', description: 'Occ acc', amountCents: 4_000 },
        { kind: 'deduction', category: 'federal_income_tax', description: 'FIT', amountCents: 9_000 },
        { kind: 'deduction', category: 'needs_review', description: 'XJ-ADJ', amountCents: 1_200 },
        { kind: 'reimbursement', description: 'Lumper - DC 6', amountCents: 7_500 },
      ]),
    )
    expect(created).toMatchObject({
      paidAs: 'contractor',
      needsReviewCount: 1,
      grossCents: 300_000,
      deductionsCents: 99_700,
      reimbursementsCents: 7_500,
      netCents: 300_000 - 99_700 + 7_500,
    })
    expect(created.lines.at(-1)).toMatchObject({ kind: 'reimbursement', category: null })
    expect(await entriesOf(created.id)).toEqual([
      ['expense', 'fuel', 57_500, true],
      ['expense', 'health_insurance', 3_000, true],
      ['expense', 'lumper', 7_500, true],
      ['expense', 'needs_review', 1_200, false],
      ['expense', 'occupational_accident_insurance', 4_000, true],
      ['expense', 'retirement_contributions', 5_000, true],
      ['revenue', 'loads', 300_000, false],
      ['revenue', 'reimbursements', 7_500, false],
    ])
    const list = (await client.get('/api/settlements')).json()
    expect(list.items[0]).toMatchObject({ id: created.id, needsReviewCount: 1 })
  })

  it('a lumper reimbursement by its category pairs with a lumper expense', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = await create(
      client,
      settlement([
        { kind: 'reimbursement', category: 'lumper', description: 'Comchek 55', amountCents: 4_000 },
      ]),
    )
    expect(created.lines[1]).toMatchObject({ category: 'lumper' })
    expect(await entriesOf(created.id)).toEqual([
      ['expense', 'lumper', 4_000, true],
      ['revenue', 'loads', 300_000, false],
      ['revenue', 'reimbursements', 4_000, false],
    ])
  })

  it('refuses a negative load or reimbursement, and a credit larger than its charges, changing nothing', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const refused = [
      settlement([], { lines: [{ kind: 'load', amountCents: -300_000 }] }),
      settlement([{ kind: 'reimbursement', description: 'Scale', amountCents: -1_000 }]),
      settlement([{ kind: 'deduction', category: 'fuel', amountCents: -1_000 }]),
    ]
    const messages = []
    for (const body of refused) {
      const res = await client.post('/api/settlements', body)
      expect(res.statusCode, res.body).toBe(400)
      messages.push(res.json().error)
    }
    expect(messages[0]).toContain('Only a deduction can be a credit')
    expect(messages[1]).toContain('Only a deduction can be a credit')
    expect(messages[2]).toBe(
      'A credit of $10.00 in Fuel is more than the Fuel charged on this settlement: a credit only reduces charges of its own kind on the same settlement',
    )
    expect(await db().select().from(settlements).where(eq(settlements.userId, userId))).toEqual([])
  })

  it("a company driver's pay is W-2 wages: nothing else posts, federal withholding is summed", async () => {
    const { client, id: userId } = await signedInAs(server, 'company_driver')
    const lines = [
      { kind: 'deduction', category: 'federal_income_tax', description: 'Fed W/H', amountCents: 31_000 },
      { kind: 'deduction', category: 'social_security_medicare', description: 'FICA', amountCents: 22_950 },
      { kind: 'deduction', category: 'health_insurance', description: 'Medical', amountCents: 8_000 },
      { kind: 'reimbursement', description: 'Per diem', amountCents: 12_000 },
    ]
    const created = await create(client, settlement(lines))
    expect(created.paidAs).toBe('employee')
    expect(await entriesOf(created.id)).toEqual([['revenue', 'wages', 300_000, false]])
    await create(client, settlement(lines, { settlementDate: '2025-12-31' }))
    // Paid as a contractor, the same line is no W-2 withholding.
    await create(client, settlement(lines, { paidAs: 'contractor' }))
    expect(await federalWithheldCents(db(), userId, 2026)).toBe(31_000)
    expect(await federalWithheldCents(db(), userId, 2025)).toBe(31_000)
    expect(await federalWithheldCents(db(), userId, 2024)).toBe(0)

    // Changing it to a contractor's posts it again as a contractor's.
    const res = await client.request({
      method: 'PATCH',
      url: `/api/settlements/${created.id}`,
      payload: settlement(lines, { paidAs: 'contractor' }),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().paidAs).toBe('contractor')
    expect(await entriesOf(created.id)).toEqual([
      ['expense', 'health_insurance', 8_000, true],
      ['revenue', 'loads', 300_000, false],
      ['revenue', 'reimbursements', 12_000, false],
    ])
  })

  it("another user's settlement stays unreachable and their withholding is not summed", async () => {
    const owner = await signedInAs(server, 'company_driver')
    const intruder = await signedInAs(server, 'company_driver')
    const created = await create(
      owner.client,
      settlement([{ kind: 'deduction', category: 'federal_income_tax', amountCents: 5_000 }]),
    )
    const url = `/api/settlements/${created.id}`
    expect((await intruder.client.get(url)).statusCode).toBe(404)
    const patched = await intruder.client.request({
      method: 'PATCH',
      url,
      payload: settlement([], { paidAs: 'contractor' }),
    })
    expect(patched.statusCode).toBe(404)
    expect((await owner.client.get(url)).json()).toEqual(created)
    expect(await federalWithheldCents(db(), intruder.id, 2026)).toBe(0)
    expect(await federalWithheldCents(db(), owner.id, 2026)).toBe(5_000)
  })
})
