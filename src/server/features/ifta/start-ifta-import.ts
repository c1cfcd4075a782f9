import { and, eq } from 'drizzle-orm'
import { MAX_UPLOAD_BYTES } from '@/contracts/documents.ts'
import {
  IFTA_IMPORT_MESSAGES,
  type IftaImport,
  MAX_IMPORT_ROWS,
  SAMPLE_ROWS,
} from '@/contracts/ifta-imports.ts'
import { CONFIDENT, guessMapping, headerSignature } from '@/domain/ifta/import/guess-columns.ts'
import { type ImportKind, missingFields } from '@/domain/ifta/import/import-fields.ts'
import { importSheet } from '@/domain/ifta/import/import-sheet.ts'
import { type IftaImportRow, iftaImports, importMappings } from '@/server/db/schema/index.ts'
import {
  DocumentReadError,
  type IncomingFile,
  readSpreadsheet,
  sniffMediaType,
} from '@/server/features/documents/documents.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'

const SPREADSHEETS = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
])

const importNotFound = () => new AppError('NOT_FOUND', IFTA_IMPORT_MESSAGES.notFound)

/** The rows of the file's first sheet holding any (hidden sheets come last). */
async function sheetRowsOf(file: IncomingFile): Promise<string[][]> {
  if (file.truncated || file.bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new AppError('TOO_LARGE', `This file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
  const sniffed = await sniffMediaType(file.bytes, file.claimedType)
  if (!sniffed.supported || !SPREADSHEETS.has(sniffed.mediaType))
    throw new AppError('UNSUPPORTED_TYPE', IFTA_IMPORT_MESSAGES.notSpreadsheet)
  try {
    const sheets = await readSpreadsheet(file.bytes, sniffed.mediaType)
    return sheets.find((sheet) => sheet.rows.some((row) => row.some((cell) => cell.trim())))?.rows ?? []
  } catch (error) {
    if (error instanceof DocumentReadError) throw new AppError('UNPROCESSABLE', error.message)
    throw error
  }
}

/**
 * Reads an uploaded ELD or fuel card export and keeps it until its mapping is confirmed: its header,
 * its rows, and the mapping of its columns (the one saved for this layout, or a guess).
 */
export async function startIftaImport(
  options: Caller & { kind: ImportKind; file: IncomingFile },
): Promise<IftaImport> {
  const { db, clock, userId, kind, file } = options
  const sheet = importSheet(kind, await sheetRowsOf(file))
  if (sheet.rows.length === 0) throw new AppError('BAD_REQUEST', IFTA_IMPORT_MESSAGES.empty)
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw new AppError('TOO_LARGE', IFTA_IMPORT_MESSAGES.tooManyRows)
  const [saved] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.userId, userId),
        eq(importMappings.kind, kind),
        eq(importMappings.signature, headerSignature(sheet.headers)),
      ),
    )
  const guessed = guessMapping(kind, sheet.headers)
  const mapping = saved?.mapping ?? guessed.mapping
  const confident =
    saved !== undefined ||
    (sheet.headerFound &&
      missingFields(kind, mapping).length === 0 &&
      Object.values(guessed.confidence).every((c) => c >= CONFIDENT))
  const [row] = await db
    .insert(iftaImports)
    .values({
      userId,
      kind,
      fileName: file.fileName.slice(0, 255),
      headers: sheet.headers,
      rows: sheet.rows,
      mapping,
      confidence: saved ? {} : guessed.confidence,
      confident,
      savedMappingUsed: saved !== undefined,
      rowCount: sheet.rows.length,
      createdAt: clock.now(),
    })
    .returning()
  return toView(row!)
}

export function toView(row: IftaImportRow): IftaImport {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    headers: row.headers,
    sampleRows: row.rows.slice(0, SAMPLE_ROWS).map((r) => [...r.cells]),
    rowCount: row.rowCount,
    mapping: row.mapping,
    confidence: row.confidence,
    confident: row.confident,
    savedMappingUsed: row.savedMappingUsed,
    missing: missingFields(row.kind, row.mapping),
    status: row.status,
    result:
      row.status === 'imported'
        ? {
            created: row.createdCount ?? 0,
            matched: row.matchedCount ?? 0,
            skipped: row.skippedCount ?? 0,
            problems: row.problems ?? [],
          }
        : null,
  }
}

export async function loadIftaImport(options: Caller & { id: string }): Promise<IftaImportRow> {
  const { db, userId, id } = options
  const [row] = await db
    .select()
    .from(iftaImports)
    .where(and(eq(iftaImports.id, id), eq(iftaImports.userId, userId)))
  if (!row) throw importNotFound()
  return row
}

export async function getIftaImport(options: Caller & { id: string }): Promise<IftaImport> {
  return toView(await loadIftaImport(options))
}
