/*
 * What an IFTA import reads from a spreadsheet: the fields of an ELD's jurisdiction-mileage export
 * and of a fuel card's transaction export. A mapping names, for each field, the column (0-based)
 * holding it, or null when the file has none.
 */

export const IMPORT_KINDS = ['eld_miles', 'fuel_card'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export const ELD_FIELDS = [
  'date',
  'startDate',
  'endDate',
  'vehicle',
  'jurisdiction',
  'miles',
  'taxableMiles',
  'startOdometer',
  'endOdometer',
] as const
export type EldField = (typeof ELD_FIELDS)[number]

export const FUEL_CARD_FIELDS = [
  'date',
  'unit',
  'vendor',
  'city',
  'state',
  'gallons',
  'pricePerGallon',
  'amount',
  'product',
] as const
export type FuelCardField = (typeof FUEL_CARD_FIELDS)[number]

export type ImportField = EldField | FuelCardField
export const IMPORT_FIELDS = [...new Set<ImportField>([...ELD_FIELDS, ...FUEL_CARD_FIELDS])]

/** The days every row of an ELD file without dates covers (a quarter, or the report's range). */
export interface ImportPeriod {
  startDate: string
  endDate: string
}

export type ColumnMapping<F extends string = ImportField> = Partial<Record<F, number | null>>

export const FIELDS_OF: Record<ImportKind, readonly ImportField[]> = {
  eld_miles: ELD_FIELDS,
  fuel_card: FUEL_CARD_FIELDS,
}

export const FIELD_LABELS: Record<ImportField, string> = {
  date: 'Date',
  startDate: 'Start date',
  endDate: 'End date',
  vehicle: 'Vehicle / unit',
  jurisdiction: 'Jurisdiction (state or province)',
  miles: 'Miles',
  taxableMiles: 'Taxable miles',
  startOdometer: 'Odometer at start',
  endOdometer: 'Odometer at end',
  unit: 'Unit / truck',
  vendor: 'Vendor / merchant',
  city: 'City',
  state: 'State or province',
  gallons: 'Gallons / quantity',
  pricePerGallon: 'Price per gallon',
  amount: 'Amount',
  product: 'Product',
}

/** Whether an ELD mapping names a date column: without one, the file needs the period it covers. */
export const eldHasDate = (mapping: ColumnMapping) =>
  [mapping.date, mapping.startDate].some((column) => column !== null && column !== undefined)

/**
 * What a mapping lacks for its rows to become records, in words; empty when it can be imported. An
 * ELD summary with no date column (Samsara's per-vehicle report) imports with the period it covers.
 */
export function missingFields(
  kind: ImportKind,
  mapping: ColumnMapping,
  period?: ImportPeriod | null,
): string[] {
  const has = (field: ImportField) => mapping[field] !== null && mapping[field] !== undefined
  const missing: string[] = []
  if (kind === 'eld_miles') {
    if (!eldHasDate(mapping) && !period)
      missing.push('a date (or start date) column, or the period the file covers')
    if (!has('jurisdiction')) missing.push('a jurisdiction column')
    if (!has('miles')) missing.push('a miles column')
  } else {
    if (!has('date')) missing.push('a date column')
    if (!has('state')) missing.push('a state column')
    if (!has('gallons')) missing.push('a gallons column')
    if (!has('amount') && !has('pricePerGallon')) missing.push('an amount (or price per gallon) column')
  }
  return missing
}
