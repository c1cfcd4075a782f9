import { describe, expect, it } from 'vitest'
import {
  type PerDiemDay,
  perDiemRatesOfYear,
  perDiemTotals,
  pricePerDiemDay,
  suggestPerDiemDays,
} from './per-diem-log.ts'

const day = (date: string, kind: PerDiemDay['kind'], outsideConus = false): PerDiemDay => ({
  date,
  kind,
  outsideConus,
})

describe('pricing a day of the per diem log', () => {
  it('takes the rate of the October–September year of its date, 75 % on a partial day', () => {
    // Notice 2024-68: $80 a full day from 2024-10-01 ($60 for a departure or return day).
    expect(pricePerDiemDay(day('2024-10-01', 'full'))).toMatchObject({ rateCents: 8_000, amountCents: 8_000 })
    expect(pricePerDiemDay(day('2025-09-30', 'partial'))).toMatchObject({
      rateCents: 8_000,
      amountCents: 6_000,
    })
    // Notice 2023-68: $69 until 2024-09-30, so a partial day is $51.75.
    expect(pricePerDiemDay(day('2024-09-30', 'partial'))).toMatchObject({
      rateCents: 6_900,
      amountCents: 5_175,
    })
    expect(pricePerDiemDay(day('2025-03-10', 'full', true))).toMatchObject({
      rateCents: 8_600,
      amountCents: 8_600,
    })
  })

  it('gives no rate, rather than a guess, to a date the table does not reach', () => {
    expect(pricePerDiemDay(day('2030-01-02', 'full'))).toEqual({
      ...day('2030-01-02', 'full'),
      rateCents: null,
      amountCents: null,
    })
  })
})

describe('per diem totals', () => {
  it('sums the priced days and deducts 80 % (DOT hours of service) by default', () => {
    // Pub 463 style: a 5-day trip in March 2025, 3 full days at $80 and 2 partial at $60 = $360.
    const trip = [
      day('2025-03-03', 'partial'),
      day('2025-03-04', 'full'),
      day('2025-03-05', 'full'),
      day('2025-03-06', 'full'),
      day('2025-03-07', 'partial'),
    ].map(pricePerDiemDay)
    expect(perDiemTotals(trip)).toEqual({
      fullDays: 3,
      partialDays: 2,
      allowanceCents: 36_000,
      deductibleCents: 28_800,
      daysWithoutRate: 0,
    })
    expect(perDiemTotals(trip, '50').deductibleCents).toBe(18_000)
  })

  it('prices each day at its own year across October 1 and counts days without a rate apart', () => {
    const days = [
      day('2024-09-29', 'partial'), // 51.75
      day('2024-09-30', 'full'), // 69
      day('2024-10-01', 'partial'), // 60
      day('2031-05-01', 'full'), // no rate yet
    ].map(pricePerDiemDay)
    expect(perDiemTotals(days)).toEqual({
      fullDays: 2,
      partialDays: 2,
      allowanceCents: 18_075,
      deductibleCents: 14_460,
      daysWithoutRate: 1,
    })
  })

  it('is zero for no days', () => {
    expect(perDiemTotals([])).toEqual({
      fullDays: 0,
      partialDays: 0,
      allowanceCents: 0,
      deductibleCents: 0,
      daysWithoutRate: 0,
    })
  })
})

describe('suggested days from load dates', () => {
  const kinds = (days: { date: string; kind: string }[]) => days.map((d) => `${d.date.slice(5)} ${d.kind}`)

  it('makes a trip of loads at most 3 days apart, from the first load to the day after the last', () => {
    const suggested = suggestPerDiemDays(['2025-03-06', '2025-03-03', '2025-03-03'], new Set())
    expect(kinds(suggested)).toEqual([
      '03-03 partial',
      '03-04 full',
      '03-05 full',
      '03-06 full',
      '03-07 partial',
    ])
    expect(new Set(suggested.map((d) => d.tripStart))).toEqual(new Set(['2025-03-03']))
    expect(suggested.every((d) => !d.outsideConus)).toBe(true)
  })

  it('starts a new trip after a gap of more than 3 days; a single load gives two partial days', () => {
    const suggested = suggestPerDiemDays(['2025-03-03', '2025-03-07', '2025-03-11'], new Set())
    expect(kinds(suggested)).toEqual([
      '03-03 partial',
      '03-04 partial',
      '03-07 partial',
      '03-08 partial',
      '03-11 partial',
      '03-12 partial',
    ])
    expect(suggested.map((d) => d.tripStart)).toEqual([
      '2025-03-03',
      '2025-03-03',
      '2025-03-07',
      '2025-03-07',
      '2025-03-11',
      '2025-03-11',
    ])
  })

  it('crosses month and year ends and leaves out confirmed days', () => {
    const suggested = suggestPerDiemDays(['2024-12-30', '2025-01-01'], new Set(['2024-12-31']))
    expect(suggested.map((d) => `${d.date} ${d.kind}`)).toEqual([
      '2024-12-30 partial',
      '2025-01-01 full',
      '2025-01-02 partial',
    ])
  })

  it('suggests nothing without loads', () => {
    expect(suggestPerDiemDays([], new Set())).toEqual([])
  })
})

describe('the rates of a calendar year', () => {
  it('shows the two October–September rates a calendar year spans, clipped to it', () => {
    expect(perDiemRatesOfYear(2025)).toEqual([
      {
        from: '2025-01-01',
        to: '2025-09-30',
        insideConusCents: 8_000,
        outsideConusCents: 8_600,
        source: 'Notice 2024-68',
      },
      expect.objectContaining({ from: '2025-10-01', to: '2025-12-31' }),
    ])
    expect(perDiemRatesOfYear(1990)).toEqual([])
  })
})
