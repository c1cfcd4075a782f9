import { lowConfidenceOf } from '@/web/components/ui/review-flag'

/** Parts of the settlement form that can be pointed out for a check against the document. */
export type FlaggedPart =
  | 'broker'
  | 'settlementNumber'
  | 'settlementDate'
  | 'period'
  | 'loads'
  | 'deductions'
  | 'totals'

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

export const lowConfidenceParts = (confidence: Record<string, number> | undefined): Set<FlaggedPart> =>
  lowConfidenceOf(confidence, PARTS_OF)

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
