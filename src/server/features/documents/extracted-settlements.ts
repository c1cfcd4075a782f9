import type { SettlementReview } from '@/contracts/settlements.ts'
import { NO_LOADS_ISSUE } from '@/domain/settlement-parsing/pay-sheets/parse-settlement.ts'
import type {
  ExtractedLine,
  ExtractedRow,
  ParsedSettlement,
  SettlementField,
} from '@/domain/settlement-parsing/types.ts'
import { LUMPER_TEXT } from '@/domain/settlements/settlement-math.ts'
import type { SettlementDraftInput } from '@/server/features/settlements/settlements.public.ts'

/** A settlement to store from a reading: its fields, whether it may be posted as is, what to review. */
export interface SettlementDraft {
  input: SettlementDraftInput
  /** Everything was found and adds up: stored as processed and posted to the ledger. */
  complete: boolean
  issues: string[]
  confidence: Partial<Record<SettlementField, number>>
  /** The reader saw a W-2 pay stub: posted as wages for a company driver, asked about otherwise. */
  looksLikeW2?: boolean
}

/**
 * A settlement read from a pay sheet. Nothing is made up: a payer or date the sheet does not show
 * stays empty, and the draft waits for the user to enter it.
 */
export function draftFromSettlement(read: ParsedSettlement): SettlementDraft {
  let issues = [...read.issues]
  const lines = read.lines.filter((line) => line.amountCents > 0).map(lineInput)
  if (!lines.some((line) => line.kind === 'load') && read.grossCents && read.grossCents > 0) {
    // A pay stub may print only its gross: one line for it keeps the totals true to the document.
    lines.unshift({ kind: 'load', description: 'Gross pay', amountCents: read.grossCents })
    issues = issues.filter((issue) => issue !== NO_LOADS_ISSUE)
    issues.push('No load lines were found; the gross is shown as one line.')
  }
  // The reader lists a missing payer or date among its issues; the user enters them on review.
  return {
    input: {
      broker: read.payer,
      settlementNumber: read.settlementNumber,
      tripNumber: null,
      settlementDate: read.settlementDate,
      periodStart: read.periodStart,
      periodEnd: read.periodEnd,
      notes: '',
      lines,
    },
    complete:
      issues.length === 0 &&
      read.payer !== null &&
      read.settlementDate !== null &&
      lines.some((line) => line.kind === 'load'),
    issues: unique(issues),
    confidence: read.confidence,
    ...(read.looksLikeW2 ? { looksLikeW2: true } : {}),
  }
}

/** A line as read, as a line of the API's settlement input (`ZSettlementLineInput`): a load's description is its route. */
function lineInput(line: ExtractedLine): SettlementDraftInput['lines'][number] {
  switch (line.kind) {
    case 'load':
      return {
        kind: 'load',
        description: line.origin && line.destination ? `${line.origin} → ${line.destination}` : '',
        amountCents: line.amountCents,
        loadNumber: line.loadNumber,
        loadDate: line.date,
        origin: line.origin,
        destination: line.destination,
        miles: line.miles,
      }
    case 'deduction':
      return {
        kind: 'deduction',
        description: line.description,
        category: line.category,
        amountCents: line.amountCents,
      }
    case 'reimbursement':
      return {
        kind: 'reimbursement',
        description: line.description,
        amountCents: line.amountCents,
        ...(LUMPER_TEXT.test(line.description) ? { category: 'lumper' as const } : {}),
      }
  }
}

/** One row of a settlement export: its gross as a load, its deductions as one line. */
export function draftFromRow(row: ExtractedRow): SettlementDraft {
  const issues = [...row.issues]
  const lines: SettlementDraftInput['lines'] = []
  if (row.grossCents && row.grossCents > 0) {
    lines.push({
      kind: 'load',
      description: '',
      amountCents: row.grossCents,
      loadNumber: row.tripNumber,
      loadDate: row.date,
    })
  } else {
    issues.push(`Row ${row.rowIndex + 1}: no gross amount.`)
  }
  if (row.deductionsCents && row.deductionsCents > 0) {
    lines.push({
      kind: 'deduction',
      description: 'Deductions',
      // One sum of every deduction: what it is for is not known until the user says.
      category: 'needs_review',
      amountCents: row.deductionsCents,
    })
  }
  if (!row.payer) issues.push(`Row ${row.rowIndex + 1}: no payer.`)
  if (!row.date) issues.push(`Row ${row.rowIndex + 1}: no date.`)
  return {
    input: {
      broker: row.payer,
      settlementNumber: null,
      tripNumber: row.tripNumber,
      settlementDate: row.date,
      periodStart: null,
      periodEnd: null,
      notes: '',
      lines,
    },
    complete: issues.length === 0,
    issues: unique(issues),
    confidence: {},
  }
}

/** What the user is shown to check on the review screen. */
export function reviewOf(draft: SettlementDraft): SettlementReview {
  return {
    issues: draft.issues,
    confidence: Object.fromEntries(Object.entries(draft.confidence).filter(([, v]) => typeof v === 'number')),
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
