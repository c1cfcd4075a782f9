import { getDocumentProxy } from 'unpdf'
import type { PageText, TextItem } from '@/domain/settlement-parsing/types.ts'
import { DocumentReadError } from './document-read-error.ts'

export const PDF_DAMAGED = 'This PDF is damaged or incomplete.'
export const PDF_PASSWORD = 'This PDF is password-protected. Please upload it without a password.'

/** True when the PDF had no text layer at all (a scan): the caller should fall back to OCR. */
export function hasNoText(pages: readonly PageText[]): boolean {
  return pages.every((page) => page.items.length === 0)
}

interface PdfTextItem {
  str?: string
  transform?: number[]
  width?: number
  height?: number
}

/**
 * The text layer of every page, positioned with the origin at the top left (y grows down) like an
 * OCR result, so one parser reads both.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PageText[]> {
  if (bytes.byteLength < 8 || !startsWithPdfHeader(bytes)) throw new DocumentReadError(PDF_DAMAGED)
  // pdf.js takes ownership of (detaches) the buffer it is given; keep the caller's bytes intact.
  const data = new Uint8Array(bytes)
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    pdf = await getDocumentProxy(data, { verbosity: 0 } as never)
  } catch (error) {
    throw toReadError(error)
  }
  try {
    const pages: PageText[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const viewport = page.getViewport({ scale: 1 })
      const content = await page.getTextContent()
      const items: TextItem[] = []
      for (const raw of content.items as PdfTextItem[]) {
        const text = raw.str ?? ''
        if (!text.trim() || !raw.transform) continue
        const [a = 1, b = 0, , d = 1, x = 0, baseline = 0] = raw.transform
        const fontSize = Math.hypot(a, b) || Math.abs(d) || raw.height || 10
        const height = raw.height && raw.height > 0 ? raw.height : fontSize
        // The transform gives the baseline in PDF space (y up); the top of the glyphs is one font size above it.
        const y = viewport.height - baseline - height + viewport.offsetY
        items.push({ text, x: x - viewport.offsetX, y, width: raw.width ?? 0, height, confidence: 1 })
      }
      pages.push({ width: viewport.width, height: viewport.height, items })
      page.cleanup()
    }
    return pages
  } catch (error) {
    throw toReadError(error)
  } finally {
    await pdf.destroy()
  }
}

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  // The header may follow a little junk; pdf.js tolerates up to 1 KB of it.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  return head.includes('%PDF-')
}

function toReadError(error: unknown): DocumentReadError {
  if (error instanceof DocumentReadError) return error
  const name = (error as { name?: string } | null)?.name
  const message = error instanceof Error ? error.message : String(error)
  if (name === 'PasswordException' || /password/i.test(message)) return new DocumentReadError(PDF_PASSWORD)
  const read = new DocumentReadError(PDF_DAMAGED)
  read.cause = error
  return read
}
