/**
 * A trip sheet's odometer readings as miles by state: the start odometer, the reading at each state
 * line crossed (the odometer where the truck entered the next state) and the end odometer give each
 * state's miles as the difference of the readings around it. Odometers are whole miles; a state's
 * miles may carry a tenth (an ELD's 123.4), so they agree with the readings within a mile.
 */

export interface OdometerRow {
  miles?: number | null
  entryOdometer?: number | null
}

export interface OdometerTrip {
  startOdometer?: number | null
  endOdometer?: number | null
  jurisdictions: readonly OdometerRow[]
}

export const ODOMETER_MESSAGES = {
  order: 'The state line odometers must run in the order driven, between the start and end odometers',
  firstEntry: 'The first state is entered at the start odometer',
  disagree: (miles: number, odometer: number) =>
    `${miles} mi here, but the odometers give ${odometer} mi: correct the miles or the readings`,
} as const

/** Within a mile (in tenths): the odometer shows whole miles. */
const TOLERANCE_TENTHS = 10

const known = (value: number | null | undefined): value is number => typeof value === 'number'

/** Where state `index` begins on the odometer: its own reading, the first state's the trip's start. */
function entryOf(trip: OdometerTrip, index: number): number | null {
  const own = trip.jurisdictions[index]?.entryOdometer
  if (known(own)) return own
  return index === 0 && known(trip.startOdometer) ? trip.startOdometer : null
}

/** Where state `index` ends: the next state's reading, the last state's the trip's end. */
function exitOf(trip: OdometerTrip, index: number): number | null {
  if (index === trip.jurisdictions.length - 1) return known(trip.endOdometer) ? trip.endOdometer : null
  const next = trip.jurisdictions[index + 1]?.entryOdometer
  return known(next) ? next : null
}

/**
 * Each state's miles as the odometers give them, or null where a reading around it is missing or out
 * of order. The readings being whole miles, so are the miles.
 */
export function milesFromOdometers(trip: OdometerTrip): (number | null)[] {
  return trip.jurisdictions.map((_, index) => {
    const from = entryOf(trip, index)
    const to = exitOf(trip, index)
    return from !== null && to !== null && to >= from ? to - from : null
  })
}

export interface OdometerProblem {
  /** The field's place in the trip, as a form or a validation error names it. */
  path: (string | number)[]
  message: string
}

/**
 * What the state line readings say against the trip: readings out of order (or outside start–end), a
 * first reading that is not the start, and a state whose miles differ from its readings by more than a
 * mile. A trip without state line readings has nothing to check here (its total against start and end
 * odometers is the form's tally and the return's checks).
 */
export function odometerProblems(trip: OdometerTrip): OdometerProblem[] {
  const problems: OdometerProblem[] = []
  const rows = trip.jurisdictions
  if (!rows.some((row) => known(row.entryOdometer))) return problems
  let last = known(trip.startOdometer) ? trip.startOdometer : null
  rows.forEach((row, index) => {
    if (!known(row.entryOdometer)) return
    const outOfOrder =
      (last !== null && row.entryOdometer < last) ||
      (known(trip.endOdometer) && row.entryOdometer > trip.endOdometer)
    if (outOfOrder)
      problems.push({ path: ['jurisdictions', index, 'entryOdometer'], message: ODOMETER_MESSAGES.order })
    else if (index === 0 && known(trip.startOdometer) && row.entryOdometer !== trip.startOdometer)
      problems.push({ path: ['jurisdictions', 0, 'entryOdometer'], message: ODOMETER_MESSAGES.firstEntry })
    last = Math.max(last ?? row.entryOdometer, row.entryOdometer)
  })
  if (problems.length > 0) return problems
  milesFromOdometers(trip).forEach((odometer, index) => {
    const miles = rows[index]?.miles
    if (odometer === null || !known(miles)) return
    if (Math.abs(Math.round(miles * 10) - odometer * 10) > TOLERANCE_TENTHS)
      problems.push({
        path: ['jurisdictions', index, 'miles'],
        message: ODOMETER_MESSAGES.disagree(miles, odometer),
      })
  })
  return problems
}
