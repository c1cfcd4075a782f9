import type { SettlementReview } from '@/contracts/settlements.ts'
import { NO_LOADS_ISSUE } from '@/domain/settlement-parsing/pay-sheets/parse-settlement.ts'
import type { ExtractedRow, ExtractedSettlement, SettlementField } from '@/domain/settlement-parsing/types.ts'
import type { SettlementDraftInput } from '@/server/shared/settlements/store-settlement.ts'

/** A settlement to store from a reading: its fields, whether it may be posted as is, what to review. */
export interface SettlementDraft {
  input: SettlementDraftInput
  /** Everything was found and adds up: stored as processed and posted to the ledger. */
  complete: boolean
  issues: string[]
  confidence: Partial<Record<SettlementField, number>>
}

/**
 * A settlement read from a pay sheet. Nothing is made up: a payer or date the sheet does not show
 * stays empty, and the draft waits for the user to enter it.
 */
export function draftFromSettlement(read: ExtractedSettlement): SettlementDraft {
  let issues = [...read.issues]
  const lines: SettlementDraftInput['lines'] = []
  for (const load of read.loads) {
    if (load.amountCents <= 0) continue
    lines.push({
      kind: 'load',
      description: load.origin && load.destination ? `${load.origin} → ${load.destination}` : '',
      amountCents: load.amountCents,
      loadNumber: load.loadNumber,
      loadDate: load.date,
      origin: load.origin,
      destination: load.destination,
      miles: load.miles,
    })
  }
  if (lines.length === 0 && read.grossCents && read.grossCents > 0) {
    // A pay stub may print only its gross: one line for it keeps the totals true to the document.
    lines.push({ kind: 'load', description: 'Gross pay', amountCents: read.grossCents })
    issues = issues.filter((issue) => issue !== NO_LOADS_ISSUE)
    issues.push('No load lines were found; the gross is shown as one line.')
  }
  for (const deduction of read.deductions) {
    if (deduction.amountCents <= 0) continue
    lines.push({
      kind: 'deduction',
      description: deduction.description,
      category: deduction.category,
      amountCents: deduction.amountCents,
    })
  }
  for (const reimbursement of read.reimbursements) {
    if (reimbursement.amountCents <= 0) continue
    lines.push({
      kind: 'reimbursement',
      description: reimbursement.description,
      amountCents: reimbursement.amountCents,
    })
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
      category: 'other',
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
