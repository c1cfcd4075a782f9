import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZLoadInput } from '@/contracts/loads.ts'
import type { ParsedRateConfirmation } from '@/domain/settlement-parsing/types.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { loads, payers } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { createLoad } from './save-load.ts'

type LoadValues = z.output<typeof ZLoadInput>

/**
 * A load proposed from a rate confirmation's reading, booked and waiting for the user's check (its
 * `review` lists what the reader was unsure of; saving the load clears it). Nothing is invented: a
 * stop without its city and state is left out and said so, an appointment without a time is kept
 * at the start of its day and said so. In the caller's transaction, once per document.
 */
export async function proposeLoad(
  tx: Tx,
  options: { clock: Clock; userId: string; documentId: string; reading: ParsedRateConfirmation },
): Promise<string> {
  const { reading, userId, documentId } = options
  const [existing] = await tx.select({ id: loads.id }).from(loads).where(eq(loads.documentId, documentId))
  if (existing) return existing.id
  const issues = [...reading.issues]
  const placed = reading.stops.filter((s) => s.city && s.state)
  if (placed.length < reading.stops.length)
    issues.push(
      `${reading.stops.length - placed.length} stop(s) without a city and state were left out: add them`,
    )
  const untimed = placed.filter((s) => s.date && !s.time).length
  if (untimed) issues.push(`${untimed} appointment(s) have a date but no time: check them`)
  const input: LoadValues = {
    loadNumber: reading.loadNumber,
    payerName: reading.payer,
    status: 'booked',
    stops: placed.map((s) => ({
      type: s.type,
      name: s.name,
      city: s.city!,
      state: s.state!.toUpperCase(),
      zip: s.zip,
      scheduledAt: s.date ? `${s.date}T${s.time ?? '00:00'}` : null,
    })),
    rateLines: reading.rateLines.map((l) => ({
      kind: l.kind,
      amountCents: l.amountCents,
      description: l.description,
    })),
    loadedMiles: reading.miles,
    commodity: reading.commodity,
    weightLb: reading.weightLb,
    poNumber: reading.references.po,
    bolNumber: reading.references.bol,
    proNumber: reading.references.pro,
    notes: '',
  }
  const id = await createLoad({
    db: tx as unknown as Db,
    tx,
    clock: options.clock,
    userId,
    input,
    origin: 'rate_confirmation',
    documentId,
    review: { issues, confidence: reading.confidence },
  })
  // The payer's MC number, when the reading has one and the payer had none.
  if (reading.payer && reading.payerMcNumber) {
    const [load] = await tx.select({ payerId: loads.payerId }).from(loads).where(eq(loads.id, id))
    if (load?.payerId)
      await tx
        .update(payers)
        .set({ mcNumber: reading.payerMcNumber })
        .where(and(eq(payers.id, load.payerId), isNull(payers.mcNumber)))
  }
  return id
}
