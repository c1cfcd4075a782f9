import { z } from 'zod'
import { groupDigits } from '@/domain/decimal.ts'
import { IMPORT_FIELDS, IMPORT_KINDS } from '@/domain/ifta/import/import-fields.ts'
import { quarterOf } from '@/domain/ifta/quarter.ts'
import { ZIsoDate, ZLine } from './common.ts'

/** At most this many rows in one import: a fleet's quarter of ELD days or card lines. */
export const MAX_IMPORT_ROWS = 20_000
/** Rows shown beside the columns while the user maps them. */
export const SAMPLE_ROWS = 5

export const IFTA_IMPORT_MESSAGES = {
  notFound: 'Import not found',
  kindInvalid: 'Choose what the file is: eld_miles or fuel_card',
  empty: 'This file has no rows to import',
  tooManyRows: `This file has more than ${groupDigits(MAX_IMPORT_ROWS)} rows: split it and import each part`,
  oneFile: 'Upload one file at a time',
  notSpreadsheet: 'Upload a CSV or Excel (.xlsx) file',
  alreadyImported: 'This file is already imported',
  columnInvalid: 'Choose one of the file’s columns',
  periodOrder: 'The period cannot end before it starts',
  periodQuarters: 'The period must lie within one quarter, as a return counts it',
  unknownField: 'This field is not one of this kind of file',
} as const

export const ZImportKind = z.enum(IMPORT_KINDS, { error: IFTA_IMPORT_MESSAGES.kindInvalid })
export const ZImportQuery = z.object({ kind: ZImportKind })

/** For each field, the file's column (0-based) that holds it, or null. */
export const ZImportMapping = z
  .partialRecord(
    z.enum(IMPORT_FIELDS, { error: IFTA_IMPORT_MESSAGES.unknownField }),
    z
      .number({ error: IFTA_IMPORT_MESSAGES.columnInvalid })
      .int({ error: IFTA_IMPORT_MESSAGES.columnInvalid })
      .min(0, { error: IFTA_IMPORT_MESSAGES.columnInvalid })
      .max(511, { error: IFTA_IMPORT_MESSAGES.columnInvalid })
      .nullable(),
  )
  .meta({ examples: [{ date: 0, state: 4, gallons: 6, amount: 7, product: 5, unit: 3 }] })
export type ImportMapping = z.output<typeof ZImportMapping>

export const ZIftaImport = z.object({
  id: z.uuid(),
  kind: ZImportKind,
  fileName: z.string(),
  headers: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
  mapping: ZImportMapping,
  /** How plainly each mapped column's header named its field (0–1). */
  confidence: z.record(z.string(), z.number()),
  /** Every field the import needs was found by a header that names it plainly (or by a saved layout). */
  confident: z.boolean(),
  savedMappingUsed: z.boolean(),
  /** What the mapping still lacks, in words. */
  missing: z.array(z.string()),
  status: z.enum(['pending', 'imported']),
  result: z
    .object({
      created: z.number().int(),
      matched: z.number().int(),
      skipped: z.number().int(),
      problems: z.array(z.string()),
    })
    .nullable(),
})
export type IftaImport = z.infer<typeof ZIftaImport>

/** The days an ELD file without a date column covers: every row is dated with them. */
export const ZImportPeriod = z
  .object({ startDate: ZIsoDate, endDate: ZIsoDate })
  .refine((p) => p.endDate >= p.startDate, { error: IFTA_IMPORT_MESSAGES.periodOrder, path: ['endDate'] })
  .refine((p) => p.endDate < p.startDate || quarterOf(p.startDate) === quarterOf(p.endDate), {
    error: IFTA_IMPORT_MESSAGES.periodQuarters,
    path: ['endDate'],
  })

export const ZConfirmImport = z
  .object({
    mapping: ZImportMapping,
    /** For an ELD file with no date column mapped: the period (a quarter, or the report's range) of every row. */
    period: ZImportPeriod.nullable().optional(),
    /** Remember this mapping for files with the same columns. */
    saveMapping: z.boolean().default(false),
    /** The remembered layout's name ("EFS weekly export"); the file's name when none. */
    name: ZLine(100).optional(),
  })
  .meta({ examples: [{ mapping: { date: 0, state: 4, gallons: 6, amount: 7 }, saveMapping: true }] })
export type ConfirmImport = z.output<typeof ZConfirmImport>

export const ZImportResult = z.object({
  /** Trips or purchases made. */
  created: z.number().int(),
  /** Card lines that were already a purchase (read from a receipt, typed): completed, not made twice. */
  matched: z.number().int(),
  /** Rows that became no record: problems, DEF and other products, rows of no miles. */
  skipped: z.number().int(),
  problems: z.array(z.string()),
})
export type ImportResult = z.infer<typeof ZImportResult>
