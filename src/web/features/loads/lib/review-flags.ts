import { lowConfidenceOf } from '@/web/components/ui/review-flag'

/** Parts of the load form that can be pointed out for a check against the rate confirmation. */
export type LoadPart = 'loadNumber' | 'payer' | 'stops' | 'rate'

/** Which parts of the form each confidence key of the rate confirmation's reader stands for. */
const PARTS_OF: Record<string, LoadPart[]> = {
  loadNumber: ['loadNumber'],
  payer: ['payer'],
  stops: ['stops'],
  rateLines: ['rate'],
  totalCents: ['rate'],
}

export const lowConfidenceLoadParts = (confidence: Record<string, number> | undefined): Set<LoadPart> =>
  lowConfidenceOf(confidence, PARTS_OF)

const PART_LABELS: Record<LoadPart, string> = {
  loadNumber: 'Load #',
  payer: 'Broker / Payer',
  stops: 'Stops',
  rate: 'Rate',
}

export const loadPartLabel = (part: LoadPart) => PART_LABELS[part]
