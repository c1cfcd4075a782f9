// npm run -s extract -- <file>: what the extractor reads from one settlement document, as JSON.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DocumentReadError } from '@/server/features/documents/extraction/document-read-error.ts'
import { extractDocument } from '@/server/features/documents/extraction/extract-document.ts'
import { toFixtureShape } from '@/server/features/documents/extraction/fixture-shape.ts'
import { closeOcr } from '@/server/features/documents/extraction/ocr.ts'
import { sniffMediaType } from '@/server/features/documents/sniff.ts'

const BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

async function mediaTypeOf(file: string, bytes: Uint8Array): Promise<string> {
  const sniffed = await sniffMediaType(bytes, BY_EXTENSION[path.extname(file).toLowerCase()])
  if (sniffed.supported) return sniffed.mediaType
  return BY_EXTENSION[path.extname(file).toLowerCase()] ?? sniffed.type
}

async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) {
    process.stderr.write('Usage: npm run -s extract -- <file>\n')
    return 2
  }
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await readFile(file))
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`)
    return 1
  }
  try {
    const extraction = await extractDocument(bytes, await mediaTypeOf(file, bytes))
    process.stdout.write(`${JSON.stringify(toFixtureShape(path.basename(file), extraction), null, 2)}\n`)
    return 0
  } catch (error) {
    const message =
      error instanceof DocumentReadError ? error.message : `Unexpected error: ${(error as Error).message}`
    process.stderr.write(`${path.basename(file)}: ${message}\n`)
    return 1
  } finally {
    await closeOcr()
  }
}

process.exitCode = await main()
