/**
 * Truck and trailer payments on Schedule C (Instructions for Schedule C, lines 13, 16b and 20a; Pub
 * 535 / Pub 946 on leases; us-tax-facts "Depreciation and section 179"): a true lease's payments are
 * rent (line 20a); a truck bought outright, on a loan or on a lease-purchase (a conditional sale) is
 * deducted by its depreciation (line 13) and its loan's interest (line 16b), so its payments, which
 * are mostly principal, are no deduction at all. Which applies is read from the equipment the user
 * recorded for the year.
 */
export const EQUIPMENT_PAYMENT_KINDS: Readonly<Record<string, 'tractor' | 'trailer'>> = {
  truck_payment: 'tractor',
  trailer_payment: 'trailer',
}

export type EquipmentPaymentRule = { deduct: true } | { deduct: false; reason: string }

export const EQUIPMENT_PAYMENT_REASONS = {
  bought: (what: string) =>
    `Payments on a ${what} you bought (outright, on a loan or a lease-purchase) are not deducted: its depreciation (line 13) and its loan's interest (line 16b) are, from Equipment.`,
  unrecorded:
    'Say under Equipment how your truck is held: a true lease’s payments are rent (line 20a); a truck bought on a loan or a lease-purchase is deducted by its depreciation and interest, not its payments.',
} as const

/**
 * Whether a year's truck or trailer payments are rent. `held`: the user's equipment in service that
 * year, as bought (`purchase`) or rented (`true_lease`). A true lease of the kind makes them rent; a
 * bought one, no deduction. With nothing recorded, a trailer's rental from the carrier stays rent (the
 * usual case on a pay sheet), and a truck's payment waits for the user to say how the truck is held.
 */
export function equipmentPaymentRule(
  category: string,
  held: readonly { kind: string; basis: 'purchase' | 'true_lease' }[],
): EquipmentPaymentRule {
  const kind = EQUIPMENT_PAYMENT_KINDS[category]
  if (!kind) return { deduct: true }
  const ofKind = held.filter((asset) => asset.kind === kind)
  if (ofKind.some((asset) => asset.basis === 'true_lease')) return { deduct: true }
  if (ofKind.length > 0)
    return {
      deduct: false,
      reason: EQUIPMENT_PAYMENT_REASONS.bought(kind === 'tractor' ? 'truck' : 'trailer'),
    }
  if (kind === 'trailer') return { deduct: true }
  return { deduct: false, reason: EQUIPMENT_PAYMENT_REASONS.unrecorded }
}
