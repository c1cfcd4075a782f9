/**
 * A file of 13-week Treasury bill yields an administrator imports, in one of two layouts told apart
 * by the header:
 *
 * - TreasuryDirect's auction results as the user downloads them (Auctions → Announcements, Data &
 *   Results → the results search's CSV): one row per auction of every security, with at least the
 *   columns "Security Term", "Auction Date" and "Investment Rate" (matched ignoring case and
 *   spacing). Only 13-week (91-day) bills are kept; other terms are skipped. A 13-week row without an
 *   investment rate is an auction announced and not yet held: skipped, counted.
 * - A plain two-column sheet: date, rate (an optional header row, e.g. `auction_date,rate`).
 *
 * Dates as M/D/YYYY or YYYY-MM-DD (a time after a YYYY-MM-DD date is dropped); rates in percent as
 * decimals, up to four places ("4.312", "4.312%"). Every row that cannot be read is a problem with
 * its line and the reason; the file is taken whole or not at all.
 */
import Papa from 'papaparse'
import { compare, decimal, parseDecimal } from '@/domain/decimal.ts'
import { isLedgerDate } from '@/domain/period.ts'
import type { TbillYield } from './tbill-yields.ts'

export interface TbillYieldsProblem {
  /** The line of the file, from 1. */
  line: number
  reason: string
}

export interface TbillYieldsParse {
  layout: 'treasurydirect' | 'simple' | null
  /** One per auction date, oldest first. */
  yields: TbillYield[]
  /** Rows of other terms, and 13-week auctions not yet held. */
  skipped: number
  problems: TbillYieldsProblem[]
}

const cellText = (cell: string) => cell.replace(/\s+/g, ' ').trim()
const headerKey = (cell: string) =>
  cellText(cell)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** "11/24/2025", "2025-11-24" or "2025-11-24T00:00:00" → "2025-11-24"; null when not a real date. */
export function auctionDateFrom(text: string): string | null {
  const t = cellText(text)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t)
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(t)
  const date = us
    ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`
    : iso
      ? `${iso[1]}-${iso[2]}-${iso[3]}`
      : null
  return date && isLedgerDate(date) ? date : null
}

/** "4.312", " 4.312 % " → "4.312"; null unless 0 ≤ rate < 100 with at most four decimals. */
export function yieldRateFrom(text: string): string | null {
  const t = cellText(text).replace(/\s*%$/, '')
  const parsed = parseDecimal(t)
  if (!parsed || t.startsWith('-') || t.startsWith('+') || parsed.scale > 4) return null
  if (parsed.units >= 100n * 10n ** BigInt(parsed.scale)) return null
  return t
}

/** A 13-week (91-day) bill's term as TreasuryDirect writes it: "13-Week", "13 Week", "91-Day". */
const isThirteenWeek = (term: string) => /^(13 ?-? ?weeks?|91 ?-? ?days?)$/i.test(cellText(term))

const RATE_REASON = 'the rate is not a percentage from 0 to under 100 with up to four decimals'
const DATE_REASON = 'the date is not a date (M/D/YYYY or YYYY-MM-DD, 1900–2200)'

export function parseTbillYieldsCsv(text: string): TbillYieldsParse {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const rows = data.map((row) => row.map((cell) => String(cell ?? '')))
  const problems: TbillYieldsProblem[] = []
  const found: (TbillYield & { line: number })[] = []
  let skipped = 0
  let layout: TbillYieldsParse['layout'] = null

  const headerAt = rows.findIndex((row) => {
    const keys = row.map(headerKey)
    return keys.includes('securityterm') && keys.includes('auctiondate') && keys.includes('investmentrate')
  })
  const blank = (row: string[]) => row.every((cell) => cellText(cell) === '')

  if (headerAt >= 0) {
    layout = 'treasurydirect'
    const keys = rows[headerAt]!.map(headerKey)
    const term = keys.indexOf('securityterm')
    const date = keys.indexOf('auctiondate')
    const rate = keys.indexOf('investmentrate')
    for (const [index, row] of rows.entries()) {
      if (index <= headerAt || blank(row)) continue
      const line = index + 1
      if (!isThirteenWeek(row[term] ?? '')) {
        skipped++
        continue
      }
      if (cellText(row[rate] ?? '') === '') {
        skipped++
        continue
      }
      const auctionDate = auctionDateFrom(row[date] ?? '')
      const ratePercent = yieldRateFrom(row[rate] ?? '')
      if (!auctionDate) problems.push({ line, reason: DATE_REASON })
      else if (!ratePercent) problems.push({ line, reason: RATE_REASON })
      else found.push({ auctionDate, ratePercent, line })
    }
  } else {
    for (const [index, row] of rows.entries()) {
      if (blank(row)) continue
      const line = index + 1
      const cells = row.map(cellText)
      while (cells.length > 2 && cells.at(-1) === '') cells.pop()
      // A header: the first row with something, whose first cell is no date.
      if (layout === null && !auctionDateFrom(cells[0] ?? '') && !/^\d/.test(cells[0] ?? '')) {
        layout = 'simple'
        continue
      }
      layout = 'simple'
      if (cells.length !== 2) {
        problems.push({ line, reason: 'a row has two columns: the auction date and the rate' })
        continue
      }
      const auctionDate = auctionDateFrom(cells[0]!)
      const ratePercent = yieldRateFrom(cells[1]!)
      if (!auctionDate) problems.push({ line, reason: DATE_REASON })
      else if (!ratePercent) problems.push({ line, reason: RATE_REASON })
      else found.push({ auctionDate, ratePercent, line })
    }
  }

  // One rate per auction date: the same figure twice is one row, two figures are a problem.
  const byDate = new Map<string, TbillYield & { line: number }>()
  for (const y of found) {
    const before = byDate.get(y.auctionDate)
    if (!before) byDate.set(y.auctionDate, y)
    else if (compare(decimal(before.ratePercent), decimal(y.ratePercent)) !== 0)
      problems.push({
        line: y.line,
        reason: `the auction of ${y.auctionDate} is already on line ${before.line} with another rate`,
      })
  }
  const yields = [...byDate.values()]
    .sort((a, b) => (a.auctionDate < b.auctionDate ? -1 : 1))
    .map(({ auctionDate, ratePercent }) => ({ auctionDate, ratePercent }))
  return { layout, yields, skipped, problems: problems.sort((a, b) => a.line - b.line) }
}
