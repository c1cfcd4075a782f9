import { describe, expect, it } from 'vitest'
import { emptyValues, newLine, valuesToInput } from './form-values'

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
