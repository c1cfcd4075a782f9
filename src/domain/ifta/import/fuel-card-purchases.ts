/*
 * A fuel card's transaction export into fuel purchases. Cards print one line per product bought:
 * tractor diesel, reefer fuel, DEF, oil, cash advances, scales. Only fuel is an IFTA purchase, so
 * DEF and other products are counted and left out; reefer fuel is kept as 'other' fuel (it is
 * not burned on the road, and most jurisdictions tax it apart). Gallons stay decimal strings and
 * amounts integer cents.
 */

import { decimal, multiply, parseDecimal, roundTo, toSafeNumber } from '@/domain/decimal.ts'
import type { FuelType } from '@/domain/ifta/build-return.ts'
import { amountCentsCell, dateCell, gallonsCell, jurisdictionCell, priceCell } from './import-cells.ts'
import type { FuelCardField } from './import-fields.ts'
import { cellOf, isBlankOrTotal, type Mapped, type SheetRow } from './import-rows.ts'

export type Product = FuelType | 'def' | 'non_fuel'

/*
 * Product words and codes as card exports print them (EFS/TCH and Comdata product codes such as
 * ULSD, ULSR, RFR, DEFD, SCLE, CADV; WEX and Pilot/Love's descriptions such as "Diesel #2",
 * "Reefer Diesel", "Unleaded Regular", "Diesel Exhaust Fluid").
 */
const PRODUCT_RULES: [RegExp, Product][] = [
  [/\bdef[a-z]*\b|exhaust fluid|\badblue\b|\burea\b/, 'def'],
  [/\brfr\b|\bulsr\b|\brdsl\b|\brefr?\b|reefer|\bref diesel\b|\brfuel\b/, 'other'],
  [
    /\bcadv\b|\bcash\b|\badvance\b|\bscale?\b|\bscle\b|\boil\b|\blube\b|\bparts?\b|\bfees?\b|\bpark\w*\b|\bshower\b|\bmerch\w*\b|\brepairs?\b|\btires?\b|\bwash\b|\badd(itive)?s?\b|\bfood\b|\bstore\b|\bservice\b|\btoll\b|\bpermit\b/,
    'non_fuel',
  ],
  [
    /\bulsd\b|\bdsl\b|\bdiesel\b|\bdies\b|\bbio\w*\b|\bb\d{1,2}\b|\btrk\b|\btractor\b|\bno ?2\b|#2|\bfuel\b|\bmdsl\b|\bdsla?\b/,
    'diesel',
  ],
  [/\bunl\w*\b|\bgas(oline)?\b|\breg(ular)?\b|\bprem\w*\b|\bmid\w*\b|\bpetrol\b|\be\d{1,2}\b/, 'gasoline'],
  [/\bcng\b|\blng\b|\bpropane\b|\blpg\b|\bethanol\b|\bmethanol\b|\bhydrogen\b/, 'other'],
]

/** What a product cell names; a file without a product column sells diesel. */
export function productOf(text: string): Product {
  const words = text
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .trim()
  if (!words) return 'diesel'
  for (const [pattern, product] of PRODUCT_RULES) if (pattern.test(words)) return product
  return 'non_fuel'
}

export interface ImportedPurchase {
  rowNumber: number
  date: string
  jurisdiction: string
  gallons: string
  pricePerGallon: string | null
  amountCents: number
  fuelType: FuelType
  unit: string | null
  vendor: string | null
  city: string | null
}

export interface FuelCardConversion {
  purchases: ImportedPurchase[]
  problems: string[]
  /** Rows that became no purchase: DEF, other products, and rows with problems. */
  skipped: number
  skippedDef: number
  skippedNonFuel: number
}

const MAX_AMOUNT_CENTS = 100_000_000_00

export function fuelCardRowsToPurchases(
  rows: readonly SheetRow[],
  mapping: Mapped<FuelCardField>,
): FuelCardConversion {
  const purchases: ImportedPurchase[] = []
  const problems: string[] = []
  let skippedDef = 0
  let skippedNonFuel = 0
  let refused = 0
  const cell = (row: SheetRow, field: FuelCardField) => cellOf(row, mapping, field)
  const refuse = (row: SheetRow, why: string) => {
    problems.push(`Row ${row.rowNumber}: ${why}`)
    refused += 1
  }

  for (const row of rows) {
    if (isBlankOrTotal(row)) continue
    const product = productOf(cell(row, 'product'))
    if (product === 'def') {
      skippedDef += 1
      continue
    }
    if (product === 'non_fuel') {
      skippedNonFuel += 1
      continue
    }
    const dateText = cell(row, 'date')
    const date = dateCell(dateText)
    if (!date) {
      refuse(row, dateText ? `“${dateText}” is not a date` : 'no date')
      continue
    }
    const stateText = cell(row, 'state')
    const jurisdiction = jurisdictionCell(stateText)
    if (!jurisdiction) {
      refuse(row, stateText ? `“${stateText}” is not a state or province` : 'no state')
      continue
    }
    const gallonsText = cell(row, 'gallons')
    const gallons = gallonsCell(gallonsText)
    if (!gallons || decimal(gallons).units >= 10_000_000n * 10n ** BigInt(decimal(gallons).scale)) {
      refuse(row, gallonsText ? `“${gallonsText}” is not a number of gallons` : 'no gallons')
      continue
    }
    const priceText = cell(row, 'pricePerGallon')
    const price = priceText ? priceCell(priceText) : null
    if (priceText && (!price || decimal(price).units >= 1000n * 10n ** BigInt(decimal(price).scale))) {
      refuse(row, `“${priceText}” is not a price per gallon`)
      continue
    }
    const amountText = cell(row, 'amount')
    let amountCents = amountText ? amountCentsCell(amountText) : null
    if (amountText && amountCents === null) {
      refuse(row, `“${amountText}” is not an amount`)
      continue
    }
    if (amountCents === null && price)
      amountCents = toSafeNumber(roundTo(multiply(decimal(gallons), decimal(price)), 2))
    if (amountCents === null) {
      refuse(row, 'no amount')
      continue
    }
    if (amountCents < 0) {
      refuse(row, 'a negative amount (a refund or reversal) is not a purchase')
      continue
    }
    if (amountCents === 0) {
      refuse(row, 'no amount')
      continue
    }
    if (amountCents > MAX_AMOUNT_CENTS) {
      refuse(row, 'the amount is too large')
      continue
    }
    purchases.push({
      rowNumber: row.rowNumber,
      date,
      jurisdiction,
      gallons,
      pricePerGallon: price,
      amountCents,
      fuelType: product,
      unit: cell(row, 'unit') || null,
      vendor: cell(row, 'vendor').slice(0, 200) || null,
      city: cell(row, 'city').slice(0, 100) || null,
    })
  }
  return {
    purchases,
    problems,
    skipped: refused + skippedDef + skippedNonFuel,
    skippedDef,
    skippedNonFuel,
  }
}

/** Whether two gallon figures are the same purchase's: equal to the thousandth. */
export function sameGallons(a: string, b: string): boolean {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (!x || !y) return false
  return roundTo(x, 3) === roundTo(y, 3)
}
