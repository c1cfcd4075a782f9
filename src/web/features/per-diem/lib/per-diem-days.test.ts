import { describe, expect, it } from 'vitest'
import { byMonth, monthGrid, nextKind, tripsOf } from './per-diem-days'

const suggested = (
  date: string,
  kind: 'full' | 'partial',
  tripStart: string,
  amountCents: number | null = 8_000,
) => ({
  date,
  kind,
  outsideConus: false,
  rateCents: amountCents === null ? null : 8_000,
  amountCents,
  tripStart,
})

describe('the per diem screen’s days', () => {
  it('cycles a clicked day none → full → partial → none', () => {
    expect(nextKind(undefined)).toBe('full')
    expect(nextKind('full')).toBe('partial')
    expect(nextKind('partial')).toBeUndefined()
  })

  it('groups suggested days by trip with their counts and amount (none while a day has no rate)', () => {
    const trips = tripsOf([
      suggested('2025-03-03', 'partial', '2025-03-03', 6_000),
      suggested('2025-03-04', 'full', '2025-03-03'),
      suggested('2025-03-05', 'partial', '2025-03-03', 6_000),
      suggested('2031-01-01', 'partial', '2031-01-01', null),
    ])
    expect(trips.map(({ days: _, ...t }) => t)).toEqual([
      { from: '2025-03-03', to: '2025-03-05', fullDays: 1, partialDays: 2, amountCents: 20_000 },
      { from: '2031-01-01', to: '2031-01-01', fullDays: 0, partialDays: 1, amountCents: null },
    ])
  })

  it('lays a month out in weeks from Sunday and groups days by month', () => {
    const march = monthGrid('2025-03') // March 1, 2025 is a Saturday
    expect(march[0]).toEqual([null, null, null, null, null, null, '2025-03-01'])
    expect(march.flat().filter(Boolean)).toHaveLength(31)
    expect(march.every((week) => week.length === 7)).toBe(true)
    expect(
      byMonth([suggested('2025-03-03', 'full', 'x'), suggested('2025-04-01', 'full', 'x')]).map(([m]) => m),
    ).toEqual(['2025-03', '2025-04'])
  })
})
