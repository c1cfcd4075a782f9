/*
 * Text exports (CSV and its cousins) into rows of cells. Exports come from Excel on Windows
 * (Windows-1252, sometimes UTF-16), from web apps (UTF-8 with or without a byte-order mark) and
 * from European settings (semicolons), so the encoding and the delimiter are both detected.
 */
import Papa from 'papaparse'

function looksLikeUtf16(bytes: Uint8Array, zeroAt: 0 | 1): boolean {
  const sample = bytes.subarray(0, 4096)
  if (sample.length < 4) return false
  let zeros = 0
  for (let i = zeroAt; i < sample.length; i += 2) if (sample[i] === 0) zeros++
  return zeros > sample.length / 4
}

/** The text of a file whose encoding is not declared. */
export function decodeText(bytes: Uint8Array): string {
  const [a, b, c] = bytes
  if (a === 0xef && b === 0xbb && c === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3))
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  if (looksLikeUtf16(bytes, 1)) return new TextDecoder('utf-16le').decode(bytes)
  if (looksLikeUtf16(bytes, 0)) return new TextDecoder('utf-16be').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // Not UTF-8: Excel on Windows writes CSV in Windows-1252, which this label decodes.
    return new TextDecoder('latin1').decode(bytes)
  }
}

const DELIMITERS = [',', ';', '\t', '|'] as const
const SNIFF_ROWS = 60

/**
 * The delimiter that splits the most rows into the same number (at least two) of fields. Title
 * and note lines above the table have one field whatever the delimiter, so they do not vote.
 */
export function guessDelimiter(text: string): string {
  let best: { delimiter: string; rows: number; fields: number } = { delimiter: ',', rows: 0, fields: 0 }
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, { delimiter, preview: SNIFF_ROWS, skipEmptyLines: true })
    const counts = new Map<number, number>()
    for (const row of data) if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1)
    for (const [fields, rows] of counts) {
      if (rows > best.rows || (rows === best.rows && fields > best.fields)) best = { delimiter, rows, fields }
    }
  }
  return best.delimiter
}

/** Rows of cells; blank lines stay as empty rows so row numbers match the file. */
export function parseDelimited(text: string, maxRows: number): string[][] {
  const body = text.replace(/^\uFEFF/, '')
  if (!body.trim()) return []
  // Excel writes "sep=;" as the first line when it knows the delimiter.
  const declared = /^sep=(.)\r?\n/i.exec(body)
  const content = declared ? body.slice(declared[0].length) : body
  const delimiter = declared?.[1] ?? guessDelimiter(content)
  const { data } = Papa.parse<string[]>(content, { delimiter, skipEmptyLines: false, preview: maxRows + 1 })
  const rows = data.map((row) => (row.length === 1 && row[0] === '' ? [] : row))
  while (rows.length > 0 && rows.at(-1)!.length === 0) rows.pop()
  return rows
}
