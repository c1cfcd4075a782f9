import { randomId } from '@mantine/hooks'
import { type Trip, ZTripInput } from '@/contracts/ifta'
import type { Load } from '@/contracts/loads'
import { milesFromOdometers } from '@/domain/ifta/trip-odometers'
import { formatCount } from '@/web/lib/format'

/** A number field's value as Mantine gives it: a number, or text ('' when empty, '12.' while typing). */
export type NumberField = number | string

/** One state of the trip as the form holds it. */
export interface JurisdictionRow {
  key: string
  jurisdiction: string | null
  miles: NumberField
  taxableMiles: NumberField
  entryOdometer: NumberField
}

export interface TripFormValues {
  truckId: string | null
  startDate: string
  endDate: string
  startOdometer: NumberField
  endOdometer: NumberField
  origin: string
  destination: string
  routes: string
  /** '' when not said. */
  loaded: '' | 'loaded' | 'empty'
  notes: string
  jurisdictions: JurisdictionRow[]
  /** The load the trip hauled, when it was made from one. */
  loadId: string | null
}

export const newJurisdictionRow = (): JurisdictionRow => ({
  key: randomId(),
  jurisdiction: null,
  miles: '',
  taxableMiles: '',
  entryOdometer: '',
})

export function emptyTripValues(today: string): TripFormValues {
  return {
    truckId: null,
    startDate: today,
    endDate: today,
    startOdometer: '',
    endOdometer: '',
    origin: '',
    destination: '',
    routes: '',
    loaded: '',
    notes: '',
    jurisdictions: [newJurisdictionRow()],
    loadId: null,
  }
}

/**
 * A trip sheet begun from a load: its truck, dates and places, and its stops' states in the order
 * driven (each once in a row); the miles, and any state crossed between stops, are the user's to add.
 */
export function valuesFromLoad(load: Load, today: string): TripFormValues {
  const states: string[] = []
  for (const stop of load.stops) if (states.at(-1) !== stop.state) states.push(stop.state)
  const startDate = load.pickupDate ?? today
  return {
    ...emptyTripValues(today),
    truckId: load.truckId,
    startDate,
    endDate: load.deliveryDate && load.deliveryDate >= startDate ? load.deliveryDate : startDate,
    origin: load.originPlace ?? '',
    destination: load.destinationPlace ?? '',
    loaded: 'loaded',
    notes: load.loadNumber ? `Load ${load.loadNumber}` : '',
    jurisdictions: states.length
      ? states.map((state) => ({ ...newJurisdictionRow(), jurisdiction: state }))
      : [newJurisdictionRow()],
    loadId: load.id,
  }
}

const orEmpty = (value: number | null) => value ?? ''

export function valuesFromTrip(trip: Trip): TripFormValues {
  return {
    truckId: trip.truckId,
    startDate: trip.startDate,
    endDate: trip.endDate,
    startOdometer: orEmpty(trip.startOdometer),
    endOdometer: orEmpty(trip.endOdometer),
    origin: trip.origin ?? '',
    destination: trip.destination ?? '',
    routes: trip.routes ?? '',
    loaded: trip.loaded === null ? '' : trip.loaded ? 'loaded' : 'empty',
    notes: trip.notes,
    loadId: trip.loadId,
    jurisdictions: trip.jurisdictions.map((j) => ({
      key: randomId(),
      jurisdiction: j.jurisdiction,
      miles: j.miles,
      taxableMiles: orEmpty(j.taxableMiles),
      entryOdometer: orEmpty(j.entryOdometer),
    })),
  }
}

/** A number field as a number, null when empty; text that is no number stays for the schema to refuse. */
function numberOrNull(value: NumberField): number | null | string {
  if (typeof value === 'number') return value
  const text = value.trim().replaceAll(',', '')
  if (text === '') return null
  const number = Number(text)
  return Number.isFinite(number) ? number : text
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The form as the contract's input, unvalidated: the states keep their places for the messages. */
export function valuesToInput(values: TripFormValues) {
  return {
    truckId: values.truckId,
    startDate: values.startDate,
    endDate: values.endDate,
    startOdometer: numberOrNull(values.startOdometer),
    endOdometer: numberOrNull(values.endOdometer),
    origin: textOrNull(values.origin),
    destination: textOrNull(values.destination),
    routes: textOrNull(values.routes),
    loaded: values.loaded === '' ? null : values.loaded === 'loaded',
    notes: values.notes,
    loadId: values.loadId,
    jurisdictions: values.jurisdictions.map((row) => ({
      jurisdiction: row.jurisdiction ?? '',
      miles: numberOrNull(row.miles) ?? undefined,
      taxableMiles: numberOrNull(row.taxableMiles),
      entryOdometer: numberOrNull(row.entryOdometer),
    })),
  }
}

export type CheckedTripForm =
  | { ok: true; data: ReturnType<typeof ZTripInput.parse> }
  | { ok: false; errors: Record<string, string>; first: string }

/** The form checked with the contract: the input to send, or each field's message by its form path. */
export function checkTripForm(values: TripFormValues): CheckedTripForm {
  const result = ZTripInput.safeParse(valuesToInput(values))
  if (result.success) return { ok: true, data: result.data }
  const issues = result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const)
  return { ok: false, errors: Object.fromEntries(issues), first: issues[0]?.[1] ?? 'Please check the form' }
}

const asNumber = (value: NumberField): number | null => {
  const number = numberOrNull(value)
  return typeof number === 'number' ? number : null
}

const odometersOf = (values: TripFormValues) => ({
  startOdometer: asNumber(values.startOdometer),
  endOdometer: asNumber(values.endOdometer),
  jurisdictions: values.jurisdictions.map((row) => ({
    miles: asNumber(row.miles),
    entryOdometer: asNumber(row.entryOdometer),
  })),
})

/** Each state's miles as the odometer readings typed give them (null where one around it is missing). */
export const formMilesFromOdometers = (values: TripFormValues) => milesFromOdometers(odometersOf(values))

/** Whether a change touched a reading: the start, the end or a state line's. */
export function odometersChanged(values: TripFormValues, previous: TripFormValues): boolean {
  if (values.startOdometer !== previous.startOdometer || values.endOdometer !== previous.endOdometer)
    return true
  if (values.jurisdictions.length !== previous.jurisdictions.length) return true
  return values.jurisdictions.some((row, i) => row.entryOdometer !== previous.jurisdictions[i]?.entryOdometer)
}

/**
 * The states with the miles their readings give filled in (the readings are the record an auditor
 * trusts), or null when none changes. A state whose readings are not all typed keeps its miles.
 */
export function fillMilesFromOdometers(values: TripFormValues): JurisdictionRow[] | null {
  const derived = formMilesFromOdometers(values)
  let changed = false
  const rows = values.jurisdictions.map((row, i) => {
    const miles = derived[i]
    if (miles === null || miles === undefined || asNumber(row.miles) === miles) return row
    changed = true
    return { ...row, miles }
  })
  return changed ? rows : null
}

/** Miles in tenths (an ELD's 123.4 is 1234): sums of them stay whole numbers. */
const tenths = (value: NumberField): number => {
  const number = numberOrNull(value)
  return typeof number === 'number' ? Math.round(number * 10) : 0
}

export interface MilesTally {
  /** The states' miles added up, in tenths. */
  statesTenths: number
  /** End less start odometer, or null until both are typed (and in order). */
  odometerMiles: number | null
}

/** The states' miles against the odometer, as the user types. */
export function milesTally(values: TripFormValues): MilesTally {
  const statesTenths = values.jurisdictions.reduce((sum, row) => sum + tenths(row.miles), 0)
  const start = numberOrNull(values.startOdometer)
  const end = numberOrNull(values.endOdometer)
  const odometerMiles =
    typeof start === 'number' && typeof end === 'number' && end >= start ? end - start : null
  return { statesTenths, odometerMiles }
}

const tenthsLabel = (value: number) =>
  value % 10 === 0
    ? formatCount(value / 10)
    : `${formatCount(Math.trunc(value / 10))}.${Math.abs(value % 10)}`

/** What the tally says: the sum, and how far it is from the odometer (whole miles are a match). */
export function tallyLabel(tally: MilesTally): { text: string; matches: boolean | null } {
  const states = `States: ${tenthsLabel(tally.statesTenths)} mi`
  if (tally.odometerMiles === null) return { text: `${states} · Odometer: type both readings`, matches: null }
  const apart = tally.statesTenths - tally.odometerMiles * 10
  const odometer = `Odometer: ${formatCount(tally.odometerMiles)} mi`
  // Within a mile is a match, as the return's own check counts it.
  if (Math.abs(apart) <= 10) return { text: `${states} · ${odometer} · they match`, matches: true }
  const side = apart > 0 ? 'more' : 'fewer'
  return {
    text: `${states} · ${odometer} · ${tenthsLabel(Math.abs(apart))} mi ${side} in the states`,
    matches: false,
  }
}
