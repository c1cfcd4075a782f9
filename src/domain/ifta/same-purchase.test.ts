import { describe, expect, it } from 'vitest'
import { isSamePurchase, type PurchaseKey } from './same-purchase.ts'

const receipt: PurchaseKey = {
  date: '2025-03-18',
  jurisdiction: 'NE',
  gallons: '150.000',
  amountCents: 56_385,
  fuelType: 'diesel',
  truckId: null,
}

describe('one fuel purchase found twice', () => {
  it('is the same day, state and fuel with the same gallons or the same amount', () => {
    expect(isSamePurchase(receipt, { ...receipt, gallons: '150', truckId: 't1' })).toBe(true)
    // The card rounds the gallons its own way; the amount is the receipt's.
    expect(isSamePurchase(receipt, { ...receipt, gallons: '149.98' })).toBe(true)
    // The card's amount carries a discount; the gallons are the receipt's.
    expect(isSamePurchase(receipt, { ...receipt, amountCents: 55_885 })).toBe(true)
  })

  it('is not another day, state, fuel or truck, nor other gallons and amount', () => {
    expect(isSamePurchase(receipt, { ...receipt, date: '2025-03-19' })).toBe(false)
    expect(isSamePurchase(receipt, { ...receipt, jurisdiction: 'IA' })).toBe(false)
    expect(isSamePurchase(receipt, { ...receipt, fuelType: 'other' })).toBe(false)
    expect(isSamePurchase({ ...receipt, truckId: 't1' }, { ...receipt, truckId: 't2' })).toBe(false)
    expect(isSamePurchase(receipt, { ...receipt, gallons: '150.001', amountCents: 56_386 })).toBe(false)
  })
})
