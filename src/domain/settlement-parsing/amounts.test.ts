import { describe, expect, it } from 'vitest'
import { findMoney, parseAmount, parseSignedCents } from './amounts.ts'
import { findDates, parseDate } from './dates.ts'

describe('parseAmount', () => {
  it('reads every sign convention of a deduction', () => {
    for (const text of ['-125.00', '$-125.00', '-$125.00', '(125.00)', '125.00-', '($125.00)', '−125.00']) {
      expect(parseSignedCents(text), text).toBe(-12_500)
    }
    expect(parseSignedCents('$1,862.52')).toBe(186_252)
    expect(parseSignedCents('1234')).toBe(123_400)
    expect(parseSignedCents('USD 7.5')).toBe(750)
  })

  it('tells money from plain numbers and refuses text', () => {
    expect(parseAmount('$2,046.00')?.money).toBe(true)
    expect(parseAmount('1,124')?.money).toBe(false)
    expect(parseAmount('88%')).toBeNull()
    expect(parseAmount('L-15571')).toBeNull()
    expect(parseAmount('(12.00')).toBeNull()
    expect(parseAmount('')).toBeNull()
  })

  it('finds the money in a line of text', () => {
    expect(findMoney('Net pay ...... $1,234.56  YTD 40,001.10').map((a) => a.cents)).toEqual([
      123_456, 4_000_110,
    ])
    expect(findMoney('Fuel  -$1,862.52')[0]).toMatchObject({ cents: 186_252, negative: true })
  })
})

describe('dates', () => {
  it('reads US formats into ISO dates', () => {
    expect(parseDate('03/14/2025')).toBe('2025-03-14')
    expect(parseDate('3/4/25')).toBe('2025-03-04')
    expect(parseDate('2025-03-14')).toBe('2025-03-14')
    expect(parseDate('Mar 14, 2025')).toBe('2025-03-14')
    expect(parseDate('March 14th 2025')).toBe('2025-03-14')
    expect(parseDate('14-Mar-2025')).toBe('2025-03-14')
  })

  it('refuses impossible dates and text around them', () => {
    expect(parseDate('02/30/2025')).toBeNull()
    expect(parseDate('13/01/2025')).toBeNull()
    expect(parseDate('Paid 03/14/2025')).toBeNull()
    expect(findDates('Week 03/09/2025 - 03/15/2025')).toEqual(['2025-03-09', '2025-03-15'])
  })
})
