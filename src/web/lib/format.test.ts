import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatNumber } from './format'

describe('formatCount', () => {
  it('groups thousands as the screens show them, and gives nothing while a count is not known', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatCount(undefined)).toBeNull()
  })
})

describe('formatNumber', () => {
  it('writes what en-US number formatting writes, without making a formatter', () => {
    const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
    const whole = new Intl.NumberFormat('en-US')
    for (const value of [0, 1, 7.25, 12.35, 999.95, 1234.5, 1234.56, 1_000_000, -1234.56, 88_412.04]) {
      expect(formatNumber(value, 1)).toBe(oneDecimal.format(value))
      expect(formatNumber(Math.round(value))).toBe(whole.format(Math.round(value)))
    }
    expect(formatNumber(2.5, 1)).toBe('2.5')
    expect(formatNumber(2.04, 1)).toBe('2')
    // A negative that rounds to nothing is nothing, not "-0".
    expect(formatNumber(-0.04, 1)).toBe('0')
  })
})

describe('formatDate', () => {
  it('writes a date as en-US short dates do (month/day/two-digit year)', () => {
    const short = new Intl.DateTimeFormat('en-US', { dateStyle: 'short' })
    for (const day of ['2026-11-27', '2026-01-05', '2005-03-09', '1999-12-31']) {
      expect(formatDate(day)).toBe(short.format(new Date(`${day}T00:00:00`)))
    }
    const instant = '2026-07-04T18:30:00.000Z'
    expect(formatDate(instant)).toBe(short.format(new Date(instant)))
    expect(formatDate('not a date')).toBe('not a date')
  })
})
