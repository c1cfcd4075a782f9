import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, addMonths, todayIn } from '@/domain/period.ts'
import {
  type DeductionCategory,
  settlementPostings,
  settlementTotals,
} from '@/domain/settlements/settlement-math.ts'
import {
  buildExpense,
  buildRevenue,
  buildSettlement,
  bulkInsertLedgerEntries,
  seededRandom,
} from '@/server/db/factories/index.ts'
import {
  accessGrants,
  fleetMembers,
  ledgerEntries,
  mileageEntries,
  settlementLines,
  settlements,
  trucks,
  users,
} from '@/server/db/schema/index.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { demoAccounts } from '@/server/features/demo/demo.public.ts'
import { seedDemo } from '@/server/features/demo/seed-demo.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
  await seedDemo(server.ctx.db)
}, 60_000)

const emailOf = (role: string) => demoAccounts.find((a) => a.role === role)!.email

async function demoUser(role: string) {
  const user = await findUserByEmail(server.ctx.db, emailOf(role))
  expect(user, role).toBeTruthy()
  return user!
}

type Line = typeof settlementLines.$inferSelect
type Entry = typeof ledgerEntries.$inferSelect

async function settlementsOf(userId: string) {
  const db = server.ctx.db
  const rows = await db.select().from(settlements).where(eq(settlements.userId, userId))
  const lines = rows.length
    ? await db
        .select()
        .from(settlementLines)
        .where(
          inArray(
            settlementLines.settlementId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(settlementLines.position))
    : []
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), isNotNull(ledgerEntries.settlementId)))
  return rows.map((settlement) => ({
    settlement,
    lines: lines.filter((l) => l.settlementId === settlement.id),
    entries: entries.filter((e) => e.settlementId === settlement.id),
  }))
}

const amounts = (lines: Line[]) =>
  lines.map((l) => ({
    kind: l.kind,
    amountCents: l.amountCents,
    category: l.category as DeductionCategory | null,
    description: l.description,
  }))

/** What matters of a posted entry, in a stable order. */
const posted = (
  entries: Pick<Entry, 'type' | 'category' | 'amountCents' | 'description' | 'taxDeductible'>[],
) => entries.map((e) => `${e.type}|${e.category}|${e.amountCents}|${e.taxDeductible}|${e.description}`).sort()

describe('the demo seed', () => {
  it('gives the owner-operator about 14 months of settlements whose totals agree with their lines', async () => {
    const user = await demoUser('owner_operator')
    const today = todayIn(user.timeZone, new Date())
    const all = await settlementsOf(user.id)
    expect(all.length).toBeGreaterThan(50)
    for (const { settlement, lines } of all) {
      const totals = settlementTotals(amounts(lines))
      expect(settlement.netCents).toBe(
        settlement.grossCents - settlement.deductionsCents + settlement.reimbursementsCents,
      )
      expect(settlement).toMatchObject(totals)
      expect(lines.filter((l) => l.kind === 'load').length).toBeGreaterThan(0)
      expect(settlement.settlementDate! <= today).toBe(true)
    }
    const dates = all.map((s) => s.settlement.settlementDate).sort()
    expect(dates[0]! >= addMonths(today, -14)).toBe(true)
    expect(dates.at(-1)! > addDays(today, -7)).toBe(true)
  })

  it('posts each confirmed settlement to the ledger as its postings, and a pending one not at all', async () => {
    const user = await demoUser('owner_operator')
    const all = await settlementsOf(user.id)
    expect(all.some((s) => s.entries.some((e) => e.type === 'expense'))).toBe(true)
    for (const { settlement, lines, entries } of all) {
      if (!settlement.confirmedAt) {
        expect(settlement.status).toBe('pending')
        expect(entries).toEqual([])
        continue
      }
      const reference = settlement.tripNumber || settlement.settlementNumber || ''
      expect(posted(entries)).toEqual(
        posted(settlementPostings(settlement.broker!, reference, amounts(lines))),
      )
      expect(entries.every((e) => e.date === settlement.settlementDate && e.paymentMethod === null)).toBe(
        true,
      )
    }
  })

  it('posts exactly what the API posts for the same settlement', async () => {
    const owner = await demoUser('owner_operator')
    const seeded = (await settlementsOf(owner.id)).find((s) => s.settlement.confirmedAt)!
    const client = agent(server.app)
    await registerUser(client, { role: 'owner_operator' })
    const { settlement, lines } = seeded
    const res = await client.post('/api/settlements', {
      broker: settlement.broker,
      settlementNumber: settlement.settlementNumber,
      tripNumber: settlement.tripNumber,
      settlementDate: settlement.settlementDate,
      periodStart: settlement.periodStart,
      periodEnd: settlement.periodEnd,
      lines: lines.map(({ id, settlementId, position, ...line }) => line),
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      grossCents: settlement.grossCents,
      deductionsCents: settlement.deductionsCents,
      reimbursementsCents: settlement.reimbursementsCents,
      netCents: settlement.netCents,
    })
    const viaApi = await server.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.settlementId, res.json().id))
    expect(posted(seeded.entries)).toEqual(posted(viaApi))
    const dated = (entries: Entry[]) => [...new Set(entries.map((e) => `${e.date}|${e.paymentMethod}`))]
    expect(dated(viaApi)).toEqual(dated(seeded.entries))
  })

  it('gives both drivers expenses across categories and a mileage log; other accounts stay empty', async () => {
    const db = server.ctx.db
    for (const role of ['owner_operator', 'company_driver']) {
      const user = await demoUser(role)
      const own = await db
        .select({ category: ledgerEntries.category, n: count() })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.type, 'expense')))
        .groupBy(ledgerEntries.category)
      expect(own.length, role).toBeGreaterThanOrEqual(role === 'owner_operator' ? 15 : 5)
      const [miles] = await db
        .select({ n: count() })
        .from(mileageEntries)
        .where(eq(mileageEntries.userId, user.id))
      expect(miles!.n, role).toBeGreaterThan(100)
    }
    // A company driver is a W-2 employee: his own costs are not deductible; the owner-operator's are.
    const deductible = async (role: string) => {
      const user = await demoUser(role)
      const rows = await db
        .select({ taxDeductible: ledgerEntries.taxDeductible })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, user.id), isNull(ledgerEntries.settlementId)))
      return new Set(rows.map((r) => r.taxDeductible))
    }
    expect(await deductible('company_driver')).toEqual(new Set([false]))
    expect((await deductible('owner_operator')).has(true)).toBe(true)
    for (const role of ['admin', 'fleet_manager']) {
      const user = await demoUser(role)
      const [row] = await db
        .select({ n: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, user.id))
      expect(row!.n).toBe(0)
    }
  })

  it('gives the owner-operator a truck, loads on the road and last quarter’s IFTA records that make a return', async () => {
    const user = await demoUser('owner_operator')
    const client = agent(server.app)
    const password = demoAccounts.find((a) => a.role === 'owner_operator')!.password
    expect((await client.post('/api/auth/login', { email: user.email, password })).statusCode).toBe(200)
    const list = (await client.get('/api/loads')).json()
    expect(list.items.map((l: { status: string }) => l.status).sort()).toEqual([
      'booked',
      'delivered',
      'in_transit',
    ])
    const quarters = (await client.get('/api/ifta/quarters')).json().items
    const last = quarters.find((q: { trips: number }) => q.trips > 0)
    expect(last.trips).toBeGreaterThanOrEqual(20)
    const ret = (await client.get(`/api/ifta/returns/${last.quarter}`)).json()
    expect(Number(ret.fleetMpg)).toBeGreaterThan(6)
    expect(Number(ret.fleetMpg)).toBeLessThan(7)
    expect(ret.rows.length).toBeGreaterThan(5)
    // A quarter whose rates the product ships: the return is whole.
    expect(ret.missingRates).toEqual([])
  })

  it('adds nothing when run again', async () => {
    const db = server.ctx.db
    const demoIds = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.email,
            demoAccounts.map((a) => a.email),
          ),
        )
    ).map((u) => u.id)
    const counts = async () => ({
      users: demoIds.length,
      settlements: (
        await db.select({ n: count() }).from(settlements).where(inArray(settlements.userId, demoIds))
      )[0]!.n,
      entries: (
        await db.select({ n: count() }).from(ledgerEntries).where(inArray(ledgerEntries.userId, demoIds))
      )[0]!.n,
      mileage: (
        await db.select({ n: count() }).from(mileageEntries).where(inArray(mileageEntries.userId, demoIds))
      )[0]!.n,
      lines: (
        await db
          .select({ n: count() })
          .from(settlementLines)
          .where(
            inArray(
              settlementLines.settlementId,
              db.select({ id: settlements.id }).from(settlements).where(inArray(settlements.userId, demoIds)),
            ),
          )
      )[0]!.n,
    })
    const before = await counts()
    expect(before.entries).toBeGreaterThan(1000)
    await seedDemo(db)
    expect(await counts()).toEqual(before)
  })
})

describe('the factories the seed is built from', () => {
  it('build the same rows from the same seed, honour overrides and keep trucking amounts', () => {
    const built = () => buildExpense({ amountCents: 1200 }, { random: seededRandom(7) })
    expect(built()).toEqual(built())
    expect(built().amountCents).toBe(1200)
    const random = seededRandom('ranges')
    const fuel = Array.from({ length: 300 }, () => buildExpense({ category: 'fuel' }, { random }).amountCents)
    expect(Math.min(...fuel)).toBeGreaterThanOrEqual(30_000)
    expect(Math.max(...fuel)).toBeLessThanOrEqual(90_000)
    const { settlement, lines } = buildSettlement({}, { random })
    const loads = lines.filter((l) => l.kind === 'load')
    expect(loads.every((l) => l.amountCents >= 120_000 && l.amountCents <= 450_000)).toBe(true)
    expect(settlement.netCents).toBe(
      settlement.grossCents - settlement.deductionsCents + settlement.reimbursementsCents,
    )
  })

  it('bulk-inserts rows exactly as built, awkward text and nulls included', async () => {
    const db = server.ctx.db
    const user = await createAccount({
      db,
      input: {
        fullName: 'Bulk Test',
        email: uniqueEmail('bulk'),
        password: 'bulk-password-1',
        role: 'owner_operator',
      },
    })
    const random = seededRandom('bulk')
    const rows = [
      buildExpense(
        { userId: user.id, description: 'Lumper, "cash" {paid}\nback\\slash', paymentMethod: null },
        { random },
      ),
      buildRevenue({ userId: user.id, notes: 'NULL' }, { random }),
      ...Array.from({ length: 500 }, () => buildExpense({ userId: user.id }, { random })),
    ]
    expect(await bulkInsertLedgerEntries(db, rows)).toBe(rows.length)
    const stored = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))
    const byId = new Map(stored.map((row) => [row.id, row]))
    for (const row of rows) expect(byId.get(row.id)).toEqual(row)
  })
})

describe('the demo fleet and accountant', () => {
  it('gives the fleet manager five trucks and four drivers with books, and the accountant three clients, once', async () => {
    const manager = await demoUser('fleet_manager')
    const db = server.ctx.db
    const fleetTrucks = await db.select().from(trucks).where(eq(trucks.userId, manager.id))
    expect(fleetTrucks).toHaveLength(5)
    const members = await db.select().from(fleetMembers).where(eq(fleetMembers.fleetManagerId, manager.id))
    expect(members).toHaveLength(4)
    const [tagged] = await db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.truckId,
          fleetTrucks.map((t) => t.id),
        ),
      )
    expect(tagged!.n).toBeGreaterThan(100)

    const accountant = await demoUser('accountant')
    const grants = await db
      .select()
      .from(accessGrants)
      .where(and(eq(accessGrants.accountantId, accountant.id), isNull(accessGrants.revokedAt)))
    expect(grants).toHaveLength(3)

    // A second start changes nothing.
    await seedDemo(db)
    expect(await db.select().from(trucks).where(eq(trucks.userId, manager.id))).toHaveLength(5)
    expect(
      await db.select().from(accessGrants).where(eq(accessGrants.accountantId, accountant.id)),
    ).toHaveLength(3)
  }, 60_000)
})
