import { describe, expect, it } from 'vitest'
import {
  IFTA_MEMBER_CODES,
  isIftaMember,
  isJurisdiction,
  JURISDICTIONS,
  jurisdictionOptions,
} from './jurisdictions.ts'
import { quarterOf } from './quarter.ts'
import { IFTA_DIESEL_RATES, iftaDieselRates } from './rate-tables.ts'

describe('jurisdictions', () => {
  it('has the 48 contiguous states and 10 provinces as members, and no one else', () => {
    expect(IFTA_MEMBER_CODES).toHaveLength(58)
    expect(JURISDICTIONS.filter((j) => j.iftaMember && j.country === 'US')).toHaveLength(48)
    expect(
      JURISDICTIONS.filter((j) => j.iftaMember && j.country === 'CA')
        .map((j) => j.code)
        .sort(),
    ).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'])
    for (const code of ['AK', 'HI', 'DC', 'YT', 'NT', 'NU', 'MX']) {
      expect(isJurisdiction(code)).toBe(true)
      expect(isIftaMember(code)).toBe(false)
    }
    expect(isJurisdiction('XX')).toBe(false)
    expect(new Set(JURISDICTIONS.map((j) => j.code)).size).toBe(JURISDICTIONS.length)
  })

  it('offers every jurisdiction once in the select, non-members marked', () => {
    const items = jurisdictionOptions().flatMap((g) => g.items)
    expect(items).toHaveLength(JURISDICTIONS.length)
    expect(items.find((i) => i.value === 'HI')?.label).toBe('Hawaii (HI, not in IFTA)')
    expect(items.find((i) => i.value === 'QC')?.label).toBe('Quebec (QC)')
  })
})

describe('IFTA_DIESEL_RATES', () => {
  const quarters = Object.entries(IFTA_DIESEL_RATES)

  it.each(quarters)('%s has every IFTA member exactly once', (_quarter, table) => {
    const codes = table.rates.map((r) => r.jurisdiction)
    expect([...codes].sort()).toEqual([...IFTA_MEMBER_CODES].sort())
  })

  it.each(quarters)('%s rates are 4-decimal US $ per gallon between 0 and 2', (_quarter, table) => {
    for (const { rate, surchargeRate } of table.rates) {
      for (const value of surchargeRate === undefined ? [rate] : [rate, surchargeRate]) {
        expect(value).toMatch(/^[01]\.\d{4}$/)
      }
    }
  })

  it.each(quarters)('%s cites the IFTA, Inc. file for its quarter', (quarter, table) => {
    expect(quarter).toMatch(/^\d{4}Q[1-4]$/)
    const [year, q] = quarter.split('Q')
    expect(table.source).toContain(`https://www.iftach.org/taxmatrix/charts/${q}Q${year}.csv`)
  })

  it('keeps the figures as printed (a sample checked by eye against the files)', () => {
    const rate = (quarter: string, code: string) =>
      iftaDieselRates(quarter)?.rates.find((r) => r.jurisdiction === code)
    expect(rate('2025Q4', 'CA')).toEqual({ jurisdiction: 'CA', rate: '0.9710' })
    expect(rate('2025Q4', 'MD')).toEqual({ jurisdiction: 'MD', rate: '0.4675' })
    expect(rate('2025Q4', 'AB')).toEqual({ jurisdiction: 'AB', rate: '0.3567' })
    expect(rate('2026Q2', 'KY')).toEqual({ jurisdiction: 'KY', rate: '0.2200', surchargeRate: '0.1050' })
    expect(rate('2026Q2', 'VA')).toEqual({ jurisdiction: 'VA', rate: '0.3270', surchargeRate: '0.1430' })
    expect(rate('2026Q1', 'NJ')).toEqual({ jurisdiction: 'NJ', rate: '0.5610' })
    expect(rate('2022Q1', 'BC')).toEqual({ jurisdiction: 'BC', rate: '0.7812' })
    expect(rate('2022Q1', 'KY')).toEqual({ jurisdiction: 'KY', rate: '0.2160', surchargeRate: '0.1020' })
  })

  it("answers undefined for a quarter with no table, and finds a date's quarter", () => {
    expect(iftaDieselRates('2023Q3')).toBeUndefined()
    expect(iftaDieselRates('toString')).toBeUndefined()
    expect(quarterOf('2025-11-03')).toBe('2025Q4')
    expect(quarterOf('2026-01-01')).toBe('2026Q1')
    expect(quarterOf('2026-06-30')).toBe('2026Q2')
  })
})
