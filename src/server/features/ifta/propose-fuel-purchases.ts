import { eq } from 'drizzle-orm'
import type { FuelPurchaseInput } from '@/contracts/ifta.ts'
import type { FuelType } from '@/domain/ifta/build-return.ts'
import { isJurisdiction } from '@/domain/ifta/jurisdictions.ts'
import type { ExtractedFuelLine, FuelProduct, ParsedFuelReceipt } from '@/domain/settlement-parsing/types.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { fuelPurchases } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { createFuelPurchase } from './fuel-purchases.ts'

/** What each product on a receipt is on the return: reefer fuel runs no truck, so it is never diesel's. */
const FUEL_OF: Partial<Record<FuelProduct, FuelType>> = {
  diesel: 'diesel',
  gasoline: 'gasoline',
  reefer: 'other',
}

/** The fields a purchase cannot be made without, as the user reads them. */
export function missingForPurchase(reading: ParsedFuelReceipt): string[] {
  const missing: string[] = []
  if (!reading.date) missing.push('date')
  if (!reading.state || !isJurisdiction(reading.state.toUpperCase())) missing.push('state')
  if (!reading.fuelLines.some(isPurchasable)) missing.push('gallons')
  return missing
}

const isPurchasable = (line: ExtractedFuelLine) =>
  FUEL_OF[line.product] !== undefined && line.gallons !== null && line.amountCents > 0

/**
 * The fuel purchases a receipt's reading proposes, one per fuel line (DEF and other items are not
 * fuel; reefer fuel is kept apart from the truck's diesel), each posting its expense and waiting for
 * the user's check. In the caller's transaction, once per document. Returns their ids.
 */
export async function proposeFuelPurchases(
  tx: Tx,
  options: { clock: Clock; userId: string; documentId: string; reading: ParsedFuelReceipt },
): Promise<string[]> {
  const { reading, userId, documentId } = options
  const existing = await tx
    .select({ id: fuelPurchases.id })
    .from(fuelPurchases)
    .where(eq(fuelPurchases.documentId, documentId))
  if (existing.length > 0) return existing.map((p) => p.id)
  const lines = reading.fuelLines.filter(isPurchasable)
  const issues = [...reading.issues]
  const skipped = reading.fuelLines.length - lines.length
  if (skipped > 0)
    issues.push(`${skipped} line(s) of the receipt are not fuel for a truck, or not in gallons: not added`)
  if (reading.truckNumber) issues.push(`The receipt names truck ${reading.truckNumber}: choose it`)
  const ids: string[] = []
  for (const line of lines) {
    const input: FuelPurchaseInput = {
      date: reading.date!,
      jurisdiction: reading.state!.toUpperCase(),
      gallons: line.gallons!,
      amountCents: line.amountCents,
      fuelType: FUEL_OF[line.product]!,
      taxPaid: true,
      paymentMethod: paymentMethodOf(reading.paymentMethod),
      vendor: reading.vendor?.slice(0, 200) ?? null,
      city: reading.city?.slice(0, 100) ?? null,
      pricePerGallon: line.pricePerGallon,
      documentId,
      notes: '',
    }
    ids.push(
      await createFuelPurchase({
        db: tx as unknown as Db,
        tx,
        clock: options.clock,
        userId,
        input,
        source: 'receipt',
        review: { issues, confidence: reading.confidence },
      }),
    )
  }
  return ids
}

/** A card, cash or check as the receipt prints it ("Fleet card ****1234", "Cash"). */
function paymentMethodOf(printed: string | null): FuelPurchaseInput['paymentMethod'] {
  if (!printed) return 'credit_card'
  if (/cash/i.test(printed)) return 'cash'
  if (/debit/i.test(printed)) return 'debit_card'
  if (/check|chk|comchek/i.test(printed)) return 'check'
  return 'credit_card'
}
