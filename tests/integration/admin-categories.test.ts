import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminCategory, AdminCategoryList, CategoryList } from '@/contracts/categories.ts'
import { EXPENSE_CATEGORIES, LEGACY_EXPENSE_CATEGORIES, REVENUE_CATEGORIES } from '@/domain/categories.ts'
import { scheduleCLine } from '@/domain/tax/schedule-c.ts'
import { auditLog, ledgerEntries } from '@/server/db/schema/index.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { signedInAs } from '../support/signed-in.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * Categories are global to a database: switching one off would refuse other files' expenses on the
 * shared server, so this file runs its own server on a database of its own.
 */
const databases = freshDatabases(process.env.TEST_DATABASE_URL)
let server: TestServer
let admin: Agent

beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL
    ? await databases.create('rigledger_categories')
    : undefined
  server = await startTestServer({ config: { databaseUrl } })
  admin = await adminAgent(server)
})

afterAll(async () => {
  await server.close()
  await databases.dropAll()
})

const patch = (client: Agent, id: string, payload: object) =>
  client.request({ method: 'PATCH', url: `/api/admin/categories/${id}`, payload })

async function adminList(): Promise<AdminCategoryList> {
  const res = await admin.get('/api/admin/categories')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

async function category(type: 'revenue' | 'expense', value: string): Promise<AdminCategory> {
  const found = (await adminList())[type].find((c) => c.value === value)
  expect(found, `${type} ${value}`).toBeTruthy()
  return found!
}

const newExpense = (client: Agent, category: string, description = 'Bought on the road') =>
  client.post('/api/expenses', { date: '2026-03-02', description, amountCents: 4_500, category })

async function entriesOf(userId: string) {
  const [row] = await server.ctx.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
  return row!.n
}

describe('the category lists', () => {
  it('hold every category the product knows, in its order, all active, with names and descriptions', async () => {
    const list = await adminList()
    expect(list.revenue.map((c) => c.value)).toEqual(REVENUE_CATEGORIES.map((c) => c.value))
    expect(list.expense.map((c) => c.value)).toEqual(EXPENSE_CATEGORIES.map((c) => c.value))
    // Every category is offered but the state a settlement line waits in for the user's word.
    const unoffered = new Set(EXPENSE_CATEGORIES.filter((c) => c.unoffered).map((c) => c.value))
    expect([...unoffered]).toEqual(['needs_review'])
    for (const c of [...list.revenue, ...list.expense]) {
      expect(c.active, c.value).toBe(!unoffered.has(c.value))
      expect(c.description.length, c.value).toBeGreaterThan(10)
    }
    expect(list.revenue.slice(0, 3).map((c) => c.name)).toEqual(['Loads', 'Specialized Freight', 'Detention'])
    expect(list.expense.slice(0, 6).map((c) => c.name)).toEqual([
      'Fuel',
      'DEF Fluid',
      'Tolls',
      'Parking',
      'Scales',
      'Repairs & Maintenance',
    ])

    const { client } = await signedInAs(server)
    const offered = await client.get('/api/categories')
    expect(offered.statusCode).toBe(200)
    const body: CategoryList = offered.json()
    const legacy = new Set(LEGACY_EXPENSE_CATEGORIES.map((c) => c.value))
    expect(body.expense.map((c) => c.value)).toEqual(
      list.expense.map((c) => c.value).filter((value) => !legacy.has(value) && !unoffered.has(value)),
    )
    expect(body.expense[0]).toEqual({
      value: 'fuel',
      type: 'expense',
      name: 'Fuel',
      description: list.expense[0]!.description,
    })
    expect((await agent(server.app).get('/api/categories')).statusCode).toBe(401)
  })

  it('offer one clear expense list without near twins, meals apart from lodging; old categories stay accepted', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const body: CategoryList = (await client.get('/api/categories')).json()
    const names = body.expense.map((c) => c.name)
    const values = body.expense.map((c) => c.value)
    // The near twins of the longer list are gone from what people pick.
    for (const twin of [
      'Maintenance',
      'Routine Maintenance',
      'Repairs',
      'Food & Lodging',
      'Office Supplies (other)',
      'License Fees',
      'Miscellaneous',
    ]) {
      expect(names, twin).not.toContain(twin)
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'Repairs & Maintenance',
        'Office Supplies',
        'Permits & Licenses',
        'Meals',
        'Lodging',
        'Other',
      ]),
    )
    expect(new Set(names).size).toBe(names.length)
    // Meals and lodging are two lines of the tax return.
    expect(scheduleCLine('meals').line).toBe('24b')
    expect(scheduleCLine('lodging').line).toBe('24a')
    expect(values).not.toContain('food')

    // Every value stored today is still accepted: to add, to change to, to filter by; and shown as it is.
    for (const old of LEGACY_EXPENSE_CATEGORIES) {
      const res = await newExpense(client, old.value, `Old ${old.value}`)
      expect(res.statusCode, `${old.value}: ${res.body}`).toBe(201)
      expect(res.json().category).toBe(old.value)
      const moved = await client.request({
        method: 'PATCH',
        url: `/api/expenses/${res.json().id}`,
        payload: { category: 'other' },
      })
      expect(moved.statusCode).toBe(200)
      const back = await client.request({
        method: 'PATCH',
        url: `/api/expenses/${res.json().id}`,
        payload: { category: old.value },
      })
      expect(back.statusCode, back.body).toBe(200)
      const filtered = (await client.get(`/api/expenses?category=${old.value}`)).json()
      expect(filtered.items.map((e: { description: string }) => e.description)).toEqual([`Old ${old.value}`])
    }
    const meals = await newExpense(client, 'meals', 'Dinner at the truck stop')
    expect(meals.statusCode, meals.body).toBe(201)
    // The tax summary keeps them on their lines: the old Food & Lodging as meals, as before.
    const tax = (await client.get('/api/reports/tax?year=2026')).json()
    const line = (category: string) =>
      tax.deductionCategories.find((c: { category: string }) => c.category === category)?.scheduleCLine
    expect(line('meals')).toBe('24b')
    expect(line('food')).toBe('24b')
    expect(line('maintenance_routine')).toBe('21')
  })

  it('count the ledger rows in each category, settlement postings included', async () => {
    const before = await adminList()
    const usage = (list: AdminCategoryList, type: 'revenue' | 'expense', value: string) =>
      list[type].find((c) => c.value === value)!.usageCount
    const { client } = await signedInAs(server)
    for (const description of ['Turnpike', 'Bridge']) {
      expect((await newExpense(client, 'tolls', description)).statusCode).toBe(201)
    }
    const settlement = await client.post('/api/settlements', {
      broker: 'Acme',
      settlementDate: '2026-03-06',
      lines: [
        { kind: 'load', amountCents: 100_000 },
        { kind: 'deduction', category: 'tolls', description: 'Tolls', amountCents: 2_000 },
      ],
    })
    expect(settlement.statusCode, settlement.body).toBe(201)
    const after = await adminList()
    expect(usage(after, 'expense', 'tolls') - usage(before, 'expense', 'tolls')).toBe(3)
    expect(usage(after, 'revenue', 'loads') - usage(before, 'revenue', 'loads')).toBe(1)
  })
})

describe('PATCH /api/admin/categories/:id', () => {
  it('renames a category, audited, and the pick list shows the new name', async () => {
    const scales = await category('expense', 'scales')
    const res = await patch(admin, scales.id, {
      name: '  Scale Tickets ',
      description: 'CAT and other certified scales.',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      id: scales.id,
      value: 'scales',
      name: 'Scale Tickets',
      description: 'CAT and other certified scales.',
      active: true,
    })
    const { client } = await signedInAs(server)
    const offered: CategoryList = (await client.get('/api/categories')).json()
    expect(offered.expense.find((c) => c.value === 'scales')?.name).toBe('Scale Tickets')

    const audits = await server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'category.update'))
    expect(audits.map((a) => a.details)).toContainEqual({
      type: 'expense',
      value: 'scales',
      name: 'Scale Tickets',
      description: 'CAT and other certified scales.',
    })

    expect((await patch(admin, scales.id, { name: '   ' })).json()).toEqual({
      error: 'Please enter a category name',
    })
    expect((await patch(admin, scales.id, { name: 'x'.repeat(61) })).statusCode).toBe(400)
    expect((await patch(admin, scales.id, { active: 'no' })).statusCode).toBe(400)
    expect((await patch(admin, '0f2fba88-9d59-4f09-ac1b-a784901b8b3e', { active: true })).json()).toEqual({
      error: 'Category not found',
    })
    expect((await patch(admin, 'scales', { active: true })).statusCode).toBe(404)
  })

  it('switched off, a category is refused for new expenses and moves but kept by rows already in it', async () => {
    const { client, id: userId } = await signedInAs(server)
    const kept = await newExpense(client, 'uniforms', 'Safety boots')
    expect(kept.statusCode).toBe(201)
    const fuel = await newExpense(client, 'fuel', 'Diesel')
    const uniforms = await category('expense', 'uniforms')

    const off = await patch(admin, uniforms.id, { active: false })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ value: 'uniforms', active: false, usageCount: 1 })
    const offered: CategoryList = (await client.get('/api/categories')).json()
    expect(offered.expense.some((c) => c.value === 'uniforms')).toBe(false)
    expect(offered.expense.some((c) => c.value === 'fuel')).toBe(true)
    expect((await category('expense', 'uniforms')).active).toBe(false)

    // A new expense in it: refused, nothing written.
    const entries = await entriesOf(userId)
    const refused = await newExpense(client, 'uniforms', 'Hi-vis vest')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ error: 'This category is no longer offered' })
    expect(await entriesOf(userId)).toBe(entries)

    // Another expense moved into it: refused, unchanged.
    const moved = await client.request({
      method: 'PATCH',
      url: `/api/expenses/${fuel.json().id}`,
      payload: { category: 'uniforms', amountCents: 1 },
    })
    expect(moved.json()).toEqual({ error: 'This category is no longer offered' })
    expect((await client.get(`/api/expenses/${fuel.json().id}`)).json()).toMatchObject({
      category: 'fuel',
      amountCents: 4_500,
    })

    // The expense already in it keeps it and can still be edited, with its category sent back as it is.
    const id = kept.json().id
    const edited = await client.request({
      method: 'PATCH',
      url: `/api/expenses/${id}`,
      payload: { description: 'Steel-toe boots', amountCents: 12_000, category: 'uniforms' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ category: 'uniforms', description: 'Steel-toe boots' })
    const notes = await client.request({
      method: 'PATCH',
      url: `/api/expenses/${id}`,
      payload: { notes: 'Size 11' },
    })
    expect(notes.statusCode).toBe(200)

    // Reports still show it, under the product's label.
    const report = (await client.get('/api/reports/expenses?period=monthly&date=2026-03-02')).json()
    expect(report.categories).toContainEqual(
      expect.objectContaining({ category: 'uniforms', label: 'Uniforms', amountCents: 12_000 }),
    )

    // Switched on again, it is offered and accepted again.
    expect((await patch(admin, uniforms.id, { active: true })).json()).toMatchObject({ active: true })
    const offeredAgain: CategoryList = (await client.get('/api/categories')).json()
    expect(offeredAgain.expense.map((c) => c.value)).toContain('uniforms')
    expect((await newExpense(client, 'uniforms', 'Hi-vis vest')).statusCode).toBe(201)
    const actions = await server.ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'category.update'))
    expect(actions.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { type: 'expense', value: 'uniforms', active: false },
        { type: 'expense', value: 'uniforms', active: true },
      ]),
    )
  })

  it('lets settlements post to a category switched off: only hand-picked categories are refused', async () => {
    const { client } = await signedInAs(server)
    const tolls = await category('expense', 'tolls')
    expect((await patch(admin, tolls.id, { active: false })).statusCode).toBe(200)
    try {
      const settlement = await client.post('/api/settlements', {
        broker: 'Acme',
        settlementDate: '2026-03-06',
        lines: [
          { kind: 'load', amountCents: 100_000 },
          { kind: 'deduction', category: 'tolls', description: 'Turnpike', amountCents: 2_500 },
        ],
      })
      expect(settlement.statusCode, settlement.body).toBe(201)
      const posted = (await client.get('/api/expenses?category=tolls&from=2026-03-01&to=2026-03-31')).json()
      expect(posted.items).toHaveLength(1)
      expect(posted.items[0]).toMatchObject({ category: 'tolls', amountCents: 2_500 })
    } finally {
      await patch(admin, tolls.id, { active: true })
    }
  })

  it('keeps the last active category of a type on', async () => {
    const revenue = (await adminList()).revenue
    const [last, ...others] = revenue
    for (const c of others) expect((await patch(admin, c.id, { active: false })).statusCode).toBe(200)
    try {
      const refused = await patch(admin, last!.id, { active: false })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ error: 'At least one revenue category must stay active' })
      expect((await category('revenue', last!.value)).active).toBe(true)
      // Renaming it is still fine.
      expect((await patch(admin, last!.id, { active: true, name: last!.name })).statusCode).toBe(200)
      const { client } = await signedInAs(server)
      const offered: CategoryList = (await client.get('/api/categories')).json()
      expect(offered.revenue.map((c) => c.value)).toEqual([last!.value])
    } finally {
      for (const c of others) await patch(admin, c.id, { active: true })
    }
    expect((await adminList()).revenue.every((c) => c.active)).toBe(true)
  })

  it('is for admins only', async () => {
    const fuel = await category('expense', 'fuel')
    const { client } = await signedInAs(server)
    expect((await client.get('/api/admin/categories')).statusCode).toBe(403)
    const res = await patch(client, fuel.id, { active: false })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'Administrator access is required' })
    expect((await patch(agent(server.app), fuel.id, { active: false })).statusCode).toBe(401)
    expect((await category('expense', 'fuel')).active).toBe(true)
  })
})
