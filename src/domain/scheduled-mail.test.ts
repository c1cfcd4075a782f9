import { describe, expect, it } from 'vitest'
import { scheduledMailsDue } from './scheduled-mail.ts'

describe('scheduledMailsDue', () => {
  it('reminds an IFTA filer a week before a quarterly return is due, and no one else', () => {
    // 2026Q3 is due October 31, 2026, a Saturday: Monday November 2.
    expect(scheduledMailsDue('2026-10-27', { iftaFiler: true })).toContainEqual({
      kind: 'tax_deadlines',
      periodKey: 'ifta:2026Q3',
      due: '2026-11-02',
      iftaQuarter: '2026Q3',
    })
    expect(
      scheduledMailsDue('2026-10-25', { iftaFiler: true }).some((m) => m.periodKey.startsWith('ifta:')),
    ).toBe(false)
    expect(scheduledMailsDue('2026-10-27').some((m) => m.periodKey.startsWith('ifta:'))).toBe(false)
    // The 4th quarter of the year before, due in January.
    expect(scheduledMailsDue('2027-01-28', { iftaFiler: true }).map((m) => m.periodKey)).toContain(
      'ifta:2026Q4',
    )
  })

  it('sends the weekly summary of the week before on Mondays only', () => {
    // 2026-11-23 is a Monday.
    expect(scheduledMailsDue('2026-11-23')).toEqual([
      { kind: 'weekly_summary', periodKey: 'week:2026-11-16', from: '2026-11-16', to: '2026-11-22' },
    ])
    expect(scheduledMailsDue('2026-11-24')).toEqual([])
    expect(scheduledMailsDue('2026-11-22')).toEqual([])
  })

  it('reminds of each estimated tax payment during the week before it is due', () => {
    // Q3 2026 is due 2026-09-15 (a Tuesday); Q4 2025 on 2026-01-15.
    expect(scheduledMailsDue('2026-09-08')).toContainEqual(
      expect.objectContaining({ kind: 'tax_deadlines', due: '2026-09-15', quarter: 'q3', taxYear: 2026 }),
    )
    expect(scheduledMailsDue('2026-09-15').map((m) => m.periodKey)).toContain('tax:2026-09-15')
    expect(scheduledMailsDue('2026-09-07').some((m) => m.kind === 'tax_deadlines')).toBe(false)
    expect(scheduledMailsDue('2026-09-16').some((m) => m.kind === 'tax_deadlines')).toBe(false)
    expect(scheduledMailsDue('2026-01-12')).toContainEqual(
      expect.objectContaining({ due: '2026-01-15', quarter: 'q4', taxYear: 2025 }),
    )
  })
})
