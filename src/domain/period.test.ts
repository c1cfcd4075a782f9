import { describe, expect, it } from 'vitest'
import { addMonths, isIsoDate, lastMonths, periodRange, startOfWeek, todayIn } from './period.ts'

describe('periods', () => {
  it('weeks start on Sunday', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22') // a Sunday
    expect(startOfWeek('2026-11-21')).toBe('2026-11-15') // Saturday belongs to the week before
    expect(startOfWeek('2026-01-01')).toBe('2025-12-28') // across a year edge
    expect(periodRange('weekly', '2026-11-25')).toEqual({ from: '2026-11-22', to: '2026-11-28' })
  })

  it('month, quarter and year edges', () => {
    expect(periodRange('monthly', '2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(periodRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(periodRange('last-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(periodRange('quarterly', '2026-11-22')).toEqual({ from: '2026-10-01', to: '2026-12-31' })
    expect(periodRange('last-quarter', '2026-02-10')).toEqual({ from: '2025-10-01', to: '2025-12-31' })
    expect(periodRange('ytd', '2026-11-22')).toEqual({ from: '2026-01-01', to: '2026-11-22' })
    expect(periodRange('last-year', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' })
    expect(periodRange('daily', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2026-12-31' })
  })

  it('custom ranges are checked', () => {
    expect(periodRange('custom', '2026-01-01', { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(() => periodRange('custom', '2026-01-01', { from: '2026-03-31', to: '2026-03-01' })).toThrow()
    expect(() => periodRange('custom', '2026-01-01', { from: '2026-02-30', to: '2026-03-01' })).toThrow()
  })

  it('today depends on the time zone', () => {
    const instant = new Date('2026-01-01T03:30:00Z')
    expect(todayIn('UTC', instant)).toBe('2026-01-01')
    expect(todayIn('America/Chicago', instant)).toBe('2025-12-31')
  })

  it('month arithmetic clamps to the month length', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(lastMonths('2026-02-15', 3)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01'])
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
  })
})
