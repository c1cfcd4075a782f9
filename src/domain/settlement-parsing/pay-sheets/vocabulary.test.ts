import { describe, expect, it } from 'vitest'
import { classify } from './find-labelled-amounts.ts'
import {
  deductionCategory,
  looksLikeW2,
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

describe('a W-2 pay stub', () => {
  it('has federal and FICA withholding and pay-stub wording', () => {
    expect(looksLikeW2(['federal_income_tax', 'social_security_medicare'], 'Gross Pay 1,200.00 YTD')).toBe(
      true,
    )
    expect(looksLikeW2(['federal_income_tax'], 'Gross Pay')).toBe(false)
    expect(looksLikeW2(['federal_income_tax', 'social_security_medicare'], 'Settlement total')).toBe(false)
  })
})

describe('deduction words', () => {
  // A line no word names was 'other' (deducted); it is now 'needs_review' until the user says what it is.
  it.each([
    ['Trailer Wash', 'needs_review'],
    ['Secure Parking', 'needs_review'],
    ['Overweight Citation', 'needs_review'],
    ['Damage Claim 12 (1 of 4)', 'needs_review'],
    ['Uniform Rental', 'needs_review'],
    ['Other deductions', 'other'],
    ['MISC ADJ', 'other'],
    ['Trailer Rental', 'equipment_rent'],
    ['Truck lease', 'equipment_rent'],
    ['Form 2290 Installment', 'road_taxes'],
    ['Logbook Fee', 'eld_communications'],
    ['Safety vest', 'needs_review'],
    ['SAFETY', 'fees'],
    ['Safety program fee', 'fees'],
    ['Fed W/H', 'federal_income_tax'],
    ['FIT', 'federal_income_tax'],
    ['Social Security', 'social_security_medicare'],
    ['Medicare', 'social_security_medicare'],
    ['OASDI', 'social_security_medicare'],
    ['SIT - GA', 'state_income_tax'],
    ['State income tax', 'state_income_tax'],
    ['Medical insurance premium', 'health_insurance'],
    ['Dental', 'health_insurance'],
    ['Vision ins', 'health_insurance'],
    ['401(k) 5%', 'retirement'],
    ['401k', 'retirement'],
    ['SEP contribution', 'retirement'],
    ['Fuel Sep 12', 'fuel'],
    ['Wage garnishment', 'personal'],
    ['Child support order 4471', 'personal'],
    ['IRS levy', 'personal'],
    ['Loan repayment', 'personal'],
    ['Personal charge - phone', 'personal'],
    ['Occupational accident', 'occupational_accident'],
    ['Occ/Acc insurance', 'occupational_accident'],
    ['OA insurance', 'occupational_accident'],
    ['Lumper charge', 'lumper'],
    ['Unloading fee', 'lumper'],
    ['Comchek advance #40221', 'advance'],
    ['Fuel advance', 'advance'],
    ['Cash advance', 'advance'],
    ['Comchek fee', 'fees'],
    ['Cash advance fee', 'fees'],
    ['EFS check fee', 'fees'],
    ['Fee - fuel advance', 'fees'],
    ['EFS fuel charges', 'fuel'],
    ['Advance repayment', 'advance'],
  ])('%s → %s', (label, category) => {
    expect(deductionCategory(label)).toBe(category)
  })
})
