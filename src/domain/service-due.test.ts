import { describe, expect, it } from 'vitest'
import { serviceDue } from './service-due.ts'

const truck = (
  nextServiceDate: string | null,
  nextServiceMiles: number | null,
  odometerMiles: number | null,
) => ({
  nextServiceDate,
  nextServiceMiles,
  odometerMiles,
})

describe('serviceDue', () => {
  it('says overdue, soon (30 days or 1,000 miles), later, or unknown; whichever comes first', () => {
    expect(serviceDue(truck(null, null, 100), '2026-11-24')).toBe('unknown')
    expect(serviceDue(truck('2026-11-23', null, null), '2026-11-24')).toBe('overdue')
    expect(serviceDue(truck('2026-12-24', null, null), '2026-11-24')).toBe('soon')
    expect(serviceDue(truck('2026-12-25', null, null), '2026-11-24')).toBe('later')
    expect(serviceDue(truck('2027-06-01', 101_000, 100_000), '2026-11-24')).toBe('soon')
    expect(serviceDue(truck('2027-06-01', 99_999, 100_000), '2026-11-24')).toBe('overdue')
    expect(serviceDue(truck(null, 150_000, null), '2026-11-24')).toBe('unknown')
  })
})
