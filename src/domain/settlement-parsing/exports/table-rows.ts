/*
 * One row of a settlement export, read with a known column mapping. Total and summary rows are
 * not settlements; a missing amount is derived only when the other two determine it
 * (gross − deductions = net), otherwise it stays null and the row says why.
 */
import { formatUsd } from '@/domain/money.ts'
import type { ColumnMapping, ExtractedRow } from '@/domain/settlement-parsing/types.ts'
import { parseAmountCell, parseDateCell, signedCentsCell } from './table-cells.ts'

export interface RowContext {
  mapping: ColumnMapping
  /** Printed sums since the last total row, to recognise a totals row that has no label. */
  runningGross: number
  runningNet: number
  rowsSinceTotal: number
  /** Rows that print all three amounts, and how many of those add up. */
  checked: number
  agreeing: number
}

export function newRowContext(mapping: ColumnMapping): RowContext {
  return { mapping, runningGross: 0, runningNet: 0, rowsSinceTotal: 0, checked: 0, agreeing: 0 }
}

const SUMMARY_LABEL =
  /^(?:(?:grand|sub|page|report|period|weekly|week|monthly|month|quarterly|quarter|yearly|year|ytd|q[1-4])[\s-]*)?(?:totals?|sum|summary)\s*:?$/i
const SUMMARY_WORD = /\b(?:totals?|subtotals?|summary|ytd|year to date|grand)\b/i

function isSummary(row: readonly string[], hasDate: boolean): boolean {
  if (row.some((cell) => SUMMARY_LABEL.test(cell))) return true
  // "Total Freight Inc" may be a broker; a summary line has no date of its own.
  return !hasDate && row.some((cell) => SUMMARY_WORD.test(cell) && !parseAmountCell(cell))
}

/** The settlement on this row, or null when the row is a total, a note or otherwise not one. */
export function readRow(row: readonly string[], rowIndex: number, context: RowContext): ExtractedRow | null {
  const { mapping } = context
  const cell = (column: number | null) => (column === null ? '' : (row[column] ?? ''))
  const issues: string[] = []
  const dateText = cell(mapping.date)
  const date = parseDateCell(dateText, true)
  if (isSummary(row, date !== null)) return endOfSection(context)

  const amount = (column: number | null, label: string): number | null => {
    const text = cell(column)
    if (!text) return null
    const cents = signedCentsCell(text)
    if (cents === null) issues.push(`The ${label} "${text}" is not an amount.`)
    return cents
  }
  const printedGross = amount(mapping.grossCents, 'gross pay')
  const printedDeductions = amount(mapping.deductionsCents, 'deductions')
  const printedNet = amount(mapping.netCents, 'net pay')
  if (date === null && printedGross === null && printedDeductions === null && printedNet === null) return null

  const payer = cell(mapping.payer) || null
  const tripNumber = cell(mapping.tripNumber) || null
  if (!dateText && !payer && !tripNumber && context.rowsSinceTotal > 1) {
    const sumsGross = printedGross !== null && Math.abs(printedGross - context.runningGross) <= 1
    const sumsNet = printedNet !== null && Math.abs(printedNet - context.runningNet) <= 1
    if (sumsGross || sumsNet) return endOfSection(context)
  }
  context.runningGross += printedGross ?? 0
  context.runningNet += printedNet ?? 0
  context.rowsSinceTotal++

  if (mapping.date !== null && !dateText) issues.push('Date missing.')
  else if (mapping.date !== null && date === null) issues.push(`The date "${dateText}" could not be read.`)

  let gross = printedGross
  // Deductions are money taken off, whichever sign the export prints them with.
  let deductions = printedDeductions === null ? null : Math.abs(printedDeductions)
  let net = printedNet
  if (gross !== null && deductions !== null && net !== null) {
    context.checked++
    if (Math.abs(gross - deductions - net) <= 1) context.agreeing++
    else {
      issues.push(
        `Gross ${formatUsd(gross)} minus deductions ${formatUsd(deductions)} is ${formatUsd(gross - deductions)}, but net pay is ${formatUsd(net)}.`,
      )
    }
  } else if (mapping.deductionsCents === null && (mapping.grossCents === null || mapping.netCents === null)) {
    // With only one amount column there is nothing to take off: the table says so once.
    deductions = 0
    gross ??= net
    net ??= gross
  } else if (gross !== null && net !== null) {
    if (gross < net) issues.push(`Net pay ${formatUsd(net)} is more than gross pay ${formatUsd(gross)}.`)
    else {
      deductions = gross - net
      if (mapping.deductionsCents !== null && deductions !== 0)
        issues.push('Deductions missing: taken as gross minus net.')
    }
  } else if (gross !== null && deductions !== null) {
    net = gross - deductions
    if (mapping.netCents !== null) issues.push('Net pay missing: taken as gross minus deductions.')
  } else if (net !== null && deductions !== null) {
    gross = net + deductions
    if (mapping.grossCents !== null) issues.push('Gross pay missing: taken as net plus deductions.')
  } else {
    if (gross === null) issues.push('Gross pay missing.')
    if (net === null) issues.push('Net pay missing.')
    if (deductions === null) issues.push('Deductions missing.')
  }
  return {
    rowIndex,
    date,
    payer,
    tripNumber,
    grossCents: gross,
    deductionsCents: deductions,
    netCents: net,
    issues,
  }
}

function endOfSection(context: RowContext): null {
  context.runningGross = 0
  context.runningNet = 0
  context.rowsSinceTotal = 0
  return null
}
