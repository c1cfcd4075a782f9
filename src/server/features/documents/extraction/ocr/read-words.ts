import Tesseract from 'tesseract.js'
import { fitOnSheet, GAP, pad, type Region, stackRegions, unreadInk } from './crop-regions.ts'
import { merge } from './merge-rereads.ts'
import { type PreparedImage, pgm, turn } from './prepare-image.ts'
import { linesOf, type OcrLine, type OcrWord } from './words.ts'

const { PSM } = Tesseract

// A page holds 150+ words; fewer means a receipt, or a page whose blocks the layout analysis
// dropped (it does with a receipt photographed on a dark table).
const FEW_WORDS = 120
// Below this (0–100) a word is read a second time, from the unflattened page.
const UNSURE = 80
// At most this many lines are read again (those with the least confident words): a page read that
// badly is not saved by a second reading, and the time stays bounded.
const MAX_UNSURE_LINES = 30
// Context kept either side of the unsure words of a line, in line heights.
const CONTEXT = 3
// Skew the engine measures below ~0.3° is not worth turning the page for.
const MIN_SKEW = 0.005
// A line cut out to be read again gets this share of its height as margin, so no stroke is cut.
const UNSURE_MARGIN = 1 / 4
// Confidence (0–100) from which a word counts as read when two readings of a small page compete.
const CONFIDENT_WORD = 60
// Pixels a re-read word may stray past its region (its box is measured on blurred edges).
const REGION_SLACK = 2

/*
 * Every step is a pure function of the image: no time limits or pass choices depend on how busy the
 * machine is, so a photo reads the same on every run.
 *
 * 1. The skew is measured once on a small copy and the page turned with libvips, so every pass
 *    reads the same straightened pixels and their words can be matched by position.
 * 2. The main pass reads the flattened page as one column of variable-size text.
 * 3. The stretches of line around words it was unsure of, and any patch of ink it left unread
 *    (the layout analysis drops blocks now and then: a boxed header), are cut out of both the
 *    flattened and the unflattened page, stacked into one small image and read again as one block
 *    (one engine call). A re-read word replaces the word it overlaps when it reads the same
 *    letters with more punctuation, or other letters with more confidence; a re-read word where
 *    the main pass found nothing is added.
 */
export async function readWords(engine: Tesseract.Worker, prepared: PreparedImage): Promise<OcrWord[]> {
  const skew = await engine.recognize(prepared.preview, { rotateAuto: true }, { text: false, blocks: false })
  const angle = Math.abs(skew.data.rotateRadians ?? 0) >= MIN_SKEW ? (skew.data.rotateRadians ?? 0) : 0
  const { W, H } = prepared
  // The unflattened page is only re-read from: it is turned (libvips, off this thread) while the
  // engine reads the flattened one.
  const turnedPlain = angle ? turn(prepared.plain, W, H, angle) : Promise.resolve(prepared.plain)
  turnedPlain.catch(() => {})
  const flat = angle ? await turn(prepared.flat, W, H, angle) : prepared.flat
  const columns = linesOf((await engine.recognize(pgm(flat, W, H), {}, { blocks: true, text: false })).data)
  const plain = await turnedPlain
  const count = columns.reduce((sum, line) => sum + line.words.length, 0)

  if (count < FEW_WORDS) {
    // Read as one block of text, nothing is dropped; small images make this second pass cheap.
    const block = linesOf(
      (
        await engine.recognize(
          pgm(flat, W, H),
          { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } as Partial<Tesseract.RecognizeOptions>,
          { blocks: true, text: false },
        )
      ).data,
    )
    return (confidentText(block) > confidentText(columns) ? block : columns).flatMap((line) => line.words)
  }

  // The unsure words of a line, with a few characters of context either side: the engine reads
  // a word better within its line than alone.
  const least = (line: OcrLine) => Math.min(...line.words.map((word) => word.confidence))
  const unsure = columns
    .filter((line) => line.words.length > 0 && least(line) < UNSURE)
    .sort((a, b) => least(a) - least(b))
    .slice(0, MAX_UNSURE_LINES)
    .map((line) => {
      const words = line.words.filter((word) => word.confidence < UNSURE)
      const h = line.y1 - line.y0
      const x0 = Math.max(line.x0, Math.min(...words.map((w) => w.x0)) - CONTEXT * h)
      const x1 = Math.min(line.x1, Math.max(...words.map((w) => w.x1)) + CONTEXT * h)
      return pad({ x0, y0: line.y0, x1, y1: line.y1 }, h * UNSURE_MARGIN, W, H)
    })
  const unread = unreadInk(flat, W, H, columns)
  // Each region is read from both pages: their misreadings differ, and the better reading wins.
  const regions: Region[] = [
    ...unread.map((box) => ({ ...box, from: flat })),
    ...unsure.map((box) => ({ ...box, from: flat })),
    ...unread.map((box) => ({ ...box, from: plain })),
    ...unsure.map((box) => ({ ...box, from: plain })),
  ]
  const words = columns.flatMap((line) => line.words)
  const fitting = fitOnSheet(regions)
  const reread = fitting.length ? await readRegions(engine, W, fitting) : []
  return merge(words, reread)
}

function confidentText(lines: OcrLine[]): number {
  return lines
    .flatMap((line) => line.words)
    .filter((word) => word.confidence >= CONFIDENT_WORD)
    .reduce((sum, word) => sum + word.text.length, 0)
}

/** Reads the regions as one image (one engine call), words placed back on the page. */
async function readRegions(engine: Tesseract.Worker, W: number, regions: Region[]): Promise<OcrWord[]> {
  const { data: sheet, width, height, offsets } = stackRegions(W, regions)
  const page = await engine.recognize(
    pgm(sheet, width, height),
    { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } as Partial<Tesseract.RecognizeOptions>,
    { blocks: true, text: false },
  )
  const words: OcrWord[] = []
  for (const word of linesOf(page.data).flatMap((line) => line.words)) {
    const middle = (word.y0 + word.y1) / 2
    const index = offsets.findIndex(
      (top, i) => middle >= top && middle < top + regions[i]!.y1 - regions[i]!.y0,
    )
    if (index < 0) continue
    const region = regions[index]!
    const dx = region.x0 - GAP
    const dy = region.y0 - offsets[index]!
    // A word must lie inside its region; one straddling the white around it is noise.
    if (word.x0 + dx < region.x0 - REGION_SLACK || word.x1 + dx > region.x1 + REGION_SLACK) continue
    words.push({ ...word, x0: word.x0 + dx, x1: word.x1 + dx, y0: word.y0 + dy, y1: word.y1 + dy })
  }
  return words
}
