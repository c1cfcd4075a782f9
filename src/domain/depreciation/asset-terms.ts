import type { RecoveryClass } from './macrs-tables.ts'

/** What a trucker's equipment is: the tractor, a trailer, or other equipment (an APU, a reefer unit, a truck). */
export const ASSET_KINDS = ['tractor', 'trailer', 'other'] as const
export type AssetKind = (typeof ASSET_KINDS)[number]

/**
 * How the owner holds it. Owned outright, bought with a loan, or on a lease-purchase (a lease that
 * transfers ownership is a purchase with a loan) are depreciated by the owner; a true lease is
 * rent (Schedule C line 20a): nothing to depreciate (Pub 946 chapter 1, "Leased property").
 */
export const ASSET_HOLDINGS = ['owned', 'loan', 'lease_purchase', 'true_lease'] as const
export type AssetHolding = (typeof ASSET_HOLDINGS)[number]

/**
 * The GDS recovery class by kind (Pub 946 Table B-1): over-the-road tractor units are 3-year
 * property (asset class 00.26); trailers (00.27) and trucks other than tractor units (00.241,
 * 00.242) are 5-year. Other equipment is taken as 5-year, the class of a truck's own equipment;
 * property of a longer class (7-year office furniture) is not carried.
 */
export const RECOVERY_CLASS_BY_KIND: Record<AssetKind, RecoveryClass> = {
  tractor: 3,
  trailer: 5,
  other: 5,
}

/** Whether the owner depreciates it: everything but a true lease. */
export const isDepreciated = (holding: AssetHolding) => holding !== 'true_lease'
