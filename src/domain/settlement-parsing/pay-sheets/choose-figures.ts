import type { Found } from '@/domain/settlement-parsing/shared/labels.ts'
import { buildLines, type Cell } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedLoad, ExtractedReimbursement, PageText } from '@/domain/settlement-parsing/types.ts'
import { type Item, type ItemReading, readItems } from './assemble-deductions.ts'
import { readLoads } from './assemble-loads.ts'
import { findPeriod, findSettlementDate, findSettlementNumber } from './find-header-fields.ts'
import { findLabelledAmounts, type LabelledAmount } from './find-labelled-amounts.ts'
import { findPayer } from './find-payer.ts'
import { findTables } from './find-tables.ts'
import { reconcile, settleAmbiguous } from './reconcile-deductions.ts'
import { splitRegisters } from './split-register.ts'
import type { Table } from './table-types.ts'

/*
 * The figures of one pay sheet. Layout first (lines, cells, tables), then labels and vocabularies,
 * then arithmetic to choose between readings: loads add up to the gross, and
 * gross − deductions + reimbursements = net. Printed totals choose and check; they never become lines.
 */

// A photo read this badly still says something; below it every confidence would be near zero.
const MIN_OCR_QUALITY = 0.3

export interface Figures {
  /** How well the words were read: 1 for a text layer, a photo's mean OCR confidence. */
  quality: number
  payer: Found<string> | null
  settlementNumber: Found<string> | null
  settlementDate: Found<string> | null
  period: Found<{ start: string | null; end: string | null }> | null
  loads: ExtractedLoad[]
  loadsSum: number
  /** Load lines whose amount could not be read. */
  unreadableLoads: number
  /** How sure the load reading is of the column it took as the pay. */
  loadConfidence: number
  /** `printed` is false when no gross was printed or read. */
  gross: { cents: number | null; printed: boolean }
  netCents: number | null
  deductions: Item[]
  /** What the deduction lines add up to. */
  linesSum: number
  /** The lines' sum; with no lines, the printed total of deductions, else 0. */
  deductionsCents: number
  /** The printed total of deductions the lines match, else the first one printed. */
  printedDeductions: LabelledAmount | undefined
  /** Sums printed for tables or groups, which a summary line may repeat. */
  subtotals: number[]
  reimbursements: ExtractedReimbursement[]
  reimbursementsCents: number
  /** Gross and net were found and gross − deductions + reimbursements = net. */
  balanced: boolean
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)

export function chooseFigures(pages: PageText[]): Figures {
  const items = pages.flatMap((page) => page.items)
  const ocr = items.some((item) => (item.confidence ?? 1) < 1)
  const lines = buildLines(pages)
  const consumed = new Set<Cell>()
  const tables = splitRegisters(findTables(lines, ocr, consumed), ocr)
  const pairs = findLabelledAmounts(lines, consumed, ocr)
  const settlementDate = findSettlementDate(lines)
  const period = findPeriod(lines)
  const reference = settlementDate?.value ?? period?.value.end ?? null
  return {
    quality: ocr
      ? Math.max(MIN_OCR_QUALITY, sum(items.map((i) => i.confidence ?? 1)) / Math.max(1, items.length))
      : 1,
    payer: findPayer(lines),
    settlementNumber: findSettlementNumber(lines),
    settlementDate,
    period,
    ...chooseMoney(tables, pairs, ocr, reference),
  }
}

type Money = Omit<Figures, 'quality' | 'payer' | 'settlementNumber' | 'settlementDate' | 'period'>

/** The lines and totals: loads and gross first, then the net that makes the deductions add up. */
function chooseMoney(
  tables: readonly Table[],
  pairs: readonly LabelledAmount[],
  ocr: boolean,
  /** The document's own date, which dates a load printed with month and day only. */
  reference: string | null,
): Money {
  const itemReading = settleAmbiguous(readItems(tables, pairs, ocr), pairs)
  const reimbursements = itemReading.reimbursements
  const reimbursementsCents = sum(reimbursements.map((r) => r.amountCents))
  // A net printed negative ("(208.10)", "-208.10") is a deficit week: the payee owes the carrier.
  const netPairs = pairs
    .filter((p) => p.kind === 'net')
    .map((p) => (p.negative ? { ...p, cents: -p.cents } : p))
  const loads = chooseLoads(tables, pairs, netPairs, itemReading, reimbursementsCents, ocr, reference)
  const deductions = chooseDeductions(pairs, netPairs, loads.gross.cents, itemReading, reimbursementsCents)
  const { gross } = loads
  const { netCents, deductionsCents } = deductions
  return {
    ...loads,
    ...deductions,
    subtotals: itemReading.subtotals,
    reimbursements,
    reimbursementsCents,
    balanced:
      gross.cents !== null &&
      netCents !== null &&
      gross.cents - deductionsCents + reimbursementsCents === netCents,
  }
}

/** The load lines and the gross they are checked against. */
function chooseLoads(
  tables: readonly Table[],
  pairs: readonly LabelledAmount[],
  netPairs: readonly LabelledAmount[],
  itemReading: ItemReading,
  reimbursementsCents: number,
  ocr: boolean,
  reference: string | null,
) {
  const grossPairs = pairs.filter((p) => p.kind === 'gross')
  // With no gross label, net + deductions − reimbursements says which load column is the pay.
  const itemsSum = sum(itemReading.deductions.map((d) => d.amountCents))
  const implied = grossPairs.length ? [] : netPairs.map((p) => p.cents + itemsSum - reimbursementsCents)
  const loadReading = readLoads(tables, [...grossPairs.map((p) => p.cents), ...implied], ocr, reference)
  const loads = loadReading.loads
  const loadsSum = sum(loads.map((l) => l.amountCents))
  const gross = chooseGross(
    grossPairs.length ? grossPairs : impliedGross(pairs, implied, loadsSum),
    loads.length ? loadsSum : null,
    loadReading.totalCents,
  )
  return {
    loads,
    loadsSum,
    unreadableLoads: loadReading.unreadable,
    loadConfidence: loadReading.confidence,
    gross,
  }
}

/** The net and the deduction lines that make gross − deductions + reimbursements = net. */
function chooseDeductions(
  pairs: readonly LabelledAmount[],
  netPairs: readonly LabelledAmount[],
  grossCents: number | null,
  itemReading: ItemReading,
  reimbursementsCents: number,
) {
  const totalDeductionPairs = pairs.filter((p) => p.kind === 'totalDeductions')
  const optional: Item[] = [...itemReading.skipped]
  const net = chooseNet(netPairs, grossCents, reimbursementsCents, itemReading.deductions, optional)
  const deductions = net.deductions ?? itemReading.deductions
  const linesSum = sum(deductions.map((d) => d.amountCents))
  // A printed total of deductions checks the lines; it never becomes a line of its own. With no
  // lines read it is the only figure there is, and the settlement goes to review.
  const printedDeductions = totalDeductionPairs.find((p) => p.cents === linesSum) ?? totalDeductionPairs[0]
  const deductionsCents = deductions.length ? linesSum : (printedDeductions?.cents ?? 0)
  return { netCents: net.cents, deductions, linesSum, deductionsCents, printedDeductions }
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
