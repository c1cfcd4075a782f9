import { describe, expect, it } from 'vitest'
import { returnTotals } from './return-totals'

const row = (jurisdiction: string, change: object = {}) => ({
  jurisdiction,
  member: true,
  totalMiles: 100,
  taxableMiles: 100,
  taxableGallons: 20,
  taxPaidGallons: 0,
  netTaxableGallons: 20,
  rate: '0.2000',
  taxCents: 400,
  totalDueCents: 400,
  ...change,
})

describe('return totals', () => {
  it('adds each column, a credit taking away, a row without a rate adding no tax', () => {
    const totals = returnTotals([
      row('TX', { taxPaidGallons: 95, netTaxableGallons: -75, taxCents: -1_500, totalDueCents: -1_500 }),
      row('OK'),
      row('NM', { rate: null, taxCents: null, totalDueCents: null }),
    ])
    expect(totals).toEqual({
      taxableMiles: 300,
      taxableGallons: 60,
      taxPaidGallons: 95,
      netTaxableGallons: -35,
      taxCents: -1_100,
      surchargeCents: null,
    })
  })

  it('totals the surcharge only when some row carries one', () => {
    const totals = returnTotals([
      row('KY', { surchargeCents: 210 }),
      row('VA', { surchargeCents: 0 }),
      row('OH'),
    ])
    expect(totals.surchargeCents).toBe(210)
  })
})
