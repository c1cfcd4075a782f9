import { describe, expect, it } from 'vitest'
import { findMoney, parseAmount, parseSignedCents } from './amounts.ts'
import { findDates, findMonthDay, parseDate } from './dates.ts'

describe('parseAmount', () => {
  it('reads every sign convention of a deduction', () => {
    for (const text of ['-125.00', '$-125.00', '-$125.00', '(125.00)', '125.00-', '($125.00)', '−125.00']) {
      expect(parseSignedCents(text), text).toBe(-12_500)
    }
    expect(parseSignedCents('$1,862.52')).toBe(186_252)
    expect(parseSignedCents('1234')).toBe(123_400)
    expect(parseSignedCents('USD 7.5')).toBe(750)
  })

  it('reads currency after the amount and spaces as thousands separators beside a currency', () => {
    expect(parseAmount('1234.56 USD')).toMatchObject({ cents: 123_456, negative: false, money: true })
    expect(parseAmount('$ 1 234.56')).toMatchObject({ cents: 123_456, money: true })
    expect(parseAmount('$ 12 345 678.90')?.cents).toBe(1_234_567_890)
    expect(parseAmount('45.00 CR')).toMatchObject({ cents: 4_500, money: true })
    // Two numbers run together are not one amount.
    expect(parseAmount('145 680.00')).toBeNull()
    expect(findMoney('Gross Pay $ 6 129.35  Deductions 2204.46 USD').map((a) => a.cents)).toEqual([
      612_935, 220_446,
    ])
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

  it('reads day-first month names, long names without a comma and year-first slashes', () => {
    expect(parseDate('03-Mar-2025')).toBe('2025-03-03')
    expect(parseDate('7-Mar-2025')).toBe('2025-03-07')
    expect(parseDate('March 3 2025')).toBe('2025-03-03')
    expect(parseDate('3/7/25')).toBe('2025-03-07')
    expect(parseDate('2025/03/07')).toBe('2025-03-07')
    expect(findDates('Period: 24-Feb-2025 to 02-Mar-2025')).toEqual(['2025-02-24', '2025-03-02'])
  })

  it("dates a month and day printed without a year by the document's own date", () => {
    expect(findMonthDay('Toledo, OH 03/04', '2025-03-12')).toBe('2025-03-04')
    expect(findMonthDay('Reno, NV 12/29', '2025-01-06')).toBe('2024-12-29')
    expect(findMonthDay('Reno, NV 03/04', null)).toBeNull()
    expect(findMonthDay('03/04/2025', '2025-03-12')).toBeNull()
    expect(findMonthDay('02/30', '2025-03-12')).toBeNull()
  })

  it('refuses impossible dates and text around them', () => {
    expect(parseDate('02/30/2025')).toBeNull()
    expect(parseDate('13/01/2025')).toBeNull()
    expect(parseDate('Paid 03/14/2025')).toBeNull()
    expect(findDates('Week 03/09/2025 - 03/15/2025')).toEqual(['2025-03-09', '2025-03-15'])
  })
})
