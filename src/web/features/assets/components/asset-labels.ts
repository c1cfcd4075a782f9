import type { BONUS_CHOICES, DEPRECIATION_METHODS } from '@/contracts/assets'
import type { AssetHolding, AssetKind } from '@/domain/depreciation/asset-terms'

export const ASSET_KIND_LABELS: Record<AssetKind, string> = {
  tractor: 'Tractor',
  trailer: 'Trailer',
  other: 'Other equipment',
}

export const HOLDING_LABELS: Record<AssetHolding, string> = {
  owned: 'Owned outright',
  loan: 'Bought with a loan',
  lease_purchase: 'Lease-purchase',
  true_lease: 'True lease (rent)',
}

export const METHOD_LABELS: Record<(typeof DEPRECIATION_METHODS)[number], string> = {
  macrs: 'MACRS',
  straight_line: 'Straight line',
}

export const BONUS_LABELS: Record<(typeof BONUS_CHOICES)[number], string> = {
  default: 'Take the bonus',
  elect_out: 'Elect out',
}

/** Whether the holding has financing: a loan, or a lease-purchase's. */
export const hasFinancing = (holding: AssetHolding) => holding === 'loan' || holding === 'lease_purchase'

export const ASSET_LOAD_FAILED = 'Failed to load your equipment'
export const LOAN_LOAD_FAILED = 'Failed to load the loan'

/** A rate as the screens show it: "7.5 %". */
export const formatRate = (annualRate: string) => `${annualRate} %`

/** A term in months, with the years when it is whole years: "60 months (5 years)". */
export function formatTerm(months: number): string {
  const years = months % 12 === 0 ? ` (${months / 12} year${months === 12 ? '' : 's'})` : ''
  return `${months} month${months === 1 ? '' : 's'}${years}`
}
