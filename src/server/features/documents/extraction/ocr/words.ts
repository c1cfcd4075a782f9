import type Tesseract from 'tesseract.js'

/* What the engine reads, in the pixels of the straightened, resampled page. */

export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** A word read by the engine, in the pixels of the straightened, resampled page. */
export interface OcrWord {
  text: string
  /** 0–100, as the engine reports it. */
  confidence: number
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface OcrLine {
  words: OcrWord[]
  x0: number
  y0: number
  x1: number
  y1: number
}

/** The engine's lines of words, in reading order, empty words left out. */
export function linesOf(page: Tesseract.Page): OcrLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((p) =>
      p.lines.map((line) => ({
        ...line.bbox,
        words: line.words
          .map((word) => ({ text: word.text.trim(), confidence: word.confidence, ...word.bbox }))
          .filter((word) => word.text),
      })),
    ),
  )
}

export const area = (b: Box) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0)
export function overlap(a: Box, b: Box): number {
  return area({
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  })
}
