import { randomId } from '@mantine/hooks'
import { LOAD_MESSAGES, type Load, ZLoadInput } from '@/contracts/loads'
import type { LoadStatus, RateLineKind, StopType } from '@/domain/loads/load-terms'

/** One stop as the form holds it: text as typed, times as 'YYYY-MM-DDTHH:MM' (a datetime-local field). */
export interface StopRow {
  key: string
  type: StopType
  name: string
  city: string
  state: string
  zip: string
  scheduledAt: string
  arrivedAt: string
  departedAt: string
}

export interface RateRow {
  key: string
  kind: RateLineKind
  description: string
  /** Whole cents, or null while the field is empty. */
  amountCents: number | null
}

export interface LoadFormValues {
  loadNumber: string
  payerName: string
  shipper: string
  receiver: string
  status: LoadStatus
  stops: StopRow[]
  rateLines: RateRow[]
  /** A number field's value: a number, or '' when empty. */
  loadedMiles: number | string
  emptyMiles: number | string
  truckId: string | null
  /** A fleet manager's load: the fleet's driver who hauls it. */
  driverId: string | null
  commodity: string
  weightLb: number | string
  poNumber: string
  bolNumber: string
  proNumber: string
  notes: string
}

export const newStop = (type: StopType): StopRow => ({
  key: randomId(),
  type,
  name: '',
  city: '',
  state: '',
  zip: '',
  scheduledAt: '',
  arrivedAt: '',
  departedAt: '',
})

export const newRateLine = (kind: RateLineKind = 'linehaul'): RateRow => ({
  key: randomId(),
  kind,
  description: '',
  amountCents: null,
})

/** A new load: a pickup, a delivery and its linehaul, the least a rate confirmation books. */
export function emptyValues(): LoadFormValues {
  return {
    loadNumber: '',
    payerName: '',
    shipper: '',
    receiver: '',
    status: 'booked',
    stops: [newStop('pickup'), newStop('delivery')],
    rateLines: [newRateLine('linehaul')],
    loadedMiles: '',
    emptyMiles: '',
    truckId: null,
    driverId: null,
    commodity: '',
    weightLb: '',
    poNumber: '',
    bolNumber: '',
    proNumber: '',
    notes: '',
  }
}

export function valuesFromLoad(load: Load): LoadFormValues {
  return {
    loadNumber: load.loadNumber ?? '',
    payerName: load.payerName ?? '',
    shipper: load.shipper ?? '',
    receiver: load.receiver ?? '',
    status: load.status,
    stops: load.stops.map((stop) => ({
      key: stop.id,
      type: stop.type,
      name: stop.name ?? '',
      city: stop.city,
      state: stop.state,
      zip: stop.zip ?? '',
      scheduledAt: stop.scheduledAt ?? '',
      arrivedAt: stop.arrivedAt ?? '',
      departedAt: stop.departedAt ?? '',
    })),
    rateLines: load.rateLines.map((line) => ({
      key: line.id,
      kind: line.kind,
      description: line.description,
      amountCents: line.amountCents,
    })),
    loadedMiles: load.loadedMiles ?? '',
    emptyMiles: load.emptyMiles ?? '',
    truckId: load.truckId,
    driverId: load.driverId,
    commodity: load.commodity ?? '',
    weightLb: load.weightLb ?? '',
    poNumber: load.poNumber ?? '',
    bolNumber: load.bolNumber ?? '',
    proNumber: load.proNumber ?? '',
    notes: load.notes,
  }
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim())
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value))

/**
 * The form as the contract's input, unvalidated: parse it with ZLoadInput. Stops and rate lines keep
 * their places, so a message about `stops.1.city` lands on the second stop's City field.
 */
export function valuesToInput(values: LoadFormValues) {
  return {
    loadNumber: textOrNull(values.loadNumber),
    payerName: textOrNull(values.payerName),
    shipper: textOrNull(values.shipper),
    receiver: textOrNull(values.receiver),
    status: values.status,
    stops: values.stops.map((stop) => ({
      type: stop.type,
      name: textOrNull(stop.name),
      city: stop.city,
      state: stop.state,
      zip: textOrNull(stop.zip),
      scheduledAt: textOrNull(stop.scheduledAt),
      arrivedAt: textOrNull(stop.arrivedAt),
      departedAt: textOrNull(stop.departedAt),
    })),
    rateLines: values.rateLines.map((line) => ({
      kind: line.kind,
      description: line.description.trim(),
      amountCents: line.amountCents ?? undefined,
    })),
    loadedMiles: numberOrNull(values.loadedMiles),
    emptyMiles: numberOrNull(values.emptyMiles),
    truckId: values.truckId,
    driverId: values.driverId,
    commodity: textOrNull(values.commodity),
    weightLb: numberOrNull(values.weightLb),
    poNumber: textOrNull(values.poNumber),
    bolNumber: textOrNull(values.bolNumber),
    proNumber: textOrNull(values.proNumber),
    notes: values.notes,
  }
}

/** The rate as it stands, for the form's live total; empty amounts count as zero. */
export const rateTotal = (values: Pick<LoadFormValues, 'rateLines'>) =>
  values.rateLines.reduce((sum, line) => sum + (line.amountCents ?? 0), 0)

export type CheckedLoadForm =
  | { ok: true; data: ReturnType<typeof ZLoadInput.parse> }
  | { ok: false; errors: Record<string, string>; first: string }

/**
 * The form checked with the contract: the input to send, or each field's message by its form path
 * ('stops.1.city') and the first of them. A missing payer is named with the rest (the contract's own
 * check of it waits until every field is valid).
 */
export function checkLoadForm(values: LoadFormValues): CheckedLoadForm {
  const result = ZLoadInput.safeParse(valuesToInput(values))
  if (result.success) return { ok: true, data: result.data }
  const issues = result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const)
  if (!values.payerName.trim() && !issues.some(([path]) => path === 'payerName'))
    issues.unshift(['payerName', LOAD_MESSAGES.payerRequired])
  return { ok: false, errors: Object.fromEntries(issues), first: issues[0]?.[1] ?? 'Please check the form' }
}
