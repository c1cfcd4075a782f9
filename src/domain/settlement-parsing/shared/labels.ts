import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'

/*
 * Values printed beside their labels ("Statement #: 20417", "Load No." over "88120"), as every
 * reader of a printed document finds them: after the label in the same cell, in the next cell, or
 * in the cell right below.
 */

export interface Found<T> {
  value: T
  /** 0..1: how the value was found (labelled, beside the label, OCR quality). */
  confidence: number
}

export interface LabelHit {
  line: Line
  cellIndex: number
  /** Candidate value texts, nearest first. */
  values: { text: string; distance: number; confidence: number }[]
  label: string
}

/**
 * Every cell that holds the label, with the candidate values around it: the rest of its own cell,
 * the next cell on the line, the cell right below.
 */
export function labelHits(lines: readonly Line[], label: RegExp): LabelHit[] {
  const hits: LabelHit[] = []
  for (const [lineIndex, line] of lines.entries()) {
    line.cells.forEach((cell, cellIndex) => {
      let match = label.exec(cell.text)
      let text = cell.text
      let valueIndex = cellIndex + 1
      const next = line.cells[cellIndex + 1]
      if (!match && next) {
        // OCR may cut a label in two cells ("Settlement" | "No.:").
        text = `${cell.text} ${next.text}`
        match = label.exec(text)
        // Only a label that starts in this cell and ends in the next; one wholly in the next cell is its own.
        if (!match || match.index + match[0].length <= cell.text.length || match.index >= cell.text.length)
          return
        valueIndex++
      }
      if (!match) return
      const values: LabelHit['values'] = []
      const rest = text.slice(match.index + match[0].length).trim()
      if (rest)
        values.push({
          text: continued(lines, lineIndex, cell, rest),
          distance: 0,
          confidence: cell.confidence,
        })
      const right = line.cells[valueIndex]
      if (right) values.push({ text: right.text, distance: 1, confidence: right.confidence })
      const below = cellBelow(lines, lineIndex, cell)
      if (below) values.push({ text: wrapped(lines, below), distance: 2, confidence: below.confidence })
      hits.push({ line, cellIndex, values, label: match[0] })
    })
  }
  return hits
}

/**
 * A value after its label cut by a narrow box continues in the cell below: inside a token
 * ("LFC-" over "118", "2025-03-" over "14") or after a joiner ("03/02/2025 -" over "03/08/2025").
 */
function continued(lines: readonly Line[], lineIndex: number, cell: Cell, text: string): string {
  const inToken = /\w[-/]$/.test(text)
  if (!inToken && !/(\s[-–—]|\bto|\bthru|\bthrough)$/i.test(text)) return text
  const below = cellBelow(lines, lineIndex, cell)
  if (!below) return text
  return inToken ? `${text}${below.text.split(/\s+/)[0]}` : `${text} ${below.text}`
}

/** A value cut by a narrow box after its joiner ("03/02/2025 -" over "03/08/2025") continues below. */
function wrapped(lines: readonly Line[], cell: Cell): string {
  if (!/(\s[-–—]|\bto|\bthru|\bthrough)$/i.test(cell.text)) return cell.text
  const lineIndex = lines.findIndex((line) => line.cells.includes(cell))
  const next = lineIndex >= 0 ? cellBelow(lines, lineIndex, cell) : null
  return next ? `${cell.text} ${next.text}` : cell.text
}

function cellBelow(lines: readonly Line[], lineIndex: number, cell: Cell): Cell | null {
  for (let i = lineIndex + 1; i < lines.length && i <= lineIndex + 2; i++) {
    const line = lines[i]!
    if (line.y - lines[lineIndex]!.y > cell.height * 2.6) return null
    const match = line.cells.find((c) => Math.abs(c.x - cell.x) < cell.height * 1.5)
    if (match) return match
  }
  return null
}
