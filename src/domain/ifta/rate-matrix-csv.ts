/**
 * The quarterly IFTA tax rate matrix an admin downloads from IFTA, Inc. (iftach.org, Tax Matrix →
 * Download, `taxmatrix/charts/<n>Q<yyyy>.csv`), read for the diesel rates a return needs. Two
 * layouts are told apart by their header:
 *
 * - The matrix, as IFTA, Inc. publishes it and as its Taxmatrix page prints it: a title
 *   ("4th Quarter 2025"), a header with one column per fuel type ("Special" over "Diesel" in the
 *   CSV, "Special Diesel" on the page, repeated mid-file), then per jurisdiction a "U.S." row
 *   (US $ per gallon) and a "Can"/"Can." row (Canadian $ per litre) whose label cell is blank.
 *   Labels carry footnote marks ("ALABAMA #35"), the page's codes ("ALBERTA (AB)"), surcharge rows
 *   ("KENTUCKY SurChg", "KENTUCKY SURCHARGE") and dated rows for a change inside the quarter
 *   ("NEWFOUNDLAND (NL) 05/01/22"). The Special Diesel column of the U.S. rows is taken.
 * - A plain sheet: a header `jurisdiction,fuel_type,rate,surcharge_rate` (fuel_type, surcharge_rate
 *   and a `quarter` column optional), one row per jurisdiction, codes or names, US $ per gallon.
 *
 * Rates stay decimal strings. What cannot be read is said in `problems`, in words, with the row.
 */
import Papa from 'papaparse'
import { IFTA_MEMBER_CODES, isIftaMember, jurisdiction } from './jurisdictions.ts'
import {
  isZeroRate,
  type MatrixLabel,
  quarterFromText,
  quarterStart,
  rateFromCell,
  readLabel,
  unitFromCell,
} from './rate-matrix-cells.ts'

export interface MatrixDieselRate {
  jurisdiction: string
  /** US $ per gallon, e.g. "0.3100". */
  rate: string
  surchargeRate?: string
}

export interface RateMatrixParse {
  layout: 'ifta-matrix' | 'simple' | null
  /** "2025Q4", from the title or the quarter column; null when the file does not say. */
  quarter: string | null
  /** Whether the file says its rates are final ("Final Fuel Tax Rates") or not yet; null if silent. */
  final: boolean | null
  rates: MatrixDieselRate[]
  problems: string[]
}

const clean = (cells: string[]) => cells.map((cell) => cell.replace(/\s+/g, ' ').trim())

function rowsOf(text: string): string[][] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  return data.map(clean)
}

/** The Special Diesel column: one "Special Diesel"/"Diesel" cell, or "Special" above "Diesel". */
function dieselColumn(rows: string[][]): { column: number; header: number } | null {
  for (const [r, row] of rows.entries()) {
    const whole = row.findIndex((cell) => /^(special )?diesel$/i.test(cell))
    if (whole >= 0) return { column: whole, header: r }
    const split = row.findIndex(
      (cell, c) => /^special$/i.test(cell) && /^diesel$/i.test(rows[r + 1]?.[c] ?? ''),
    )
    if (split >= 0) return { column: split, header: r }
  }
  return null
}

function finalFrom(rows: string[][]): boolean | null {
  const text = rows
    .slice(0, 12)
    .map((row) => row.join(' '))
    .join(' ')
  if (/not\s+(yet\s+)?final/i.test(text)) return false
  return /\bfinal\b/i.test(text) ? true : null
}

function quarterFrom(rows: string[][]): string | null {
  for (const row of rows.slice(0, 12)) {
    const quarter = quarterFromText(row.join(' '))
    if (quarter) return quarter
  }
  return null
}

function missingMembers(rates: MatrixDieselRate[], problems: string[], skip: Set<string>) {
  const found = new Set(rates.map((r) => r.jurisdiction))
  const missing = IFTA_MEMBER_CODES.filter((code) => !found.has(code) && !skip.has(code))
  if (missing.length > 0) problems.push(`No diesel rate in the file for: ${missing.join(', ')}`)
}

function unknownLabel(label: MatrixLabel, row: number): string {
  if (label.code && !isIftaMember(label.code)) {
    return `Row ${row}: ${jurisdiction(label.code)?.name} (${label.code}) is not an IFTA member; skipped`
  }
  return `Row ${row}: "${label.text}" is not a jurisdiction we know; skipped`
}

function parseMatrix(
  rows: string[][],
  column: number,
  quarter: string | null,
): Omit<RateMatrixParse, 'layout' | 'quarter' | 'final'> {
  const problems: string[] = []
  const base = new Map<string, { rate: string; row: number }>()
  const surcharges = new Map<string, { rate: string; row: number }>()
  const canadianOnly = new Set<string>()
  const usRows = new Set<string>()
  const firstDay = quarter ? quarterStart(quarter) : null
  let current: MatrixLabel | null = null
  rows.forEach((cells, index) => {
    const row = index + 1
    const unit = unitFromCell(cells[1])
    if (!unit) {
      if (cells[0]) current = null
      return
    }
    if (cells[0]) {
      current = readLabel(cells[0])
      if (!current.code || !isIftaMember(current.code)) problems.push(unknownLabel(current, row))
    }
    const label = current
    if (!label?.code || !isIftaMember(label.code)) return
    const code = label.code
    if (unit === 'CA') {
      if (!usRows.has(code) && !label.surcharge) canadianOnly.add(code)
      return
    }
    usRows.add(code)
    canadianOnly.delete(code)
    const rate = rateFromCell(cells[column])
    if (rate === null) {
      problems.push(`Row ${row}: no diesel rate for ${code}${label.surcharge ? ' (surcharge)' : ''}`)
      return
    }
    const kept = label.surcharge ? surcharges : base
    const before = kept.get(code)
    const what = label.surcharge ? `${code}'s surcharge` : `${code}'s rate`
    if (label.effective && firstDay && label.effective <= firstDay) {
      kept.set(code, { rate, row })
    } else if (label.effective) {
      problems.push(
        `Row ${row}: ${what} changes to ${rate} on ${label.effective}; the rate in force on the quarter's first day${before ? ` (${before.rate})` : ''} is kept`,
      )
    } else if (before) {
      problems.push(`Row ${row}: ${what} is printed twice; row ${before.row} (${before.rate}) is kept`)
    } else {
      kept.set(code, { rate, row })
    }
  })
  const rates: MatrixDieselRate[] = [...base].map(([code, { rate }]) => {
    const surcharge = surcharges.get(code)
    return surcharge && !isZeroRate(surcharge.rate)
      ? { jurisdiction: code, rate, surchargeRate: surcharge.rate }
      : { jurisdiction: code, rate }
  })
  for (const [code, { row }] of surcharges) {
    if (!base.has(code)) problems.push(`Row ${row}: a surcharge for ${code} but no rate row`)
  }
  for (const code of canadianOnly) {
    problems.push(`${code}: only the Canadian $ per litre rate is printed, no U.S. $ per gallon rate`)
  }
  missingMembers(rates, problems, canadianOnly)
  return { rates, problems }
}

interface SimpleHeader {
  row: number
  jurisdiction: number
  rate: number
  fuelType: number
  surcharge: number
  quarter: number
}

function simpleHeader(rows: string[][]): SimpleHeader | null {
  for (const [r, cells] of rows.slice(0, 12).entries()) {
    const names = cells.map((cell) => cell.toLowerCase().replace(/[\s-]+/g, '_'))
    const at = (name: string) => names.indexOf(name)
    if (at('jurisdiction') >= 0 && at('rate') >= 0) {
      return {
        row: r,
        jurisdiction: at('jurisdiction'),
        rate: at('rate'),
        fuelType: at('fuel_type'),
        surcharge: at('surcharge_rate'),
        quarter: at('quarter'),
      }
    }
  }
  return null
}

function parseSimple(rows: string[][], header: SimpleHeader): Omit<RateMatrixParse, 'layout' | 'final'> {
  const problems: string[] = []
  const rates: MatrixDieselRate[] = []
  const quarters = new Set<string>()
  rows.forEach((cells, index) => {
    const row = index + 1
    if (index <= header.row || cells.every((cell) => !cell)) return
    if (header.fuelType >= 0) {
      const fuel = cells[header.fuelType] ?? ''
      if (!/^(special )?diesel$/i.test(fuel.replace(/_/g, ' '))) return
    }
    const label = readLabel(cells[header.jurisdiction] ?? '')
    if (!label.code || !isIftaMember(label.code)) {
      problems.push(unknownLabel(label, row))
      return
    }
    const rate = rateFromCell(cells[header.rate])
    if (rate === null) {
      problems.push(`Row ${row}: no diesel rate for ${label.code}`)
      return
    }
    if (rates.some((r) => r.jurisdiction === label.code)) {
      problems.push(`Row ${row}: ${label.code} is listed twice; the first row is kept`)
      return
    }
    const surchargeCell = header.surcharge >= 0 ? (cells[header.surcharge] ?? '') : ''
    const surcharge = surchargeCell ? rateFromCell(surchargeCell) : null
    if (surchargeCell && surcharge === null)
      problems.push(`Row ${row}: the surcharge for ${label.code} is not a rate`)
    rates.push(
      surcharge && !isZeroRate(surcharge)
        ? { jurisdiction: label.code, rate, surchargeRate: surcharge }
        : { jurisdiction: label.code, rate },
    )
    const quarter = header.quarter >= 0 ? quarterFromText(cells[header.quarter] ?? '') : null
    if (quarter) quarters.add(quarter)
  })
  if (quarters.size > 1) problems.push(`The file mixes quarters: ${[...quarters].join(', ')}`)
  missingMembers(rates, problems, new Set())
  return { quarter: quarters.size === 1 ? ([...quarters][0] ?? null) : null, rates, problems }
}

export function parseRateMatrixCsv(text: string): RateMatrixParse {
  const rows = rowsOf(text)
  const simple = simpleHeader(rows)
  if (simple) return { layout: 'simple', final: null, ...parseSimple(rows, simple) }
  const diesel = dieselColumn(rows)
  if (!diesel) {
    return {
      layout: null,
      quarter: null,
      final: null,
      rates: [],
      problems: [
        'This is not an IFTA tax rate matrix: no "Special Diesel" column, and no jurisdiction,rate header',
      ],
    }
  }
  const quarter = quarterFrom(rows)
  return {
    layout: 'ifta-matrix',
    quarter,
    final: finalFrom(rows),
    ...parseMatrix(rows, diesel.column, quarter),
  }
}
