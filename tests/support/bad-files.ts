import { readFileSync } from 'node:fs'
import path from 'node:path'

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/settlements')

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name))
}

/** A small one-page PDF with a text layer, built by hand (offsets computed, so it is valid). */
export function simplePdf(lines: string[], extraTrailer = ''): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((l) => `(${l.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${extraTrailer}>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * A PDF that asks for a password: the standard security handler with a user-password check value
 * the empty password does not match.
 */
export function passwordProtectedPdf(): Buffer {
  const hex = (n: number) => 'ab'.repeat(n)
  return simplePdf(
    ['Settlement'],
    `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >> /ID [<${hex(16)}> <${hex(16)}>] `,
  )
}

/** The first part of a real PDF: a download cut off half way. */
export function truncatedPdf(): Buffer {
  const whole = fixture('brightwater-settlement-1045.pdf')
  return whole.subarray(0, Math.floor(whole.length / 3))
}
