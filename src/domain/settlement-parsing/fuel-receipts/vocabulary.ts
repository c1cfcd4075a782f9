import type { FuelProduct } from '@/domain/settlement-parsing/types.ts'

/*
 * The words of fuel receipts: how pumps and fleet cards name the fuels, the labels of gallons,
 * prices and amounts, the states and provinces a station can be in, and the card networks.
 */

/**
 * Fuel names, in the order they are tried: DEF and reefer fuel before diesel, since "Diesel
 * Exhaust Fluid", "REEFER DSL" and "DYED DIESEL" name diesel too.
 */
export const PRODUCT_WORDS: { product: FuelProduct; pattern: RegExp }[] = [
  { product: 'def', pattern: /\b(DEF[DB]?|DIESEL\s+EXHAUST\s+FLUID|ADBLUE|BLUEDEF)\b/i },
  { product: 'reefer', pattern: /\b(REEFER|RFR|REEF|DYED|OFF[\s-]?ROAD|NON[\s-]?HWY)\b/i },
  { product: 'diesel', pattern: /\b(DIESEL|DSL|ULSD|BIODIESEL|DIESL|D2)\b/i },
  {
    product: 'gasoline',
    pattern: /\b(UNLEADED|UNL|UNLD|GASOLINE|REGULAR|PREMIUM|SUPER|MID[\s-]?GRADE|PLUS|E10)\b/i,
  },
  { product: 'other', pattern: /\b(PROPANE|LPG|CNG|LNG|KEROSENE|E85)\b/i },
]

export function productOf(text: string): FuelProduct | null {
  return PRODUCT_WORDS.find((word) => word.pattern.test(text))?.product ?? null
}

export const PRODUCT_NAMES: Record<FuelProduct, string> = {
  diesel: 'Diesel',
  reefer: 'Reefer fuel',
  def: 'DEF',
  gasoline: 'Gasoline',
  other: 'Fuel',
}

/** Right before a quantity: "Gallons:", "GALS", "Qty", "Volume". */
export const QUANTITY_LABEL = /\b(GALLONS?|GALS?|QTY|QUANTITY|VOL(UME)?|LITRES?|LITERS?|LTRS?)\s*[:#.]?\s*$/i
/** Right after a quantity: its unit. */
export const QUANTITY_UNIT = /^\s*(GALLONS?|GALS?|GA|G|LITRES?|LITERS?|LTRS?|L)\b(?!\s*\/)/i
/** A quantity in litres (Canada). */
export const LITRES = /^(LITRES?|LITERS?|LTRS?|L)$/i
/** Right before a price per unit: "@", "Price/Gal:", "PPG", "PPU", "Unit Price". */
export const PRICE_LABEL =
  /(@|\bX|\bPRICE(\s*\/\s*(GAL|G|L))?|\bPPG|\bPPU|\bPPL|\bUNIT\s*PRICE|\bRATE|\bPRICE\s+PER\s+GAL(LON)?)\s*[:#.]?\s*\$?\s*$/i
/** Right after a price: its unit ("/GAL", "/G", "/L", "per gal"). */
export const PRICE_UNIT = /^\s*(\/\s*(GAL(LON)?|G|L|LTR|LITRE)\b|PER\s+GAL)/i
/** Right before an amount: "AMT", "Amount", "Sale", "Fuel Total", "=". */
export const AMOUNT_LABEL = /(\bAMT|\bAMOUNT|\bSALE|\bTOTAL|\bEXT(ENDED)?|=)\s*[:#.]?\s*\$?\s*$/i

/** Column headings of a fuel table, by what their column holds. */
export const COLUMN_HEADINGS: { role: 'quantity' | 'price' | 'amount'; pattern: RegExp }[] = [
  { role: 'quantity', pattern: /^(QTY|QUANTITY|GALLONS?|GALS?|VOL(UME)?|LITRES?|LITERS?|UNITS)$/i },
  { role: 'price', pattern: /^(PRICE|UNIT\s*PRICE|PPG|PPU|PPL|RATE|PRICE\s*\/\s*GAL|\$\s*\/\s*GAL)$/i },
  { role: 'amount', pattern: /^(AMOUNT|AMT|TOTAL|EXT(ENDED)?|SALE|COST)$/i },
]

/** Postal codes of the US states (with DC) and of the Canadian provinces and territories. */
export const REGIONS = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY ' +
    'AB BC MB NB NL NS NT NU ON PE QC SK YT'
  ).split(' '),
)

/** Card networks and tenders, most specific first, with the name a bookkeeper knows them by. */
export const TENDERS: { name: string; pattern: RegExp }[] = [
  { name: 'EFS', pattern: /\bEFS\b/i },
  { name: 'Comdata', pattern: /\bCOMDATA\b/i },
  { name: 'TCH', pattern: /\b(TCH|T-?CHEK)\b/i },
  { name: 'WEX', pattern: /\bWEX\b/i },
  { name: 'Fleet One', pattern: /\bFLEET\s*ONE\b/i },
  { name: 'Voyager', pattern: /\bVOYAGER\b/i },
  { name: 'Fleet card', pattern: /\bFLEET(\s*CARD)?\b/i },
  { name: 'Visa', pattern: /\bVISA\b/i },
  { name: 'Mastercard', pattern: /\b(MASTER\s*CARD|MC)\b/i },
  { name: 'Amex', pattern: /\b(AMEX|AMERICAN\s+EXPRESS)\b/i },
  { name: 'Discover', pattern: /\bDISCOVER\b/i },
  { name: 'Debit', pattern: /\bDEBIT\b/i },
  { name: 'Cash', pattern: /\bCASH\b(?!\s*BACK)/i },
]
