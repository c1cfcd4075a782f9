/*
 * The words settlement exports put over their columns. Rules are tried in order and the first
 * that matches decides, because the same words mean different things together ("Pay Date" is a
 * date, "Net Pay" is net, "Load #" is a trip, "Load Pay" is gross). Each rule says how plainly its
 * words name the field (`NAMES`).
 */

import type { MappedColumn } from '@/domain/settlement-parsing/types.ts'
import { parseAmountCell, parseDateCell } from './table-cells.ts'

export type HeaderField = MappedColumn | 'ignore'
export interface HeaderHint {
  field: HeaderField
  strength: number
}

/** How plainly header words name a field; a hint must be confirmed by the values under it. */
export const NAMES = {
  // "Net Pay", "Broker", "Week Ending": the field itself.
  plainly: 3,
  // "Pickup Date": a date, though maybe not the settlement's.
  usually: 2,
  // "Amount", "Total", "Fuel": one of several fields.
  hint: 1,
} as const

type Rule = [RegExp, HeaderField, number]

const TRIP_WORD = '(?:trip|load|order|pro|shipment|bol|bill of lading|ref|reference|confirmation|conf)'

const RULES: Rule[] = [
  [/\b(?:paid|billed) (?:by|to)\b/, 'payer', NAMES.plainly],
  [
    /\b(?:pick ?up|deliver\w*|ship|load|invoice|due|hire|birth|start|begin\w*)\b.*\bdate\b/,
    'date',
    NAMES.usually,
  ],
  [
    /\bdate[ds]?\b|\bweek (?:ending|ended|end)\b|\bwk (?:ending|end)\b|\bw e\b|\bperiod (?:ending|end)\b/,
    'date',
    NAMES.plainly,
  ],
  // Rates per mile, quantities and surcharges are money-looking but never the settlement totals.
  [
    /\bper\b|\bmiles?\b|\bmi\b|\b[rc]pm\b|\bweight\b|\blbs\b|\bgallons?\b|\bqty\b|\bquantity\b|\bpe?r?ce?n?t\b|\bfuel surcharge\b|\bfsc\b/,
    'ignore',
    NAMES.plainly,
  ],
  [
    /\bdeduct|\bfees?\b|\bcharges?\b|\badjust|\bwithh[eo]ld|\bless\b|\bchargebacks?\b/,
    'deductionsCents',
    NAMES.plainly,
  ],
  [
    /\bfuel\b|\badvances?\b|\bescrow\b|\binsurance\b|\bexpenses?\b|\bdebits?\b/,
    'deductionsCents',
    NAMES.hint,
  ],
  [
    /\bnet\b|\bpaid\b|\bpayout\b|\bcheck (?:amount|amt|total)\b|\btake home\b|\bdeposit/,
    'netCents',
    NAMES.plainly,
  ],
  [/\bpayment\b|\bsettlement (?:amount|amt|total)\b|\bamount due\b|\bbalance\b/, 'netCents', NAMES.hint],
  [
    /\bgross\b|\brevenue\b|\bline ?haul\b|\btotal pay\b|\bearnings\b|\b(?:load|trip|freight) (?:pay|amount|amt|revenue)\b/,
    'grossCents',
    NAMES.plainly,
  ],
  [
    new RegExp(
      `^${TRIP_WORD}(?: (?:#|number|num|no|id))?$|\\b${TRIP_WORD} (?:#|number|num|no|id)\\b|\\breference\\b`,
    ),
    'tripNumber',
    NAMES.plainly,
  ],
  [
    /\bbroker\b|\bcustomer\b|\bpay[eo]r\b|\bcarrier\b|\bcompany\b|\bclient\b|\bshipper\b|\bbill to\b/,
    'payer',
    NAMES.plainly,
  ],
  [
    /\bamount\b|\bamt\b|\btotal\b|\brate\b|\bpay\b|\bfreight\b|\bincome\b|\bsales\b|\bbilled\b/,
    'grossCents',
    NAMES.hint,
  ],
  [
    /\bdriver\b|\btruck\b|\btractor\b|\btrailer\b|\bunit\b|\bstatus\b|\bnotes?\b|\bmemo\b|\bcomments?\b|\borigin\b|\bdestination\b|\bfrom\b|\bto\b|\bcity\b|\bstate\b|\bstops?\b|\bequipment\b|\bcommodity\b|\bdays?\b|\bhours?\b/,
    'ignore',
    NAMES.plainly,
  ],
  [/#|\bnumber\b|\bno\b|\bid\b|\binvoice\b|\bsettlement\b|\bpo\b/, 'tripNumber', NAMES.hint],
]

function normalise(header: string): string {
  return header
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()
}

/** What a header cell names, or null when it names nothing we know. */
export function headerHint(header: string): HeaderHint | null {
  const text = normalise(header)
  if (!text) return null
  // "Fee %" is a rate, not the fees charged.
  if (header.includes('%')) return { field: 'ignore', strength: NAMES.plainly }
  for (const [pattern, field, strength] of RULES) {
    if (pattern.test(text)) return { field, strength }
  }
  return null
}

/** How much a row reads like a header: the number of distinct settlement fields its cells name. */
export function headerScore(row: readonly string[]): number {
  const fields = new Set<HeaderField>()
  for (const cell of row) {
    // A header names columns; a cell holding a date or an amount is data.
    if (!cell || parseDateCell(cell) || parseAmountCell(cell)) continue
    if (cell.length > 40) continue
    const hint = headerHint(cell)
    if (hint && hint.field !== 'ignore') fields.add(hint.field)
  }
  return fields.size
}

const HEADER_SEARCH_ROWS = 50

/** 0-based index of the header row (the first that names the most fields, at least two), or -1. */
export function findHeaderRow(rows: readonly (readonly string[])[]): number {
  let best = -1
  let bestScore = 1
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const score = headerScore(rows[index]!)
    if (score > bestScore) {
      best = index
      bestScore = score
    }
  }
  return best
}
