import { describe, expect, it } from 'vitest'
import { findPlaces, fixDigits, readMoney, readOcrDate } from './tokens.ts'
import { deductionCategory } from './vocabulary.ts'

describe('OCR-tolerant tokens', () => {
  it('fixes letters misread inside numbers, not words', () => {
    expect(fixDigits('1,2O4.5O')).toBe('1,204.50')
    expect(fixDigits('S19.O0')).toBe('519.00')
    expect(fixDigits('SOLO')).toBe('SOLO')
  })

  it('reads money with a lost decimal point only where the column prints cents', () => {
    expect(readMoney('-13201', { ocr: true, impliedCents: true })).toMatchObject({
      cents: 13201,
      negative: true,
    })
    expect(readMoney('-13201', { ocr: true })).toBeNull()
    expect(readMoney('$4792 S190532', { ocr: true, impliedCents: true })).toBeNull()
    expect(readMoney('1,434,84', { ocr: true })).toMatchObject({ cents: 143484 })
    expect(readMoney('(125.00)')).toMatchObject({ cents: 12500, negative: true })
  })

  it('reads dates whose separators OCR dropped', () => {
    expect(readOcrDate('03132025')).toBe('2025-03-13')
    expect(readOcrDate('030922025')).toBe('2025-03-09')
    expect(readOcrDate('99999999')).toBeNull()
  })

  it('finds "City, ST" places in routes', () => {
    expect(findPlaces('Chicago, IL → Orlando, FL')).toEqual(['Chicago, IL', 'Orlando, FL'])
    expect(findPlaces('Nashville, TN to Baton Rouge, LA')).toEqual(['Nashville, TN', 'Baton Rouge, LA'])
    expect(findPlaces('St.Louis, MO - Des Moines, IA')).toEqual(['St. Louis, MO', 'Des Moines, IA'])
    expect(findPlaces('FRESNO, CA TO RENO, NV')).toEqual(['FRESNO, CA', 'RENO, NV'])
  })
})

describe('deductionCategory', () => {
  it.each([
    ['IFTA fuel tax', 'road_taxes'],
    // Withholding is told apart: only federal income tax is credited against the return.
    ['Federal income tax', 'federal_income_tax'],
    ['FICA-MED', 'social_security_medicare'],
    ['State W/H', 'state_income_tax'],
    ['SDI', 'withholding'],
    ['HVUT Form 2290 installment', 'road_taxes'],
    ['KYU weight distance tax', 'road_taxes'],
    ['Fuel advance', 'advance'],
    ['COD collected by driver', 'advance'],
    ['Plates & permits installment 4 of 12', 'permits_licenses'],
    ['Tractor lease payment - Unit 318', 'equipment_rent'],
    ['Non-trucking liability (bobtail)', 'insurance'],
    ['Communications fee', 'eld_communications'],
    ['Dispatch fee (10% of gross)', 'fees'],
    ['Maintenance escrow', 'escrow'],
    ['Toll - Florida’s Turnpike', 'tolls'],
    // No word names it: not deducted until the user says what it is.
    ['Uniforms', 'needs_review'],
    ['Misc. charge', 'other'],
  ])('%s → %s', (label, category) => {
    expect(deductionCategory(label)).toBe(category)
  })
})
