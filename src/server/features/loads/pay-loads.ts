import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { PAY_GROUPS, type PayGroup, payGroupOf, rateKindOfPaidLine } from '@/domain/loads/load-check.ts'
import type { Tx } from '@/server/db/client.ts'
import { loadStops, loads, type SettlementRow } from '@/server/db/schema/index.ts'
import { refreshPayFlags } from './load-flags.ts'
import { findOrMakePayer } from './payers.ts'

/** A settlement's line as the matcher reads it. */
export interface PaidLine {
  kind: string
  description: string
  amountCents: number
  loadNumber?: string | null
  loadDate?: string | null
  origin?: string | null
  destination?: string | null
  miles?: number | null
}

/** How many days a load's dates may be from the settlement line's when matched without a number. */
const DATE_SLACK_DAYS = 7

const normalise = (number: string) => number.trim().toLowerCase()

/** "Dallas, TX" (or "Dallas TX 75201") as a stop's city and state; null when it is not one. */
export function placeOf(text: string | null | undefined): { city: string; state: string } | null {
  const match = text?.trim().match(/^(.+?),?\s+([A-Za-z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/)
  return match ? { city: match[1]!.replace(/,$/, '').trim(), state: match[2]!.toUpperCase() } : null
}

/** One load's lines on the settlement: those sharing a load number, or a line on its own without one. */
function groupLines(lines: readonly PaidLine[]): PaidLine[][] {
  const groups = new Map<string, PaidLine[]>()
  lines.forEach((line, i) => {
    if (line.kind !== 'load') return
    const key = line.loadNumber?.trim() ? `#${normalise(line.loadNumber)}` : `@${i}`
    groups.set(key, [...(groups.get(key) ?? []), line])
  })
  return [...groups.values()]
}

/** What a group of lines paid: in all, for how many miles, and by group when the lines say (two or more). */
function paymentOf(lines: readonly PaidLine[]) {
  const byGroup: Partial<Record<PayGroup, number>> = {}
  for (const line of lines) {
    const group = payGroupOf(rateKindOfPaidLine(line.description))
    byGroup[group] = (byGroup[group] ?? 0) + line.amountCents
  }
  const miles = lines.reduce((sum, l) => sum + (l.miles ?? 0), 0)
  return {
    paidCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    paidMiles: lines.some((l) => l.miles) ? miles : null,
    paidByGroup: PAY_GROUPS.filter((g) => byGroup[g] !== undefined).length >= 2 ? byGroup : null,
  }
}

/** Undoes what a settlement paid: loads made from its lines go, booked loads it paid wait again. */
export async function unpayLoads(tx: Tx, settlementId: string, now: Date): Promise<void> {
  await tx.delete(loads).where(and(eq(loads.settlementId, settlementId), eq(loads.origin, 'settlement')))
  await tx
    .update(loads)
    .set({
      settlementId: null,
      paidCents: null,
      paidMiles: null,
      paidByGroup: null,
      payFlags: [],
      shortCents: 0,
      status: 'delivered',
      updatedAt: now,
    })
    .where(eq(loads.settlementId, settlementId))
}

/**
 * The user's load a group of lines pays: by load number, else by a pickup date near the lines' and the
 * same amount (a line without a number: any open load; a line whose number no load has: a load booked
 * without one, never a load of another number); none is undefined.
 */
async function findLoad(
  tx: Tx,
  userId: string,
  settlementId: string,
  lines: readonly PaidLine[],
  paid: number,
) {
  const open = and(
    eq(loads.userId, userId),
    ne(loads.status, 'cancelled'),
    or(isNull(loads.settlementId), eq(loads.settlementId, settlementId)),
    ne(loads.origin, 'settlement'),
  )
  const number = lines[0]?.loadNumber?.trim()
  if (number) {
    const [found] = await tx
      .select({ id: loads.id })
      .from(loads)
      .where(and(open, sql`lower(${loads.loadNumber}) = ${normalise(number)}`))
      .orderBy(loads.pickupDate)
      .limit(1)
    if (found) return found.id
  }
  const date = lines.find((l) => l.loadDate)?.loadDate
  if (!date) return undefined
  const [found] = await tx
    .select({ id: loads.id })
    .from(loads)
    .where(
      and(
        open,
        isNull(loads.settlementId),
        eq(loads.rateTotalCents, paid),
        sql`${loads.pickupDate} between ${date}::date - ${DATE_SLACK_DAYS}::int and ${date}::date + ${DATE_SLACK_DAYS}::int`,
        // A line that prints a number matched none: only a load booked without one may be it.
        number ? isNull(loads.loadNumber) : sql`true`,
      ),
    )
    .orderBy(sql`abs(${loads.pickupDate} - ${date}::date)`)
    .limit(1)
  return found?.id
}

/**
 * Matches a posted settlement's load lines to the user's loads, in the settlement's transaction: each
 * load it pays moves to paid with what was paid (and is checked against its rate confirmation); a
 * line that pays no load of theirs becomes a load of its own, so loads need no typing. Saving the
 * settlement again matches afresh.
 */
export async function payLoadsOfSettlement(
  tx: Tx,
  options: { userId: string; settlement: SettlementRow; lines: readonly PaidLine[]; now: Date },
): Promise<void> {
  const { userId, settlement, now } = options
  await unpayLoads(tx, settlement.id, now)
  // A W-2 pay stub pays wages, not freight: its lines are no loads of the driver's.
  if (settlement.paidAs !== 'contractor') return
  const paidIds: string[] = []
  for (const lines of groupLines(options.lines)) {
    const payment = paymentOf(lines)
    const paid = { ...payment, settlementId: settlement.id, status: 'paid' as const, updatedAt: now }
    const id = await findLoad(tx, userId, settlement.id, lines, payment.paidCents)
    if (id) {
      await tx.update(loads).set(paid).where(eq(loads.id, id))
      paidIds.push(id)
      continue
    }
    await makeLoad(tx, userId, lines, { ...paid, truckId: settlement.truckId, payer: settlement.broker })
  }
  await refreshPayFlags(tx, paidIds)
}

/** A load made from a settlement's lines: what the pay sheet says of it, paid. */
async function makeLoad(
  tx: Tx,
  userId: string,
  lines: readonly PaidLine[],
  paid: ReturnType<typeof paymentOf> & {
    settlementId: string
    status: 'paid'
    updatedAt: Date
    truckId: string | null
    payer: string | null
  },
) {
  const first = lines[0]!
  const from = placeOf(first.origin)
  const to = placeOf(first.destination)
  const { payer, ...columns } = paid
  const [row] = await tx
    .insert(loads)
    .values({
      userId,
      ...columns,
      payerId: payer ? await findOrMakePayer(tx, userId, payer, paid.updatedAt) : null,
      loadNumber: first.loadNumber?.trim() || null,
      origin: 'settlement',
      pickupDate: first.loadDate ?? null,
      deliveryDate: first.loadDate ?? null,
      originPlace: first.origin || null,
      destinationPlace: first.destination || null,
      originState: from?.state ?? null,
      destinationState: to?.state ?? null,
      loadedMiles: paid.paidMiles,
      rateTotalCents: 0,
      createdAt: paid.updatedAt,
    })
    .returning({ id: loads.id })
  const stops = [
    from && { type: 'pickup' as const, ...from },
    to && { type: 'delivery' as const, ...to },
  ].filter((s) => s !== null)
  if (stops.length)
    await tx.insert(loadStops).values(stops.map((stop, position) => ({ loadId: row!.id, position, ...stop })))
}
