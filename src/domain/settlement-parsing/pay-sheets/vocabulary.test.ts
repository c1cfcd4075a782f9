import { describe, expect, it } from 'vitest'
import { classify } from './find-labelled-amounts.ts'
import {
  deductionCategory,
  PAYEE_LABEL,
  PAYER_LABEL,
  SETTLEMENT_DATE_LABEL,
  SETTLEMENT_NUMBER_LABEL,
} from './vocabulary.ts'

describe('label vocabularies', () => {
  it.each([
    'Amount Paid',
    'Direct Deposit',
    'Net Check',
    'Balance Due Driver',
    'Net Settlement',
    'Total Payment',
    'ACH Amount',
  ])('"%s" labels the net', (label) => {
    expect(classify(label, false)).toBe('net')
  })

  it.each([
    ['Stmt #: 884410', '884410'],
    ['Pay Period ID: PP-2025-10', 'PP-2025-10'],
    ['Check No. 004512', '004512'],
    ['Settlement ID: AB-118-03', 'AB-118-03'],
  ])('"%s" labels a settlement number', (text, value) => {
    const match = SETTLEMENT_NUMBER_LABEL.exec(text)
    expect(match).not.toBeNull()
    expect(text.slice(match!.index + match![0].length)).toBe(value)
  })

  it.each(['Stmt Date: 07-Mar-2025', 'Paid On: March 14 2025', 'Date Paid 3/7/25', 'Check Date: 2025/03/07'])(
    '"%s" labels a settlement date',
    (text) => {
      expect(SETTLEMENT_DATE_LABEL.test(text)).toBe(true)
    },
  )

  it("tells the payer's label from the payee's", () => {
    expect(PAYER_LABEL.test('Remit from: Example Freight Co.')).toBe(true)
    expect(PAYEE_LABEL.test('Remit from: Example Freight Co.')).toBe(false)
    expect(PAYEE_LABEL.test('Remit to: A Driver')).toBe(true)
    expect(PAYER_LABEL.test('Paid by')).toBe(true)
    expect(PAYER_LABEL.test('From: Example Freight LLC')).toBe(true)
    // "From" heads a column of origins; only "From:" labels a payer.
    expect(PAYER_LABEL.test('From')).toBe(false)
  })
})

describe('deduction words', () => {
  it.each([
    ['Trailer Wash', 'other'],
    ['Secure Parking', 'other'],
    ['Overweight Citation', 'other'],
    ['Damage Claim 12 (1 of 4)', 'other'],
    ['Uniform Rental', 'other'],
    ['Trailer Rental', 'equipment_rent'],
    ['Truck lease', 'equipment_rent'],
    ['Form 2290 Installment', 'road_taxes'],
    ['Logbook Fee', 'eld_communications'],
    ['Safety vest', 'other'],
    ['SAFETY', 'fees'],
    ['Safety program fee', 'fees'],
  ])('%s → %s', (label, category) => {
    expect(deductionCategory(label)).toBe(category)
  })
})
