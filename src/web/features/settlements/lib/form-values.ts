import { randomId } from '@mantine/hooks'
import type { Settlement, SettlementLineInput } from '@/contracts/settlements'
import type { Cents } from '@/domain/money'
import {
  DEDUCTION_CATEGORIES,
  type DeductionCategory,
  type LineAmount,
} from '@/domain/settlements/settlement-math'

export interface LoadRow {
  key: string
  loadNumber: string
  loadDate: string
  origin: string
  destination: string
  miles: number | string
  amountCents: number | null
}

export interface DeductionRow {
  key: string
  description: string
  category: DeductionCategory
  amountCents: number | null
}

export interface ReimbursementRow {
  key: string
  description: string
  amountCents: number | null
}

export interface SettlementFormValues {
  broker: string
  settlementNumber: string
  tripNumber: string
  settlementDate: string
  periodStart: string
  periodEnd: string
  notes: string
  loads: LoadRow[]
  deductions: DeductionRow[]
  reimbursements: ReimbursementRow[]
}

export const newLoad = (): LoadRow => ({
  key: randomId(),
  loadNumber: '',
  loadDate: '',
  origin: '',
  destination: '',
  miles: '',
  amountCents: null,
})
export const newDeduction = (): DeductionRow => ({
  key: randomId(),
  description: '',
  category: 'other',
  amountCents: null,
})
export const newReimbursement = (): ReimbursementRow => ({
  key: randomId(),
  description: '',
  amountCents: null,
})

export function emptyValues(today: string): SettlementFormValues {
  return {
    broker: '',
    settlementNumber: '',
    tripNumber: '',
    settlementDate: today,
    periodStart: '',
    periodEnd: '',
    notes: '',
    loads: [newLoad()],
    deductions: [],
    reimbursements: [],
  }
}

const isDeductionCategory = (value: string | null): value is DeductionCategory =>
  value !== null && value in DEDUCTION_CATEGORIES

export function valuesFromSettlement(settlement: Settlement): SettlementFormValues {
  const of = (kind: string) => settlement.lines.filter((line) => line.kind === kind)
  return {
    broker: settlement.broker ?? '',
    settlementNumber: settlement.settlementNumber ?? '',
    tripNumber: settlement.tripNumber ?? '',
    settlementDate: settlement.settlementDate ?? '',
    periodStart: settlement.periodStart ?? '',
    periodEnd: settlement.periodEnd ?? '',
    notes: settlement.notes,
    loads: of('load').map((line) => ({
      key: line.id,
      loadNumber: line.loadNumber ?? '',
      loadDate: line.loadDate ?? '',
      origin: line.origin ?? '',
      destination: line.destination ?? '',
      miles: line.miles ?? '',
      amountCents: line.amountCents,
    })),
    deductions: of('deduction').map((line) => ({
      key: line.id,
      description: line.description,
      category: isDeductionCategory(line.category) ? line.category : 'other',
      amountCents: line.amountCents,
    })),
    reimbursements: of('reimbursement').map((line) => ({
      key: line.id,
      description: line.description,
      amountCents: line.amountCents,
    })),
  }
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim())
const amountOrMissing = (value: number | null) => value ?? undefined

/** A row the user added but left completely empty is ignored rather than reported. */
const isBlank = (row: object) =>
  Object.entries(row).every(
    ([key, value]) => key === 'key' || key === 'category' || value === '' || value === null,
  )

function linesOf(values: SettlementFormValues): Partial<SettlementLineInput>[] {
  return [
    ...values.loads
      .filter((row) => !isBlank(row))
      .map((row) => ({
        kind: 'load' as const,
        description: '',
        amountCents: amountOrMissing(row.amountCents),
        loadNumber: textOrNull(row.loadNumber),
        loadDate: textOrNull(row.loadDate),
        origin: textOrNull(row.origin),
        destination: textOrNull(row.destination),
        miles: row.miles === '' ? null : Number(row.miles),
      })),
    ...values.deductions
      .filter((row) => !isBlank(row))
      .map((row) => ({
        kind: 'deduction' as const,
        description: row.description,
        category: row.category,
        amountCents: amountOrMissing(row.amountCents),
      })),
    ...values.reimbursements
      .filter((row) => !isBlank(row))
      .map((row) => ({
        kind: 'reimbursement' as const,
        description: row.description,
        amountCents: amountOrMissing(row.amountCents),
      })),
  ]
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
    lines: linesOf(values),
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
    lines: settlement.lines.map(({ id: _id, category, ...line }) => ({
      ...line,
      category: line.kind === 'deduction' && isDeductionCategory(category) ? category : null,
    })),
  }
}

/** The lines as they stand, for the live totals; empty amounts count as zero. */
export function liveLines(values: SettlementFormValues): LineAmount[] {
  const amount = (value: number | null) => (Number.isSafeInteger(value) ? (value as Cents) : 0)
  return [
    ...values.loads.map((row) => ({ kind: 'load' as const, amountCents: amount(row.amountCents) })),
    ...values.deductions.map((row) => ({ kind: 'deduction' as const, amountCents: amount(row.amountCents) })),
    ...values.reimbursements.map((row) => ({
      kind: 'reimbursement' as const,
      amountCents: amount(row.amountCents),
    })),
  ]
}
