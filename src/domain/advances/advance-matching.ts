import type { IsoDate } from '@/domain/period.ts'

/*
 * A fuel or cash advance (a Comchek, an EFS or T-Chek check, cash) is money the carrier lends the
 * driver until a settlement deducts it. Pure rules: which settlement advance line repays which
 * advance, and what is still owed at a date. What the advance paid for is an expense of its own,
 * entered once on the advance; the settlement line that repays it is a loan paid back, never an
 * expense.
 */

export const ADVANCE_METHODS = ['comchek', 'efs', 'tchek', 'cash', 'other'] as const
export type AdvanceMethod = (typeof ADVANCE_METHODS)[number]

export interface AdvanceToMatch {
  id: string
  /** The payer's name as typed; compared with `payerKey`. */
  payerName: string
  date: IsoDate
  amountCents: number
  reference: string | null
  /** The settlement line the user said repaid it (`${settlementId}:${position}`), if any. */
  pinnedLineKey: string | null
  createdAt?: string
}

export interface RepaymentLine {
  /** `${settlementId}:${position}`: stable while the settlement keeps its lines in place. */
  key: string
  payerName: string
  date: IsoDate
  amountCents: number
  description: string
}

export type MatchedBy = 'user' | 'reference' | 'amount'

export interface AdvanceMatches {
  /** Advance id → the line that repaid it and how it was found. */
  repaidBy: Map<string, { line: RepaymentLine; matchedBy: MatchedBy }>
  /** Advance lines no recorded advance accounts for (oldest first). */
  unmatched: RepaymentLine[]
}

/** "Prairie Line  Carriers" and "prairie line carriers" are one payer. */
export function payerKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** A check or code number as compared: letters and digits only, upper case. */
export function referenceKey(reference: string | null | undefined): string | null {
  const key = (reference ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '')
  return key.length >= 3 ? key : null
}

/** The numbers a line's text carries, as keys ("Comchek #40221-7" → "402217" and "40221"). */
function lineReferences(description: string): string[] {
  const tokens = description.toUpperCase().match(/[A-Z0-9][A-Z0-9-]*/g) ?? []
  const keys = new Set<string>()
  for (const token of tokens) {
    if (!/\d/.test(token)) continue
    for (const part of [token, ...token.split('-')]) {
      const key = referenceKey(part)
      if (key) keys.add(key)
    }
  }
  return [...keys]
}

const byDate = <T extends { date: string }>(a: T, b: T, tie: (x: T, y: T) => number) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : tie(a, b)

/**
 * Matches the settlements' advance lines to the advances. A line the user pinned to an advance is
 * that advance's; every other line, oldest first, repays the oldest open advance of its payer
 * dated on or before it: the one whose reference the line's text names, else the oldest advance of
 * exactly its amount. A line that finds none is
 * left to match by hand. A line repays one advance; credits (zero or less) repay nothing.
 */
export function matchAdvances(
  advances: readonly AdvanceToMatch[],
  lines: readonly RepaymentLine[],
): AdvanceMatches {
  const repaidBy: AdvanceMatches['repaidBy'] = new Map()
  const lineByKey = new Map(lines.map((line) => [line.key, line]))
  const used = new Set<string>()
  for (const advance of advances) {
    const line = advance.pinnedLineKey ? lineByKey.get(advance.pinnedLineKey) : undefined
    if (!line || used.has(line.key)) continue
    used.add(line.key)
    repaidBy.set(advance.id, { line, matchedBy: 'user' })
  }
  const open = advances
    .filter((a) => !repaidBy.has(a.id))
    .sort((a, b) => byDate(a, b, (x, y) => ((x.createdAt ?? x.id) < (y.createdAt ?? y.id) ? -1 : 1)))
  const unmatched: RepaymentLine[] = []
  const pending = lines
    .filter((line) => !used.has(line.key) && line.amountCents > 0)
    .sort((a, b) => byDate(a, b, (x, y) => (x.key < y.key ? -1 : 1)))
  for (const line of pending) {
    const payer = payerKey(line.payerName)
    const candidates = open.filter(
      (a) => !repaidBy.has(a.id) && payerKey(a.payerName) === payer && a.date <= line.date,
    )
    const refs = lineReferences(line.description)
    let found = candidates.find((a) => {
      const ref = referenceKey(a.reference)
      return ref !== null && refs.includes(ref)
    })
    let matchedBy: MatchedBy = 'reference'
    if (!found) {
      matchedBy = 'amount'
      found = candidates.find((a) => a.amountCents === line.amountCents)
    }
    if (found) repaidBy.set(found.id, { line, matchedBy })
    else unmatched.push(line)
  }
  return { repaidBy, unmatched }
}

/** An advance is owed from its date until the settlement that repays it (that day it is repaid). */
export function isOutstanding(
  advance: { date: IsoDate },
  repaymentDate: IsoDate | null | undefined,
  on: IsoDate,
): boolean {
  return advance.date <= on && (!repaymentDate || repaymentDate > on)
}
