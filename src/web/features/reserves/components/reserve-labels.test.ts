import { describe, expect, it } from 'vitest'
import { checkText } from './reserve-labels'

describe('what the interest checks say', () => {
  it('names the Treasury bill yield when it, not the lease, set the rate', () => {
    const text = checkText({
      kind: 'interest_below_rate',
      date: '2025-06-30',
      creditedCents: 1_692,
      expectedCents: 2_115,
      ratePercent: '5',
      basis: 'tbill',
      periodStart: '2025-03-31',
    })
    expect(text.title).toBe('Interest of 6/30/25 below the Treasury bill yield')
    expect(text.body).toContain('Credited $16.92; 5 % a year (the 13-week Treasury bill yield of 3/31/25')
    expect(text.body).toContain('gives $21.15')
    expect(text.body).toContain('49 CFR 376.12(k)(5)')
  })

  it('says the lease’s rate when it is the higher', () => {
    const text = checkText({
      kind: 'interest_below_rate',
      date: '2025-06-30',
      creditedCents: 1_000,
      expectedCents: 1_692,
      ratePercent: '4',
      basis: 'lease',
      periodStart: '2025-03-31',
    })
    expect(text.title).toBe('Interest of 6/30/25 below the lease’s rate')
    expect(text.body).toContain('4 % a year (the lease’s rate)')
  })

  it('says when no yield is on file for the day a period began', () => {
    const text = checkText({ kind: 'tbill_rate_unknown', date: '2025-03-31', creditDate: '2025-06-30' })
    expect(text.title).toBe('No Treasury bill yield on file for 3/31/25')
    expect(text.body).toContain('checked against the lease’s rate only')
  })
})
