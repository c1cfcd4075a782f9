import { describe, expect, it } from 'vitest'
import type { Settlement } from '@/contracts/settlements'
import { settlementTotals } from '@/domain/settlements/settlement-math'
import { emptyValues, liveLines, newLine, valuesFromSettlement, valuesToInput } from './form-values'

describe('valuesToInput', () => {
  it('sends the one list of lines in order, each with the fields of its kind', () => {
    const values = emptyValues('2026-03-06')
    values.lines = [
      { ...newLine('load'), loadNumber: 'L-1', origin: 'Dallas, TX', miles: 257.5, amountCents: 150_000 },
      { ...newLine('deduction'), description: 'Fuel card', category: 'fuel', amountCents: 41_237 },
      { ...newLine('reimbursement'), description: 'Lumper', amountCents: 2_500 },
    ]
    expect(valuesToInput(values).lines).toEqual([
      {
        kind: 'load',
        description: '',
        amountCents: 150_000,
        loadNumber: 'L-1',
        loadDate: null,
        origin: 'Dallas, TX',
        destination: null,
        miles: 257.5,
      },
      { kind: 'deduction', description: 'Fuel card', category: 'fuel', amountCents: 41_237 },
      { kind: 'reimbursement', description: 'Lumper', amountCents: 2_500 },
    ])
  })

  it('leaves out lines the user added and left empty, but not half-filled ones', () => {
    const values = emptyValues('2026-03-06')
    values.lines.push(newLine('deduction'), { ...newLine('reimbursement'), description: 'Scale' })
    expect(valuesToInput(values).lines).toEqual([
      { kind: 'reimbursement', description: 'Scale', amountCents: undefined },
    ])
  })
})

describe('credits, lumpers and paid as', () => {
  it('sends a credit as a negative deduction, a lumper paid back with its category, and how it was paid', () => {
    const values = emptyValues('2026-03-06', 'employee')
    values.lines = [
      { ...newLine('load'), amountCents: 150_000 },
      {
        ...newLine('deduction'),
        description: 'Fuel discount',
        category: 'fuel',
        amountCents: 2_500,
        credit: true,
      },
      { ...newLine('reimbursement'), description: 'Comchek 55', amountCents: 4_000, lumper: true },
    ]
    const input = valuesToInput(values)
    expect(input.paidAs).toBe('employee')
    expect(input.lines.slice(1)).toEqual([
      { kind: 'deduction', description: 'Fuel discount', category: 'fuel', amountCents: -2_500 },
      { kind: 'reimbursement', description: 'Comchek 55', amountCents: 4_000, category: 'lumper' },
    ])
    expect(settlementTotals(liveLines(values)).deductionsCents).toBe(-2_500)
  })

  it('reads a stored credit back as a ticked credit of the amount', () => {
    const values = valuesFromSettlement({
      lines: [{ id: 'a', kind: 'deduction', description: 'Reversed', category: 'tolls', amountCents: -900 }],
      paidAs: 'contractor',
    } as unknown as Settlement)
    expect(values.lines[0]).toMatchObject({ amountCents: 900, credit: true, category: 'tolls' })
  })
})
