import { describe, expect, it } from 'vitest'
import { groupDigits, plainDecimal } from './decimal.ts'

describe('groupDigits', () => {
  it('puts a comma between each three digits, as en-US prints whole numbers', () => {
    for (const value of [0, 7, 999, 1000, 20_000, 123_456, 1_000_000, 987_654_321, -45_000, 12.9]) {
      expect(groupDigits(value)).toBe(Math.trunc(value).toLocaleString('en-US'))
    }
  })
})

describe('plainDecimal', () => {
  it('drops trailing zeros and a bare point', () => {
    expect(plainDecimal('4.2500')).toBe('4.25')
    expect(plainDecimal('4.0000')).toBe('4')
    expect(plainDecimal('120')).toBe('120')
  })
})
