/*
 * An ELD's jurisdiction-mileage export into trip sheets. ELDs print one row per vehicle, day (or
 * trip) and jurisdiction; a trip sheet is one truck's day (or the row's own date range) with the
 * miles of each jurisdiction it crossed, so rows are grouped by vehicle and dates and their miles
 * added up by jurisdiction. Rows that cannot be read are left out and said why, by row number.
 */

import { dateCell, jurisdictionCell, milesTenthsCell, odometerCell } from './import-cells.ts'
import { type EldField, eldHasDate, type ImportPeriod } from './import-fields.ts'
import { cellOf, isBlankOrTotal, type Mapped, type SheetRow } from './import-rows.ts'

/** Per jurisdiction and row: what a trip sheet accepts (100,000 miles). */
const MAX_ROW_TENTHS = 1_000_000
const MAX_TRIP_JURISDICTIONS = 40

export interface ImportedTripMiles {
  jurisdiction: string
  milesTenths: number
  taxableMilesTenths: number | null
  entryOdometer: number | null
}

export interface ImportedTrip {
  /** The unit as the file prints it, or null when the file names none. */
  vehicle: string | null
  startDate: string
  endDate: string
  startOdometer: number | null
  endOdometer: number | null
  jurisdictions: ImportedTripMiles[]
  rowNumbers: number[]
}

export interface EldConversion {
  trips: ImportedTrip[]
  /** Rows left out, said in words ("Row 12: no state"). */
  problems: string[]
  /** Rows that became no trip (problems, and rows of no miles). */
  skipped: number
}

interface Group {
  trip: ImportedTrip
  byJurisdiction: Map<string, ImportedTripMiles & { firstSeen: number; anyTaxable: boolean }>
}

/**
 * The rows as trips; a file with no date column mapped takes `period` (the days it covers) for every
 * row, so a per-vehicle summary becomes one trip sheet per vehicle over the period.
 */
export function eldRowsToTrips(
  rows: readonly SheetRow[],
  mapping: Mapped<EldField>,
  period?: ImportPeriod | null,
): EldConversion {
  const usePeriod = period && !eldHasDate(mapping) ? period : null
  const problems: string[] = []
  let skipped = 0
  const groups = new Map<string, Group>()
  const cell = (row: SheetRow, field: EldField) => cellOf(row, mapping, field)
  const refuse = (row: SheetRow, why: string) => {
    problems.push(`Row ${row.rowNumber}: ${why}`)
    skipped += 1
  }

  for (const row of rows) {
    if (isBlankOrTotal(row)) continue
    const startText = usePeriod ? usePeriod.startDate : cell(row, 'startDate') || cell(row, 'date')
    const endText = usePeriod ? usePeriod.endDate : cell(row, 'endDate')
    const startDate = dateCell(startText)
    if (!startDate) {
      refuse(row, startText ? `“${startText}” is not a date` : 'no date')
      continue
    }
    const endDate = endText ? dateCell(endText) : startDate
    if (!endDate) {
      refuse(row, `“${endText}” is not a date`)
      continue
    }
    if (endDate < startDate) {
      refuse(row, 'it ends before it starts')
      continue
    }
    const jurisdictionText = cell(row, 'jurisdiction')
    const jurisdiction = jurisdictionCell(jurisdictionText)
    if (!jurisdiction) {
      refuse(row, jurisdictionText ? `“${jurisdictionText}” is not a state or province` : 'no state')
      continue
    }
    const milesText = cell(row, 'miles')
    const milesTenths = milesTenthsCell(milesText)
    if (milesTenths === null || milesTenths > MAX_ROW_TENTHS) {
      refuse(row, milesText ? `“${milesText}” is not a number of miles` : 'no miles')
      continue
    }
    if (milesTenths === 0) {
      skipped += 1
      continue
    }
    const taxableText = cell(row, 'taxableMiles')
    let taxableTenths = taxableText ? milesTenthsCell(taxableText) : null
    if (taxableText && taxableTenths === null) {
      refuse(row, `“${taxableText}” is not a number of taxable miles`)
      continue
    }
    if (taxableTenths !== null && taxableTenths > milesTenths) {
      problems.push(`Row ${row.rowNumber}: more taxable miles than miles; all its miles are taken as taxable`)
      taxableTenths = null
    }
    let startOdometer = odometerCell(cell(row, 'startOdometer'))
    let endOdometer = odometerCell(cell(row, 'endOdometer'))
    if (startOdometer !== null && endOdometer !== null && endOdometer < startOdometer) {
      problems.push(`Row ${row.rowNumber}: the ending odometer is below the starting one; both are left out`)
      startOdometer = null
      endOdometer = null
    }

    const vehicle = cell(row, 'vehicle') || null
    const key = `${(vehicle ?? '').toUpperCase()}\u0000${startDate}\u0000${endDate}`
    let group = groups.get(key)
    if (!group) {
      group = {
        trip: {
          vehicle,
          startDate,
          endDate,
          startOdometer: null,
          endOdometer: null,
          jurisdictions: [],
          rowNumbers: [],
        },
        byJurisdiction: new Map(),
      }
      groups.set(key, group)
    }
    const { trip } = group
    trip.rowNumbers.push(row.rowNumber)
    if (startOdometer !== null)
      trip.startOdometer = Math.min(trip.startOdometer ?? startOdometer, startOdometer)
    if (endOdometer !== null) trip.endOdometer = Math.max(trip.endOdometer ?? endOdometer, endOdometer)
    const miles = group.byJurisdiction.get(jurisdiction)
    if (miles) {
      miles.milesTenths += milesTenths
      miles.taxableMilesTenths = (miles.taxableMilesTenths ?? 0) + (taxableTenths ?? milesTenths)
      miles.anyTaxable ||= taxableTenths !== null
      if (startOdometer !== null)
        miles.entryOdometer = Math.min(miles.entryOdometer ?? startOdometer, startOdometer)
    } else {
      group.byJurisdiction.set(jurisdiction, {
        jurisdiction,
        milesTenths,
        taxableMilesTenths: taxableTenths ?? milesTenths,
        anyTaxable: taxableTenths !== null,
        entryOdometer: startOdometer,
        firstSeen: group.byJurisdiction.size,
      })
    }
  }

  const trips: ImportedTrip[] = []
  for (const { trip, byJurisdiction } of groups.values()) {
    const all = [...byJurisdiction.values()]
    if (all.length > MAX_TRIP_JURISDICTIONS) {
      problems.push(
        `Rows ${trip.rowNumbers.join(', ')}: more than ${MAX_TRIP_JURISDICTIONS} states on one day; left out`,
      )
      skipped += trip.rowNumbers.length
      continue
    }
    // In the order the truck crossed them when the odometers say so, else as the file lists them.
    const ordered = all.every((j) => j.entryOdometer !== null)
      ? all.sort((a, b) => a.entryOdometer! - b.entryOdometer!)
      : all.sort((a, b) => a.firstSeen - b.firstSeen)
    if (trip.startOdometer !== null && trip.endOdometer !== null && trip.endOdometer < trip.startOdometer) {
      trip.startOdometer = null
      trip.endOdometer = null
    }
    trip.jurisdictions = ordered.map((j) => ({
      jurisdiction: j.jurisdiction,
      milesTenths: j.milesTenths,
      // Null when every mile is taxable (most jurisdictions have no exempt distance).
      taxableMilesTenths:
        j.anyTaxable && j.taxableMilesTenths !== j.milesTenths ? j.taxableMilesTenths : null,
      entryOdometer: j.entryOdometer,
    }))
    trips.push(trip)
  }
  trips.sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || (a.vehicle ?? '').localeCompare(b.vehicle ?? ''),
  )
  return { trips, problems, skipped }
}
