import { normaliseCompany } from '@/domain/settlement-parsing/shared/company-names.ts'
import { type Found, labelHits } from '@/domain/settlement-parsing/shared/labels.ts'
import type { Line } from '@/domain/settlement-parsing/shared/layout.ts'
import { PRODUCT_WORDS, REGIONS } from './vocabulary.ts'

/*
 * Where the fuel was bought: the station's name as printed at the top (with its store number, on
 * its line or the next: "STORE 06", "Cardlock Site 31") and the city and state of its address
 * ("BILLINGS, MT 59102", "EFFINGHAM IL 62401", "I-80 Exit 272, Ogallala, NE 69153"). IFTA needs
 * the state; a place is read only with a valid state or province code and a zip or a comma.
 */

export interface Station {
  vendor: Found<string> | null
  city: Found<string> | null
  state: Found<string> | null
  /** The lines of the station's name and address, where no fuel is named. */
  header: Set<number>
}

/** Lines at the top that may hold the name. */
const HEADER_LINES = 6
const ZIP = String.raw`(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)`
/** "City, ST 12345" at the end of a text; the city is what follows the last comma or street word. */
const PLACE = new RegExp(String.raw`^(.*?[A-Za-z.'-])\s*(,)?\s+([A-Z]{2})\.?(?:\s+${ZIP})?\s*$`)
const STREET_WORD =
  /^(.*\b(?:ST|STREET|RD|ROAD|AVE|AVENUE|BLVD|HWY|HIGHWAY|DR|DRIVE|LN|LANE|PKWY|WAY|PIKE|EXIT\s+\d+\w?|I-\d+|US-?\d+|SR-?\d+))\s+/i
/** Lines that are no station name: titles, greetings and the fields of receipts and slips. */
const NOT_A_NAME =
  /^(E-?RECEIPT|RECEIPT|DIGITAL RECEIPT|CUSTOMER COPY|MERCHANT COPY|WELCOME|TRANSACTION( DETAIL| RECORD)?|SALES? RECEIPT|FUEL RECEIPT|INVOICE|THANK YOU|(SUB)?TOTAL|DATE|TIME|PUMP|TRAN|AUTH|CASH|CHANGE)\b/i
/** A store number on the line under the name ("Store 06", "SITE 4410", "Cardlock Site 31"). */
const STORE_LINE = /^([A-Za-z ]{0,20}\b)?(STORE|SITE|STATION|LOCATION|LOC|UNIT)\s*(#|NO\.?)?\s*\d{1,6}$/i
const LOCATION_LABEL = /\b(LOCATION|SITE NAME|MERCHANT|STATION)\s*:?/i

export function findStation(lines: readonly Line[]): Station {
  const header = new Set<number>()
  const place = findPlace(lines)
  const labelled = labelHits(lines, LOCATION_LABEL)
    .flatMap((hit) => hit.values.map((value) => ({ ...value, hit })))
    .find((value) => value.distance <= 1 && splitPlace(value.text))
  let vendor: Found<string> | null = null
  if (labelled) {
    // "Location: Rocky Top Fuel Center #8, Knoxville, TN": the name before the place.
    const split = splitPlace(labelled.text)!
    const name = split.before.replace(/,\s*$/, '').trim()
    if (name && !/^\d/.test(name)) vendor = { value: normaliseCompany(name), confidence: 0.85 }
  }
  const top = lines.slice(0, HEADER_LINES)
  const nameLine = top.find((line) => isName(line.cells[0]?.text ?? ''))
  if (!vendor && nameLine) {
    let name = nameLine.cells[0]!.text
    header.add(nameLine.index)
    const next = lines[nameLine.index + 1]
    const store = next?.cells.length === 1 ? next.cells[0]!.text : ''
    if (!/#\s*\d|\d$/.test(name) && STORE_LINE.test(store)) {
      name = `${name} ${store}`
      header.add(next!.index)
    }
    vendor = { value: normaliseCompany(name), confidence: 0.8 }
  }
  // The name and address block: no fuel is named there, whatever the station is called.
  if (place && place.line < HEADER_LINES) for (let i = 0; i <= place.line; i++) header.add(i)
  return {
    vendor,
    city: place ? { value: place.city, confidence: place.confidence } : null,
    state: place ? { value: place.state, confidence: place.confidence } : null,
    header,
  }
}

function isName(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '').length
  if (letters < 3 || NOT_A_NAME.test(text.trim())) return false
  // An address, a phone number, a date: not the name.
  if (/^\d/.test(text.trim()) || /\(\d{3}\)|\d{3}-\d{4}/.test(text)) return false
  // A fuel's name alone ("DIESEL #2") is a purchase, not the station.
  const rest = PRODUCT_WORDS.reduce((t, word) => t.replace(new RegExp(word.pattern.source, 'gi'), ''), text)
  if (!/[A-Za-z]{3}/.test(rest)) return false
  return !splitPlace(text)
}

interface Place {
  city: string
  state: string
  line: number
  confidence: number
}

/** The first place printed: a line (or a labelled value) ending in a city and a state. */
function findPlace(lines: readonly Line[]): Place | null {
  for (const line of lines) {
    // OCR may cut "BILLINGS, | MT 59102" in two cells; a text layer may print more beside it.
    for (let from = 0; from < line.cells.length; from++)
      for (let to = line.cells.length; to > from; to--) {
        const text = line.cells
          .slice(from, to)
          .map((cell) => cell.text)
          .join(' ')
        const split = splitPlace(text)
        if (split)
          return { city: split.city, state: split.state, line: line.index, confidence: split.confidence }
      }
  }
  return null
}

function splitPlace(raw: string): { before: string; city: string; state: string; confidence: number } | null {
  const text = raw.replace(/\s+/g, ' ').trim()
  const m = PLACE.exec(text)
  if (!m) return null
  const [, lead, comma, state, zip] = m
  if (!REGIONS.has(state!) || (!comma && !zip)) return null
  // "415 Main St, Hays" or "1500 W FAYETTE AVE EFFINGHAM": the city after the last comma or street word.
  const parts = lead!.split(',')
  let city = parts[parts.length - 1]!.trim()
  const street = STREET_WORD.exec(`${city} `)
  if (street && parts.length === 1) city = city.slice(street[1]!.length).trim()
  const before = parts.slice(0, -1).join(',')
  if (!/^[A-Za-z][A-Za-z .'-]*$/.test(city) || city.split(' ').length > 4) return null
  return { before, city: titleCase(city), state: state!, confidence: zip ? 0.95 : 0.85 }
}

const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, gap: string, c: string) => gap + c.toUpperCase())
    : text
