import type { StopType } from '@/domain/loads/load-terms.ts'
import { type Cell, type Line, median } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedStop } from '@/domain/settlement-parsing/types.ts'
import { labelledStops, laneStops } from './labelled-stops.ts'
import { readStop } from './read-stop.ts'
import { findPlace, findStopDate, isStreet } from './stop-text.ts'
import {
  EVENT_CELL,
  SECTION_HEADING,
  STOP_HEADING,
  STOP_NUMBER_ONLY,
  SUMMARY_WORDS,
  stopTypeOf,
} from './vocabulary.ts'

/*
 * The pickups and deliveries, in the order printed. Each stop starts at a heading ("Pickup",
 * "SHIPPER", "Stop 2 – Delivery"): in a table the heading is the row's type cell and the row holds
 * the stop; otherwise the heading titles a block of lines below it, as wide as its column (blocks
 * printed side by side end where the next heading on the same line starts).
 */

interface Anchor {
  line: Line
  /** The heading's cells, and the one cell they make together. */
  cells: Cell[]
  cell: Cell
  type: StopType
  /** The value printed after the heading in its own cell ("Consignee: Acme DC" → "Acme DC"). */
  rest: string
  /** The number of a "Stop 3" heading. */
  number: number | null
  summaryOnly: boolean
  /** An event word ("Load", "Unload") is a stop's type only in a table row. */
  rowOnly: boolean
}

/** How far a stop's block reaches. */
const BLOCK = {
  // A blank band taller than this many text heights ends the block.
  maxGap: 2,
  // No stop prints more lines than this.
  maxLines: 9,
  // A block's text may start a little left of its heading (a box's border inset).
  indent: 1.5,
  // A gap this many text heights wide on a block's line starts another column.
  columnGap: 12,
} as const

/** A block's cells on one line: from the one at its left edge, up to a gap as wide as a column's. */
function columnCells(cells: readonly Cell[], x: number, height: number): Cell[] {
  const start = cells.findIndex((c) => Math.abs(c.x - x) <= height * BLOCK.indent * 2)
  if (start < 0) return []
  const taken = [cells[start]!]
  for (const cell of cells.slice(start + 1)) {
    if (cell.x - taken.at(-1)!.right > height * BLOCK.columnGap) break
    taken.push(cell)
  }
  return taken
}

/** A row's wrapped text continues on lines closer than this many text heights. */
const WRAPPED_LINE = 1.35

export function findStops(lines: readonly Line[], pageWidth: number): ExtractedStop[] {
  let anchors = findAnchors(lines).filter((a) => !a.rowOnly || isTableRow(a))
  // A lane table's header names each stop's fields: it wins over headings that only title a summary.
  if (anchors.every((a) => a.summaryOnly)) {
    const lanes = laneStops(lines)
    if (lanes.length) return lanes
  }
  if (!anchors.length) {
    const labelled = labelledStops(lines)
    return labelled.length ? labelled : proseStops(lines)
  }
  // "Origin" and "Destination" also title a route summary above the stops: only without other headings.
  if (anchors.some((a) => !a.summaryOnly)) anchors = anchors.filter((a) => !a.summaryOnly)
  // Blocks side by side are met band by band; numbered stops ("Stop 3 – Delivery") keep their numbers' order.
  if (anchors.every((a) => a.number !== null)) anchors.sort((a, b) => a.number! - b.number!)
  return anchors.map((anchor) => {
    if (!isTableRow(anchor)) {
      const stop = readStop(anchor.type, blockTexts(lines, anchor, anchors, pageWidth), 'block')
      // A heading beside its translation ("Origen / Recolección | Origin / Pickup"): the block
      // under both starts at the line's first cell, when that cell is no heading of its own.
      const first = anchor.line.cells[0]!
      if (stop.city || first.x >= anchor.cell.x || anchors.some((a) => a.cells.includes(first))) return stop
      const edge = { ...anchor, rest: '', cell: { ...anchor.cell, x: first.x } }
      const under = readStop(anchor.type, blockTexts(lines, edge, anchors, pageWidth), 'block')
      return under.city ? under : stop
    }
    const stop = readStop(anchor.type, rowTexts(lines, anchor, anchors), 'row')
    if (stop.city) return stop
    // A card's title bar ("1 PICK Sat May 17, 2025 09:00–11:00") over the block that holds the place.
    // The bar starts at its line's first cell (a sequence number before the type).
    const bar = anchor.line.cells[0]!
    const edge = { ...anchor, cell: { ...anchor.cell, x: Math.min(bar.x, anchor.cell.x) } }
    const below = blockTexts(lines, edge, anchors, pageWidth)
    const card = readStop(anchor.type, [...below, ...rowTexts(lines, anchor, anchors)], 'block')
    return card.city ? card : stop
  })
}

function findAnchors(lines: readonly Line[]): Anchor[] {
  const anchors: Anchor[] = []
  for (const line of lines) {
    for (let index = 0; index < line.cells.length; index++) {
      const heading = headingAt(line.cells, index)
      if (!heading) continue
      anchors.push({ line, ...heading })
      index += heading.cells.length - 1
    }
  }
  return anchors
}

/** OCR cuts a heading at its spaced dash ("Stop 1" | "-" | "Pick Up"): up to this many cells make one. */
const MAX_HEADING_CELLS = 3

/** The heading that starts at a cell, over as many cells as it takes (the longest that reads as one). */
function headingAt(cells: readonly Cell[], start: number): Omit<Anchor, 'line'> | null {
  const numbered = numberBesideEvent(cells, start)
  if (numbered) return numbered
  let best: Omit<Anchor, 'line'> | null = null
  for (let span = 1; span <= MAX_HEADING_CELLS && start + span <= cells.length; span++) {
    const parts = cells.slice(start, start + span)
    const [first, last] = [parts[0]!, parts[span - 1]!]
    if (span > 1 && last.x - parts[span - 2]!.right > first.height * 3) break
    const text = parts.map((c) => c.text.trim()).join(' ')
    const event = span === 1 && !STOP_HEADING.test(text) ? EVENT_CELL.exec(text) : null
    if (event) {
      const type: StopType = event.groups!.pickup ? 'pickup' : 'delivery'
      best = { cells: parts, cell: first, type, rest: '', number: null, summaryOnly: false, rowOnly: true }
      continue
    }
    const match = STOP_HEADING.exec(text)
    if (!match) continue
    const { words, rest: after, stop, listed } = match.groups!
    const type = stopTypeOf(words!)
    const rest = (after ?? '').trim()
    // A heading starts a stop; prose that opens with a stop word ("Shipper must…") does not.
    if (!type || /^[a-z]/.test(rest) || rest.split(/\s+/).length > 12) continue
    best = {
      cells: parts,
      cell: { ...first, right: last.right, text: parts.map((c) => c.text).join(' ') },
      type,
      rest,
      number: stop || listed ? Number(stop ?? listed) : null,
      summaryOnly: words!.split(/\s*[/&]\s*/).every((word) => SUMMARY_WORDS.test(word)),
      rowOnly: false,
    }
  }
  return best
}

/** How far (text heights) the type of a "STOP 01" box may be printed right of its number. */
const STOP_TYPE_REACH = 10

/** "STOP 01" | "CL - COMPLETE LOAD": a stop's number alone, its type (an event or reason code) next to it. */
function numberBesideEvent(cells: readonly Cell[], start: number): Omit<Anchor, 'line'> | null {
  const [first, next] = [cells[start]!, cells[start + 1]]
  const number = STOP_NUMBER_ONLY.exec(first.text.trim())
  if (!number || !next || next.x - first.right > first.height * STOP_TYPE_REACH) return null
  const event = EVENT_CELL.exec(next.text.trim())
  if (!event) return null
  return {
    cells: [first, next],
    cell: { ...first, right: next.right, text: `${first.text} ${next.text}` },
    type: event.groups!.pickup ? 'pickup' : 'delivery',
    rest: '',
    number: Number(number.groups!.stop),
    summaryOnly: false,
    rowOnly: false,
  }
}

/** A table row: the heading is the row's type cell, with the stop's own fields in the cells beside it. */
function isTableRow(anchor: Anchor): boolean {
  if (anchor.rest) return false
  return anchor.line.cells.some(
    (c) => !anchor.cells.includes(c) && (findPlace(c.text) || findStopDate(c.text) || isStreet(c.text)),
  )
}

function rowTexts(lines: readonly Line[], anchor: Anchor, anchors: readonly Anchor[]): string[][] {
  const texts = [anchor.line.cells.filter((c) => !anchor.cells.includes(c)).map((c) => c.text)]
  let previous = anchor.line
  for (let i = anchor.line.index + 1; i < lines.length; i++) {
    const line = lines[i]!
    if (line.y - previous.y > line.height * WRAPPED_LINE + previous.height * 0.2) break
    if (anchors.some((a) => a.line === line)) break
    texts.push(line.cells.map((c) => c.text))
    previous = line
  }
  return texts
}

function blockTexts(
  lines: readonly Line[],
  anchor: Anchor,
  anchors: readonly Anchor[],
  pageWidth: number,
): string[][] {
  const height = anchor.cell.height
  const left = anchor.cell.x - height * BLOCK.indent
  const after = anchor.line.cells.filter((c) => c.x > anchor.cell.right)
  // A heading with its value beside it ("SHIP FROM | River Bend Packing"): the block's lines align
  // on the heading or on that value, and the block reaches to the next cell after the value.
  const value = valueBeside(anchor, after[0], anchors)
  const nextOnLine = after[value ? 1 : 0]
  const right = nextOnLine ? nextOnLine.x - height * 0.5 : Number.POSITIVE_INFINITY
  const inColumn = (cell: Cell) =>
    cell.x >= left && cell.x < right && (right < Infinity || cell.x < pageWidth)
  const texts: string[][] = anchor.rest ? [[anchor.rest]] : value ? [[value.text]] : []
  let previousY = anchor.line.y
  let count = 0
  for (let i = anchor.line.index + 1; i < lines.length && count < BLOCK.maxLines; i++) {
    const line = lines[i]!
    const within = line.cells.filter(inColumn)
    let cells = columnCells(within, anchor.cell.x, height)
    if (!cells.length && value) cells = columnCells(within, value.x, height / 2)
    // A line with nothing at the block's left edge belongs to a column beside it (a rate box).
    if (!cells.length) continue
    const typical = median(cells.map((c) => c.height))
    if (line.y - previousY > Math.max(typical, height) * (BLOCK.maxGap + 1)) break
    if (anchors.some((a) => a.line === line && inColumn(a.cell))) break
    if (SECTION_HEADING.test(cells[0]!.text) && !/\d/.test(cells[0]!.text.slice(0, 12))) break
    texts.push(cells.map((c) => c.text))
    previousY = line.y
    count++
  }
  return texts
}

/** How close (text heights) a heading's value is printed beside it. */
const VALUE_BESIDE = 4

/** The value printed in a cell of its own right beside a heading without one, unless it is another heading or a date. */
function valueBeside(anchor: Anchor, cell: Cell | undefined, anchors: readonly Anchor[]): Cell | null {
  if (anchor.rest || !cell || cell.x - anchor.cell.right > anchor.cell.height * VALUE_BESIDE) return null
  if (anchors.some((a) => a.line === anchor.line && a.cells.includes(cell))) return null
  if (!/[A-Za-z]{3}/.test(cell.text) || findStopDate(cell.text) || findPlace(cell.text)) return null
  return cell
}

/** The verbs of a stop told in a sentence: "picks up at", "loads at", "delivers to", "drops at". */
const PROSE_STOP =
  /\b(?:(?<pickup>picks?\s+up|loads?|ships?)\s+(?:at|from)|(?<delivery>delivers?|unloads?|drops?(?:\s+off)?)\s+(?:to|at))\s+/gi

/**
 * Stops told in sentences ("Load LO-2291 picks up at Bluebonnet Bottling, 2700 Franklin Ave, Waco,
 * TX 76705 on June 18, 2025 at 4:00 AM and delivers to …"): each from its verb to the next, the
 * place before "on" and the appointment after it. Only where no heading or labelled field names a stop.
 */
function proseStops(lines: readonly Line[]): ExtractedStop[] {
  const text = lines.map((line) => line.cells.map((cell) => cell.text).join(' ')).join(' ')
  const verbs = [...text.matchAll(PROSE_STOP)]
  const stops: ExtractedStop[] = []
  for (const [index, verb] of verbs.entries()) {
    const end = verbs[index + 1]?.index ?? text.length
    const told = text.slice(verb.index + verb[0].length, end).split(/\.\s+(?=[A-Z][a-z]+\s|[A-Z]{2,})/)[0]!
    const [where, when = ''] = told.split(/\s+on\s+(?=(?:[A-Za-z]{3,9}\.?\s+)?\d)/)
    const stop = readStop(verb.groups!.pickup ? 'pickup' : 'delivery', [[where!, when]], 'row')
    if (stop.city && stop.date) stops.push(stop)
  }
  return stops.some((stop) => stop.type === 'pickup') && stops.some((stop) => stop.type === 'delivery')
    ? stops
    : []
}
