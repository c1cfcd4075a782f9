import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deflateRawSync } from 'node:zlib'

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/settlements')

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name))
}

/** A small one-page PDF with a text layer, built by hand (offsets computed, so it is valid). */
export function simplePdf(lines: string[], extraTrailer = ''): Buffer {
  return onePagePdf(
    `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((l) => `(${pdfText(l)}) '`).join(' ')} ET`,
    extraTrailer,
  )
}

/**
 * A one-page PDF with each text at its place, [x, y from the top, text], in points: a table's cells
 * in their columns, as a pay sheet prints them.
 */
export function placedTextPdf(cells: readonly (readonly [number, number, string])[]): Buffer {
  return onePagePdf(
    cells
      .map(([x, y, text]) => `BT /F1 10 Tf 1 0 0 1 ${x} ${792 - y} Tm (${pdfText(text)}) Tj ET`)
      .join('\n'),
  )
}

const pdfText = (text: string) => text.replace(/[()\\]/g, '\\$&')

function onePagePdf(content: string, extraTrailer = ''): Buffer {
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

/** A zip written by hand, so that it can declare sizes its entries do not have. */
export function buildZip(entries: { name: string; data: Uint8Array; size: number }[]): Uint8Array {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const { name, data, size } of entries) {
    const fileName = Buffer.from(name)
    const header = (signature: number, length: number) => {
      const buffer = Buffer.alloc(length)
      buffer.writeUInt32LE(signature, 0)
      return buffer
    }
    const local = header(0x04034b50, 30)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = header(0x02014b50, 46)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, Buffer.from(data))
    directory.push(central, fileName)
    offset += 30 + fileName.length + data.length
  }
  const centralSize = directory.reduce((sum, part) => sum + part.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, ...directory, end]))
}

const CONTENT_TYPES =
  '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'

/** The entry that makes a zip a workbook to anyone who sniffs it. */
export const contentTypes = {
  name: '[Content_Types].xml',
  data: deflateRawSync(CONTENT_TYPES),
  size: CONTENT_TYPES.length,
}

/** `bytes` spaces, deflated as small as they go. */
export const zeros = (bytes: number) => deflateRawSync(Buffer.alloc(bytes, 0x20), { level: 9 })

/** A few KB that claim to be a workbook and inflate to 32 MB of one sheet. */
export function zipBombXlsx(): Uint8Array {
  return buildZip([
    contentTypes,
    { name: 'xl/worksheets/sheet1.xml', data: zeros(32 * 1024 * 1024), size: 2_000 },
  ])
}
