/*
 * Which column holds what, from the header words and the values under them. Header words alone
 * mislead ("Total" may be gross or net, an export may have both "Linehaul" and "Total Pay"), so
 * the money columns are chosen by trying every assignment and preferring the one where
 * gross − deductions = net on the most rows.
 */

import type { ColumnMapping, MappedColumn } from '@/domain/settlement-parsing/types.ts'
import { parseAmountCell, parseDateCell, signedCentsCell } from './table-cells.ts'
import { type HeaderField, type HeaderHint, headerHint, NAMES } from './table-headers.ts'

export interface InferredMapping {
  mapping: ColumnMapping
  /** Mapped columns chosen without a plain header word or arithmetic to back them. */
  guessed: MappedColumn[]
}

type MoneyField = 'grossCents' | 'deductionsCents' | 'netCents'
interface Profile {
  filled: number
  dates: number
  amounts: number
  texts: number
}

const SAMPLE_ROWS = 1000
const MAX_MONEY_CANDIDATES = 8

/** Shares of a column's filled cells that make it of a kind. */
const COLUMN_SHARE = {
  // Named for the kind: most cells will do (a few may be unreadable or blank markers).
  named: 0.5,
  // Unnamed: clearly of the kind, and filled on at least half the rows.
  unnamed: 0.8,
} as const

/** How an assignment of gross, deductions and net columns scores, besides its header words. */
const MONEY_WEIGHTS = {
  // Rows where gross − deductions = net outweigh names: each share of rows counts this much…
  arithmetic: 8,
  // …above this share, so an assignment where fewer rows add up loses points.
  arithmeticBaseline: 0.6,
  // Gross above net (or deductions) on a row is a weak sign: it counts above half the rows.
  orderedBaseline: 0.5,
} as const

// The share of rows that must add up (or be ordered) for the columns to be trusted.
const AGREEING_SHARE = 0.9

function profile(rows: readonly string[][], column: number, serials: boolean): Profile {
  const result: Profile = { filled: 0, dates: 0, amounts: 0, texts: 0 }
  for (const row of rows) {
    const cell = row[column] ?? ''
    if (!cell) continue
    result.filled++
    if (parseDateCell(cell, serials)) result.dates++
    else if (parseAmountCell(cell)) result.amounts++
    else result.texts++
  }
  return result
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)

type Amounts = readonly (number | null)[]

/** Share of rows where gross − |deductions| = net (to the cent), among rows that have all three. */
export function arithmeticShare(gross: Amounts, deductions: Amounts, net: Amounts): number | null {
  let checked = 0
  let agreeing = 0
  gross.forEach((g, i) => {
    const d = deductions[i]
    const n = net[i]
    if (g == null || d == null || n == null) return
    checked++
    if (Math.abs(g - Math.abs(d) - n) <= 1) agreeing++
  })
  return checked === 0 ? null : agreeing / checked
}

function orderedShare(high: Amounts, low: Amounts): number {
  let checked = 0
  let ordered = 0
  high.forEach((h, i) => {
    const l = low[i]
    if (h == null || l == null) return
    checked++
    if (h >= Math.abs(l)) ordered++
  })
  return share(ordered, checked)
}

export function inferMapping(headers: readonly string[], body: readonly string[][]): InferredMapping {
  const rows = body.slice(0, SAMPLE_ROWS)
  const width = Math.max(headers.length, ...rows.map((row) => row.length))
  const hints: (HeaderHint | null)[] = Array.from({ length: width }, (_, c) => headerHint(headers[c] ?? ''))
  const profiles = hints.map((hint, c) => profile(rows, c, hint?.field === 'date'))
  const hasHeader = hints.some((hint) => hint !== null)
  const taken = new Set<number>()
  const guessed: MappedColumn[] = []

  const byHint = (field: MappedColumn, fits: (p: Profile) => boolean): number | null => {
    let best: number | null = null
    hints.forEach((hint, c) => {
      if (hint?.field !== field || taken.has(c) || !fits(profiles[c]!)) return
      if (best === null || hint.strength > hints[best]!.strength) best = c
    })
    if (best !== null) taken.add(best)
    return best
  }
  const byValues = (field: MappedColumn, fits: (p: Profile, c: number) => boolean): number | null => {
    const found = profiles.findIndex((p, c) => !taken.has(c) && hints[c]?.field !== 'ignore' && fits(p, c))
    if (found < 0) return null
    taken.add(found)
    guessed.push(field)
    return found
  }
  const mostly = (p: Profile, count: number) => p.filled > 0 && share(count, p.filled) >= COLUMN_SHARE.named

  const date =
    byHint('date', (p) => mostly(p, p.dates)) ??
    byValues('date', (p) => share(p.dates, p.filled) >= COLUMN_SHARE.unnamed && p.filled >= rows.length / 2)
  let payer = byHint('payer', (p) => mostly(p, p.texts))
  let tripNumber = byHint('tripNumber', (p) => p.filled > 0)
  if (!hasHeader) {
    // Without a header the repeated text column is the payer and a varied one the trip number.
    payer ??= byValues(
      'payer',
      (p) => share(p.texts, p.filled) >= COLUMN_SHARE.unnamed && p.filled >= rows.length / 2,
    )
    tripNumber ??= byValues(
      'tripNumber',
      (p) => p.filled >= rows.length / 2 && p.amounts + p.texts === p.filled,
    )
  }
  for (const c of hints.keys()) {
    if (hints[c]?.field === 'payer' || hints[c]?.field === 'tripNumber' || hints[c]?.field === 'date')
      taken.add(c)
  }
  const money = chooseMoney(rows, hints, profiles, taken)
  for (const field of ['grossCents', 'netCents'] as const) {
    if (money.mapping[field] !== null && !money.confident.has(field)) guessed.push(field)
  }
  return { mapping: { date, payer, tripNumber, ...money.mapping }, guessed }
}

function chooseMoney(
  rows: readonly string[][],
  hints: readonly (HeaderHint | null)[],
  profiles: readonly Profile[],
  taken: ReadonlySet<number>,
): { mapping: Record<MoneyField, number | null>; confident: Set<MoneyField> } {
  const isMoney = (field: HeaderField | undefined) =>
    field === 'grossCents' || field === 'deductionsCents' || field === 'netCents'
  const candidates = profiles
    .map((p, c) => ({ c, p, hint: hints[c] }))
    .filter(({ c, hint }) => !taken.has(c) && (!hint || isMoney(hint.field)))
    // A column named for money may have a few unreadable cells; an unnamed one must be clearly money.
    .filter(
      ({ p, hint }) =>
        p.filled > 0 &&
        share(p.amounts, p.filled) >=
          (hint?.strength === NAMES.plainly ? COLUMN_SHARE.named : COLUMN_SHARE.unnamed),
    )
    .sort((a, b) => (b.hint?.strength ?? 0) - (a.hint?.strength ?? 0))
    .slice(0, MAX_MONEY_CANDIDATES)
    .map(({ c }) => c)
  const hintScore = (c: number, field: MoneyField) => {
    const hint = hints[c]
    if (!hint) return 0
    return hint.field === field ? hint.strength : -hint.strength
  }
  const amounts = new Map(candidates.map((c) => [c, rows.map((row) => signedCentsCell(row[c] ?? ''))]))
  const column = (c: number) => amounts.get(c)!
  const options = [null, ...candidates]
  let best = {
    score: Number.NEGATIVE_INFINITY,
    g: null as number | null,
    d: null as number | null,
    n: null as number | null,
    checks: false,
    consistent: false,
  }
  for (const g of options) {
    for (const d of options) {
      for (const n of options) {
        const used = [g, d, n].filter((c) => c !== null)
        if (new Set(used).size !== used.length || (g === null && n === null)) continue
        let score = 0
        if (g !== null) score += hintScore(g, 'grossCents')
        if (d !== null) score += hintScore(d, 'deductionsCents')
        if (n !== null) score += hintScore(n, 'netCents')
        // A money column the header names but the assignment leaves out counts against it.
        for (const c of candidates) if (!used.includes(c)) score -= Math.max(0, hints[c]?.strength ?? 0)
        let checks = false
        let consistent = false
        if (g !== null && d !== null && n !== null) {
          const agree = arithmeticShare(column(g), column(d), column(n)) ?? 0
          score += MONEY_WEIGHTS.arithmetic * (agree - MONEY_WEIGHTS.arithmeticBaseline)
          checks = agree >= AGREEING_SHARE
          consistent = checks
        } else if (g !== null && (n ?? d) !== null) {
          const ordered = orderedShare(column(g), column((n ?? d)!))
          score += ordered - MONEY_WEIGHTS.orderedBaseline
          consistent = ordered >= AGREEING_SHARE
        }
        if (score > best.score) best = { score, g, d, n, checks, consistent }
      }
    }
  }
  const mapping = { grossCents: best.g, deductionsCents: best.d, netCents: best.n }
  const confident = new Set<MoneyField>()
  for (const field of ['grossCents', 'deductionsCents', 'netCents'] as const) {
    const c = mapping[field]
    if (c === null) continue
    const hint = hints[c]
    // A loose name ("Amount", "Rate") is enough when the values agree with the other columns.
    if (best.checks || (hint?.field === field && (hint.strength >= NAMES.plainly || best.consistent)))
      confident.add(field)
  }
  return { mapping, confident }
}
