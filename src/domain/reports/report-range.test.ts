import { describe, expect, it } from 'vitest'
import { percentChange, reportRanges, shareOf } from './report-range.ts'

describe('report ranges', () => {
  it('cut a running period at today and its previous period at the same point', () => {
    expect(reportRanges('monthly', '2026-11-24', '2026-11-24')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-24' },
      previous: { from: '2026-10-01', to: '2026-10-24' },
    })
    // March 1–31 running to the 31st compares with all of February.
    expect(reportRanges('monthly', '2026-03-30', '2026-03-30').previous).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(reportRanges('weekly', '2026-11-24', '2026-11-24')).toEqual({
      range: { from: '2026-11-22', to: '2026-11-24' },
      previous: { from: '2026-11-15', to: '2026-11-17' },
    })
  })

  it('take whole past periods, and a custom range against as many days before it', () => {
    expect(reportRanges('yearly', '2025-06-01', '2026-11-24')).toEqual({
      range: { from: '2025-01-01', to: '2025-12-31' },
      previous: { from: '2024-01-01', to: '2024-12-31' },
    })
    expect(reportRanges('daily', '2026-11-24', '2026-11-24').previous).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    })
    expect(
      reportRanges('custom', '2026-11-24', '2026-11-24', { from: '2026-02-01', to: '2026-02-10' }),
    ).toEqual({
      range: { from: '2026-02-01', to: '2026-02-10' },
      previous: { from: '2026-01-22', to: '2026-01-31' },
    })
    expect(() =>
      reportRanges('custom', '2026-11-24', '2026-11-24', { from: '2026-02-10', to: '2026-02-01' }),
    ).toThrow(RangeError)
  })

  it('compute changes and shares to one decimal', () => {
    expect(percentChange(150, 100)).toBe(50)
    expect(percentChange(-50, 100)).toBe(-150)
    expect(percentChange(10, 0)).toBeNull()
    expect(shareOf(1, 3)).toBe(33.3)
    expect(shareOf(5, 0)).toBe(0)
  })
})
