import type { ExtractedSettlement, PageText, SettlementField } from '@/domain/settlement-parsing/types.ts'
import { chooseFigures, type Figures } from './choose-figures.ts'

/*
 * Pay sheet text (a PDF text layer or OCR words) into an itemised settlement: the figures are
 * chosen (choose-figures.ts), what is missing or disagrees is said in words, and each field gets
 * a confidence from how it was found and whether the arithmetic checks it.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)

/** The issue a sheet without load lines raises (a draft that shows its gross as one line replaces it). */
export const NO_LOADS_ISSUE = 'No load lines found'

export function parseSettlement(pages: PageText[]): ExtractedSettlement {
  const figures = chooseFigures(pages)
  const issues = findIssues(figures)
  const confidence = computeConfidence(figures)
  return settlementOf(figures, issues, confidence)
}

/** What is missing or does not add up, in words for the user; empty when all is found and agrees. */
function findIssues(f: Figures): string[] {
  const issues: string[] = []
  if (!f.payer) issues.push('Payer (the company issuing the settlement) not found')
  if (!f.settlementDate) issues.push('Settlement date not found')
  if (!f.loads.length) issues.push(NO_LOADS_ISSUE)
  if (f.unreadableLoads)
    issues.push(`${f.unreadableLoads} load line(s) have an amount that could not be read`)
  if (f.gross.cents === null)
    issues.push(
      f.loads.length
        ? `Gross pay not found; the loads add up to ${money(f.loadsSum)}`
        : 'Gross pay not found',
    )
  else if (f.loads.length && f.loadsSum !== f.gross.cents)
    issues.push(`Loads add up to ${money(f.loadsSum)} but the gross printed is ${money(f.gross.cents)}`)
  const printed = f.printedDeductions
  if (!f.deductions.length && printed && printed.cents > 0)
    issues.push(`No deduction lines found; the total printed is ${money(printed.cents)}`)
  // With a net the arithmetic below checks the lines; a printed total that is a section's subtotal
  // ("Total Adjustments") is no disagreement. Without one, the printed total is the only check.
  else if (
    f.netCents === null &&
    f.deductions.length &&
    printed &&
    printed.cents !== f.linesSum &&
    !f.subtotals.includes(printed.cents)
  )
    issues.push(
      `Deduction lines add up to ${money(f.linesSum)} but the total printed is ${money(printed.cents)}`,
    )
  if (f.netCents === null) issues.push('Net pay not found')
  if (f.gross.cents !== null && f.netCents !== null && !f.balanced) {
    const { deductionsCents, reimbursementsCents } = f
    issues.push(
      `Gross ${money(f.gross.cents)} − deductions ${money(deductionsCents)}` +
        (reimbursementsCents ? ` + reimbursements ${money(reimbursementsCents)}` : '') +
        ` = ${money(f.gross.cents - deductionsCents + reimbursementsCents)}, but the net printed is ${money(f.netCents)}`,
    )
  }
  return issues
}

/** 0..1 per field: how the value was found, whether the arithmetic checks it, how well it was read. */
function computeConfidence(f: Figures): Record<SettlementField, number> {
  const { quality, balanced } = f
  const grossChecked = f.gross.cents !== null && f.loadsSum === f.gross.cents && f.gross.printed
  return {
    payer: (f.payer?.confidence ?? 0) * quality,
    settlementNumber: f.settlementNumber ? f.settlementNumber.confidence * quality : 0.5,
    settlementDate: (f.settlementDate?.confidence ?? 0) * quality,
    period: f.period ? f.period.confidence * quality : 0.5,
    grossCents: f.gross.cents === null ? 0 : grossChecked ? (balanced ? 0.99 : 0.9) : 0.5 * quality,
    deductionsCents: balanced ? 0.97 : f.deductions.length ? 0.4 : 0.2,
    netCents: f.netCents === null ? 0 : balanced ? 0.99 : 0.5 * quality,
    loads: f.loads.length ? (grossChecked ? 0.95 : f.loadConfidence * 0.7) * quality : 0,
    deductions: balanced ? 0.95 * Math.max(quality, 0.8) : 0.4,
  }
}

function settlementOf(
  f: Figures,
  issues: string[],
  confidence: Record<SettlementField, number>,
): ExtractedSettlement {
  return {
    payer: f.payer?.value ?? null,
    settlementNumber: f.settlementNumber?.value ?? null,
    settlementDate: f.settlementDate?.value ?? null,
    periodStart: f.period?.value.start ?? null,
    periodEnd: f.period?.value.end ?? null,
    grossCents: f.gross.cents,
    deductionsCents: f.deductions.length || f.printedDeductions || f.balanced ? f.deductionsCents : null,
    reimbursementsCents: f.reimbursementsCents,
    netCents: f.netCents,
    lines: [
      ...f.loads.map((load) => ({ kind: 'load' as const, ...load })),
      ...f.deductions.map(({ description, amountCents, category }) => ({
        kind: 'deduction' as const,
        description,
        amountCents,
        category,
      })),
      ...f.reimbursements.map((reimbursement) => ({ kind: 'reimbursement' as const, ...reimbursement })),
    ],
    confidence,
    issues,
  }
}
