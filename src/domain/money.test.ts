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
    expect(centsToDecimalString(123405)).toBe('1234.05')
  })
})
