import { describe, expect, it } from 'vitest'
import { type LineAmount, settlementPostings, settlementTotals } from './settlement-math.ts'

const lines: LineAmount[] = [
  { kind: 'load', amountCents: 250000, description: 'Load 1' },
  { kind: 'load', amountCents: 180050, description: 'Load 2' },
  { kind: 'deduction', amountCents: 61234, category: 'fuel', description: 'Fuel card' },
  { kind: 'deduction', amountCents: 15000, category: 'escrow', description: 'Escrow' },
  { kind: 'deduction', amountCents: 20000, category: 'advance', description: 'Comchek' },
  { kind: 'deduction', amountCents: 9500, category: 'insurance', description: 'Occ/Acc' },
  { kind: 'reimbursement', amountCents: 7500, description: 'Lumper' },
]

describe('settlement maths', () => {
  it('totals come from the lines', () => {
    expect(settlementTotals(lines)).toEqual({
      grossCents: 430050,
      deductionsCents: 105734,
      reimbursementsCents: 7500,
      netCents: 430050 - 105734 + 7500,
    })
  })

  it('posts gross and reimbursements as revenue and deductions as expenses, except escrow and advances', () => {
    const postings = settlementPostings('Acme Freight', 'T-100', lines)
    expect(postings.map((p) => [p.type, p.category, p.amountCents])).toEqual([
      ['revenue', 'loads', 430050],
      ['revenue', 'reimbursements', 7500],
      ['expense', 'fuel', 61234],
      ['expense', 'insurance', 9500],
    ])
    expect(postings[0]!.description).toBe('Acme Freight - T-100')
  })
})
