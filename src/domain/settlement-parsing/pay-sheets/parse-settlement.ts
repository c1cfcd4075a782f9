import { buildLines, type Cell } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedSettlement, PageText, SettlementField } from '@/domain/settlement-parsing/types.ts'
import { type Item, readItems } from './assemble-deductions.ts'
import { readLoads } from './assemble-loads.ts'
import { findPeriod, findSettlementDate, findSettlementNumber } from './find-header-fields.ts'
import { findLabelledAmounts, type LabelledAmount } from './find-labelled-amounts.ts'
import { findPayer } from './find-payer.ts'
import { findTables } from './find-tables.ts'
import { reconcile, settleAmbiguous } from './reconcile-deductions.ts'
import { splitRegisters } from './split-register.ts'

/*
 * Pay sheet text (a PDF text layer or OCR words) into an itemised settlement. Layout first (lines,
 * cells, tables), then labels and vocabularies, then arithmetic to choose between readings:
 * loads add up to the gross, and gross − deductions + reimbursements = net.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)

/** The issue a sheet without load lines raises (a draft that shows its gross as one line replaces it). */
export const NO_LOADS_ISSUE = 'No load lines found'

export function parseSettlement(pages: PageText[]): ExtractedSettlement {
  const items = pages.flatMap((page) => page.items)
  const ocr = items.some((item) => (item.confidence ?? 1) < 1)
  const quality = ocr
    ? Math.max(0.3, sum(items.map((i) => i.confidence ?? 1)) / Math.max(1, items.length))
    : 1
  const lines = buildLines(pages)
  const consumed = new Set<Cell>()
  const tables = splitRegisters(findTables(lines, ocr, consumed), ocr)
  const pairs = findLabelledAmounts(lines, consumed, ocr)
  const issues: string[] = []

  const payer = findPayer(lines)
  const settlementNumber = findSettlementNumber(lines)
  const settlementDate = findSettlementDate(lines)
  const period = findPeriod(lines)

  const itemReading = settleAmbiguous(readItems(tables, pairs, ocr), pairs)
  const reimbursements = itemReading.reimbursements
  const reimbursementsCents = sum(reimbursements.map((r) => r.amountCents))
  // A net printed negative ("(208.10)", "-208.10") is a deficit week: the payee owes the carrier.
  const netPairs = pairs
    .filter((p) => p.kind === 'net')
    .map((p) => (p.negative ? { ...p, cents: -p.cents } : p))

  const grossPairs = pairs.filter((p) => p.kind === 'gross')
  // With no gross label, net + deductions − reimbursements says which load column is the pay.
  const itemsSum = sum(itemReading.deductions.map((d) => d.amountCents))
  const implied = grossPairs.length ? [] : netPairs.map((p) => p.cents + itemsSum - reimbursementsCents)
  const loadReading = readLoads(
    tables,
    [...grossPairs.map((p) => p.cents), ...implied],
    ocr,
    settlementDate?.value ?? period?.value.end ?? null,
  )
  const loads = loadReading.loads
  const loadsSum = sum(loads.map((l) => l.amountCents))
  const gross = chooseGross(
    grossPairs.length ? grossPairs : impliedGross(pairs, implied, loadsSum),
    loads.length ? loadsSum : null,
    loadReading.totalCents,
  )
  const totalDeductionPairs = pairs.filter((p) => p.kind === 'totalDeductions')
  const optional: Item[] = [...itemReading.skipped]

  const net = chooseNet(netPairs, gross.cents, reimbursementsCents, itemReading.deductions, optional)
  const deductions = net.deductions ?? itemReading.deductions
  const linesSum = sum(deductions.map((d) => d.amountCents))
  // A printed total of deductions checks the lines; it never becomes a line of its own. With no
  // lines read it is the only figure there is, and the settlement goes to review.
  const printedDeductions = totalDeductionPairs.find((p) => p.cents === linesSum) ?? totalDeductionPairs[0]
  const deductionsCents = deductions.length ? linesSum : (printedDeductions?.cents ?? 0)

  if (!payer) issues.push('Payer (the company issuing the settlement) not found')
  if (!settlementDate) issues.push('Settlement date not found')
  if (!loads.length) issues.push(NO_LOADS_ISSUE)
  if (loadReading.unreadable)
    issues.push(`${loadReading.unreadable} load line(s) have an amount that could not be read`)
  if (gross.cents === null)
    issues.push(
      loads.length ? `Gross pay not found; the loads add up to ${money(loadsSum)}` : 'Gross pay not found',
    )
  else if (loads.length && loadsSum !== gross.cents)
    issues.push(`Loads add up to ${money(loadsSum)} but the gross printed is ${money(gross.cents)}`)
  if (!deductions.length && printedDeductions && printedDeductions.cents > 0)
    issues.push(`No deduction lines found; the total printed is ${money(printedDeductions.cents)}`)
  // With a net the arithmetic below checks the lines; a printed total that is a section's subtotal
  // ("Total Adjustments") is no disagreement. Without one, the printed total is the only check.
  else if (
    net.cents === null &&
    deductions.length &&
    printedDeductions &&
    printedDeductions.cents !== linesSum &&
    !itemReading.subtotals.includes(printedDeductions.cents)
  )
    issues.push(
      `Deduction lines add up to ${money(linesSum)} but the total printed is ${money(printedDeductions.cents)}`,
    )
  if (net.cents === null) issues.push('Net pay not found')
  const balanced =
    gross.cents !== null &&
    net.cents !== null &&
    gross.cents - deductionsCents + reimbursementsCents === net.cents
  if (gross.cents !== null && net.cents !== null && !balanced) {
    issues.push(
      `Gross ${money(gross.cents)} − deductions ${money(deductionsCents)}` +
        (reimbursementsCents ? ` + reimbursements ${money(reimbursementsCents)}` : '') +
        ` = ${money(gross.cents - deductionsCents + reimbursementsCents)}, but the net printed is ${money(net.cents)}`,
    )
  }

  const grossChecked = gross.cents !== null && loadsSum === gross.cents && gross.printed
  const confidence: Record<SettlementField, number> = {
    payer: (payer?.confidence ?? 0) * quality,
    settlementNumber: settlementNumber ? settlementNumber.confidence * quality : 0.5,
    settlementDate: (settlementDate?.confidence ?? 0) * quality,
    period: period ? period.confidence * quality : 0.5,
    grossCents: gross.cents === null ? 0 : grossChecked ? (balanced ? 0.99 : 0.9) : 0.5 * quality,
    deductionsCents: balanced ? 0.97 : deductions.length ? 0.4 : 0.2,
    netCents: net.cents === null ? 0 : balanced ? 0.99 : 0.5 * quality,
    loads: loads.length ? (grossChecked ? 0.95 : loadReading.confidence * 0.7) * quality : 0,
    deductions: balanced ? 0.95 * Math.max(quality, 0.8) : 0.4,
  }

  return {
    payer: payer?.value ?? null,
    settlementNumber: settlementNumber?.value ?? null,
    settlementDate: settlementDate?.value ?? null,
    periodStart: period?.value.start ?? null,
    periodEnd: period?.value.end ?? null,
    grossCents: gross.cents,
    deductionsCents: deductions.length || printedDeductions || balanced ? deductionsCents : null,
    reimbursementsCents,
    netCents: net.cents,
    lines: [
      ...loads.map((load) => ({ kind: 'load' as const, ...load })),
      ...deductions.map(({ description, amountCents, category }) => ({
        kind: 'deduction' as const,
        description,
        amountCents,
        category,
      })),
      ...reimbursements.map((reimbursement) => ({ kind: 'reimbursement' as const, ...reimbursement })),
    ],
    confidence,
    issues,
  }
}

function chooseGross(
  pairs: readonly LabelledAmount[],
  loadsSum: number | null,
  tableTotal: number | null,
): { cents: number | null; printed: boolean } {
  const matching = pairs.find((p) => p.cents === loadsSum)
  if (matching) return { cents: matching.cents, printed: true }
  const explicit = pairs.find((p) => /gross/i.test(p.label)) ?? pairs[0]
  if (explicit) return { cents: explicit.cents, printed: true }
  if (tableTotal !== null) return { cents: tableTotal, printed: true }
  // The type promises printed totals only: a sum of what was read is not a gross we saw.
  return { cents: null, printed: false }
}

/**
 * An unlabelled gross ("Total Rate", "Total Invoiced" on some forms) is taken only when it is
 * printed, the loads add up to it and net + deductions − reimbursements gives it too.
 */
function impliedGross(
  pairs: readonly LabelledAmount[],
  implied: readonly number[],
  loadsSum: number,
): LabelledAmount[] {
  if (!implied.includes(loadsSum)) return []
  return pairs.filter(
    (p) => p.cents === loadsSum && !p.negative && (p.kind === 'other' || p.kind === 'earning'),
  )
}

const STRONG_NET =
  /net pay|net settlement|balance due|paid to|amount paid|check amount|net amount|net due|net check|net this/i

/** The net that makes the arithmetic close with the fewest changes; else the strongest label, last printed. */
function chooseNet(
  pairs: readonly LabelledAmount[],
  gross: number | null,
  reimbursements: number,
  items: readonly Item[],
  optional: readonly Item[],
): { cents: number | null; deductions: Item[] | null } {
  if (!pairs.length) return { cents: null, deductions: null }
  if (gross !== null) {
    for (const pair of [...pairs].sort((a, b) => strength(b) - strength(a) || b.order - a.order)) {
      const chosen = reconcile(items, optional, gross + reimbursements - pair.cents)
      if (chosen) return { cents: pair.cents, deductions: chosen }
    }
  }
  const strongest = [...pairs].sort((a, b) => strength(b) - strength(a) || b.order - a.order)[0]!
  return { cents: strongest.cents, deductions: null }
}

function strength(pair: LabelledAmount): number {
  return STRONG_NET.test(pair.label) ? 1 : 0
}
