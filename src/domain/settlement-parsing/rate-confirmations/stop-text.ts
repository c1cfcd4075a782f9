import { findDates } from '@/domain/settlement-parsing/shared/dates.ts'

/*
 * What one stop's text says: the place ("Kaukauna, WI 54130"), the appointment's date and time
 * ("03/11/2025", "08:00-14:00", "0700 hrs", "8:00 AM - 2:00 PM", "FCFS") and the facility's name.
 */

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)
/** Canadian provinces and territories: cross-border loads print them where a state would be. */
const PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '))

export const isState = (text: string) =>
  (STATES.has(text.trim().toUpperCase()) || PROVINCES.has(text.trim().toUpperCase())) &&
  /^[A-Za-z]{2}$/.test(text.trim())
/** A US zip ("44103", "44103-2210") or a Canadian postal code ("R3H 0R6"). */
const POSTAL = String.raw`\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d`
export const isZip = (text: string) => new RegExp(`^(?:${POSTAL})$`).test(text.trim())

export interface Place {
  city: string
  state: string
  zip: string | null
  /** The text before the city ("Cascade Lumber Yard, 1550 Seneca Rd"), where the name may be. */
  before: string
}

const CITY = "[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{1,30}"
const AFTER_STATE = String.raw`(?:\s+(\d{5}|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)(?:-\d{4})?)?(?=$|[\s,;·|)])`

/** "Kaukauna, WI 54130", "Fort Collins, CO", "DALLAS TX 75201" (without a comma, only with a zip). */
export function findPlace(text: string): Place | null {
  const withComma = new RegExp(
    `(?:^|,\\s*|\\s{2,}|[·|]\\s*)(${CITY}),\\s*([A-Za-z]{2})\\.?${AFTER_STATE}`,
    'g',
  )
  for (const m of text.matchAll(withComma)) {
    if (!isState(m[2]!)) continue
    const city = cityOf(m[1]!)
    if (!city) continue
    return { city, state: m[2]!.toUpperCase(), zip: m[3] ?? null, before: text.slice(0, m.index).trim() }
  }
  const bare = new RegExp(`^(${CITY})\\s+([A-Z]{2})\\s+(${POSTAL})$`).exec(text.trim())
  if (bare && isState(bare[2]!)) {
    const city = cityOf(bare[1]!)
    if (city) return { city, state: bare[2]!, zip: bare[3]!, before: '' }
  }
  return null
}

/** A city as printed, in title case when printed in capitals; null for a street or a label. */
function cityOf(raw: string): string | null {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (/\d/.test(text) || /:$/.test(text) || text.split(' ').length > 4) return null
  if (text !== text.toUpperCase()) return text
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase())
}

const PHONE = /\(?\b\d{3}\)?[\s.-]\d{3}[-.]\d{4}\b/g
const DATE_LIKE =
  /\b\d{4}-\d{1,2}-\d{1,2}\b|\b20\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g
const HH = '([01]?\\d|2[0-3])'
const TIME_PATTERNS: { pattern: RegExp; read(m: RegExpExecArray): string | null }[] = [
  // 08:00, 8:00 AM, 1:30 p.m.
  {
    pattern: new RegExp(`\\b${HH}:([0-5]\\d)\\s*(a\\.?m?\\.?|p\\.?m?\\.?)?(?![\\w:])`, 'gi'),
    read: (m) => clock(Number(m[1]), Number(m[2]), m[3]),
  },
  // 0800 hrs, 0800-1400, at 0700, Appt 0700
  {
    pattern: /\b([01]\d|2[0-3])([0-5]\d)\s*(?=hrs?\b|hours\b|h\b|\s*[-–]\s*([01]\d|2[0-3])[0-5]\d\b)/gi,
    read: (m) => clock(Number(m[1]), Number(m[2]), undefined),
  },
  {
    pattern: /(?:\b(?:at|by|appt\.?:?|time:?|eta:?)|@)\s*([01]\d|2[0-3])([0-5]\d)\b/gi,
    read: (m) => clock(Number(m[1]), Number(m[2]), undefined),
  },
  // 07h30, 14 h 00 (French Canadian)
  {
    pattern: /\b([01]?\d|2[0-3])\s?h\s?([0-5]\d)\b/gi,
    read: (m) => clock(Number(m[1]), Number(m[2]), undefined),
  },
  // 8 AM, 2pm
  {
    pattern: /\b(1[0-2]|0?\d)\s*(a\.?m\.?|p\.?m\.?)(?!\w)/gi,
    read: (m) => clock(Number(m[1]), 0, m[2]),
  },
]

function clock(hours: number, minutes: number, meridiem: string | undefined): string | null {
  let h = hours
  if (meridiem) {
    if (h < 1 || h > 12) return null
    const pm = /^p/i.test(meridiem)
    h = (h % 12) + (pm ? 12 : 0)
  }
  if (h > 23 || minutes > 59) return null
  return `${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** The first time of day in the text (the start of a window), as 'HH:MM' on a 24-hour clock. */
export function findTime(text: string): string | null {
  // Phone numbers and dates hold digit groups that read like times.
  // A date is read as "at": a four-digit time right after it ("03/31/2025 0500") is a time.
  const clean = text.replace(PHONE, ' ').replace(DATE_LIKE, ' @ ')
  let best: { index: number; time: string } | null = null
  for (const { pattern, read } of TIME_PATTERNS) {
    for (const m of clean.matchAll(pattern)) {
      const time = read(m as RegExpExecArray)
      if (time && (!best || m.index < best.index)) best = { index: m.index, time }
    }
  }
  return best?.time ?? null
}

/** A date as EDI and transport systems print it, CCYYMMDD ("20250512"). */
const COMPACT_DATE = /\b(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\b/

/** The first calendar date in the text. */
export const findStopDate = (text: string): string | null => {
  const found = findDates(text)[0]
  if (found) return found
  const compact = COMPACT_DATE.exec(text)
  return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : null
}

/** A street line: a number then words ("4100 River Rd"), a PO box or a suite. */
export const isStreet = (text: string) =>
  /^\d+[A-Za-z]?\s+[A-Za-z]/.test(text.trim()) ||
  /^(p\.?o\.?\s*box|suite|ste\.?|unit|bldg)\b/i.test(text.trim())
