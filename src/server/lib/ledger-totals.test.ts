import { describe, expect, it } from 'vitest'
import { splitByMonths } from './ledger-totals.ts'

describe('splitByMonths', () => {
  it('takes whole months from the monthly totals and the days around them from the daily ones', () => {
    expect(splitByMonths('2026-01-15', '2026-04-10')).toEqual({
      months: { from: '2026-02-01', until: '2026-04-01' },
      days: [
        { from: '2026-01-15', until: '2026-02-01' },
        { from: '2026-04-01', until: '2026-04-11' },
      ],
    })
    expect(splitByMonths('2026-01-01', '2026-03-31')).toEqual({
      months: { from: '2026-01-01', until: '2026-04-01' },
      days: [],
    })
    // Leap day and year ends.
    expect(splitByMonths('2023-12-31', '2024-02-29')).toEqual({
      months: { from: '2024-01-01', until: '2024-03-01' },
      days: [{ from: '2023-12-31', until: '2024-01-01' }],
    })
  })

  it('reads days only inside one month, and everything from the months without bounds', () => {
    expect(splitByMonths('2026-03-05', '2026-03-20')).toEqual({
      months: undefined,
      days: [{ from: '2026-03-05', until: '2026-03-21' }],
    })
    expect(splitByMonths('2026-03-01', '2026-03-20')).toEqual({
      months: undefined,
      days: [{ from: '2026-03-01', until: '2026-03-21' }],
    })
    expect(splitByMonths()).toEqual({ months: { from: undefined, until: undefined }, days: [] })
    expect(splitByMonths('2026-03-05')).toEqual({
      months: { from: '2026-04-01', until: undefined },
      days: [{ from: '2026-03-05', until: '2026-04-01' }],
    })
    expect(splitByMonths(undefined, '2026-03-05')).toEqual({
      months: { from: undefined, until: '2026-03-01' },
      days: [{ from: '2026-03-01', until: '2026-03-06' }],
    })
  })

  it('keeps an inverted range empty', () => {
    expect(splitByMonths('2026-05-10', '2026-03-05')).toEqual({
      months: undefined,
      days: [{ from: '2026-05-10', until: '2026-03-06' }],
    })
  })
})
