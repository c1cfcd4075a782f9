import type { Asset } from '@/contracts/assets'

/**
 * The tax years to show: from the year placed in service to the last of its recovery period (the
 * half-year convention reaches one year past it) or this year, whichever is later; to the year of
 * its sale once sold.
 */
export function depreciationYears(asset: Asset, thisYear: number): number[] {
  const first = Number(asset.placedInServiceDate.slice(0, 4))
  const last = asset.disposedDate
    ? Number(asset.disposedDate.slice(0, 4))
    : Math.max(first + asset.recoveryYears, thisYear)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}
