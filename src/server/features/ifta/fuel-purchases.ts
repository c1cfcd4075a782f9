import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type FuelExpenseList,
  type FuelPurchase,
  type FuelPurchaseInput,
  type FuelPurchasePatch,
  IFTA_MESSAGES,
  type ZIftaListQuery,
} from '@/contracts/ifta.ts'
import { fuelExpensePlace } from '@/domain/ifta/fuel-expense-place.ts'
import { quarterOf } from '@/domain/ifta/quarter.ts'
import type { Tx } from '@/server/db/client.ts'
import { type FuelPurchaseRow, fuelPurchases, ledgerEntries, trucks } from '@/server/db/schema/index.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnDocument } from '@/server/shared/ownership.ts'
import { assertUnlocked, lockedQuarters, lockedQuartersForWrite } from './ifta-locks.ts'
import { listRange } from './trips.ts'

/*
 * A fuel purchase is an IFTA record and an expense: its amount is in the books once, as the expense
 * it posts when made (category fuel, its date, truck and payment), or as the fuel expense it was
 * made from. However it comes in (typed, read from a receipt, a fuel card line), a fuel expense
 * already in the books for the same fuel (same date and amount, no purchase yet: a settlement's
 * fuel deduction, fuel typed as an expense) is linked rather than a second one posted. Changing
 * the purchase changes that expense; deleting it deletes the expense it posted (one it was made
 * from or linked stays, a plain expense again).
 */

const purchaseNotFound = () => new AppError('NOT_FOUND', IFTA_MESSAGES.purchaseNotFound)
type ListQuery = z.output<typeof ZIftaListQuery>

const FUEL_WORDS = { diesel: 'Diesel', gasoline: 'Gasoline', other: 'Fuel' } as const

/** The expense's description: "Diesel, Pilot #391, Amarillo, TX". */
function expenseDescription(p: Pick<FuelPurchaseRow, 'fuelType' | 'vendor' | 'city' | 'jurisdiction'>) {
  const place = p.city ? `${p.city}, ${p.jurisdiction}` : p.jurisdiction
  return [FUEL_WORDS[p.fuelType], p.vendor, place].filter(Boolean).join(', ').slice(0, 200)
}

function toPurchase(row: FuelPurchaseRow, truckUnit: string | null, locked: Set<string>): FuelPurchase {
  return {
    id: row.id,
    date: row.date,
    jurisdiction: row.jurisdiction,
    gallons: row.gallons,
    amountCents: row.amountCents,
    fuelType: row.fuelType,
    taxPaid: row.taxPaid,
    truckId: row.truckId,
    truckUnit,
    vendor: row.vendor,
    city: row.city,
    pricePerGallon: row.pricePerGallon,
    paymentMethod: row.paymentMethod,
    source: row.source,
    documentId: row.documentId,
    ledgerEntryId: row.ledgerEntryId,
    expenseLinked: row.expenseLinked,
    notes: row.notes,
    locked: locked.has(quarterOf(row.date)),
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function purchaseFilters(userId: string, query: ListQuery): SQL {
  const { from, to } = listRange(query)
  const conditions: SQL[] = [eq(fuelPurchases.userId, userId)]
  if (from) conditions.push(gte(fuelPurchases.date, from))
  if (to) conditions.push(lte(fuelPurchases.date, to))
  if (query.truckId) conditions.push(eq(fuelPurchases.truckId, query.truckId))
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        ilike(fuelPurchases.vendor, pattern),
        ilike(fuelPurchases.city, pattern),
        ilike(fuelPurchases.jurisdiction, pattern),
        ilike(trucks.unitNumber, pattern),
      )!,
    )
  }
  return and(...conditions)!
}

export async function listFuelPurchases(
  options: Caller & ListQuery,
): Promise<{ items: FuelPurchase[]; total: number }> {
  const { db, userId } = options
  const where = purchaseFilters(userId, options)
  const [rows, [counted], locked] = await Promise.all([
    db
      .select({ purchase: fuelPurchases, truckUnit: trucks.unitNumber })
      .from(fuelPurchases)
      .leftJoin(trucks, eq(trucks.id, fuelPurchases.truckId))
      .where(where)
      .orderBy(desc(fuelPurchases.date), desc(fuelPurchases.id))
      .limit(pageWindow(options).limit)
      .offset(pageWindow(options).offset),
    db
      .select({ n: count() })
      .from(fuelPurchases)
      .leftJoin(trucks, eq(trucks.id, fuelPurchases.truckId))
      .where(where),
    lockedQuarters(db, userId),
  ])
  return { items: rows.map((r) => toPurchase(r.purchase, r.truckUnit, locked)), total: counted?.n ?? 0 }
}

export async function getFuelPurchase(options: Caller & { id: string }): Promise<FuelPurchase> {
  const { db, userId, id } = options
  const [row] = await db
    .select({ purchase: fuelPurchases, truckUnit: trucks.unitNumber })
    .from(fuelPurchases)
    .leftJoin(trucks, eq(trucks.id, fuelPurchases.truckId))
    .where(and(eq(fuelPurchases.id, id), eq(fuelPurchases.userId, userId)))
  if (!row) throw purchaseNotFound()
  return toPurchase(row.purchase, row.truckUnit, await lockedQuarters(db, userId))
}

/** The user's expense a purchase may carry, locked, and whether a purchase carries it already. */
async function lockExpense(tx: Tx, userId: string, ledgerEntryId: string) {
  const [entry] = await tx
    .select({
      id: ledgerEntries.id,
      category: ledgerEntries.category,
      type: ledgerEntries.type,
      settlementId: ledgerEntries.settlementId,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, ledgerEntryId), eq(ledgerEntries.userId, userId)))
    // Two purchases claiming it at once: the second waits, then finds it taken.
    .for('update')
  if (!entry) return null
  const [taken] = await tx
    .select({ id: fuelPurchases.id })
    .from(fuelPurchases)
    .where(eq(fuelPurchases.ledgerEntryId, ledgerEntryId))
  return { ...entry, taken: taken !== undefined }
}

/**
 * The user's fuel expense a purchase is made from: theirs, a fuel expense, not yet a purchase.
 * Returns whether a settlement posted it (its figures are the settlement's: they are left alone).
 */
async function claimExpense(
  tx: Tx,
  userId: string,
  ledgerEntryId: string,
): Promise<{ bySettlement: boolean }> {
  const entry = await lockExpense(tx, userId, ledgerEntryId)
  if (entry?.type !== 'expense') throw new AppError('BAD_REQUEST', IFTA_MESSAGES.expenseNotFound)
  if (entry.category !== 'fuel') throw new AppError('BAD_REQUEST', IFTA_MESSAGES.notFuel)
  if (entry.taken) throw new AppError('CONFLICT', IFTA_MESSAGES.alreadyLinked)
  return { bySettlement: entry.settlementId !== null }
}

/** The user's fuel expenses that no fuel purchase carries: `fuelPurchases` is left-joined on the entry. */
function fuelExpenseWithoutPurchase(userId: string) {
  return and(
    eq(ledgerEntries.userId, userId),
    eq(ledgerEntries.type, 'expense'),
    eq(ledgerEntries.category, 'fuel'),
    isNull(fuelPurchases.id),
  )
}

/**
 * The fuel expense already in the books for this fuel, claimed for it: the user's, of the same date
 * and amount, no purchase's yet, and not another truck's (a settlement's deduction first, then the
 * oldest). Null when there is none: the purchase posts its own.
 */
async function claimSameFuelExpense(
  tx: Tx,
  userId: string,
  fuel: { date: string; amountCents: number; truckId: string | null },
): Promise<{ id: string; bySettlement: boolean } | null> {
  const candidates = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .leftJoin(fuelPurchases, eq(fuelPurchases.ledgerEntryId, ledgerEntries.id))
    .where(
      and(
        fuelExpenseWithoutPurchase(userId),
        eq(ledgerEntries.date, fuel.date),
        eq(ledgerEntries.amountCents, fuel.amountCents),
        fuel.truckId ? or(isNull(ledgerEntries.truckId), eq(ledgerEntries.truckId, fuel.truckId)) : undefined,
      ),
    )
    .orderBy(sql`${ledgerEntries.settlementId} IS NULL`, asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(5)
  for (const candidate of candidates) {
    // Locked, then checked again: a purchase made meanwhile may have linked it.
    const entry = await lockExpense(tx, userId, candidate.id)
    if (entry && !entry.taken) return { id: entry.id, bySettlement: entry.settlementId !== null }
  }
  return null
}

/**
 * The user's fuel expenses (of a quarter or dates) that are no fuel purchase yet, newest first, with
 * what their words say of the purchase: a settlement's fuel lines and fuel typed as an expense, to
 * be made purchases once their gallons are known.
 */
export async function listFuelExpensesToLink(
  options: Caller & { quarter?: string; from?: string; to?: string },
): Promise<FuelExpenseList> {
  const rows = await unlinkedFuelExpenses(options, MAX_FUEL_EXPENSES)
  return {
    items: rows.map(({ paymentMethod: _p, ...row }) => ({ ...row, ...fuelExpensePlace(row.description) })),
  }
}

/** The user's fuel expenses of a quarter or dates that no purchase carries, newest first. */
export async function unlinkedFuelExpenses(
  options: Pick<Caller, 'db' | 'userId'> & { quarter?: string; from?: string; to?: string },
  limit?: number,
) {
  const { db, userId } = options
  const { from, to } = listRange(options)
  const query = db
    .select({
      ledgerEntryId: ledgerEntries.id,
      date: ledgerEntries.date,
      amountCents: ledgerEntries.amountCents,
      description: ledgerEntries.description,
      truckId: ledgerEntries.truckId,
      settlementId: ledgerEntries.settlementId,
      paymentMethod: ledgerEntries.paymentMethod,
    })
    .from(ledgerEntries)
    .leftJoin(fuelPurchases, eq(fuelPurchases.ledgerEntryId, ledgerEntries.id))
    .where(
      and(
        fuelExpenseWithoutPurchase(userId),
        from ? gte(ledgerEntries.date, from) : undefined,
        to ? lte(ledgerEntries.date, to) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.date), desc(ledgerEntries.id))
  return limit === undefined ? query : query.limit(limit)
}

/** A quarter has a few hundred fuel stops at most; the list shows this many. */
const MAX_FUEL_EXPENSES = 500

/**
 * Records a fuel purchase and its expense in one transaction: the fuel expense named by
 * `ledgerEntryId` (brought to the purchase's amount, date and truck), else the same fuel's expense
 * already in the books, else a new expense.
 */
export async function createFuelPurchase(
  options: Caller & {
    input: FuelPurchaseInput
    source?: FuelPurchaseRow['source']
    review?: FuelPurchaseRow['review']
    tx?: Tx
  },
): Promise<string> {
  const { db, clock, userId, input } = options
  await checkTruckRef({ db, userId, truckId: input.truckId })
  if (input.documentId) await requireOwnDocument({ db, userId, id: input.documentId })
  const now = clock.now()
  const write = async (tx: Tx) => {
    assertUnlocked(await lockedQuartersForWrite(tx, userId), input.date)
    const { ledgerEntryId, ...fields } = input
    const values = {
      ...fields,
      userId,
      notes: fields.notes ?? '',
      vendor: fields.vendor ?? null,
      city: fields.city ?? null,
      truckId: fields.truckId ?? null,
      pricePerGallon: fields.pricePerGallon ?? null,
      createdAt: now,
      updatedAt: now,
    }
    let entryId: string
    // The fuel expense it is: the one named, else one already in the books for the same fuel.
    const linked = ledgerEntryId
      ? { id: ledgerEntryId, ...(await claimExpense(tx, userId, ledgerEntryId)) }
      : await claimSameFuelExpense(tx, userId, {
          date: values.date,
          amountCents: values.amountCents,
          truckId: values.truckId,
        })
    if (linked) {
      entryId = linked.id
      // A settlement's fuel line keeps its figures (they are the settlement's); a typed expense
      // takes the purchase's.
      if (!linked.bySettlement)
        await tx
          .update(ledgerEntries)
          .set({ ...expenseOf(values), updatedAt: now })
          .where(eq(ledgerEntries.id, entryId))
    } else {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          ...expenseOf(values),
          userId,
          type: 'expense',
          category: 'fuel',
          documentId: fields.documentId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: ledgerEntries.id })
      entryId = entry!.id
    }
    const [row] = await tx
      .insert(fuelPurchases)
      .values({
        ...values,
        source: options.source ?? (ledgerEntryId ? 'expense' : 'typed'),
        review: options.review ?? null,
        ledgerEntryId: entryId,
        expenseLinked: linked !== null,
      })
      .returning({ id: fuelPurchases.id })
    return row!.id
  }
  return options.tx ? write(options.tx) : db.transaction(write)
}

/** What of a purchase its expense carries. */
function expenseOf(
  p: Pick<
    FuelPurchaseRow,
    'fuelType' | 'vendor' | 'city' | 'jurisdiction' | 'amountCents' | 'date' | 'truckId'
  > & { paymentMethod?: FuelPurchaseInput['paymentMethod'] | null },
) {
  return {
    amountCents: p.amountCents,
    date: p.date,
    truckId: p.truckId ?? null,
    description: expenseDescription(p),
    ...(p.paymentMethod ? { paymentMethod: p.paymentMethod } : {}),
  }
}

export async function updateFuelPurchase(
  options: Caller & { id: string; patch: FuelPurchasePatch },
): Promise<void> {
  const { db, clock, userId, id, patch } = options
  await checkTruckRef({ db, userId, truckId: patch.truckId })
  if (patch.documentId) await requireOwnDocument({ db, userId, id: patch.documentId })
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(fuelPurchases)
      .where(and(eq(fuelPurchases.id, id), eq(fuelPurchases.userId, userId)))
      .for('update')
    if (!current) throw purchaseNotFound()
    assertUnlocked(await lockedQuartersForWrite(tx, userId), current.date, patch.date)
    const now = clock.now()
    const [row] = await tx
      .update(fuelPurchases)
      // Saved by the user (an empty save confirms it as read): checked.
      .set({ ...patch, review: null, updatedAt: now })
      .where(eq(fuelPurchases.id, id))
      .returning()
    if (row!.ledgerEntryId)
      await tx
        .update(ledgerEntries)
        .set({
          ...expenseOf({ ...row!, paymentMethod: patch.paymentMethod }),
          updatedAt: now,
        })
        .where(and(eq(ledgerEntries.id, row!.ledgerEntryId), isNull(ledgerEntries.settlementId)))
  })
}

export async function deleteFuelPurchase(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(fuelPurchases)
      .where(and(eq(fuelPurchases.id, id), eq(fuelPurchases.userId, userId)))
      .for('update')
    if (!current) throw purchaseNotFound()
    assertUnlocked(await lockedQuartersForWrite(tx, userId), current.date)
    await tx.delete(fuelPurchases).where(eq(fuelPurchases.id, id))
    if (current.ledgerEntryId && !current.expenseLinked)
      await tx.delete(ledgerEntries).where(eq(ledgerEntries.id, current.ledgerEntryId))
  })
}
