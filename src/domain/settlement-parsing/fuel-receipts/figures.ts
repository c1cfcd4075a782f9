import type { Line } from '@/domain/settlement-parsing/shared/layout.ts'
import {
  AMOUNT_LABEL,
  COLUMN_HEADINGS,
  LITRES,
  PRICE_LABEL,
  PRICE_UNIT,
  QUANTITY_LABEL,
  QUANTITY_UNIT,
} from './vocabulary.ts'

/*
 * The decimal figures of a fuel receipt ("112.457", "$3.899", "438.47") with what their
 * surroundings say they are: a quantity (a unit after it, "Gallons:" or a QTY column over it), a
 * price per unit ("@", "/GAL", "PPG", four decimals) or an amount ("AMT", "= ", an AMOUNT column).
 * The hints only rank readings; the arithmetic of gallons × price = amount decides.
 */

export type Role = 'quantity' | 'price' | 'amount'

export interface Figure {
  /** As printed, without "$" and thousands commas ("112.457"). */
  text: string
  decimals: number
  /** The value in ten-thousandths (112.457 → 1_124_570), exact for up to four decimals. */
  units: number
  dollar: boolean
  /** The quantity is in litres (a "L" after it, "Litres:" before it, or a price "/L"). */
  litres: boolean
  hints: Set<Role>
  line: number
  /** Position in the document, for reading order. */
  order: number
}

const FIGURE = /(\$\s?)?(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\.(\d{1,4})(?![\d.])/g

/** OCR reads 0 as O, 1 as l or I, 5 as S inside figures; only tokens that are mostly digits are mended. */
function mendDigits(text: string): string {
  return text.replace(
    /(?<![A-Za-z])[\dOolIS$,]*\d[\dOolIS,]*\.[\dOolIS]*\d[\dOolIS]*(?![A-Za-z])/g,
    (token) => {
      const letters = token.replace(/[^OolIS]/g, '').length
      if (!letters || letters * 3 > token.length) return token
      return token.replace(/[Oo]/g, '0').replace(/[lI]/g, '1').replace(/S/g, '5')
    },
  )
}

/** A line's text as the figures are read from it: cells joined by a space, digits mended. */
export function figureText(line: Line): string {
  return mendDigits(line.cells.map((cell) => cell.text).join(' '))
}

export function findFigures(lines: readonly Line[]): Figure[] {
  const figures: Figure[] = []
  const columns = columnRoles(lines)
  for (const line of lines) {
    const text = figureText(line)
    for (const m of text.matchAll(FIGURE)) {
      const [, dollar, whole, fraction] = m
      const start = m.index + (dollar?.length ?? 0)
      const before = text.slice(0, m.index)
      const after = text.slice(m.index + m[0].length)
      const units = Number(whole!.replace(/,/g, '')) * 10_000 + Number(fraction!.padEnd(4, '0'))
      if (!Number.isSafeInteger(units)) continue
      const hints = new Set<Role>()
      const unit = QUANTITY_UNIT.exec(after)
      const quantityLabel = QUANTITY_LABEL.exec(before)
      if (unit || quantityLabel) hints.add('quantity')
      if (PRICE_LABEL.test(before) || PRICE_UNIT.test(after) || fraction!.length === 4) hints.add('price')
      if (AMOUNT_LABEL.test(before)) hints.add('amount')
      const column = columns.get(line.index)?.(cellCentre(line, start))
      if (column) hints.add(column)
      const litres =
        (unit ? LITRES.test(unit[1]!) : false) ||
        (quantityLabel ? /^L/i.test(quantityLabel[1]!) : false) ||
        /^\s*\/\s*(L|LTR|LITRE)\b/i.test(after)
      figures.push({
        text: `${whole!.replace(/,/g, '')}.${fraction}`,
        decimals: fraction!.length,
        units,
        dollar: Boolean(dollar),
        litres,
        hints,
        line: line.index,
        order: figures.length,
      })
    }
  }
  return figures
}

/** The x of the cell holding the character at `offset` of the line's joined text. */
function cellCentre(line: Line, offset: number): number {
  let end = 0
  for (const cell of line.cells) {
    end += cell.text.length + 1
    if (offset < end) return (cell.x + cell.right) / 2
  }
  const last = line.cells[line.cells.length - 1]
  return last ? (last.x + last.right) / 2 : 0
}

/**
 * The columns of a fuel table: under a row of headings ("PRODUCT QTY PRICE AMOUNT"), each figure
 * takes the role of the heading nearest its centre, until a line without figures ends the table.
 */
function columnRoles(lines: readonly Line[]): Map<number, (x: number) => Role | null> {
  const roles = new Map<number, (x: number) => Role | null>()
  for (const [i, line] of lines.entries()) {
    const headings = line.cells.flatMap((cell) => {
      // OCR may join two headings in one cell ("QTY PRICE"): the words are the headings then.
      const words = cell.text.split(/\s+/)
      if (words.length === 1 || COLUMN_HEADINGS.some((h) => h.pattern.test(cell.text)))
        return [{ text: cell.text, centre: (cell.x + cell.right) / 2 }]
      const width = (cell.right - cell.x) / cell.text.length
      let at = cell.x
      return words.map((word) => {
        const centre = at + (word.length * width) / 2
        at += (word.length + 1) * width
        return { text: word, centre }
      })
    })
    const named = headings.map((h) => ({
      ...h,
      role: COLUMN_HEADINGS.find((c) => c.pattern.test(h.text.replace(/[:.]$/, '')))?.role ?? null,
    }))
    if (named.filter((h) => h.role).length < 2 || /\d\.\d/.test(figureText(line))) continue
    const roleAt = (x: number) => {
      let best = named[0]!
      for (const h of named) if (Math.abs(h.centre - x) < Math.abs(best.centre - x)) best = h
      return best.role
    }
    for (const below of lines.slice(i + 1, i + 8)) {
      if (!/\d\.\d/.test(figureText(below))) break
      roles.set(below.index, roleAt)
    }
  }
  return roles
}

/** Cents of an amount figure printed with two decimals; null for other figures. */
export const centsOf = (figure: Figure) => (figure.decimals === 2 ? figure.units / 100 : null)

/** Gallons × price in cents, unrounded (for comparing with the amount a pump rounded). */
export const productCents = (quantity: Figure, price: Figure) => (quantity.units * price.units) / 1_000_000
