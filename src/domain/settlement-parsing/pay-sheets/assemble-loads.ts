import type { Cell } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedLoad } from '@/domain/settlement-parsing/types.ts'
import { type Column, isDeductionColumn } from './columns.ts'
import { describeLoad } from './describe-load.ts'
import type { Table, TableRecord } from './table-types.ts'
import { readInteger, readMoney } from './tokens.ts'
import { REIMBURSEMENT } from './vocabulary.ts'

/*
 * Load lines out of the load tables. Which money column is the payee's pay (not the billed rate,
 * not the carrier's gross before the split) is decided by arithmetic against the printed gross
 * when there is one, else by the column's name.
 */

export interface LoadReading {
  loads: ExtractedLoad[]
  /** The printed total of the chosen column, when the table has a total row. */
  totalCents: number | null
  /** True when a load line's amount could not be read. */
  unreadable: number
  confidence: number
}

const PAY_HEADER = /total|trip pay|amount|\bdue\b|\bpay\b|\bnet\b|earn|share|settle|driver|contractor|your/i
const NOT_PAY_HEADER =
  /\brate\b|billed|\bprice\b|gross|linehaul|line haul|revenue|\bamt\b|surch|fsc|accessorial|detention|layover/i

/** How a money column scores as the payee's pay: arithmetic outweighs header words, which outweigh position. */
const PAY_COLUMN_WEIGHTS = {
  // Per column to the right: the payee's figure tends to follow the billed one; only breaks ties.
  position: 0.1,
  // A column that needed a cell repaired from the totals is less likely the one printed whole.
  repaired: 1,
  // The column adds up to a printed (or implied) gross.
  addsUpToGross: 10,
  // Its header names pay ("Your Share", "Trip Pay") or something else ("Rate", "Billed").
  payHeader: 2,
  notPayHeader: 2,
  // It adds up to its own total row.
  addsUpToTotal: 0.5,
} as const

/** How sure a load reading is of its pay column. */
const LOAD_CONFIDENCE = {
  // The column adds up to the gross or to its own total row.
  checked: 0.95,
  // Chosen by its header words only.
  byHeader: 0.6,
} as const

// A per-mile rate is under $10 (in cents); larger money beside a quantity is not a rate.
const MAX_PER_MILE_RATE_CENTS = 1000

export function readLoads(
  tables: readonly Table[],
  grossCandidates: readonly number[],
  ocr: boolean,
  /** The document's own date, which dates a load printed with month and day only. */
  reference: string | null = null,
): LoadReading {
  const loadTables = tables.filter((t) => t.kind === 'loads')
  if (!loadTables.length) return { loads: [], totalCents: null, unreadable: 0, confidence: 0 }
  const readings = loadTables.map((table) => readTable(table, grossCandidates, ocr, reference))
  const loads = readings.flatMap((r) => r.loads)
  const totals = readings.map((r) => r.totalCents)
  return {
    loads,
    totalCents: totals.every((t) => t !== null) ? totals.reduce<number>((a, b) => a + (b ?? 0), 0) : null,
    unreadable: readings.reduce((a, r) => a + r.unreadable, 0),
    confidence: Math.min(...readings.map((r) => r.confidence)),
  }
}

function readTable(
  table: Table,
  grossCandidates: readonly number[],
  ocr: boolean,
  reference: string | null,
): LoadReading {
  const candidates = table.columns
    .map((column, index) => ({ column, index }))
    .filter(
      ({ column }) =>
        column.kind === 'money' &&
        column.role !== 'ytd' &&
        !isDeductionColumn(column) &&
        // A lumper or scale column is passed through on top of the pay, never the pay itself.
        !REIMBURSEMENT.test(column.header),
    )
  if (!candidates.length) return { loads: [], totalCents: null, unreadable: 0, confidence: 0 }
  const scored = candidates.map(({ column, index }, position) => {
    const amounts = table.records.map((record) => recordAmount(record.cells[index]!, ocr))
    const total = table.totals ? moneyIn(table.totals[index]!, ocr) : null
    const repaired = repairOne(
      table,
      index,
      amounts,
      [...grossCandidates, ...(total === null ? [] : [total])],
      ocr,
    )
    const sum = amounts.reduce<number>((a, b) => a + (b ?? 0), 0)
    const weights = PAY_COLUMN_WEIGHTS
    let score = position * weights.position - (repaired ? weights.repaired : 0)
    if (grossCandidates.includes(sum)) score += weights.addsUpToGross
    if (PAY_HEADER.test(column.header)) score += weights.payHeader
    if (NOT_PAY_HEADER.test(column.header)) score -= weights.notPayHeader
    if (total !== null && total === sum) score += weights.addsUpToTotal
    return { index, amounts, sum, total, score, matchesGross: grossCandidates.includes(sum) }
  })
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a))
  const loads: ExtractedLoad[] = []
  let unreadable = 0
  table.records.forEach((record, i) => {
    const amountCents = best.amounts[i]
    if (amountCents === null || amountCents === undefined) {
      unreadable++
      return
    }
    const load = describeLoad(table.columns, record, ocr, reference)
    load.miles ??= perMileQuantity(table.columns, record, best.index, amountCents, ocr)
    // Line-item tables print one row per pay item (linehaul, fuel surcharge) under the same load
    // number: the load is paid their sum.
    const previous = loads[loads.length - 1]
    if (previous && load.loadNumber && previous.loadNumber === load.loadNumber) {
      previous.amountCents += amountCents
      previous.date ??= load.date
      previous.origin ??= load.origin
      previous.destination ??= load.destination
      previous.miles ??= load.miles
      return
    }
    loads.push({ ...load, amountCents })
  })
  return {
    loads,
    totalCents: best.total,
    unreadable,
    confidence:
      best.matchesGross || (best.total !== null && best.total === best.sum)
        ? LOAD_CONFIDENCE.checked
        : LOAD_CONFIDENCE.byHeader,
  }
}

/**
 * OCR loses a cell now and then. When exactly one row's amount is unreadable, the printed total
 * minus the other rows gives it, but only if the row itself confirms that figure: one of its
 * other amounts, or their sum (mileage + detention + layover = trip pay).
 */
function repairOne(
  table: Table,
  index: number,
  amounts: (number | null)[],
  totals: readonly number[],
  ocr: boolean,
): boolean {
  const missing = amounts.flatMap((a, i) => (a === null ? [i] : []))
  if (missing.length !== 1) return false
  const row = missing[0]!
  const known = amounts.reduce<number>((a, b) => a + (b ?? 0), 0)
  const others = table.columns
    .map((column, i) =>
      i !== index && column.kind === 'money' && column.role !== 'ytd'
        ? moneyIn(table.records[row]!.cells[i]!, ocr)
        : null,
    )
    .filter((v): v is number => v !== null && v > 0)
  const confirmations = new Set([...others, others.reduce((a, b) => a + b, 0)])
  for (const total of totals) {
    const value = total - known
    if (value > 0 && confirmations.has(value)) {
      amounts[row] = value
      return true
    }
  }
  return false
}

/**
 * A load itemised over several lines (linehaul, fuel surcharge, detention, then "Trip total") is
 * paid its total: the last amount when it is the sum of the ones above it; else the first.
 */
function recordAmount(cells: readonly Cell[], ocr: boolean): number | null {
  const amounts = cells
    .map((cell) => readMoney(cell.text, { ocr, impliedCents: ocr }))
    .filter((a) => a !== null)
    .map((a) => (a.negative ? -a.cents : a.cents))
  if (amounts.length > 2 && amounts[amounts.length - 1] === amounts.slice(0, -1).reduce((a, b) => a + b, 0))
    return amounts[amounts.length - 1]!
  return amounts[0] ?? null
}

/**
 * Per-mile pay printed as quantity × rate = extension, with no miles header ("Qty", "Units"): the
 * quantity is the miles when it times a per-mile rate gives the load's pay exactly.
 */
function perMileQuantity(
  columns: readonly Column[],
  record: TableRecord,
  payIndex: number,
  amountCents: number,
  ocr: boolean,
): number | null {
  const rates = columns
    .map((column, i) => (i !== payIndex && column.kind === 'money' ? moneyIn(record.cells[i]!, ocr) : null))
    .filter((rate): rate is number => rate !== null && rate > 0 && rate < MAX_PER_MILE_RATE_CENTS)
  for (const [i, column] of columns.entries()) {
    if (column.kind !== 'number' || column.role === 'emptyMiles' || column.role === 'percent') continue
    const quantity = readInteger(record.cells[i]![0]?.text ?? '', ocr)
    if (quantity && rates.some((rate) => Math.round(quantity * rate) === amountCents)) return quantity
  }
  return null
}

function moneyIn(cells: readonly Cell[], ocr: boolean): number | null {
  for (const cell of cells) {
    const amount = readMoney(cell.text, { ocr, impliedCents: ocr })
    if (amount) return amount.negative ? -amount.cents : amount.cents
  }
  return null
}
