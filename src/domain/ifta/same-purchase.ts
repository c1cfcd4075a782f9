import type { FuelType } from './build-return.ts'
import { sameGallons } from './import/fuel-card-purchases.ts'

/** What of a fuel purchase tells whether two records are the same fill-up. */
export interface PurchaseKey {
  date: string
  jurisdiction: string
  gallons: string
  amountCents: number
  fuelType: FuelType
  /** Null when the record does not say (a receipt seldom does). */
  truckId: string | null
}

/**
 * Whether two records are one fuel purchase found twice (its receipt and its card line, or a
 * purchase typed and then read from its receipt): the same day, jurisdiction and fuel, no two
 * different trucks, and the same gallons (to the thousandth) or the same amount. Every way a
 * purchase comes in (receipt, card import) asks this one rule.
 */
export function isSamePurchase(a: PurchaseKey, b: PurchaseKey): boolean {
  if (a.date !== b.date || a.jurisdiction !== b.jurisdiction || a.fuelType !== b.fuelType) return false
  if (a.truckId && b.truckId && a.truckId !== b.truckId) return false
  return sameGallons(a.gallons, b.gallons) || a.amountCents === b.amountCents
}
