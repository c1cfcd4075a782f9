import type { Box, OcrLine } from './words.ts'

/*
 * Cut-outs of the page to read again: patches of ink the main pass left unread, padded boxes
 * around unsure words, and the sheet they are stacked on for one engine call.
 */

export function pad(box: Box, by: number, W: number, H: number): Box {
  return {
    x0: Math.max(0, Math.floor(box.x0 - by)),
    y0: Math.max(0, Math.floor(box.y0 - by)),
    x1: Math.min(W, Math.ceil(box.x1 + by)),
    y1: Math.min(H, Math.ceil(box.y1 + by)),
  }
}

// Ink is looked for in cells of this many pixels of the resampled page (~1/4 of a text line).
const CELL = 16
// A flattened pixel darker than this (0–255) is ink: paper is white, print well below half grey.
const INK = 120
// A cell holds ink when this many of its pixels are dark: fewer are specks of noise.
const MIN_INK_PIXELS = 4
// Share of a patch's cells that must hold ink for it to be text.
const MIN_PATCH_FILL = 0.1
// The paper of a region is as bright as this share of its pixels (the rest is print).
const PAPER_SHARE = 0.9

/**
 * Patches of text-like ink no line of the main pass covers: cells holding dark pixels, minus the
 * read lines, grouped into connected patches; rules and specks are left out by their shape.
 */
export function unreadInk(flat: Buffer, W: number, H: number, lines: readonly OcrLine[]): Box[] {
  const cw = Math.ceil(W / CELL)
  const ch = Math.ceil(H / CELL)
  const dark = new Uint16Array(cw * ch)
  const cellOf = new Uint32Array(W)
  for (let x = 0; x < W; x++) cellOf[x] = (x / CELL) | 0
  for (let y = 0; y < H; y++) {
    const row = y * W
    const cellRow = ((y / CELL) | 0) * cw
    for (let x = 0; x < W; x++) if (flat[row + x]! < INK) dark[cellRow + cellOf[x]!]!++
  }
  const ink = new Uint8Array(cw * ch)
  for (let i = 0; i < ink.length; i++) ink[i] = dark[i]! >= MIN_INK_PIXELS ? 1 : 0
  for (const line of lines) {
    const box = pad(line, CELL / 2, W, H)
    for (let cy = (box.y0 / CELL) | 0; cy <= Math.min(ch - 1, (box.y1 / CELL) | 0); cy++)
      for (let cx = (box.x0 / CELL) | 0; cx <= Math.min(cw - 1, (box.x1 / CELL) | 0); cx++)
        ink[cy * cw + cx] = 0
  }
  const boxes: Box[] = []
  const stack: number[] = []
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1) continue
    ink[start] = 2
    stack.push(start)
    let x0 = cw
    let y0 = ch
    let x1 = 0
    let y1 = 0
    let cells = 0
    while (stack.length > 0) {
      const at = stack.pop()!
      const cx = at % cw
      const cy = (at / cw) | 0
      cells++
      x0 = Math.min(x0, cx)
      x1 = Math.max(x1, cx)
      y0 = Math.min(y0, cy)
      y1 = Math.max(y1, cy)
      // Neighbours up to two cells away: the letters and words of a line join into one patch.
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const nx = cx + dx
          const ny = cy + dy
          if (nx < 0 || ny < 0 || nx >= cw || ny >= ch) continue
          const next = ny * cw + nx
          if (ink[next] === 1) {
            ink[next] = 2
            stack.push(next)
          }
        }
    }
    const width = x1 - x0 + 1
    const height = y1 - y0 + 1
    // A word is at least a few cells wide and two tall; a rule is one or two cells tall and long;
    // a patch mostly empty is a frame or the edge of the sheet (on the photo fixtures the edge of
    // a photographed sheet fills ~2 % of its box, a missed block of text 20–45 %).
    if (width < 3 || height < 2 || cells < 6 || cells < MIN_PATCH_FILL * width * height) continue
    boxes.push(pad({ x0: x0 * CELL, y0: y0 * CELL, x1: (x1 + 1) * CELL, y1: (y1 + 1) * CELL }, CELL, W, H))
  }
  return boxes
}

// White between the stacked regions: more than a line spacing, so no two regions read as one line.
export const GAP = 48
// The engine takes images up to 32767 px high; regions past this are not read again.
const MAX_SHEET_HEIGHT = 30_000

export interface Region extends Box {
  /** The page the region is cut from. */
  from: Buffer
}

/** The regions, in order, that fit on one sheet under the engine's height limit. */
export function fitOnSheet(regions: readonly Region[]): Region[] {
  let height = GAP
  return regions.filter((region) => {
    const next = height + region.y1 - region.y0 + GAP
    if (next > MAX_SHEET_HEIGHT) return false
    height = next
    return true
  })
}

/** A sheet of regions stacked one under the other, and where each region starts on it. */
export interface Sheet {
  data: Buffer
  width: number
  height: number
  offsets: number[]
}

/** The regions cut out of their pages and stacked, white between them, on one sheet. */
export function stackRegions(W: number, regions: readonly Region[]): Sheet {
  const width = Math.max(...regions.map((r) => r.x1 - r.x0)) + 2 * GAP
  const offsets: number[] = []
  let height = GAP
  for (const region of regions) {
    offsets.push(height)
    height += region.y1 - region.y0 + GAP
  }
  const sheet = Buffer.alloc(width * height, 255)
  regions.forEach((region, index) => {
    // The engine thresholds the whole sheet at once: each region's paper is brought to white, as
    // the white between them, or the paper itself would read as ink.
    const histogram = new Uint32Array(256)
    const plain = region.from
    for (let y = region.y0; y < region.y1; y++)
      for (let x = region.x0; x < region.x1; x++) histogram[plain[y * W + x]!]!++
    const paper = percentile(histogram, PAPER_SHARE)
    const gain = 255 / Math.max(paper, 1)
    for (let y = region.y0; y < region.y1; y++) {
      const from = y * W
      const to = (offsets[index]! + y - region.y0) * width + GAP - region.x0
      for (let x = region.x0; x < region.x1; x++) sheet[to + x] = Math.min(255, plain[from + x]! * gain)
    }
  })
  return { data: sheet, width, height, offsets }
}

function percentile(histogram: Uint32Array, share: number): number {
  const total = histogram.reduce((sum, n) => sum + n, 0)
  let seen = 0
  for (let value = 0; value < histogram.length; value++) {
    seen += histogram[value]!
    if (seen >= share * total) return value
  }
  return 255
}
