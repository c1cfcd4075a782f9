import type { StopType } from '@/domain/loads/load-terms.ts'
import type { ExtractedStop } from '@/domain/settlement-parsing/types.ts'
import { findPlace, findStopDate, findTime, isState, isStreet, isZip, type Place } from './stop-text.ts'
import { STOP_FIELD_LABEL, STOP_REFERENCE } from './vocabulary.ts'

/*
 * One stop's fields from its text: lines of cells, a table row (with any wrapped lines under it)
 * or the lines of a titled block. Labels ("Appt:", "Pickup Date:") are read past; reference lines
 * ("Pickup #: HPC-5541") hold none of the stop's fields.
 */

/** A name is looked for in a block's first lines only: lower down are notes and instructions. */
const NAME_LINES = 2

const NAME_LABEL = /^(name|facility|company|shipper|consignee|location)\s*:?\s*/i

export function readStop(type: StopType, lines: string[][], from: 'row' | 'block'): ExtractedStop {
  const cells = lines.map((line) => line.map((text) => text.trim()).filter(Boolean))
  const values = cells.flat().filter((text) => !STOP_REFERENCE.test(text))
  const place = placeIn(cells)
  const date = first(values.map((text) => findStopDate(text)))
  const time = first(values.filter((text) => !findPlace(text)).map((text) => findTime(text)))
  const name = from === 'row' ? rowName(cells[0] ?? []) : blockName(cells.slice(0, NAME_LINES).flat())
  return {
    type,
    name,
    city: place?.city ?? null,
    state: place?.state ?? null,
    zip: place?.zip ?? null,
    date,
    time,
  }
}

const first = <T>(values: (T | null)[]): T | null => values.find((value) => value !== null) ?? null

function placeIn(lines: string[][]): Place | null {
  for (const [lineIndex, line] of lines.entries()) {
    for (const [index, text] of line.entries()) {
      const place = findPlace(text.replace(STOP_FIELD_LABEL, ''))
      if (place) return place
      // City, state and zip in cells of their own ("Harrisburg | PA | 17110").
      const city = line[index - 1]
      if (isState(text) && city && /^[A-Za-z][A-Za-z .'-]+$/.test(city) && !isStreet(city)) {
        const zip = line[index + 1]
        return {
          city: titled(city),
          state: text.toUpperCase(),
          zip: zip && isZip(zip) ? zip : null,
          before: '',
        }
      }
      // A column of one field a line (a stop's column in a table of rows: city, province, postal code).
      const below = lines[lineIndex + 1]
      if (line.length === 1 && below?.length === 1 && isState(below[0]!) && isCityText(text)) {
        const zip = lines[lineIndex + 2]
        return {
          city: titled(text),
          state: below[0]!.toUpperCase(),
          zip: zip?.length === 1 && isZip(zip[0]!) ? zip[0]! : null,
          before: '',
        }
      }
    }
  }
  return null
}

const isCityText = (text: string) => /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]+$/.test(text) && !isStreet(text)

const titled = (text: string) =>
  text === text.toUpperCase()
    ? text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase())
    : text

/** Text that is some other field of the stop, not its name. */
function isOtherField(text: string): boolean {
  return (
    isStreet(text) ||
    isState(text) ||
    isZip(text) ||
    findStopDate(text) !== null ||
    findTime(text) !== null ||
    /^fcfs\b/i.test(text) ||
    STOP_REFERENCE.test(text) ||
    !/[A-Za-z]{3}/.test(text)
  )
}

/** A table row's name: its first cell of words that is no place, street, date or time. */
function rowName(cells: string[]): string | null {
  for (const [index, text] of cells.entries()) {
    const place = findPlace(text)
    // "Gem State Potatoes, 1205 N Skyline Dr, Idaho Falls, ID 83402": the name leads the cell.
    const lead = place?.before.split(',')[0]?.trim()
    if (lead && !isOtherField(lead)) return clean(lead)
    if (isOtherField(text) || place) continue
    // A city beside its own state cell is the place's.
    if (isState(cells[index + 1] ?? '')) continue
    return clean(text)
  }
  return null
}

/** A block's name: its first line, unless that line is the address, a date or a labelled field. */
function blockName(texts: string[]): string | null {
  for (const raw of texts) {
    const named = NAME_LABEL.test(raw)
    const text = raw.replace(NAME_LABEL, '')
    if (!named && STOP_FIELD_LABEL.test(raw)) continue
    const place = findPlace(text)
    if (place) {
      // "Cascade Lumber Yard, 1550 Seneca Rd, Eugene, OR 97402": the name leads the line.
      const lead = place.before.split(',')[0]?.trim() ?? ''
      if (lead && !isOtherField(lead)) return clean(lead)
      continue
    }
    if (isOtherField(text)) continue
    return clean(text)
  }
  return null
}

const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[,;:]+$/, '')
    .trim() || null
