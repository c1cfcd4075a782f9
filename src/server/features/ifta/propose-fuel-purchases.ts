import { and, eq, isNull } from 'drizzle-orm'
import type { FuelPurchaseInput } from '@/contracts/ifta.ts'
import type { FuelType } from '@/domain/ifta/build-return.ts'
import { sameGallons } from '@/domain/ifta/import/fuel-card-purchases.ts'
import { isJurisdiction } from '@/domain/ifta/jurisdictions.ts'
import { isSamePurchase } from '@/domain/ifta/same-purchase.ts'
import { cents, formatUsd } from '@/domain/money.ts'
import type { ExtractedFuelLine, FuelProduct, ParsedFuelReceipt } from '@/domain/settlement-parsing/types.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { type FuelPurchaseRow, fuelPurchases, ledgerEntries } from '@/server/db/schema/index.ts'
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
 * fuel; reefer fuel is kept apart from the truck's diesel), each waiting for the user's check. A
 * line that is a purchase the user already has (typed, or a fuel card line: the same day, state and
 * fuel with the same gallons or amount, no receipt of its own) is offered as that purchase, the
 * receipt attached to it; any other posts its expense (or links the same fuel's expense already in
 * the books). In the caller's transaction, once per document. Returns their ids.
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
  // The purchases of that day and state with no receipt yet: what a line may already be.
  const kept = await tx
    .select()
    .from(fuelPurchases)
    .where(
      and(
        eq(fuelPurchases.userId, userId),
        eq(fuelPurchases.date, reading.date!),
        eq(fuelPurchases.jurisdiction, reading.state!.toUpperCase()),
        isNull(fuelPurchases.documentId),
      ),
    )
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
    const same = kept.find((p) => isSamePurchase({ ...p, truckId: null }, { ...input, truckId: null }))
    if (same) {
      kept.splice(kept.indexOf(same), 1)
      await attachReceipt(tx, { clock: options.clock, purchase: same, input, issues, reading })
      ids.push(same.id)
      continue
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

const SOURCE_WORDS: Record<FuelPurchaseRow['source'], string> = {
  typed: 'typed',
  receipt: 'read from a receipt',
  settlement: 'made from a settlement’s fuel line',
  card_import: 'imported from a fuel card statement',
  expense: 'made from a fuel expense',
}

/**
 * A receipt read for a purchase already kept: the receipt is attached to it (and to its expense,
 * unless a settlement posted that), it gains what it lacked (vendor, city, price), and it waits
 * for a check that says where the receipt and the purchase differ. Nothing is posted.
 */
async function attachReceipt(
  tx: Tx,
  options: {
    clock: Clock
    purchase: FuelPurchaseRow
    input: FuelPurchaseInput
    issues: string[]
    reading: ParsedFuelReceipt
  },
) {
  const { purchase, input } = options
  const now = options.clock.now()
  const differences: string[] = []
  if (!sameGallons(purchase.gallons, input.gallons))
    differences.push(`the receipt says ${input.gallons} gallons, the purchase ${purchase.gallons}`)
  if (purchase.amountCents !== input.amountCents)
    differences.push(
      `the receipt says ${formatUsd(cents(input.amountCents))}, the purchase ${formatUsd(cents(purchase.amountCents))}`,
    )
  const issues = [
    `This receipt is the fuel purchase already ${SOURCE_WORDS[purchase.source]}: attached to it, nothing posted again`,
    ...(differences.length > 0 ? [`Check the figures: ${differences.join('; ')}`] : []),
    ...options.issues,
  ]
  await tx
    .update(fuelPurchases)
    .set({
      documentId: input.documentId,
      vendor: purchase.vendor ?? input.vendor ?? null,
      city: purchase.city ?? input.city ?? null,
      pricePerGallon: purchase.pricePerGallon ?? input.pricePerGallon ?? null,
      review: { issues, confidence: options.reading.confidence },
      updatedAt: now,
    })
    .where(eq(fuelPurchases.id, purchase.id))
  if (purchase.ledgerEntryId)
    await tx
      .update(ledgerEntries)
      .set({ documentId: input.documentId, updatedAt: now })
      .where(
        and(
          eq(ledgerEntries.id, purchase.ledgerEntryId),
          isNull(ledgerEntries.settlementId),
          isNull(ledgerEntries.documentId),
        ),
      )
}

/** A card, cash or check as the receipt prints it ("Fleet card ****1234", "Cash"). */
function paymentMethodOf(printed: string | null): FuelPurchaseInput['paymentMethod'] {
  if (!printed) return 'credit_card'
  if (/cash/i.test(printed)) return 'cash'
  if (/debit/i.test(printed)) return 'debit_card'
  if (/check|chk|comchek/i.test(printed)) return 'check'
  return 'credit_card'
}
