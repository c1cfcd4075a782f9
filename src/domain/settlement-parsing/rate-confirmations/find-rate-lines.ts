import { findMoney, parseAmount } from '@/domain/settlement-parsing/shared/amounts.ts'
import { type Cell, type Line, lineText, overlap } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedRateLine } from '@/domain/settlement-parsing/types.ts'
import {
  NOT_A_CHARGE,
  namesRateLine,
  PER_UNIT,
  RATE_BASIS_CELL,
  rateLineKind,
  TOTAL_LABEL,
} from './vocabulary.ts'

/*
 * The rate: the lines of money the broker agrees to pay and the total printed with them. The
 * lines are the run of labelled amounts right above the total, aligned with it; or a strip of
 * figures under a row of labels; or the run of amounts whose wording names a kind of rate line.
 * Where several readings compete, the lines that add up to a total printed win. Prose (terms that
 * mention "$50.00 per hour") and rates per unit are never lines.
 */

interface MoneyLine {
  line: Line
  label: string
  cents: number
  /** Edges of the amount's cell: figures align on the right in a column, "Label: $X" lines on the left. */
  left: number
  right: number
}

/** A run of rate lines ends at a blank band taller than this many text heights… */
const RUN_GAP = 2.6
/** …or at an amount this many text heights out of the column. */
const COLUMN_DRIFT = 4
/** A label with more words than this is a sentence, not a charge. */
const MAX_LABEL_WORDS = 8

export interface RateReading {
  lines: ExtractedRateLine[]
  totalCents: number | null
  /** Lowest OCR confidence of the cells read. */
  confidence: number
}

export function findRateLines(lines: readonly Line[]): RateReading {
  const money = new Map<Line, MoneyLine>()
  for (const line of lines) {
    const read = moneyLine(line)
    if (read) money.set(line, read)
  }
  const below = labelledBelow(lines, money)
  const totals = [...[...money.values()].filter((m) => TOTAL_LABEL.test(m.label)), ...below.totals]
  // "Rate: $1,600.00 + FSC $180.00 = Total $1,780.00": the sum printed in one sentence.
  // Each total with the lines right above it; each run found apart (a strip of figures, the lines
  // named by their wording) with each total and with none. The lines that add up to a total win.
  const candidates: { total: MoneyLine | null; run: MoneyLine[] }[] = [
    ...totals.map((total) => ({
      total,
      run: below.totals.includes(total) ? [] : runAbove(lines, money, total),
    })),
  ]
  const sums = [...lines.flatMap(inlineSum), ...lines.flatMap(proseSum)]
  for (const sum of sums) candidates.push({ total: sum.total, run: sum.run })
  for (const run of [...below.strips, namedRun(lines, money)].filter((r) => r.length)) {
    candidates.push(...totals.map((total) => ({ total, run })), { total: null, run })
  }
  const score = ({ total, run }: (typeof candidates)[number]) =>
    (total && run.length && sumOf(run) === total.cents ? 1000 : 0) +
    (total ? 100 : 0) +
    (run.length ? 50 + run.length : 0)
  const best = candidates.reduce<(typeof candidates)[number] | null>(
    (chosen, candidate) => (!chosen || score(candidate) > score(chosen) ? candidate : chosen),
    null,
  )
  const run = best?.run ?? []
  return {
    lines: run.map(({ label, cents }) => ({
      kind: rateLineKind(label),
      description: label,
      amountCents: cents,
    })),
    totalCents: best?.total?.cents ?? null,
    confidence: Math.min(
      1,
      ...[...run, ...(best?.total ? [best.total] : [])].flatMap((m) => m.line.cells.map((c) => c.confidence)),
    ),
  }
}

const sumOf = (run: readonly MoneyLine[]) => run.reduce((sum, m) => sum + m.cents, 0)

/**
 * Amounts printed under their labels: a strip of figures with no label on their line under a row
 * of labels ("Linehaul | Fuel | Tarp | Total"), and a total under its own label anywhere (a box
 * "TOTAL RATE" over "$3,215.00").
 */
function labelledBelow(
  lines: readonly Line[],
  money: Map<Line, MoneyLine>,
): { strips: MoneyLine[][]; totals: MoneyLine[] } {
  const strips: MoneyLine[][] = []
  const totals: MoneyLine[] = []
  for (const [index, line] of lines.entries()) {
    const above = lines[index - 1]
    if (!above || line.y - above.y > Math.max(line.height, above.height) * (RUN_GAP + 1)) continue
    const strip: MoneyLine[] = []
    const bare = !money.has(line) && line.cells.every((cell) => parseAmount(cell.text)?.money)
    for (const cell of line.cells) {
      const amount = parseAmount(cell.text)
      if (!amount?.money) continue
      const label = above.cells.find(
        (c) => overlap(c, cell) > 0 && /[A-Za-z]{2}/.test(c.text) && !findMoney(c.text).length,
      )
      if (!label) continue
      const read = {
        line,
        label: label.text.replace(/[\s:]+$/, ''),
        cents: amount.negative ? -amount.cents : amount.cents,
        left: cell.x,
        right: cell.right,
      }
      if (TOTAL_LABEL.test(read.label)) totals.push(read)
      else if (bare) strip.push(read)
    }
    if (strip.length) strips.push(strip)
  }
  return { strips, totals }
}

/** A line's label and its amount (the rightmost money printed on it); null for prose or no money. */
function moneyLine(line: Line): MoneyLine | null {
  let amountCell = -1
  let amount: { cents: number; negative: boolean } | null = null
  line.cells.forEach((cell, index) => {
    const whole = parseAmount(cell.text)
    const found = whole?.money ? whole : findMoney(cell.text).at(-1)
    if (found) {
      amountCell = index
      amount = found
    }
  })
  if (!amount || amountCell < 0) return null
  const { cents, negative } = amount as { cents: number; negative: boolean }
  // The label is the amount's own cell's words, else the nearest words left of it (not a column
  // away), past a charge table's quantity and unit cells ("Fuel Surcharge | 262 | Mile | 0.48").
  const own = /[A-Za-z]{2}/.test(line.cells[amountCell]!.text.split(/\s*(?:\$|USD\b|\(?\d)/)[0]!)
  const labelIndex = own
    ? amountCell
    : line.cells.findLastIndex(
        (cell, index) =>
          index < amountCell && /[A-Za-z]{2}/.test(cell.text) && !RATE_BASIS_CELL.test(cell.text.trim()),
      )
  if (labelIndex < 0) return null
  const labelCell = labelIndex === amountCell ? line.cells[labelIndex]!.text : cutLabel(line, labelIndex)
  // "All-In Rate: $2,850.00 (includes fuel)": the label is what comes before the amount.
  const label = (labelIndex === amountCell ? labelCell.split(/\s*(?:\$|USD\b|\(?\d)/)[0]! : labelCell)
    .replace(/[\s:.=-]+$/, '')
    .trim()
  if (!/[A-Za-z]{2}/.test(label) || label.split(/\s+/).length > MAX_LABEL_WORDS) return null
  const text = lineText(line)
  if (NOT_A_CHARGE.test(text) || perUnit(text)) return null
  const cell = line.cells[amountCell]!
  return { line, label, cents: negative ? -cents : cents, left: cell.x, right: cell.right }
}

/** A label cell gap wider than this many text heights is another column, not a label OCR cut. */
const LABEL_CUT_GAP = 3

/**
 * The label whose last part is this cell, with the parts OCR cut off at a spaced dash ("Detention"
 * | "-" | "Pickup (2 hrs)" → "Detention - Pickup (2 hrs)").
 */
function cutLabel(line: Line, index: number): string {
  const cells = line.cells
  let start = index
  while (start >= 2) {
    const [words, dash, after] = [cells[start - 2]!, cells[start - 1]!, cells[start]!]
    const close = (a: Cell, b: Cell) => b.x - a.right <= Math.max(a.height, b.height) * LABEL_CUT_GAP
    if (!/^[-–—]$/.test(dash.text.trim()) || !/[A-Za-z]{2}/.test(words.text)) break
    if (!close(words, dash) || !close(dash, after) || findMoney(words.text).length) break
    start -= 2
  }
  return cells
    .slice(start, index + 1)
    .map((cell) => cell.text.trim())
    .join(' ')
}

/** A sum printed in one cell ("Rate: $1,600.00 + FSC $180.00 = Total $1,780.00"): its terms and total. */
function inlineSum(line: Line): { run: MoneyLine[]; total: MoneyLine }[] {
  const found: { run: MoneyLine[]; total: MoneyLine }[] = []
  for (const cell of line.cells) {
    const parts = cell.text.split(/\s+(?=[+=]\s)/)
    if (
      parts.length < 3 ||
      !parts.at(-1)!.startsWith('=') ||
      parts.slice(1, -1).some((p) => !p.startsWith('+'))
    )
      continue
    const terms = parts.map((part) => {
      const amount = findMoney(part).at(-1)
      const label = part
        .replace(/^[+=]\s*/, '')
        .split(/\s*(?:\$|USD\b|\(?\d)/)[0]!
        .replace(/[\s:]+$/, '')
      return amount && /[A-Za-z]{2}/.test(label)
        ? {
            line,
            label,
            cents: amount.negative ? -amount.cents : amount.cents,
            left: cell.x,
            right: cell.right,
          }
        : null
    })
    if (terms.some((term) => !term)) continue
    const read = terms as MoneyLine[]
    found.push({ run: read.slice(0, -1), total: read.at(-1)! })
  }
  return found
}

/** What a sentence prints before its total: "= $1,725.00", "for a total of $1,468.00", "Total: $X". */
const SENTENCE_TOTAL =
  /(?:=|\bfor\s+a\s+total\s+of|\btotal(?:\s+of)?\s*:?|\bin\s+all\s*:?|\ball[- ]in\s*:?)\s*$/i
/** What joins the charges of a sentence: "+", a comma, "and", "plus". */
const SENTENCE_JOIN = /^\s*(?:[+,;]|\band\b|\bplus\b)+\s*/i
const DOLLARS = /\$\s?\d[\d,]*(?:\.\d{2})?/g

/**
 * Charges written as a sentence, each amount after its words, with the total after "=" or "for a
 * total of" ("Linehaul $1,210.00, fuel surcharge $158.00 and detention $100.00, for a total of
 * $1,468.00"; "Spot rate $1,650.00 + tarp $75.00 = $1,725.00 all in"): only when they add up.
 */
function proseSum(line: Line): { run: MoneyLine[]; total: MoneyLine }[] {
  const found: { run: MoneyLine[]; total: MoneyLine }[] = []
  for (const cell of line.cells) {
    const text = cell.text
    const amounts = [...text.matchAll(DOLLARS)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      cents: parseAmount(m[0])?.cents ?? null,
    }))
    for (let t = 2; t < amounts.length; t++) {
      const total = amounts[t]!
      if (total.cents === null || !SENTENCE_TOTAL.test(text.slice(amounts[t - 1]!.end, total.start))) continue
      const run: MoneyLine[] = []
      for (let i = t - 1; i >= 0; i--) {
        const amount = amounts[i]!
        const from = i > 0 ? amounts[i - 1]!.end : 0
        let words = text.slice(from, amount.start)
        if (i > 0) {
          if (!SENTENCE_JOIN.test(words) && i < t - 1) break
          words = words.replace(SENTENCE_JOIN, '')
        } else words = words.split(/[:.]\s/).at(-1)!
        words = words.replace(/^[\s,:]+|[\s,:]+$/g, '')
        if (amount.cents === null || !/^[A-Za-z][A-Za-z ()/'-]{1,40}$/.test(words)) break
        run.unshift({ line, label: words, cents: amount.cents, left: cell.x, right: cell.right })
      }
      if (run.length >= 2 && sumOf(run) === total.cents)
        found.push({
          run,
          total: { line, label: 'Total', cents: total.cents, left: cell.x, right: cell.right },
        })
    }
  }
  return found
}

/** A rate per unit that the line's amount is, not a charge figured from it ("… = $1,855.00"). */
function perUnit(text: string): boolean {
  const amounts = [...text.matchAll(/\$\s?[\d,]+(?:\.\d+)?|\b\d[\d,]*\.\d{2}\b/g)]
  const last = amounts.at(-1)
  if (!last) return PER_UNIT.test(text)
  const after = text.slice(last.index + last[0].length)
  const before = text.slice(0, last.index)
  return PER_UNIT.test(after) || (PER_UNIT.test(before) && !/=\s*$/.test(before))
}

/** Two amounts of one column: right edges together, or "Label: $X" cells starting together. */
const aligned = (a: MoneyLine, b: MoneyLine, height: number) =>
  Math.abs(a.right - b.right) <= height * COLUMN_DRIFT || Math.abs(a.left - b.left) <= height * 1.5

/** The labelled amounts right above a total, in the total's column, in document order. */
function runAbove(lines: readonly Line[], money: Map<Line, MoneyLine>, total: MoneyLine): MoneyLine[] {
  const run: MoneyLine[] = []
  let below = total.line
  for (let i = total.line.index - 1; i >= 0; i--) {
    const line = lines[i]!
    if (below.y - line.y > Math.max(line.height, below.height) * (RUN_GAP + 1)) break
    const read = money.get(line)
    if (!read || TOTAL_LABEL.test(read.label)) break
    if (!aligned(read, total, line.height)) break
    run.unshift(read)
    below = line
  }
  return run
}

/** Without a total: the first run of aligned amounts that holds a line of a known kind. */
function namedRun(lines: readonly Line[], money: Map<Line, MoneyLine>): MoneyLine[] {
  let run: MoneyLine[] = []
  const done = () => run.some((m) => namesRateLine(m.label))
  for (const line of lines) {
    const read = money.get(line)
    const previous = run.at(-1)
    const continues =
      read &&
      !TOTAL_LABEL.test(read.label) &&
      previous &&
      line.y - previous.line.y <= Math.max(line.height, previous.line.height) * (RUN_GAP + 1) &&
      aligned(read, previous, line.height)
    if (continues) {
      run.push(read)
      continue
    }
    if (done()) return run
    run = read && !TOTAL_LABEL.test(read.label) ? [read] : []
  }
  return done() ? run : []
}
