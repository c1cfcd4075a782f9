import type { PageText, TextItem } from '@/domain/settlement-parsing/types.ts'

/*
 * Layout analysis: loose text items (PDF phrases or OCR words) into lines and cells, the unit every
 * other reader works on. All pages share one coordinate space (each page is stacked below the
 * previous one) so a table may run across a page break.
 */

export interface Cell {
  text: string
  x: number
  right: number
  y: number
  height: number
  /** Lowest OCR confidence of the words in the cell (1 for a text layer). */
  confidence: number
}

export interface Line {
  /** Index in document order. */
  index: number
  page: number
  /** Vertical centre of the line. */
  y: number
  height: number
  cells: Cell[]
}

interface Placed extends TextItem {
  cy: number
  page: number
}

interface Building {
  items: Placed[]
  height: number
}

/** Groups items into lines (tolerating the drift of a slightly rotated photo) and lines into cells. */
export function buildLines(pages: readonly PageText[]): Line[] {
  const lines: Line[] = []
  let offset = 0
  pages.forEach((page, pageIndex) => {
    const items: Placed[] = page.items
      // Rules drawn with characters ("-------" under a fixed-width header) are not text.
      .filter((item) => item.text.trim() !== '' && !/^[-=_]{4,}$/.test(item.text.trim()))
      .map((item) => ({ ...item, height: item.height > 0 ? item.height : 10, cy: 0, page: pageIndex }))
      .map((item) => ({ ...item, y: item.y + offset, cy: item.y + offset + item.height / 2 }))
    const ocr = items.some((item) => (item.confidence ?? 1) < 1)
    const mono = ocr ? null : monospaceWidth(items)
    deskew(items)
    for (const group of groupIntoLines(items)) {
      const cells = splitIntoCells(group.items, ocr, mono)
      const height = median(group.items.map((item) => item.height))
      const y = median(group.items.map((item) => item.cy))
      lines.push({ index: 0, page: pageIndex, y, height, cells })
    }
    offset += page.height > 0 ? page.height : Math.max(0, ...page.items.map((i) => i.y + i.height))
  })
  lines.sort((a, b) => a.y - b.y)
  lines.forEach((line, index) => {
    line.index = index
  })
  return lines
}

/** A photographed page's tilt, from the slopes between neighbouring words. */
const DESKEW = {
  // Fewer neighbouring pairs than this say nothing about the page.
  minPairs: 5,
  // A slope under this (~0.1°) drifts less than a text height across a page: left as printed.
  minSlope: 0.002,
} as const

/**
 * A photographed page is rarely level: a row drifts by several text heights across the page.
 * The slope between horizontally neighbouring words gives the tilt; shearing it out levels rows.
 */
function deskew(items: Placed[]): void {
  const slopes: number[] = []
  for (const item of items) {
    let best: Placed | null = null
    for (const other of items) {
      const gap = other.x - (item.x + item.width)
      if (gap < 0 || gap > item.height * 3 || Math.abs(other.cy - item.cy) > item.height * 0.6) continue
      if (!best || other.x < best.x) best = other
    }
    if (best) {
      const dx = best.x + best.width / 2 - (item.x + item.width / 2)
      if (dx > 0) slopes.push((best.cy - item.cy) / dx)
    }
  }
  if (slopes.length < DESKEW.minPairs) return
  const slope = median(slopes)
  if (Math.abs(slope) < DESKEW.minSlope) return
  for (const item of items) {
    const shift = slope * (item.x + item.width / 2)
    item.y -= shift
    item.cy -= shift
  }
}

function groupIntoLines(items: Placed[]): Building[] {
  const lines: Building[] = []
  // Taller items first anchor the lines; small superscripts and dashes then join them.
  const ordered = [...items].sort((a, b) => a.cy - b.cy || a.x - b.x)
  for (const item of ordered) {
    let best: Building | null = null
    let bestDistance = Number.POSITIVE_INFINITY
    for (const line of lines) {
      const nearest = nearestByX(line.items, item)
      // A photo's rows drift across the page, so compare with the closest word of the line, not its mean.
      const distance = Math.abs(nearest.cy - item.cy)
      const tolerance = 0.5 * Math.min(Math.max(item.height, line.height * 0.6), line.height * 1.5)
      if (distance <= tolerance && distance < bestDistance && !overlapsHorizontally(line.items, item)) {
        best = line
        bestDistance = distance
      }
    }
    if (best) {
      best.items.push(item)
      best.height = median(best.items.map((i) => i.height))
    } else {
      lines.push({ items: [item], height: item.height })
    }
  }
  return lines
}

function nearestByX(items: readonly Placed[], item: Placed): Placed {
  let best = items[0]!
  let bestGap = Number.POSITIVE_INFINITY
  for (const other of items) {
    const gap = Math.max(0, other.x - (item.x + item.width), item.x - (other.x + other.width))
    if (gap < bestGap) {
      best = other
      bestGap = gap
    }
  }
  return best
}

function overlapsHorizontally(items: readonly Placed[], item: Placed): boolean {
  // Two words printed over the same spot belong to different lines (wrapped cell text).
  return items.some((other) => {
    const overlap = Math.min(other.x + other.width, item.x + item.width) - Math.max(other.x, item.x)
    return overlap > 0.5 * Math.min(other.width, item.width) && other.width > 0 && item.width > 0
  })
}

const MONEY_TOKEN =
  /^\(?[-−–]?(?:USD ?|\$ ?)?[-−–]?[\dOoSlI|,]*\d[\dOoSlI|,]*[.,]\d{2}\)?-?(?: ?(?:CR|DR|USD))?$|^\(?[-−–]?\$[\d,.]+\)?-?$/

function isMoneyToken(text: string): boolean {
  return MONEY_TOKEN.test(text.trim())
}

/** How evenly a fixed-width font sets its words: the same width per character, word after word. */
const MONOSPACE = {
  // Words of three letters or more needed before a page is judged.
  minWords: 20,
  // A word's width per character within this share of the page's typical one…
  tolerance: 0.03,
  // …for this share of the words.
  evenShare: 0.9,
} as const

/**
 * The character width per unit of type height of a page set in a fixed-width font (a report
 * printed from a legacy system: columns aligned with spaces, every word its own item); null for
 * proportional type, whose "iii" and "WWW" differ in width.
 */
function monospaceWidth(items: readonly Placed[]): number | null {
  const ratios = items
    .filter((i) => i.text.trim().length >= 3 && i.width > 0)
    .map((i) => i.width / i.text.length / i.height)
  if (ratios.length < MONOSPACE.minWords) return null
  const typical = median(ratios)
  const even = ratios.filter((r) => Math.abs(r - typical) <= typical * MONOSPACE.tolerance).length
  return even >= ratios.length * MONOSPACE.evenShare ? typical : null
}

function perChar(item: Placed): number {
  const length = item.text.trim().length
  return length ? item.width / item.text.length : 0
}

function splitIntoCells(items: Placed[], ocr: boolean, mono: number | null): Cell[] {
  // A text layer prints a phrase as one item, so a gap of more than half an em separates cells;
  // OCR returns words, whose spacing is wider and less regular. In fixed-width type one space is
  // one character wide and columns are two or more apart.
  const wordGap = ocr ? 1.05 : 0.6
  const sorted = [...items].sort((a, b) => a.x - b.x)
  const cells: Cell[] = []
  let current: Placed[] = []
  const flush = () => {
    if (current.length) cells.push(toCell(current))
    current = []
  }
  for (const item of sorted) {
    const previous = current[current.length - 1]
    if (previous) {
      const gap = item.x - (previous.x + previous.width)
      const height = Math.min(previous.height, item.height)
      // Two amounts side by side are always two columns, however close they are printed.
      const bothMoney = isMoneyToken(previous.text) && isMoneyToken(item.text)
      // Larger type (a letterhead) on a fixed-width page has wider characters of its own.
      const charWidth = Math.max(perChar(previous), perChar(item), (mono ?? 0) * height)
      const wide = mono ? gap > charWidth * 1.5 : gap > height * wordGap
      if (wide || (bothMoney && gap > height * 0.25)) flush()
    }
    current.push(item)
  }
  flush()
  return cells
}

function toCell(items: Placed[]): Cell {
  const x = Math.min(...items.map((i) => i.x))
  const right = Math.max(...items.map((i) => i.x + i.width))
  let text = ''
  let previousRight = Number.NEGATIVE_INFINITY
  for (const item of items) {
    const gap = item.x - previousRight
    // Ligatures and kerning split a word into touching pieces: join those without a space.
    const glue = text === '' || gap < item.height * 0.12 ? '' : ' '
    text += glue + item.text.trim()
    previousRight = item.x + item.width
  }
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    x,
    right,
    y: Math.min(...items.map((i) => i.y)),
    height: median(items.map((i) => i.height)),
    confidence: Math.min(...items.map((i) => i.confidence ?? 1)),
  }
}

export function median(values: readonly number[]): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The line's text with cells separated by wide gaps, for label searches and debugging. */
export function lineText(line: Line): string {
  return line.cells.map((cell) => cell.text).join('   ')
}

/** Horizontal overlap of two spans, in page units (negative when apart). */
export function overlap(a: { x: number; right: number }, b: { x: number; right: number }): number {
  return Math.min(a.right, b.right) - Math.max(a.x, b.x)
}
