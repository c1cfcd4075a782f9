import type { RateLineKind, StopType } from '@/domain/loads/load-terms.ts'
import type { DeductionCategory, LineKind } from '@/domain/settlements/settlement-math.ts'

/*
 * What the extractors read out of a document, before anything is stored. Shared by the readers
 * (pay-sheets/ for PDF text and OCR words, exports/ for CSV and XLSX, receipts/, rate-confirmations/,
 * all on shared/),
 * the job that stores the results and `npm run extract`. Money is integer cents, dates are
 * 'YYYY-MM-DD'; a value that is not printed (or not read with confidence) is null, never a guess.
 */

/** One piece of text on a page, in page units with the origin at the top left (y grows down). */
export interface TextItem {
  text: string
  x: number
  y: number
  width: number
  height: number
  /** OCR confidence 0..1; 1 for a PDF text layer. */
  confidence?: number
}

export interface PageText {
  width: number
  height: number
  items: TextItem[]
}

export interface ExtractedLoad {
  loadNumber: string | null
  date: string | null
  origin: string | null
  destination: string | null
  miles: number | null
  amountCents: number
}

export interface ExtractedDeduction {
  description: string
  amountCents: number
  category: DeductionCategory
  /** A fuel line's gallons, when its pay sheet prints them in a column ("112.457"). */
  gallons?: string
}

export interface ExtractedReimbursement {
  description: string
  amountCents: number
}

/** What a line of each kind carries besides its kind (one entry per `LineKind`, or this fails to compile). */
interface LineFields {
  load: ExtractedLoad
  deduction: ExtractedDeduction
  reimbursement: ExtractedReimbursement
}

/**
 * One line of a pay sheet with its `kind`, as the API's settlement lines have them, so the same
 * list goes from the parser to the stored draft and the review form.
 */
export type ExtractedLine = { [Kind in LineKind]: { kind: Kind } & LineFields[Kind] }[LineKind]
export type ExtractedLineOf<K extends LineKind> = Extract<ExtractedLine, { kind: K }>

/** The lines of one kind, in document order. */
export function linesOfKind<K extends LineKind>(
  lines: readonly ExtractedLine[],
  kind: K,
): ExtractedLineOf<K>[] {
  return lines.filter((line): line is ExtractedLineOf<K> => line.kind === kind)
}

export const SETTLEMENT_FIELDS = [
  'payer',
  'settlementNumber',
  'settlementDate',
  'period',
  'grossCents',
  'deductionsCents',
  'netCents',
  'loads',
  'deductions',
] as const
export type SettlementField = (typeof SETTLEMENT_FIELDS)[number]

export interface ParsedSettlement {
  payer: string | null
  settlementNumber: string | null
  settlementDate: string | null
  periodStart: string | null
  periodEnd: string | null
  /** The totals as printed on the document (null when none is printed or read). */
  grossCents: number | null
  deductionsCents: number | null
  reimbursementsCents: number
  netCents: number | null
  /** Loads, then deductions, then reimbursements, each in document order. */
  lines: ExtractedLine[]
  /** 0..1 per field: how sure the reader is (found by label, cross-checked by arithmetic, OCR quality). */
  confidence: Record<SettlementField, number>
  /**
   * What is missing or disagrees, in words for the user ("Net pay not found", "Loads add up to
   * $7,900.00 but the gross is $7,920.00"). Empty when everything is found and adds up.
   */
  issues: string[]
  /**
   * Looks like an employer's W-2 pay stub (withholding of federal income tax and of Social Security
   * or Medicare, with gross/net pay or YTD wording): the review screen asks whether it is one.
   */
  looksLikeW2?: boolean
}

/** One pickup or delivery of a rate confirmation. */
export interface ExtractedStop {
  type: StopType
  /** The facility, shipper or consignee. */
  name: string | null
  city: string | null
  /** Two letters. */
  state: string | null
  zip: string | null
  /** The appointment's date, 'YYYY-MM-DD'. */
  date: string | null
  /** The appointment's time, 'HH:MM' on a 24-hour clock (the start of a window). */
  time: string | null
}

/** One line of the rate the broker agrees to pay, with its kind by its wording. */
export interface ExtractedRateLine {
  kind: RateLineKind
  description: string
  amountCents: number
}

export const RATE_CONFIRMATION_FIELDS = ['loadNumber', 'payer', 'stops', 'rateLines', 'totalCents'] as const
export type RateConfirmationField = (typeof RATE_CONFIRMATION_FIELDS)[number]

/** A broker's rate confirmation (load tender) as read, before anything is stored. */
export interface ParsedRateConfirmation {
  /** The broker's load, order or confirmation number. */
  loadNumber: string | null
  /** The broker (or carrier) that pays: after "Broker:" / "Bill to:", else the letterhead's company. */
  payer: string | null
  payerMcNumber: string | null
  /** In the order printed. */
  stops: ExtractedStop[]
  /** Linehaul, fuel surcharge, detention, layover, lumper, TONU, other. */
  rateLines: ExtractedRateLine[]
  /** The total as printed (null when none is printed or read). */
  totalCents: number | null
  miles: number | null
  commodity: string | null
  weightLb: number | null
  references: { po: string | null; bol: string | null; pro: string | null }
  /** 0..1 per field: how it was found, whether the rate lines add up to the total, OCR quality. */
  confidence: Record<RateConfirmationField, number>
  /** What is missing or disagrees, in words for the user; empty when everything is found and adds up. */
  issues: string[]
}

/** The columns of a settlement export, by index in the header row; null when there is none. */
export interface ColumnMapping {
  date: number | null
  payer: number | null
  tripNumber: number | null
  grossCents: number | null
  deductionsCents: number | null
  netCents: number | null
}
export const MAPPED_COLUMNS = [
  'date',
  'payer',
  'tripNumber',
  'grossCents',
  'deductionsCents',
  'netCents',
] as const
export type MappedColumn = (typeof MAPPED_COLUMNS)[number]

/** One settlement row of an export. */
export interface ExtractedRow {
  /** 0-based index of the row in the sheet (for messages: "row 12"). */
  rowIndex: number
  date: string | null
  payer: string | null
  tripNumber: string | null
  grossCents: number | null
  deductionsCents: number | null
  netCents: number | null
  issues: string[]
}

export interface ExtractedTable {
  /** The sheet's name (XLSX) or null (CSV). */
  sheet: string | null
  /** 0-based index of the header row, and its cells. */
  headerRow: number
  headers: string[]
  mapping: ColumnMapping
  /** False when the mapping was a guess the user should confirm before anything is stored. */
  mappingConfident: boolean
  rows: ExtractedRow[]
  issues: string[]
}

export interface ExtractedReceipt {
  vendor: string | null
  date: string | null
  totalCents: number | null
  confidence: { vendor: number; date: number; totalCents: number }
}

/** The result of reading one settlement document. */
export type Extraction =
  | { kind: 'settlement'; settlement: ParsedSettlement }
  | {
      kind: 'table'
      table: ExtractedTable /** The first rows under the header, as printed. */
      sampleRows?: string[][]
    }

export const FUEL_PRODUCTS = ['diesel', 'reefer', 'def', 'gasoline', 'other'] as const
export type FuelProduct = (typeof FUEL_PRODUCTS)[number]

/** One fuel bought on a fuel receipt: a product, its quantity, its price and what it cost. */
export interface ExtractedFuelLine {
  product: FuelProduct
  /** Gallons as printed ("112.457"); null when the fuel was sold in litres (an issue says so). */
  gallons: string | null
  /** Price per gallon as printed ("3.899", "4.0590"); null when none is printed or read. */
  pricePerGallon: string | null
  amountCents: number
}

export const FUEL_RECEIPT_FIELDS = ['date', 'vendor', 'city', 'state', 'fuelLines', 'totalCents'] as const
export type FuelReceiptField = (typeof FUEL_RECEIPT_FIELDS)[number]

/** A fuel purchase as read from a pump or truck-stop receipt (IFTA), before anything is stored. */
export interface ParsedFuelReceipt {
  date: string | null
  /** 'HH:MM' on a 24-hour clock. */
  time: string | null
  /** The station with its store number as printed ("Pilot Travel Center #391"). */
  vendor: string | null
  city: string | null
  /** Two letters: a US state or a Canadian province. */
  state: string | null
  /** In the order printed. */
  fuelLines: ExtractedFuelLine[]
  /** The receipt's total as printed (null when none is printed or read). */
  totalCents: number | null
  /** "Fleet card ****1234", "EFS", "Comdata", "Cash". */
  paymentMethod: string | null
  truckNumber: string | null
  odometer: number | null
  /** 0..1 per field: how it was found, whether the arithmetic checks, OCR quality. */
  confidence: Record<FuelReceiptField, number>
  /** What is missing or disagrees, in words for the user; empty when everything is found and adds up. */
  issues: string[]
}

/**
 * What a printed document (a PDF or a photo) is read as: a pay sheet, a broker's rate confirmation
 * or a fuel receipt.
 */
export const READING_KINDS = ['settlement', 'rate_confirmation', 'fuel_receipt'] as const
export type ReadingKind = (typeof READING_KINDS)[number]

/** The result of reading a document as each kind. */
export interface ReadingOf {
  settlement: Extraction
  rate_confirmation: ParsedRateConfirmation
  fuel_receipt: ParsedFuelReceipt
}
