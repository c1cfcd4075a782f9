import type { StopType } from '@/domain/loads/load-terms.ts'
import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedStop } from '@/domain/settlement-parsing/types.ts'
import { readStop } from './read-stop.ts'
import { STOP_FIELD, stopTypeOf } from './vocabulary.ts'

/*
 * Stops without headings, whose fields are named by labels that say which stop they belong to
 * ("Pickup Location", "Consignee City/State"): on a form, one label and its value a line; in a lane
 * table, a header row of such labels over rows that each hold a whole lane.
 */

interface Field {
  type: StopType
  /** The stop the field belongs to: its type and number ("pickup2"). */
  key: string
  /** What the field is ("name", "city/state", "date"). */
  kind: string
  rest: string
}

function fieldOf(text: string): Field | null {
  const match = STOP_FIELD.exec(text.trim())
  if (!match) return null
  const { words, stop, field, rest } = match.groups!
  const type = stopTypeOf(words!)
  if (!type) return null
  return {
    type,
    key: `${type}${stop ?? ''}`,
    kind: field!.toLowerCase().replace(/\s+/g, ''),
    rest: rest ?? '',
  }
}

interface Group {
  type: StopType
  key: string
  kinds: Set<string>
  texts: string[][]
}

/** The group a field goes in: the last one while it is the same stop and the field is new there. */
function groupFor(groups: Group[], field: Field): Group {
  let group = groups.at(-1)
  if (!group || group.key !== field.key || group.kinds.has(field.kind)) {
    group = { type: field.type, key: field.key, kinds: new Set(), texts: [] }
    groups.push(group)
  }
  group.kinds.add(field.kind)
  return group
}

/** The facility's own label says it is the name, wherever it comes in the stop's fields. */
const fieldText = (field: Field, value: string) =>
  /^(facility|name|company)$/.test(field.kind) ? `Name: ${value}` : value

const namesFirst = (texts: string[][]) => [
  ...texts.filter((t) => t[0]!.startsWith('Name: ')),
  ...texts.filter((t) => !t[0]!.startsWith('Name: ')),
]

const read = (groups: readonly Group[]) =>
  groups.map((group) => readStop(group.type, namesFirst(group.texts), 'block'))

/**
 * A form without stop headings names each field of a stop ("Pickup Facility", "Pickup Location",
 * "Delivery Date/Time"): the fields of one stop word, until a field repeats, make one stop.
 */
export function labelledStops(lines: readonly Line[]): ExtractedStop[] {
  const groups: Group[] = []
  for (const line of lines) {
    const [first, ...others] = line.cells
    const field = first && fieldOf(first.text)
    if (!field) continue
    const group = groupFor(groups, field)
    const value = [field.rest, ...others.map((c) => c.text)].join('  ').trim()
    if (value) group.texts.push([fieldText(field, value)])
  }
  return read(groups)
}

/** A lane's row follows the one above it closer than this many text heights. */
const ROW_GAP = 2.6
/** A table holds no more lanes than this. */
const MAX_LANES = 20

/**
 * A lane table: a header row of stop fields with no values, naming at least two stops ("Shipper
 * Name | Shipper City/State | Pickup Date | Consignee Name | …"), over rows that each hold both
 * ends of a lane. A value belongs to the header whose column it starts in.
 */
export function laneStops(lines: readonly Line[]): ExtractedStop[] {
  for (const [index, line] of lines.entries()) {
    const headers = line.cells.flatMap((cell) => {
      const field = fieldOf(cell.text)
      return field && !field.rest.trim() ? [{ cell, field }] : []
    })
    if (headers.length < 2 || new Set(headers.map((h) => h.field.key)).size < 2) continue
    const stops: ExtractedStop[] = []
    let previous = line
    for (const row of lines.slice(index + 1, index + 1 + MAX_LANES)) {
      if (row.y - previous.y > Math.max(row.height, previous.height) * (ROW_GAP + 1)) break
      const groups: Group[] = []
      for (const header of headers) {
        const values = row.cells.filter((cell) => columnOf(line.cells, cell) === header.cell)
        const value = values.map((cell) => cell.text.trim()).join(' ')
        const group = groupFor(groups, header.field)
        if (value) group.texts.push([fieldText(header.field, value)])
      }
      // A row with values under fewer than two stops' headers is past the table.
      if (groups.filter((group) => group.texts.length).length < 2) break
      stops.push(...read(groups))
      previous = row
    }
    if (stops.length) return stops
  }
  return []
}

/** The header cell a value sits under: the last one starting left of the value (tables align left). */
function columnOf(headers: readonly Cell[], cell: Cell): Cell | null {
  const slack = cell.height * 1.5
  return headers.findLast((header) => header.x <= cell.x + slack) ?? null
}
