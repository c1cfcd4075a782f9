import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'

/*
 * OCR joins fields printed close together into one cell ("Commodity: Refrigerated dairy Weight:
 * 36,200 lbs"); a text layer does too when the gap is narrow. A cell that starts with a label and
 * holds another is cut before each further label, so every label finds its own value; fields
 * printed with separators between them ("Carrier Confirmation · Load # RR-3310") are cut there.
 */

const SEPARATOR = /\s+[·|•]\s+/g

const LEADING_LABEL = /^[A-Z][A-Za-z.#/]*(?: [A-Za-z.#/]+){0,2}:\s/
// A label inside a cell is one capitalised word ("Weight:", "Temp:", "PO #:"): with more words the
// cut between the first field's value and the second's label would be a guess.
const EMBEDDED_LABEL = /\s+(?=[A-Z][A-Za-z.]*(?: ?(?:#|No\.))?:\s)/g

/**
 * A bilingual label ("No de charge / Load No.: LC-25-0418", "Poids / Weight: 18 500 lb"): the
 * words before the slash translate the label after it, which is the one the vocabulary knows.
 */
const TRANSLATED_LABEL = /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.' ]{1,30}\s\/\s(?=[A-Za-z][A-Za-z.#' ]{0,30}:\s)/

export function splitJoinedFields(lines: readonly Line[]): Line[] {
  return lines.map((line) => ({
    ...line,
    cells: line.cells.flatMap(splitAtSeparators).map(dropTranslation).flatMap(splitCell),
  }))
}

function dropTranslation(cell: Cell): Cell {
  const translated = TRANSLATED_LABEL.exec(cell.text)
  return translated
    ? piecesOf(cell, [{ text: cell.text.slice(translated[0].length), start: translated[0].length }])[0]!
    : cell
}

function splitAtSeparators(cell: Cell): Cell[] {
  const pieces: { text: string; start: number }[] = []
  let start = 0
  for (const match of cell.text.matchAll(SEPARATOR)) {
    pieces.push({ text: cell.text.slice(start, match.index), start })
    start = match.index + match[0].length
  }
  if (!pieces.length) return [cell]
  pieces.push({ text: cell.text.slice(start), start })
  return piecesOf(cell, pieces)
}

function splitCell(cell: Cell): Cell[] {
  if (!LEADING_LABEL.test(cell.text)) return [cell]
  const pieces: { text: string; start: number }[] = []
  let start = 0
  for (const match of cell.text.matchAll(EMBEDDED_LABEL)) {
    // Only after a value: "Pickup Date:" is one label, not "Pickup" and "Date:".
    if (match.index === 0 || !/:\s*\S/.test(cell.text.slice(start, match.index))) continue
    pieces.push({ text: cell.text.slice(start, match.index), start })
    start = match.index + match[0].length
  }
  if (!pieces.length) return [cell]
  pieces.push({ text: cell.text.slice(start), start })
  return piecesOf(cell, pieces)
}

function piecesOf(cell: Cell, pieces: { text: string; start: number }[]): Cell[] {
  // Positions by characters: close enough to keep the pieces in their order and columns.
  const perChar = (cell.right - cell.x) / Math.max(1, cell.text.length)
  return pieces.map(({ text, start: at }) => ({
    ...cell,
    text: text.trim(),
    x: cell.x + at * perChar,
    right: cell.x + (at + text.trimEnd().length) * perChar,
  }))
}
