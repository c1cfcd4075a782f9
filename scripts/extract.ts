// npm run -s extract -- [--kind settlement|rate_confirmation|fuel_receipt] <file>: what the extractor
// reads from one document, as JSON: a settlement by default, a broker's rate confirmation or a fuel receipt.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { READING_KINDS, type ReadingKind } from '@/domain/settlement-parsing/types.ts'
import { DocumentReadError } from '@/server/features/documents/extraction/document-read-error.ts'
import {
  extractDocument,
  extractFuelReceipt,
  extractRateConfirmation,
} from '@/server/features/documents/extraction/extract-document.ts'
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

const USAGE = `Usage: npm run -s extract -- [--kind ${READING_KINDS.join('|')}] <file>\n`

function parseArgs(args: string[]): { kind: ReadingKind; file: string } | null {
  let kind: ReadingKind = 'settlement'
  let file: string | undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const value = arg === '--kind' ? args[++i] : arg.startsWith('--kind=') ? arg.slice(7) : undefined
    if (value !== undefined) {
      if (!READING_KINDS.includes(value as ReadingKind)) return null
      kind = value as ReadingKind
    } else if (arg.startsWith('--') || file) return null
    else file = arg
  }
  return file ? { kind, file } : null
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  if (!args) {
    process.stderr.write(USAGE)
    return 2
  }
  const { kind, file } = args
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await readFile(file))
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`)
    return 1
  }
  try {
    const mediaType = await mediaTypeOf(file, bytes)
    const name = path.basename(file)
    const shape =
      kind === 'rate_confirmation'
        ? { file: name, ...(await extractRateConfirmation(bytes, mediaType)) }
        : kind === 'fuel_receipt'
          ? { file: name, ...(await extractFuelReceipt(bytes, mediaType)) }
          : toFixtureShape(name, await extractDocument(bytes, mediaType))
    process.stdout.write(`${JSON.stringify(shape, null, 2)}\n`)
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
