import { addDays, type IsoDate } from '@/domain/period.ts'
import { escrowRulesOn } from './leasing-rules.ts'

/**
 * One weekly auction of 13-week (91-day) Treasury bills: its date and its investment rate (the
 * coupon-equivalent yield), in percent as a decimal string ("4.312"), as TreasuryDirect publishes it.
 */
export interface TbillYield {
  auctionDate: IsoDate
  ratePercent: string
}

/**
 * The yield that stands for `date`: the latest auction on or before it, as long as it is no older
 * than the rules allow (a gap in the table is unknown, not last season's yield). `yields` in any order.
 */
export function tbillYieldOn(yields: readonly TbillYield[], date: IsoDate): TbillYield | null {
  let latest: TbillYield | null = null
  for (const y of yields) {
    if (y.auctionDate <= date && (!latest || y.auctionDate > latest.auctionDate)) latest = y
  }
  if (!latest) return null
  const oldest = addDays(date, -escrowRulesOn(date).tbillYieldMaxAgeDays)
  return latest.auctionDate >= oldest ? latest : null
}
