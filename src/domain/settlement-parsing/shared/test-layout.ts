import type { PageText, TextItem } from '@/domain/settlement-parsing/types.ts'

/*
 * Builds synthetic pages for the parser's unit tests: each row is a y position and cells at x
 * positions, with widths from a fixed character width, like a PDF text layer would give.
 */

export type Row = [y: number, ...cells: [x: number, text: string][]]

export function page(
  rows: Row[],
  options: { charWidth?: number; height?: number; confidence?: number; slope?: number } = {},
): PageText {
  const charWidth = options.charWidth ?? 5
  const height = options.height ?? 9
  const items: TextItem[] = []
  for (const [y, ...cells] of rows) {
    for (const [x, text] of cells) {
      items.push({
        text,
        x,
        y: y + (options.slope ?? 0) * x,
        width: text.length * charWidth,
        height,
        ...(options.confidence === undefined ? {} : { confidence: options.confidence }),
      })
    }
  }
  return { width: 612, height: 792, items }
}

/** Splits each cell into words, the way OCR returns text; `slope` tilts each word like its cell. */
export function asWords(source: PageText, confidence = 0.9, slope = 0): PageText {
  const items: TextItem[] = []
  for (const item of source.items) {
    const charWidth = item.width / Math.max(1, item.text.length)
    let offset = 0
    for (const word of item.text.split(' ')) {
      const dx = offset * charWidth
      if (word)
        items.push({
          ...item,
          text: word,
          x: item.x + dx,
          y: item.y + slope * dx,
          width: word.length * charWidth,
          confidence,
        })
      offset += word.length + 1
    }
  }
  return { ...source, items }
}
