import { divide, formatScaled, fromInteger } from '@/domain/decimal.ts'
import { perMileCents } from '@/domain/per-mile.ts'

/** What profit is worked out from, for one load or a group of them. */
export interface ProfitInputs {
  revenueCents: number
  directCostsCents: number
  perDiemCents: number
  fixedCostsShareCents: number
  loadedMiles: number
  emptyMiles: number
}

/** Tenths of a mile, exact (miles are kept to one decimal). */
const tenths = (miles: number) => Math.round(miles * 10)

/** A part of a whole as a percentage with one decimal, half up ('23.4'); null without a whole. */
function percentOf(part: number, whole: number): string | null {
  if (whole === 0) return null
  return formatScaled(divide(fromInteger(BigInt(part) * 100n), fromInteger(whole), 1), 1)
}

/** Profit, margin, and revenue and cost per mile of a load or a group (sums of their inputs). */
export function profitOf(inputs: ProfitInputs) {
  const costs = inputs.directCostsCents + inputs.perDiemCents + inputs.fixedCostsShareCents
  const profit = inputs.revenueCents - costs
  const loaded = tenths(inputs.loadedMiles)
  const all = loaded + tenths(inputs.emptyMiles)
  return {
    revenueCents: inputs.revenueCents,
    directCostsCents: inputs.directCostsCents,
    perDiemCents: inputs.perDiemCents,
    fixedCostsShareCents: inputs.fixedCostsShareCents,
    profitCents: profit,
    marginPercent: percentOf(profit, inputs.revenueCents),
    loadedMiles: inputs.loadedMiles,
    emptyMiles: inputs.emptyMiles,
    revenuePerLoadedMileCents: perMileCents(inputs.revenueCents, loaded),
    revenuePerMileCents: perMileCents(inputs.revenueCents, all),
    costPerMileCents: perMileCents(costs, all),
    costPerLoadedMileCents: perMileCents(costs, loaded),
    deadheadPercent: all === 0 ? null : percentOf(tenths(inputs.emptyMiles), all),
  }
}

/** The inputs of several loads added up. */
export function sumInputs(items: readonly ProfitInputs[]): ProfitInputs {
  const sum = (key: keyof ProfitInputs) => items.reduce((total, item) => total + item[key], 0)
  return {
    revenueCents: sum('revenueCents'),
    directCostsCents: sum('directCostsCents'),
    perDiemCents: sum('perDiemCents'),
    fixedCostsShareCents: sum('fixedCostsShareCents'),
    // Tenths added as integers, so 0.1 + 0.2 is 0.3.
    loadedMiles: items.reduce((t, i) => t + tenths(i.loadedMiles), 0) / 10,
    emptyMiles: items.reduce((t, i) => t + tenths(i.emptyMiles), 0) / 10,
  }
}
