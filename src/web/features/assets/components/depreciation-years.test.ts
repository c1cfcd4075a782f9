import { describe, expect, it } from 'vitest'
import type { Asset } from '@/contracts/assets'
import { depreciationYears } from './depreciation-years'

const tractor = (over: Partial<Asset> = {}) =>
  ({ placedInServiceDate: '2025-03-01', recoveryYears: 3, disposedDate: null, ...over }) as Asset

describe('depreciationYears', () => {
  it('runs a 3-year tractor over four tax years (the half-year convention), whatever this year is', () => {
    expect(depreciationYears(tractor(), 2026)).toEqual([2025, 2026, 2027, 2028])
  })

  it('runs to this year when the recovery period is over', () => {
    expect(depreciationYears(tractor({ placedInServiceDate: '2019-07-01' }), 2026)).toEqual([
      2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ])
  })

  it('stops at the year of the sale', () => {
    expect(depreciationYears(tractor({ disposedDate: '2026-08-15' }), 2026)).toEqual([2025, 2026])
    expect(
      depreciationYears(tractor({ placedInServiceDate: '2026-01-01', disposedDate: '2026-11-27' }), 2026),
    ).toEqual([2026])
  })
})
