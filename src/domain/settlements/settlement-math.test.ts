import { describe, expect, it } from 'vitest'
import { cents } from '@/domain/money.ts'
import {
  creditProblem,
  type DeductionCategory,
  expenseCategoryOf,
  isEscrowInterestPaid,
  isLumperReimbursement,
  type LineAmount,
  OFFERED_DEDUCTION_CATEGORIES,
  settlementPostings,
  settlementPostingsResult,
  settlementTotals,
} from './settlement-math.ts'

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
      // The lumper reimbursement's pair: the fee paid at the dock (they net to zero).
      ['expense', 'lumper', 7500],
    ])
    expect(postings[0]!.description).toBe('Acme Freight - T-100')
  })
})

const post = (lines: LineAmount[], paidAs?: 'contractor' | 'employee') =>
  settlementPostings('Acme', 'S-1', lines, paidAs).map((p) => [
    p.type,
    p.category,
    p.amountCents,
    p.taxDeductible,
  ])
const load: LineAmount = { kind: 'load', amountCents: 300000, description: 'Load' }
const deduction = (category: DeductionCategory, amountCents: number, description = ''): LineAmount => ({
  kind: 'deduction',
  category,
  amountCents: cents(amountCents),
  description,
})

describe('how each deduction category posts', () => {
  it.each([
    ['health_insurance', 'health_insurance', true],
    ['retirement', 'retirement_contributions', true],
    ['occupational_accident', 'occupational_accident_insurance', true],
    ['lumper', 'lumper', true],
    ['needs_review', 'needs_review', false],
    ['other', 'other', true],
  ] as const)('%s posts expense %s', (category, expenseCategory, deductible) => {
    expect(post([load, deduction(category, 5000)])).toEqual([
      ['revenue', 'loads', 300000, false],
      ['expense', expenseCategory, 5000, deductible],
    ])
  })

  it.each([
    'federal_income_tax',
    'social_security_medicare',
    'state_income_tax',
    'withholding',
    'personal',
    'escrow',
    'advance',
  ] as const)('%s posts nothing', (category) => {
    expect(post([load, deduction(category, 5000)])).toEqual([['revenue', 'loads', 300000, false]])
  })

  it('every category offered by the form but needs_review', () => {
    expect(OFFERED_DEDUCTION_CATEGORIES).not.toContain('needs_review')
    expect(OFFERED_DEDUCTION_CATEGORIES).toContain('federal_income_tax')
  })
})

describe('credit lines', () => {
  const lines = [load, deduction('fuel', 60000, 'Fuel card'), deduction('fuel', -2500, 'Fuel discount')]

  it('a credit reduces the deductions and raises the net', () => {
    expect(settlementTotals(lines)).toMatchObject({ deductionsCents: 57500, netCents: 300000 - 57500 })
  })

  it('a credit reduces the expense of its category, never revenue', () => {
    expect(post(lines)).toEqual([
      ['revenue', 'loads', 300000, false],
      ['expense', 'fuel', 57500, true],
    ])
  })

  it('a credit that takes a charge to zero drops it', () => {
    expect(post([load, deduction('tolls', 1000), deduction('tolls', -1000)])).toEqual([
      ['revenue', 'loads', 300000, false],
    ])
  })

  it('a credit larger than its category on the settlement is refused with a message', () => {
    const result = settlementPostingsResult('Acme', '', [
      load,
      deduction('fuel', 1000),
      deduction('fuel', -2500),
    ])
    expect(result).toEqual({ ok: false, error: expect.stringContaining('A credit of $15.00 in Fuel') })
    expect(creditProblem([load, deduction('fuel', -2500)])).toContain('more than the Fuel charged')
  })

  it('a credit of what posts nothing (escrow paid back) changes only the totals', () => {
    expect(creditProblem([load, deduction('escrow', -50000)])).toBeNull()
    expect(post([load, deduction('escrow', -50000)])).toEqual([['revenue', 'loads', 300000, false]])
  })
})

describe('lumper pair', () => {
  it('a lumper reimbursement posts its revenue and a lumper expense of the same amount', () => {
    const postings = post([
      load,
      { kind: 'reimbursement', amountCents: cents(7500), description: 'Lumper - Walmart DC' },
      { kind: 'reimbursement', amountCents: cents(2000), description: 'Scale ticket' },
      { kind: 'reimbursement', amountCents: cents(4000), category: 'lumper', description: 'Comchek 1234' },
    ])
    expect(postings).toEqual([
      ['revenue', 'loads', 300000, false],
      ['revenue', 'reimbursements', 13500, false],
      ['expense', 'lumper', 7500, true],
      ['expense', 'lumper', 4000, true],
    ])
    expect(isLumperReimbursement({ kind: 'reimbursement', description: 'Unloading fee' })).toBe(true)
    expect(isLumperReimbursement({ kind: 'deduction', description: 'Lumper' })).toBe(false)
  })
})

describe('paid as an employee', () => {
  it('gross is W-2 wages; reimbursements and payroll deductions post nothing', () => {
    const lines: LineAmount[] = [
      load,
      deduction('federal_income_tax', 30000),
      deduction('social_security_medicare', 22950),
      deduction('health_insurance', 8000),
      deduction('fuel', 5000),
      { kind: 'reimbursement', amountCents: cents(7500), description: 'Lumper' },
      { kind: 'reimbursement', amountCents: cents(12000), description: 'Per diem' },
    ]
    expect(post(lines, 'employee')).toEqual([['revenue', 'wages', 300000, false]])
    expect(settlementTotals(lines).netCents).toBe(300000 - 65950 + 19500)
  })
})

describe('equipment rent and lease lines post as the truck’s or the trailer’s payment', () => {
  it.each([
    ['Tractor lease-purchase payment', 'truck_payment'],
    ['Truck note', 'truck_payment'],
    ['Unit payment #318', 'truck_payment'],
    ['', 'truck_payment'],
    ['Trailer rental - 53 ft van', 'trailer_payment'],
    ['Reefer trailer lease', 'trailer_payment'],
    ['Chassis usage', 'trailer_payment'],
  ])('"%s" posts as %s, never as depreciation', (description, category) => {
    expect(expenseCategoryOf({ category: 'equipment_rent', description })).toBe(category)
  })

  it('other lines keep their category', () => {
    expect(expenseCategoryOf({ category: 'fuel', description: 'Trailer fuel' })).toBe('fuel')
    expect(expenseCategoryOf({ category: 'escrow', description: 'Trailer escrow' })).toBeNull()
  })
})

describe('an escrow line that pays out the escrow’s interest', () => {
  it('posts interest income, while a refund of escrow posts nothing', () => {
    expect(post([load, deduction('escrow', -263, 'Escrow interest Q1')])).toEqual([
      ['revenue', 'loads', 300000, false],
      ['revenue', 'interest_income', 263, false],
    ])
    expect(post([load, deduction('escrow', -17_763, 'Escrow refund')])).toEqual([
      ['revenue', 'loads', 300000, false],
    ])
    // A deposit that mentions interest is still a deposit.
    expect(
      isEscrowInterestPaid({
        kind: 'deduction',
        category: 'escrow',
        amountCents: cents(500),
        description: 'Escrow (interest-bearing)',
      }),
    ).toBe(false)
  })
})
