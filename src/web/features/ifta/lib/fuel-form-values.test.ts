import { describe, expect, it } from 'vitest'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import { AMOUNT_NEEDED, checkFuelForm, computedAmountCents, emptyFuelValues } from './fuel-form-values'

const purchase = { ...emptyFuelValues('2025-10-07'), jurisdiction: 'TX', gallons: '150.250' }

describe('fuel form', () => {
  it('works the amount out from gallons × price to the cent, half up, without floats', () => {
    expect(computedAmountCents('150.250', '3.899')).toBe(58_582)
    // 0.005 exactly: rounds up (a float product 1.0049999… would not).
    expect(computedAmountCents('1.005', '1')).toBe(101)
    expect(computedAmountCents('100', '4.1234')).toBe(41_234)
    expect(computedAmountCents('123456.789', '5.4321')).toBe(67_062_962)
  })

  it('works nothing out from text that is not a number within the decimals', () => {
    expect(computedAmountCents('', '3.899')).toBeNull()
    expect(computedAmountCents('150.2501', '3.899')).toBeNull()
    expect(computedAmountCents('150', '3.89999')).toBeNull()
    expect(computedAmountCents('abc', '3')).toBeNull()
    expect(computedAmountCents('0', '3')).toBeNull()
  })

  it('saves the amount typed, or the one worked out when it is left blank', () => {
    const typed = checkFuelForm({ ...purchase, pricePerGallon: '3.899', amountCents: 58_600 })
    expect(typed.ok && typed.data.amountCents).toBe(58_600)
    const worked = checkFuelForm({ ...purchase, pricePerGallon: ' 3.899 ' })
    expect(worked.ok && worked.data).toMatchObject({
      amountCents: 58_582,
      gallons: '150.250',
      pricePerGallon: '3.899',
      vendor: null,
    })
  })

  it('asks for the amount when there is nothing to work it out from, and names bad gallons', () => {
    const blank = checkFuelForm({ ...purchase })
    expect(blank.ok || blank.errors.amountCents).toBe(AMOUNT_NEEDED)
    const gallons = checkFuelForm({ ...purchase, gallons: '12.3456', amountCents: 5_000 })
    expect(gallons.ok || gallons.errors.gallons).toBe(IFTA_MESSAGES.gallonsInvalid)
    const state = checkFuelForm({ ...purchase, jurisdiction: null, amountCents: 5_000 })
    expect(state.ok || state.errors.jurisdiction).toBe(IFTA_MESSAGES.jurisdictionInvalid)
  })
})
