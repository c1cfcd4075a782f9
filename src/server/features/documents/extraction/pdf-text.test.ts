import { passwordProtectedPdf, simplePdf, truncatedPdf } from '@tests/support/bad-files.ts'
import { describe, expect, it } from 'vitest'
import { DocumentReadError } from './document-read-error.ts'
import { extractDocument, PDF_NO_TEXT } from './extract-document.ts'
import { hasNoText, PDF_DAMAGED, PDF_PASSWORD, readPdfText } from './pdf-text.ts'

describe('readPdfText', () => {
  it('positions text from the top left, y growing down', async () => {
    const [page] = await readPdfText(new Uint8Array(simplePdf(['First line', 'Second line'])))
    const [first, second] = page!.items
    expect(first).toMatchObject({ text: 'First line', x: 72 })
    // The ' operator moves down one 14 pt leading first: baseline 706 on a 792 page, 12 pt type,
    // so the top of the glyphs is 792 − 706 − 12 = 74.
    expect(first!.y).toBeCloseTo(74, 0)
    expect(second!.y).toBeGreaterThan(first!.y)
  })

  it('leaves the caller’s bytes usable', async () => {
    const bytes = new Uint8Array(simplePdf(['Hello']))
    await readPdfText(bytes)
    expect(bytes.byteLength).toBeGreaterThan(0)
    await expect(readPdfText(bytes)).resolves.toHaveLength(1)
  })

  it.each([
    ['an empty file', new Uint8Array(0), PDF_DAMAGED],
    ['a file that is not a PDF', new TextEncoder().encode('hello, this is not a pdf at all'), PDF_DAMAGED],
    ['a truncated download', new Uint8Array(truncatedPdf()), PDF_DAMAGED],
    ['a password-protected PDF', new Uint8Array(passwordProtectedPdf()), PDF_PASSWORD],
  ])('rejects %s with a message for the user', async (_name, bytes, message) => {
    const reading = readPdfText(bytes)
    await expect(reading).rejects.toBeInstanceOf(DocumentReadError)
    await expect(reading).rejects.toThrow(message)
  })

  it('tells a scan without a text layer apart', async () => {
    const pages = await readPdfText(new Uint8Array(simplePdf([])))
    expect(hasNoText(pages)).toBe(true)
    await expect(extractDocument(new Uint8Array(simplePdf([])), 'application/pdf')).rejects.toThrow(
      PDF_NO_TEXT,
    )
  })
})
