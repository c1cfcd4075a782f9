import { fileTypeFromBuffer } from 'file-type'
import { DOCUMENT_MEDIA_TYPES, type DocumentMediaType } from '@/contracts/documents.ts'

export type Sniffed =
  | { supported: true; mediaType: DocumentMediaType }
  /** `type` names what it is, for "Unsupported file type: {type}". */
  | { supported: false; type: string }

const XLS = 'application/vnd.ms-excel'

/**
 * What a file is, from its bytes. The browser's claim is only used to name an unsupported file
 * that has no signature of its own.
 */
export async function sniffMediaType(bytes: Uint8Array, claimed: string | undefined): Promise<Sniffed> {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected) {
    // Old Excel workbooks are OLE compound files, which is all the signature tells.
    const mediaType = detected.mime === 'application/x-cfb' ? XLS : detected.mime
    if ((DOCUMENT_MEDIA_TYPES as readonly string[]).includes(mediaType)) {
      return { supported: true, mediaType: mediaType as DocumentMediaType }
    }
    return { supported: false, type: mediaType }
  }
  if (looksLikeDelimitedText(bytes)) return { supported: true, mediaType: 'text/csv' }
  if (looksLikeText(bytes)) {
    // Many ".xls" exports are HTML or tab-separated text with an Excel name.
    if (claimed === XLS && /<table/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)))) {
      return { supported: true, mediaType: XLS }
    }
    return { supported: false, type: 'text/plain' }
  }
  return { supported: false, type: claimed || 'application/octet-stream' }
}

function sample(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, 64 * 1024)
  if (head.includes(0)) {
    // UTF-16 text has NULs in every other byte; anything else with NULs is binary.
    const bom =
      head[0] === 0xff && head[1] === 0xfe
        ? 'utf-16le'
        : head[0] === 0xfe && head[1] === 0xff
          ? 'utf-16be'
          : null
    return bom ? new TextDecoder(bom).decode(head) : null
  }
  return new TextDecoder('utf-8').decode(head)
}

function looksLikeText(bytes: Uint8Array): boolean {
  const text = sample(bytes)
  if (text === null || !text.trim()) return false
  // Control characters other than tab, CR, LF and form feed mean binary.
  let control = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x7f || (code < 0x20 && code !== 9 && code !== 10 && code !== 12 && code !== 13)) control++
  }
  return control / text.length < 0.01
}

/** Several lines that split into the same number (≥ 2) of fields on one delimiter. */
function looksLikeDelimitedText(bytes: Uint8Array): boolean {
  if (!looksLikeText(bytes)) return false
  const lines = sample(bytes)!
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim())
    .slice(0, 50)
  if (lines.length === 0) return false
  return [',', ';', '\t', '|'].some((delimiter) => {
    const counts = lines.map((line) => fieldCount(line, delimiter))
    const common = mode(counts)
    return common >= 2 && counts.filter((c) => c === common).length >= Math.max(1, lines.length * 0.6)
  })
}

function fieldCount(line: string, delimiter: string): number {
  let count = 1
  let quoted = false
  for (const char of line) {
    if (char === '"') quoted = !quoted
    else if (char === delimiter && !quoted) count++
  }
  return count
}

function mode(values: number[]): number {
  const tally = new Map<number, number>()
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1)
  return [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
}
