/*
 * Which column of an ELD or fuel card export holds which field, guessed from the words over the
 * columns. Providers name their columns differently; the words below are the ones their documents
 * show (tests/fixtures/ifta-imports/README.md lists each source):
 *
 * - Motive (KeepTruckin) IFTA trips (developer-docs.gomotive.com, "List of company vehicle's IFTA
 *   trips"): date, jurisdiction, vehicle number, start_odometer, end_odometer, distance; its Fleet
 *   Dashboard exports the same trip report (helpcenter.gomotive.com, "Trip Reports").
 * - Samsara IFTA jurisdiction and vehicle reports (the samsara_api reference:
 *   IftaJurisdictionSummaryObject): jurisdiction, total distance, taxable distance, tax-paid fuel,
 *   per vehicle.
 * - EROAD Fuel Trip Record (help.eroad.com, "Fuel Trip Record"): Day of trip, Jurisdiction, Entry /
 *   Exit Point Distance, Total Miles, IFTA Taxable Miles, IFTA Exempt Miles, Fuel Fill (gal).
 * - Geotab's and Omnitracs' IFTA reports print vehicle, date, jurisdiction and distance with the
 *   same words (support.geotab.com, "Geotab IFTA/IRP: Compliance and Implementation").
 * - Fuel cards: the "any provider" fuel statement template (Loadsmart Carrier TMS, "Import fuel
 *   statements with template": Transaction Date, Unit, Location State/Province, Product Code,
 *   Quantity, Amount), EFS/TCH exports (PPU, FUEL_UOM for tractor gallons, RFuel_UOM for reefer,
 *   DEF_UOM), fleet fuel transaction lists (Date, Vehicle #, Prd, Quantity, Price) and WEX
 *   transaction detail (quantity purchased, unit cost, gross dollars, merchant).
 *
 * Rules are tried in order and the first that matches decides, because the same word means
 * different things together ("Unit" is the truck, "Unit Cost" the price; "Taxable Miles" is not
 * the miles).
 */
import type { ColumnMapping, EldField, FuelCardField, ImportField, ImportKind } from './import-fields.ts'
import { FIELDS_OF } from './import-fields.ts'

/** How plainly the words name the field: 1 names it, 0.7 usually, 0.4 only hints. */
const PLAINLY = 1
const USUALLY = 0.7
const HINT = 0.4
export const CONFIDENT = USUALLY

type Rule<F extends string> = [RegExp, F | 'ignore', number]

const ELD_RULES: Rule<EldField>[] = [
  [
    /\bexempt\b|\bnon ?taxable\b|\bnon ifta\b|\bvin\b|\bdriver\b|\bgal(lon)?s?\b|\bfuel\b|\blat|\blong|\bkm\b|\bkilomet/,
    'ignore',
    PLAINLY,
  ],
  [/\btaxable\b/, 'taxableMiles', PLAINLY],
  [
    /\b(start|begin\w*|entry|enter\w*|in)\b.*\b(odometer|odo|odom)\b|\b(odometer|odo|odom)\b.*\b(start|begin\w*|entry|in)\b|\bentry point\b/,
    'startOdometer',
    PLAINLY,
  ],
  [
    /\b(end|ending|exit|out|finish)\b.*\b(odometer|odo|odom)\b|\b(odometer|odo|odom)\b.*\b(end|ending|exit|out)\b|\bexit point\b/,
    'endOdometer',
    PLAINLY,
  ],
  [/\b(start|begin\w*|from)\b.*\b(date|day|time)\b|\b(date|day) (from|start)\b/, 'startDate', PLAINLY],
  [/\b(end|ending|to|finish)\b.*\b(date|day|time)\b|\b(date|day) (to|end)\b/, 'endDate', PLAINLY],
  [/^(trip |travel |report )?(date|day)$|\bday of trip\b|\bdate\b/, 'date', PLAINLY],
  [/\bjurisdiction\b|\bstate\b|\bprovince\b|^st$|^juris\b/, 'jurisdiction', PLAINLY],
  [/^(total )?(miles|mileage|distance|mi)( mi| miles)?$|\b(miles|mileage|distance)\b/, 'miles', PLAINLY],
  [/\bvehicle\b|\bunit\b|\btruck\b|\btractor\b|\basset\b|\bequipment\b/, 'vehicle', PLAINLY],
  [/\bday\b|\bperiod\b/, 'date', HINT],
]

const FUEL_RULES: Rule<FuelCardField>[] = [
  // "Transaction Date/Time" is the date.
  [/\bdate\b|\bposted\b/, 'date', PLAINLY],
  [
    /\bdiscount\b|\bfees?\b|\brebate\b|\bsavings?\b|\bcard\b|\bdriver\b|\binvoice\b|\bauth\w*\b|\btime\b|\bodometer\b|\bodo\b|\btrailer\b|\bhub\b|\bdef\b|\brfuel\b|\breefer\b|\bcash\b|\bzip\b|\baddress\b|\btax\b/,
    'ignore',
    PLAINLY,
  ],
  [/\bcity\b/, 'city', PLAINLY],
  [/\bstate\b|\bprovince\b|\bjurisdiction\b|^st$|^prov$|\bst prov\b/, 'state', PLAINLY],
  [/\bunit (price|cost)\b|\bper (unit|gallon|gal)\b|\bppu\b|\bppg\b|\bprice\b/, 'pricePerGallon', PLAINLY],
  [/\bgallons?\b|\bgals?\b|\bquantity\b|\bqty\b|\bvolume\b|^units$|\bfuel uom\b/, 'gallons', PLAINLY],
  [/\bamount\b|\bamt\b|\btotal\b|\bgross dollars\b|\bbilled\b|\bcharged?\b|\bnet cost\b/, 'amount', PLAINLY],
  [/\bcost\b|\bdollars\b/, 'amount', USUALLY],
  [/\bproduct\b|\bitem\b|\bfuel type\b|\bprd\b|\bprod\b|\bgrade\b|\bcategory\b/, 'product', PLAINLY],
  [/\bdescription\b|\btype\b/, 'product', HINT],
  [
    /\bmerchant\b|\bvendor\b|\bstation\b|\btruck ?stop\b|\bsite\b|\blocation\b|\bchain\b|\bbrand\b/,
    'vendor',
    PLAINLY,
  ],
  [/\bunit\b|\btruck\b|\btractor\b|\bvehicle\b|\bequipment\b|\bpower unit\b/, 'unit', PLAINLY],
]

/** Header text as words: lower case, separators to spaces ("Location State/Province" → "location state province"). */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The field a header names and how plainly, or null. */
export function headerField(
  kind: ImportKind,
  header: string,
): { field: ImportField; confidence: number } | null {
  const text = normaliseHeader(header)
  if (!text) return null
  const rules: Rule<ImportField>[] = kind === 'eld_miles' ? ELD_RULES : FUEL_RULES
  for (const [pattern, field, confidence] of rules) {
    if (pattern.test(text)) return field === 'ignore' ? null : { field, confidence }
  }
  return null
}

export interface GuessedMapping {
  mapping: ColumnMapping
  /** How plainly each mapped column's header names its field (0–1). */
  confidence: Partial<Record<ImportField, number>>
}

/** The most plainly named column for each field (the first of equals). */
export function guessMapping(kind: ImportKind, headers: readonly string[]): GuessedMapping {
  const mapping: ColumnMapping = {}
  const confidence: Partial<Record<ImportField, number>> = {}
  for (const field of FIELDS_OF[kind]) mapping[field] = null
  headers.forEach((header, column) => {
    const hint = headerField(kind, header)
    if (!hint) return
    if ((confidence[hint.field] ?? 0) >= hint.confidence) return
    mapping[hint.field] = column
    confidence[hint.field] = hint.confidence
  })
  // A single date column with a start date beside it is the end of a range only if named so.
  if (kind === 'eld_miles' && mapping.date != null && mapping.startDate != null) {
    mapping.date = null
    delete confidence.date
  }
  return { mapping, confidence }
}

const HEADER_SEARCH_ROWS = 30

/** 0-based index of the header row: the first that names the most fields (at least two), or -1. */
export function findHeaderRow(kind: ImportKind, rows: readonly (readonly string[])[]): number {
  let best = -1
  let bestScore = 1
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const fields = new Set<ImportField>()
    for (const cell of rows[index]!) {
      if (!cell || cell.length > 40 || /\d{2}/.test(cell)) continue
      const hint = headerField(kind, cell)
      if (hint) fields.add(hint.field)
    }
    if (fields.size > bestScore) {
      best = index
      bestScore = fields.size
    }
  }
  return best
}

/** The layout of a file, for finding the mapping saved for it: its header names, normalised, joined. */
export function headerSignature(headers: readonly string[]): string {
  return headers.map(normaliseHeader).join('|').slice(0, 2000)
}
