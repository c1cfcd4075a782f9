import { describe, expect, it } from 'vitest'
import { mileageDeductionCents, milesToTenths } from './deduction.ts'
import { mileageRateCents } from './rates.ts'

describe('mileage deduction', () => {
  it('uses the rate of the year', () => {
    expect(mileageRateCents(2023)).toBe(65.5)
    expect(mileageRateCents(2024)).toBe(67)
    expect(mileageRateCents(2025)).toBe(70)
    expect(mileageRateCents(2026)).toBe(72.5)
    expect(mileageDeductionCents(milesToTenths(100), 2026)).toBe(7250)
    expect(mileageDeductionCents(milesToTenths(100), 2024)).toBe(6700)
    // 12.3 miles × 72.5¢ = 891.75¢ → 892¢
    expect(mileageDeductionCents(milesToTenths(12.3), 2026)).toBe(892)
  })

  it('keeps tenths exact', () => {
    expect(milesToTenths(0.1) + milesToTenths(0.2)).toBe(3)
  })
})
