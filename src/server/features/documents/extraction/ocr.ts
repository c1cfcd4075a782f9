import type { PageText, TextItem } from '@/domain/settlement-parsing/types.ts'
import { DocumentReadError } from './document-read-error.ts'
import { closeEngines, warmUp, withEngine } from './ocr/engine-pool.ts'
import { type PreparedImage, prepareImage } from './ocr/prepare-image.ts'
import { readWords } from './ocr/read-words.ts'
import type { OcrWord } from './ocr/words.ts'

/*
 * Server-side OCR of photos, fully offline: the page is prepared (ocr/prepare-image.ts), read by
 * the next free engine of a warm pool (ocr/engine-pool.ts) word by word, unsure words read again
 * (ocr/read-words.ts), and the words placed back on the uploaded image.
 */

export const IMAGE_UNREADABLE = 'We could not read this image. Please upload a clearer photo.'

export interface OcrOptions {
  /** How long the engine may take on the page once it starts (default: the pool's). */
  timeoutMs?: number
}

/**
 * Word-level text of a photo or scan, in image pixels with the origin at the top left. A file that
 * does not decode (corrupt, truncated) is the user's to replace: they are told so. The engine
 * failing or running out of time (a busy server) says nothing of the photo: that rejects with an
 * EngineError, which the job queue tries again.
 */
export async function ocrImage(bytes: Uint8Array, options: OcrOptions = {}): Promise<PageText> {
  warmUp()
  let prepared: PreparedImage
  try {
    prepared = await prepareImage(bytes)
  } catch (error) {
    throw new DocumentReadError(IMAGE_UNREADABLE, { cause: error })
  }
  const words: OcrWord[] = await withEngine((engine) => readWords(engine, prepared), {
    timeoutMs: options.timeoutMs,
  })
  return toPageText(words, prepared)
}

/**
 * Back to the uploaded image's pixels. The page was straightened before it was read, so rows of a
 * table share one y even when the photo was taken at an angle.
 */
function toPageText(words: OcrWord[], { scale, width, height }: PreparedImage): PageText {
  const items: TextItem[] = []
  const px = (value: number) => Math.round((value / scale) * 10) / 10
  const ordered = [...words].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)
  for (const word of ordered) {
    const x0 = Math.max(0, px(word.x0))
    const x1 = Math.min(width, px(word.x1))
    const y0 = Math.max(0, px(word.y0))
    const y1 = Math.min(height, px(word.y1))
    if (x1 <= x0 || y1 <= y0) continue
    items.push({
      text: word.text,
      x: x0,
      y: y0,
      width: Math.round((x1 - x0) * 10) / 10,
      height: Math.round((y1 - y0) * 10) / 10,
      confidence: Math.max(0, Math.min(1, word.confidence / 100)),
    })
  }
  return { width, height, items }
}

/** Stops every engine (tests, CLI, shutdown); the next ocrImage starts a fresh one. */
export function closeOcr(): Promise<void> {
  return closeEngines()
}
