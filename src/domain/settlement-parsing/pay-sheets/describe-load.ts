import { findDates, findMonthDay } from '@/domain/settlement-parsing/shared/dates.ts'
import type { ExtractedLoad } from '@/domain/settlement-parsing/types.ts'
import type { Column, ColumnRole } from './columns.ts'
import type { TableRecord } from './table-types.ts'
import { findPlaces, readInteger, readOcrDate } from './tokens.ts'

/*
 * What a load row says besides its pay: load number, date, origin and destination, miles, from
 * the columns whose headers name them; a date or the route may also be printed elsewhere in the row.
 */

/** The text of a record's columns of some roles, a cell's lines joined by spaces. */
function textOf(columns: readonly Column[], record: TableRecord, roles: ColumnRole[]): string {
  return columns
    .map((column, i) => (roles.includes(column.role) ? record.cells[i]!.map((c) => c.text).join(' ') : ''))
    .filter(Boolean)
    .join(' ')
}

/**
 * The same, but a cell's lines joined by a bar unless the printer wrapped them (the next line's
 * first word would not have fitted): a shipper's name over its "City, ST" is not part of the city,
 * a city wrapped over two lines ("Salt Lake" over "City, UT") is one.
 */
function linesOf(columns: readonly Column[], record: TableRecord, roles: ColumnRole[]): string {
  return columns
    .map((column, i) => {
      if (!roles.includes(column.role)) return ''
      const limit = columns[i + 1]?.x ?? Number.POSITIVE_INFINITY
      return record.cells[i]!.reduce((text, cell, k, cells) => {
        if (k === 0) return cell.text
        const previous = cells[k - 1]!
        const charWidth = (cell.right - cell.x) / Math.max(1, cell.text.length)
        const firstWord = cell.text.split(/\s+/)[0] ?? ''
        const wrapped = previous.right + charWidth * (firstWord.length + 1) > limit
        return `${text}${wrapped ? ' ' : ' | '}${cell.text}`
      }, '')
    })
    .filter(Boolean)
    .join(' ')
}

export function describeLoad(
  columns: readonly Column[],
  record: TableRecord,
  ocr: boolean,
  reference: string | null,
): Omit<ExtractedLoad, 'amountCents'> {
  const idIndex = columns.findIndex((c) => c.role === 'loadNumber')
  const idText = idIndex >= 0 ? (record.cells[idIndex]![0]?.text ?? '') : ''
  const loadNumber = idText.split(/\s+/)[0]?.replace(/^#/, '') || null

  const dateIn = (roles: ColumnRole[]) => {
    const text = textOf(columns, record, roles)
    return findDates(text)[0] ?? (ocr ? readOcrDate(text.split(/\s+/)[0] ?? '') : null)
  }
  const monthDayIn = (roles: ColumnRole[]) => findMonthDay(textOf(columns, record, roles), reference)
  const date =
    dateIn(['pickupDate']) ??
    dateIn(['date']) ??
    findDates(record.text)[0] ??
    dateIn(['deliveryDate']) ??
    monthDayIn(['pickupDate']) ??
    monthDayIn(['date']) ??
    monthDayIn(['deliveryDate'])

  // A shipper's name may sit over its "City, ST": the place is the last one of the cell; a wrap the
  // geometry cannot tell ("Salt Lake City," over "UT") is read with the lines joined.
  const placeOf = (role: ColumnRole) =>
    findPlaces(linesOf(columns, record, [role])).pop() ??
    findPlaces(textOf(columns, record, [role]))[0] ??
    null
  let origin = placeOf('origin')
  let destination = placeOf('destination')
  if (!origin || !destination) {
    // A route or stops column lists every stop: the load runs from the first to the last.
    const route = findPlaces(linesOf(columns, record, ['route']))
    const anywhere = route.length >= 2 ? route : findPlaces(record.text.replace(/ \| /g, '  ')).slice(0, 2)
    if (anywhere.length >= 2) {
      origin ??= anywhere[0]!
      destination ??= anywhere[anywhere.length - 1]!
    }
  }

  const milesColumns = columns
    .map((column, i) => ({ column, i }))
    .filter(({ column }) => column.role === 'miles')
    .sort(
      (a, b) => Number(/loaded|paid/i.test(b.column.header)) - Number(/loaded|paid/i.test(a.column.header)),
    )
  let miles: number | null = null
  for (const { i } of milesColumns) {
    miles = readInteger(record.cells[i]![0]?.text ?? '', ocr)
    if (miles !== null) break
  }
  return { loadNumber, date, origin, destination, miles }
}
