import { percentOfCents } from '@/domain/decimal.ts'
import { SIMPLE_ESTIMATE_PERCENT } from './tables.ts'

/** The spec's simple estimate (spec 9): 25 % of net profit, never below 0. */
export function simpleEstimateCents(netProfitCents: number): number {
  return Math.max(0, percentOfCents(netProfitCents, SIMPLE_ESTIMATE_PERCENT))
}
