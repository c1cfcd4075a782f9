import type { FlaggedPart } from '@/web/features/settlements/components/review-flag'

/** Below this the reader was guessing: the field is marked for the user to check. */
export const LOW_CONFIDENCE = 0.8

/** Which parts of the form each confidence key of the document reader stands for. */
const PARTS_OF: Record<string, FlaggedPart[]> = {
  payer: ['broker'],
  settlementNumber: ['settlementNumber'],
  settlementDate: ['settlementDate'],
  period: ['period'],
  grossCents: ['loads', 'totals'],
  deductionsCents: ['deductions', 'totals'],
  netCents: ['totals'],
  loads: ['loads'],
  deductions: ['deductions'],
}

export function lowConfidenceParts(confidence: Record<string, number> | undefined): Set<FlaggedPart> {
  const parts = new Set<FlaggedPart>()
  for (const [field, value] of Object.entries(confidence ?? {})) {
    if (value < LOW_CONFIDENCE) for (const part of PARTS_OF[field] ?? []) parts.add(part)
  }
  return parts
}

const PART_LABELS: Record<FlaggedPart, string> = {
  broker: 'Broker / Payer',
  settlementNumber: 'Settlement #',
  settlementDate: 'Settlement Date',
  period: 'Pay period',
  loads: 'Loads',
  deductions: 'Deductions',
  totals: 'Totals',
}

export const partLabel = (part: FlaggedPart) => PART_LABELS[part]
