import { randomId } from '@mantine/hooks'
import type { Settlement, SettlementLineInput } from '@/contracts/settlements'
import type { Cents } from '@/domain/money'
import {
  DEDUCTION_CATEGORIES,
  type DeductionCategory,
  type LineAmount,
  type LineKind,
  type PaidAs,
} from '@/domain/settlements/settlement-math'

/**
 * One line of the settlement as the form holds it, whatever its kind: the form keeps one list, as
 * the API does, and each section on screen shows the lines of its kind with that kind's fields.
 */
export interface LineRow {
  key: string
  kind: LineKind
  description: string
  /** What a deduction posts as; the other kinds ignore it. */
  category: DeductionCategory
  /** The amount as typed, never negative: `credit` says a deduction line takes money off. */
  amountCents: number | null
  /** A deduction that is a credit (fuel discount, reversed charge): sent as a negative amount. */
  credit: boolean
  /** A reimbursement that pays back a lumper: posted with its lumper expense (they net to zero). */
  lumper: boolean
  loadNumber: string
  loadDate: string
  origin: string
  destination: string
  miles: number | string
  /** A fuel deduction's gallons as the pay sheet printed them: kept, so its expense says them. */
  gallons: string
}

export interface SettlementFormValues {
  broker: string
  settlementNumber: string
  tripNumber: string
  settlementDate: string
  periodStart: string
  periodEnd: string
  notes: string
  truckId: string | null
  paidAs: PaidAs
  lines: LineRow[]
}

/** The fields each kind of line shows, and so the ones that make it blank when all are empty. */
const FIELDS_OF = {
  load: ['loadNumber', 'loadDate', 'origin', 'destination', 'miles', 'amountCents'],
  deduction: ['description', 'amountCents'],
  reimbursement: ['description', 'amountCents'],
} as const satisfies Record<LineKind, readonly (keyof LineRow)[]>

export const newLine = (kind: LineKind): LineRow => ({
  key: randomId(),
  kind,
  description: '',
  category: 'other',
  amountCents: null,
  credit: false,
  lumper: false,
  loadNumber: '',
  loadDate: '',
  origin: '',
  destination: '',
  miles: '',
  gallons: '',
})

export function emptyValues(today: string, paidAs: PaidAs = 'contractor'): SettlementFormValues {
  return {
    broker: '',
    settlementNumber: '',
    tripNumber: '',
    settlementDate: today,
    periodStart: '',
    periodEnd: '',
    notes: '',
    truckId: null,
    paidAs,
    lines: [newLine('load')],
  }
}

const isDeductionCategory = (value: string | null): value is DeductionCategory =>
  value !== null && value in DEDUCTION_CATEGORIES

export function valuesFromSettlement(settlement: Settlement): SettlementFormValues {
  return {
    broker: settlement.broker ?? '',
    settlementNumber: settlement.settlementNumber ?? '',
    tripNumber: settlement.tripNumber ?? '',
    settlementDate: settlement.settlementDate ?? '',
    periodStart: settlement.periodStart ?? '',
    periodEnd: settlement.periodEnd ?? '',
    notes: settlement.notes,
    truckId: settlement.truckId,
    paidAs: settlement.paidAs,
    lines: settlement.lines.map((line) => ({
      key: line.id,
      kind: line.kind,
      description: line.description,
      category: isDeductionCategory(line.category) ? line.category : 'other',
      amountCents: Math.abs(line.amountCents),
      credit: line.kind === 'deduction' && line.amountCents < 0,
      lumper: line.kind === 'reimbursement' && line.category === 'lumper',
      loadNumber: line.loadNumber ?? '',
      loadDate: line.loadDate ?? '',
      origin: line.origin ?? '',
      destination: line.destination ?? '',
      miles: line.miles ?? '',
      gallons: line.gallons ?? '',
    })),
  }
}

/** The amount as the API takes it: a credit is negative (a typed minus sign counts as one too). */
function signed(line: LineRow): number | null {
  if (line.amountCents === null) return null
  return line.kind === 'deduction' && line.credit ? -Math.abs(line.amountCents) : line.amountCents
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim())
const amountOrMissing = (value: number | null) => value ?? undefined

/** A line the user added but left completely empty is ignored rather than reported. */
const isBlank = (line: LineRow) =>
  FIELDS_OF[line.kind].every((field) => line[field] === '' || line[field] === null)

function lineInput(line: LineRow): Partial<SettlementLineInput> {
  const common = {
    kind: line.kind,
    description: line.description,
    amountCents: amountOrMissing(signed(line)),
  }
  switch (line.kind) {
    case 'load':
      return {
        ...common,
        loadNumber: textOrNull(line.loadNumber),
        loadDate: textOrNull(line.loadDate),
        origin: textOrNull(line.origin),
        destination: textOrNull(line.destination),
        miles: line.miles === '' ? null : Number(line.miles),
      }
    case 'deduction':
      // Gallons only where the pay sheet printed them (a fuel line read from it).
      return {
        ...common,
        category: line.category,
        ...(line.gallons.trim() ? { gallons: line.gallons.trim() } : {}),
      }
    case 'reimbursement':
      return line.lumper ? { ...common, category: 'lumper' } : common
  }
}

/** The form as the contract's input, unvalidated: parse it with ZSettlementInput. */
export function valuesToInput(values: SettlementFormValues) {
  return {
    broker: values.broker,
    settlementNumber: textOrNull(values.settlementNumber),
    tripNumber: textOrNull(values.tripNumber),
    settlementDate: values.settlementDate,
    periodStart: textOrNull(values.periodStart),
    periodEnd: textOrNull(values.periodEnd),
    notes: values.notes,
    truckId: values.truckId,
    paidAs: values.paidAs,
    lines: values.lines.filter((line) => !isBlank(line)).map(lineInput),
  }
}

/** A settlement as it is, as the input that saves it (confirming a reading unchanged). */
export function inputFromSettlement(settlement: Settlement) {
  return {
    broker: settlement.broker ?? '',
    settlementNumber: settlement.settlementNumber,
    tripNumber: settlement.tripNumber,
    settlementDate: settlement.settlementDate ?? '',
    periodStart: settlement.periodStart,
    periodEnd: settlement.periodEnd,
    notes: settlement.notes,
    truckId: settlement.truckId,
    paidAs: settlement.paidAs,
    lines: settlement.lines.map(({ id: _id, category, ...line }) => ({
      ...line,
      category:
        (line.kind === 'deduction' || line.kind === 'reimbursement') && isDeductionCategory(category)
          ? category
          : null,
    })),
  }
}

/** The lines as they stand, for the live totals; empty amounts count as zero. */
export function liveLines(values: SettlementFormValues): LineAmount[] {
  const amount = (value: number | null) => (Number.isSafeInteger(value) ? (value as Cents) : 0)
  return values.lines.map((line) => ({ kind: line.kind, amountCents: amount(signed(line)) }))
}
