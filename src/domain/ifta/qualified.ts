import { IFTA_RULES } from './rules.ts'

/**
 * Whether a truck is an IFTA qualified motor vehicle (R245): three or more axles, or two axles over
 * 26,000 lb (the gross or registered weight, of the combination when it pulls a trailer). A truck
 * whose axles or weight are not known is taken as qualified: the return must not lose its miles.
 */
export function isQualifiedTruck(truck: { axles: number | null; grossWeightLb: number | null }): boolean {
  if (truck.axles === null) return true
  if (truck.axles >= IFTA_RULES.qualifiedAxles) return true
  if (truck.grossWeightLb === null) return true
  return truck.grossWeightLb > IFTA_RULES.qualifiedWeightOverLb
}
