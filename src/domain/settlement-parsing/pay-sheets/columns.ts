import type { Cell } from '@/domain/settlement-parsing/shared/layout.ts'
import { overlap } from '@/domain/settlement-parsing/shared/layout.ts'
import { hasDate, isBlankMarker, isMoney, readInteger } from './tokens.ts'

/* What a table column holds, from its header words and then from the cells under it. */

export type ColumnRole =
  | 'loadNumber'
  | 'pickupDate'
  | 'deliveryDate'
  | 'date'
  | 'origin'
  | 'destination'
  | 'route'
  | 'miles'
  | 'emptyMiles'
  | 'percent'
  | 'gallons'
  | 'amount'
  | 'ytd'
  | 'description'
  | 'other'

export type ContentKind = 'money' | 'number' | 'date' | 'text' | 'empty'

export interface Column {
  header: string
  x: number
  right: number
  role: ColumnRole
  kind: ContentKind
}

const ROLE_RULES: [ColumnRole, RegExp][] = [
  // Running balances (escrow, advance, payoff) are informational like YTD figures.
  ['ytd', /\bytd\b|year[- ]?to[- ]?date|balance(?! due)|\bbal\b/],
  ['emptyMiles', /(empty|deadhead|\bdh\b|unloaded|bobtail)\s*(mi|miles)/],
  ['miles', /\bmiles\b|^mi\.?$|^mileage$|loaded mi|paid mi|dispatched mi/],
  ['percent', /^%$|^(pct|percent|split)$/],
  // Gallons bought, printed beside a fuel line ("Gallons", "Fuel Gal", "Qty (gal)"); a price per
  // gallon ("Price/Gal", "PPG") is money and stays an amount.
  [
    'gallons',
    /^(fuel |diesel |tractor |total )?(gallons?|gals?\.?|gl)$|^(qty|quantity|vol(ume)?)\.? ?\(?(gallons?|gals?)\)?$|^gallons? (qty|purchased|bought|pumped)$/,
  ],
  // Places split into city and state columns ("Pickup City" | "Pickup State"): before the dates.
  ['origin', /^(pick ?up|origin|orig|shipper|from|load(ing)?|start)\s+(city|state|st)$/],
  ['destination', /^(drop|deliver\w*|dest\w*|consignee|to|unload(ing)?|end)\s+(city|state|st)$/],
  [
    'pickupDate',
    /pick ?up|^pu\b|\bship(ped)?\b|dispatch(ed)? date|^dispatched$|load(ed)? date|start date|picked|^loaded$/,
  ],
  ['deliveryDate', /deliver|\bdeliv\b|\bdel\b|drop|arriv|unload|complet/],
  ['date', /\bdate\b|^day$|^dated$/],
  ['origin', /origin|^from$|shipper|^orig\b|pick ?up (city|location)/],
  ['destination', /destination|^to$|consignee|^dest\b|receiver/],
  ['route', /route|lane|origin\s*[-/→]\s*dest|^stops$/],
  [
    'loadNumber',
    /^(load|trip|order|freight ?bill|pro|shipment|bol|b\/l|ref(erence)?|confirmation|manifest|invoice|run|dispatch)\s*(#|no\.?|num(ber)?|id)?\.?$|^#$/,
  ],
  [
    'amount',
    /amount|\bamt\b|\bpay\b|\bcredits?\b|\bdebits?\b|total|price|\brate\b|billed|revenue|line ?haul|\bdue\b|\bnet\b|gross|compensation|charges?\b|surch|\bfsc\b|accessorial|detention|layover|share|current|this (period|week)|\bfees?\b|\bcod\b|fuel|advance|bonus|stop ?off|extra|earned|%/,
  ],
  [
    'description',
    /description|\bdesc\b|location|plaza|item|memo|detail|vendor|merchant|type|code|notes?|deduction|tax|earnings|purpose|reason/,
  ],
  [
    'other',
    /driver|vehicles?|broker|terms|stops|gallons|\bgal\b|units|qty|quantity|hours|truck|unit|trailer|customer|status|equipment|commodity|weight|pieces/,
  ],
]

/** The role a header cell names, or null when it is not a header word. */
export function headerRole(text: string): ColumnRole | null {
  const label = text.toLowerCase().replace(/\s+/g, ' ').trim()
  if (!label || label.length > 32 || label.split(' ').length > 5) return null
  // "Pay Period:" and "Lease terms:" label a value; column headers carry no colon.
  if (/:$/.test(label)) return null
  if (/\d/.test(label.replace(/\d+\s*%/g, ''))) return null
  for (const [role, pattern] of ROLE_RULES) if (pattern.test(label)) return role
  return null
}

/** The kind of value a cell holds. */
export function contentKind(text: string, ocr: boolean): ContentKind {
  const trimmed = text.trim()
  if (!trimmed || isBlankMarker(trimmed)) return 'empty'
  if (isMoney(trimmed, ocr)) return 'money'
  // OCR drops decimal points; a signed whole number in a pay sheet is still an amount of money.
  if (ocr && /^[-−–(]\s*\$?\d{3,}\)?$/.test(trimmed)) return 'money'
  if (readInteger(trimmed, ocr) !== null || /^\d+(\.\d+)?%?$/.test(trimmed)) return 'number'
  if (hasDate(trimmed) && trimmed.replace(/[\d/.,\s–—→-]|to|[A-Za-z]{3}/g, '').length === 0) return 'date'
  return 'text'
}

/** The column a body cell sits under: most horizontal overlap, else the nearest edge or centre. */
export function columnOf(columns: readonly Column[], cell: Cell): number {
  let best = -1
  let bestOverlap = 0
  columns.forEach((column, index) => {
    const shared = overlap(column, cell)
    if (shared > bestOverlap) {
      best = index
      bestOverlap = shared
    }
  })
  if (best >= 0) return best
  let bestDistance = Number.POSITIVE_INFINITY
  columns.forEach((column, index) => {
    const distance = Math.min(
      Math.abs(column.x - cell.x),
      Math.abs(column.right - cell.right),
      Math.abs((column.x + column.right) / 2 - (cell.x + cell.right) / 2),
    )
    if (distance < bestDistance) {
      best = index
      bestDistance = distance
    }
  })
  return best
}

/** The kind most of a column's non-empty cells have. */
export function dominantKind(texts: readonly string[], ocr: boolean): ContentKind {
  const counts = new Map<ContentKind, number>()
  for (const text of texts) {
    const kind = contentKind(text, ocr)
    if (kind !== 'empty') counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  let best: ContentKind = 'empty'
  let bestCount = 0
  for (const [kind, count] of counts)
    if (count > bestCount || (count === bestCount && kind === 'money')) {
      best = kind
      bestCount = count
    }
  return best
}

/** Columns whose header names a deduction taken per load (broker fee, COD, fuel) rather than pay. */
export function isDeductionColumn(column: Column): boolean {
  return /\bfees?\b|\bcod\b|advance|deduct|charge ?back|^fuel$|fuel (card|purchase|advance)|escrow|collected/i.test(
    column.header,
  )
}
