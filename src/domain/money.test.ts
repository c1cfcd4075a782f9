import { describe, expect, it } from 'vitest'
import { centsToDecimalString, formatUsd, parseDollars } from './money.ts'

describe('money', () => {
  it('parses what people type into cents', () => {
    expect(parseDollars('12')).toBe(1200)
    expect(parseDollars('12.5')).toBe(1250)
    expect(parseDollars('$1,234.56')).toBe(123456)
    expect(parseDollars('.07')).toBe(7)
    expect(parseDollars('-3.25')).toBe(-325)
    expect(parseDollars('0.1')).toBe(10)
    expect(parseDollars('1.005')).toBeNull()
    expect(parseDollars('abc')).toBeNull()
    expect(parseDollars('')).toBeNull()
  })

  it('formats at the edge', () => {
    expect(formatUsd(123456)).toBe('$1,234.56')
    expect(formatUsd(-5)).toBe('-$0.05')
    // As en-US currency formatting writes them, without making that formatter.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    for (const amount of [0, 7, 99, 100, 123_405, 10_000_000_000, -1, -250_000, 999_999_999]) {
      expect(formatUsd(amount)).toBe(usd.format(amount / 100))
    }
    expect(centsToDecimalString(123405)).toBe('1234.05')
  })
})
