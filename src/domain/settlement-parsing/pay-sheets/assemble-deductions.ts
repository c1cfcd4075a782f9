import type { ExtractedDeduction, ExtractedReimbursement } from '@/domain/settlement-parsing/types.ts'
import type { Column } from './columns.ts'
import type { LabelledAmount } from './find-labelled-amounts.ts'
import type { Table, TableRecord } from './table-types.ts'
import { readMoney } from './tokens.ts'
import {
  deductionCategory,
  namedDeduction,
  REIMBURSEMENT,
  TOTAL_ROW,
  unnamedDeduction,
} from './vocabulary.ts'

/*
 * Deduction and reimbursement lines: itemised rows of deduction tables, plus summary lines that
 * are not just the subtotal of a table ("Fuel  -$1,862.52" over a fuel table is a subtotal;
 * "Maintenance escrow (150.00)" with no table is a deduction of its own).
 */

export interface Item {
  description: string
  amountCents: number
  category: ExtractedDeduction['category']
  /** Read from a summary line rather than a table row: the arithmetic may drop it. */
  fromSummary: boolean
  /** Gallons its row prints in a gallons column ("112.457"), when it does. */
  gallons?: string
}

export interface ItemReading {
  deductions: Item[]
  reimbursements: ExtractedReimbursement[]
  /** Sums printed for tables or groups, which a summary line may repeat. */
  subtotals: number[]
  /** Summary deductions taken for subtotals: the arithmetic may bring them back. */
  skipped: Item[]
  /**
   * Rows of a deductions table that name a reimbursement ("... reimbursement to company") and were
   * read as one: the printed totals may show they are deductions after all.
   */
  ambiguous: Item[]
}

export function readItems(
  tables: readonly Table[],
  pairs: readonly LabelledAmount[],
  ocr: boolean,
): ItemReading {
  const deductions: Item[] = []
  const reimbursements: ExtractedReimbursement[] = []
  const subtotals: number[] = []
  const ambiguous: Item[] = []
  for (const table of tables) {
    if (table.kind !== 'deductions' && table.kind !== 'reimbursements') continue
    const amountIndex = amountColumn(table.columns)
    if (amountIndex < 0) continue
    const gallonsIndex = table.columns.findIndex((c) => c.role === 'gallons')
    let tableSum = 0
    let rows = 0
    for (const record of table.records) {
      if (TOTAL_ROW.test(record.text)) continue
      const amount = firstMoney(
        record.cells[amountIndex]!.map((c) => c.text),
        ocr,
      )
      if (!amount) continue
      const description = describe(table, record, amountIndex)
      const gallons = gallonsIndex < 0 ? null : gallonsOf(record.cells[gallonsIndex]!)
      // OCR drops the label of a table's own total row; a row equal to the rows above it is that total.
      if (rows > 1 && amount.cents === tableSum && !/[a-z]{4}/i.test(description)) break
      tableSum += amount.cents
      rows++
      if (table.kind === 'reimbursements' || (REIMBURSEMENT.test(record.text) && !amount.negative)) {
        reimbursements.push({ description, amountCents: amount.cents })
        if (table.kind === 'deductions')
          ambiguous.push({
            description,
            amountCents: amount.cents,
            category: deductionCategory(description),
            fromSummary: false,
          })
      } else {
        // A code column ("FUEL", "ESCR") may name the kind when the description does not.
        // A line no word names is 'needs_review' (or 'other' where it says "other", "misc").
        const category =
          namedDeduction(description) ??
          namedDeduction(record.text) ??
          titleCategory(table.title) ??
          unnamedDeduction(record.text)
        deductions.push({
          description,
          amountCents: amount.cents,
          category,
          fromSummary: false,
          ...(gallons ? { gallons } : {}),
        })
      }
    }
    subtotals.push(tableSum)
    if (table.totals) {
      const total = firstMoney(
        table.totals[amountIndex]!.map((c) => c.text),
        ocr,
      )
      if (total) subtotals.push(total.cents)
    }
  }
  addGroupSums(deductions, subtotals)
  subtotals.push(reimbursements.reduce((a, r) => a + r.amountCents, 0))

  const skipped: Item[] = []
  for (const pair of pairs) {
    const repeatsSubtotal = subtotals.includes(pair.cents) && pair.cents > 0
    if (pair.kind === 'deduction' || (pair.kind === 'other' && pair.negative)) {
      const item: Item = {
        description: pair.label.replace(/^less:?\s*/i, ''),
        amountCents: pair.cents,
        category: deductionCategory(pair.label),
        fromSummary: true,
      }
      if (repeatsSubtotal || pair.kind === 'other') skipped.push(item)
      else deductions.push(item)
    } else if (repeatsSubtotal) {
    } else if (pair.kind === 'reimbursement') {
      reimbursements.push({
        description: pair.label.replace(/^(plus|add):?\s*/i, ''),
        amountCents: pair.cents,
      })
    }
  }
  return { deductions, reimbursements, subtotals, skipped, ambiguous }
}

function addGroupSums(deductions: readonly Item[], subtotals: number[]): void {
  const byCategory = new Map<string, number>()
  for (const d of deductions) byCategory.set(d.category, (byCategory.get(d.category) ?? 0) + d.amountCents)
  subtotals.push(
    ...byCategory.values(),
    deductions.reduce((a, d) => a + d.amountCents, 0),
  )
}

function amountColumn(columns: readonly Column[]): number {
  const money = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.kind === 'money' && c.role !== 'ytd')
  const named = money.find(({ c }) => /amount|amt|current|this (period|week)|deduct|charge/i.test(c.header))
  return (named ?? money[0])?.i ?? -1
}

function firstMoney(texts: readonly string[], ocr: boolean) {
  for (const text of texts) {
    const amount = readMoney(text, { ocr, impliedCents: ocr })
    if (amount) return amount
  }
  return null
}

function describe(table: Table, record: TableRecord, amountIndex: number): string {
  const columns = table.columns
  const preferred = columns.findIndex((c) =>
    /description|desc\b|memo|item|location|plaza|vendor/i.test(c.header),
  )
  const pick = (i: number) => record.cells[i]!.map((c) => c.text).join(' ')
  let text = preferred >= 0 ? pick(preferred) : ''
  if (!text)
    text = columns
      .map((c, i) => (i !== amountIndex && (c.kind === 'text' || c.role === 'description') ? pick(i) : ''))
      .filter(Boolean)
      .join(' ')
  text = text.replace(/\s+/g, ' ').trim()
  const title = table.title?.trim()
  if (title && titleCategory(title) !== null && namedDeduction(text) === null) {
    return text ? `${capitalise(title)} - ${text}` : capitalise(title)
  }
  return text || title || 'Deduction'
}

/**
 * The category a section title gives its rows, or null. A title joining groups ("Taxes and
 * Deductions", "Deductions & Advances") says only that some rows are of that kind, so it gives none.
 */
function titleCategory(title: string | null): ExtractedDeduction['category'] | null {
  if (!title || /\b(and|or)\b|[&/+,]/i.test(title)) return null
  return namedDeduction(title)
}

/** Gallons as a gallons column prints them: "112.457", "1,050.5". */
const GALLONS_CELL = /^(\d{1,3}(?:,\d{3})+|\d{1,6})(\.\d{1,3})?$/

/** The gallons a row prints in a gallons column, as a plain decimal ("1,050.5" → "1050.5"), or null. */
function gallonsOf(cells: readonly { text: string }[]): string | null {
  const printed = cells
    .map((c) => c.text)
    .join('')
    .replace(/\s*(gal(lon)?s?|gl)\.?$/i, '')
    .trim()
  if (!GALLONS_CELL.test(printed)) return null
  const gallons = printed.replaceAll(',', '')
  return Number(gallons) > 0 ? gallons : null
}

function capitalise(text: string): string {
  return text.length > 1 && text === text.toUpperCase() ? text[0] + text.slice(1).toLowerCase() : text
}
