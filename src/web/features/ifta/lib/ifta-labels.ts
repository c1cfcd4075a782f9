import type { IftaReturn, Trip } from '@/contracts/ifta'
import type { FuelType } from '@/domain/ifta/build-return'
import { jurisdiction } from '@/domain/ifta/jurisdictions'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'

export type ReturnStatus = IftaReturn['status']
export type ReturnCheck = IftaReturn['checks'][number]

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  open: 'Open',
  filed: 'Filed',
  amending: 'Amending',
}

export const RETURN_STATUS_COLORS: Record<ReturnStatus, string> = {
  open: 'blue',
  filed: 'green',
  amending: 'orange',
}

export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  diesel: 'Diesel',
  gasoline: 'Gasoline',
  other: 'Other fuel',
}

/** What the screens say after a write. */
export const IFTA_NOTICES = {
  tripAdded: 'Trip added',
  tripUpdated: 'Trip updated',
  tripDeleted: 'Trip deleted',
  tripSaveFailed: 'Failed to save the trip',
  purchaseAdded: 'Fuel purchase added',
  purchaseUpdated: 'Fuel purchase updated',
  purchaseDeleted: 'Fuel purchase deleted',
  purchaseSaveFailed: 'Failed to save the fuel purchase',
  filed: 'Return marked as filed',
  amending: 'Amendment opened: the quarter’s records can be changed',
} as const

/** A return not filed by its due date is late (an amendment being made is not filed either). */
export const isOverdue = (quarter: { status: ReturnStatus; dueDate: string }, today: string) =>
  quarter.status !== 'filed' && today > quarter.dueDate

/** "1234.500" (a decimal string of gallons) as "1,234.5": grouped, no trailing zeros, never a float. */
export function formatDecimalText(text: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return text
  const whole = match[2]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = (match[3] ?? '').replace(/0+$/, '')
  return `${match[1] ?? ''}${whole}${fraction ? `.${fraction}` : ''}`
}

export const gallonsLabel = (gallons: string | number) =>
  `${typeof gallons === 'number' ? formatCount(gallons) : formatDecimalText(gallons)} gal`

export const milesLabel = (miles: number) => `${formatCount(miles)} mi`

/** "1 trip", "2 trips". */
export const countLabel = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`

/** A whole number that may be negative (a credit's net gallons) with a true minus sign: "−75". */
export const signedCount = (n: number) => (n < 0 ? `−${formatCount(-n)}` : formatCount(n))

/** A rate in dollars per gallon as the matrix prints it: "$0.2000". */
export const rateLabel = (rate: string) => `$${rate}`

/** Decimal text with the zeros the database pads it with dropped, keeping `minDecimals`: "3.8990" → "3.899". */
export function trimDecimalText(text: string, minDecimals: number): string {
  const [whole, fraction = ''] = text.split('.')
  let kept = fraction.replace(/0+$/, '')
  if (kept.length < minDecimals) kept = fraction.slice(0, minDecimals).padEnd(minDecimals, '0')
  return kept ? `${whole}.${kept}` : (whole ?? text)
}

/** A pump price as the receipt prints it: "$3.899", "$4.00". */
export const priceLabel = (price: string) => `$${trimDecimalText(price, 2)}`

/** "Texas (TX)", or the code itself for one the list does not know. */
export function jurisdictionLabel(code: string): string {
  const known = jurisdiction(code)
  return known ? `${known.name} (${code})` : code
}

/** One day, or the first and last. */
export function tripDatesLabel(trip: Pick<Trip, 'startDate' | 'endDate'>): string {
  if (trip.startDate === trip.endDate) return formatDate(trip.startDate)
  return `${formatDate(trip.startDate)} – ${formatDate(trip.endDate)}`
}

/** "Dallas, TX → Wichita, KS", or whichever end is known ("—" when neither is). */
export function tripRouteLabel(trip: Pick<Trip, 'origin' | 'destination'>): string {
  if (!trip.origin && !trip.destination) return '—'
  return [trip.origin ?? '—', trip.destination ?? '—'].join(' → ')
}

/** The miles of each state in the trip's order: "TX 600 · OK 350.5 · KS 250". */
export const statesLabel = (trip: Pick<Trip, 'jurisdictions'>) =>
  trip.jurisdictions.map((j) => `${j.jurisdiction} ${formatCount(j.miles)}`).join(' · ')

export function odometerLabel(trip: Pick<Trip, 'startOdometer' | 'endOdometer'>): string {
  if (trip.startOdometer === null && trip.endOdometer === null) return '—'
  const show = (value: number | null) => (value === null ? '—' : formatCount(value))
  return `${show(trip.startOdometer)} – ${show(trip.endOdometer)}`
}

export const truckLabel = (unit: string | null) => (unit ? `Unit ${unit}` : 'No truck')

/** The return's bottom line: what is owed, or the credit when the fuel bought paid more tax. */
export function totalDueLabel(totalDueCents: number): { label: string; value: string } {
  if (totalDueCents < 0) return { label: 'Total credit', value: formatMoney(-totalDueCents) }
  return { label: 'Total due', value: formatMoney(totalDueCents) }
}

/** A row's tax or due: a credit (negative) shown with a minus sign, as the return prints it. */
export const signedMoney = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents))

/** Errors before warnings; within each, the return's own order. */
export function sortChecks(checks: readonly ReturnCheck[]): ReturnCheck[] {
  return [...checks].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
}

/** Where a check sends the user: the trip or purchase it names, or nowhere. */
export function checkLink(check: ReturnCheck): { to: string; label: string } | null {
  if (check.tripId) return { to: `/ifta/trips/${check.tripId}/edit`, label: 'Open the trip' }
  if (check.purchaseId) return { to: `/ifta/fuel/${check.purchaseId}/edit`, label: 'Open the purchase' }
  return null
}
