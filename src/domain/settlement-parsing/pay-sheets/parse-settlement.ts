import { formatUsd } from '@/domain/money.ts'
import type { PageText, ParsedSettlement, SettlementField } from '@/domain/settlement-parsing/types.ts'
import { chooseFigures, type Figures } from './choose-figures.ts'
import { looksLikeW2 } from './vocabulary.ts'

/*
 * Pay sheet text (a PDF text layer or OCR words) into an itemised settlement: the figures are
 * chosen (choose-figures.ts), what is missing or disagrees is said in words, and each field gets
 * a confidence from how it was found and whether the arithmetic checks it.
 */

/** The issue a sheet without load lines raises (a draft that shows its gross as one line replaces it). */
export const NO_LOADS_ISSUE = 'No load lines found'

export function parseSettlement(pages: PageText[]): ParsedSettlement {
  const figures = chooseFigures(pages)
  const issues = findIssues(figures)
  const confidence = computeConfidence(figures)
  const settlement = settlementOf(figures, issues, confidence)
  const text = pages.flatMap((page) => page.items.map((item) => item.text)).join(' ')
  const w2 = looksLikeW2(
    figures.deductions.map((d) => d.category),
    text,
  )
  return w2 ? { ...settlement, looksLikeW2: true } : settlement
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
        ? `Gross pay not found; the loads add up to ${formatUsd(f.loadsSum)}`
        : 'Gross pay not found',
    )
  else if (f.loads.length && f.loadsSum !== f.gross.cents)
    issues.push(
      `Loads add up to ${formatUsd(f.loadsSum)} but the gross printed is ${formatUsd(f.gross.cents)}`,
    )
  const printed = f.printedDeductions
  if (!f.deductions.length && printed && printed.cents > 0)
    issues.push(`No deduction lines found; the total printed is ${formatUsd(printed.cents)}`)
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
      `Deduction lines add up to ${formatUsd(f.linesSum)} but the total printed is ${formatUsd(printed.cents)}`,
    )
  if (f.netCents === null) issues.push('Net pay not found')
  if (f.gross.cents !== null && f.netCents !== null && !f.balanced) {
    const { deductionsCents, reimbursementsCents } = f
    issues.push(
      `Gross ${formatUsd(f.gross.cents)} − deductions ${formatUsd(deductionsCents)}` +
        (reimbursementsCents ? ` + reimbursements ${formatUsd(reimbursementsCents)}` : '') +
        ` = ${formatUsd(f.gross.cents - deductionsCents + reimbursementsCents)}, but the net printed is ${formatUsd(f.netCents)}`,
    )
  }
  return issues
}

/** Confidences of what the arithmetic checks; a field found by its label has its own (times the OCR quality). */
const CONFIDENCE = {
  // A settlement number or period that is not printed is no error: neither sure nor doubtful.
  notPrinted: 0.5,
  // Gross and net when gross − deductions + reimbursements = net and the loads add up to the gross.
  balanced: 0.99,
  // A gross the loads add up to, while the net does not close.
  grossMatchesLoads: 0.9,
  // A total found by its label that nothing checks.
  unchecked: 0.5,
  // The total of deductions when everything closes: its lines may still be misfiled between kinds.
  balancedDeductionsTotal: 0.97,
  // Deduction lines that were read but do not close the arithmetic.
  deductionsUnchecked: 0.4,
  // No deduction line read at all: more likely missed than absent.
  noDeductionLines: 0.2,
  // Load lines that add up to the printed gross.
  loadsMatchGross: 0.95,
  // A load reading the gross does not confirm keeps this share of its own confidence.
  loadsUncheckedShare: 0.7,
  // Deduction lines when everything closes…
  balancedDeductionLines: 0.95,
  // …even on a poor photo, whose quality lowers them to this at most.
  balancedLinesMinQuality: 0.8,
} as const

/** 0..1 per field: how the value was found, whether the arithmetic checks it, how well it was read. */
function computeConfidence(f: Figures): Record<SettlementField, number> {
  const { quality, balanced } = f
  const grossChecked = f.gross.cents !== null && f.loadsSum === f.gross.cents && f.gross.printed
  const labelled = (found: { confidence: number } | null) => (found?.confidence ?? 0) * quality
  return {
    payer: labelled(f.payer),
    settlementNumber: f.settlementNumber ? labelled(f.settlementNumber) : CONFIDENCE.notPrinted,
    settlementDate: labelled(f.settlementDate),
    period: f.period ? labelled(f.period) : CONFIDENCE.notPrinted,
    grossCents: grossConfidence(f, grossChecked),
    deductionsCents: balanced
      ? CONFIDENCE.balancedDeductionsTotal
      : f.deductions.length
        ? CONFIDENCE.deductionsUnchecked
        : CONFIDENCE.noDeductionLines,
    netCents: f.netCents === null ? 0 : balanced ? CONFIDENCE.balanced : CONFIDENCE.unchecked * quality,
    loads: f.loads.length
      ? (grossChecked ? CONFIDENCE.loadsMatchGross : f.loadConfidence * CONFIDENCE.loadsUncheckedShare) *
        quality
      : 0,
    deductions: balanced
      ? CONFIDENCE.balancedDeductionLines * Math.max(quality, CONFIDENCE.balancedLinesMinQuality)
      : CONFIDENCE.deductionsUnchecked,
  }
}

function grossConfidence(f: Figures, grossChecked: boolean): number {
  if (f.gross.cents === null) return 0
  if (!grossChecked) return CONFIDENCE.unchecked * f.quality
  return f.balanced ? CONFIDENCE.balanced : CONFIDENCE.grossMatchesLoads
}

function settlementOf(
  f: Figures,
  issues: string[],
  confidence: Record<SettlementField, number>,
): ParsedSettlement {
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
      ...f.deductions.map(({ description, amountCents, category, gallons }) => ({
        kind: 'deduction' as const,
        description,
        amountCents,
        category,
        ...(gallons ? { gallons } : {}),
      })),
      ...f.reimbursements.map((reimbursement) => ({ kind: 'reimbursement' as const, ...reimbursement })),
    ],
    confidence,
    issues,
  }
}
