import { describe, expect, it } from 'vitest'
import { loadPartLabel, lowConfidenceLoadParts } from './review-flags'

describe('lowConfidenceLoadParts', () => {
  it('marks the parts of the form whose reading was a guess, each once', () => {
    const parts = lowConfidenceLoadParts({
      loadNumber: 0.95,
      payer: 0.4,
      stops: 1,
      rateLines: 0.6,
      totalCents: 0.5,
    })
    expect([...parts]).toEqual(['payer', 'rate'])
    expect([...parts].map(loadPartLabel)).toEqual(['Broker / Payer', 'Rate'])
  })

  it('marks nothing without a reading, or with one it was sure of', () => {
    expect(lowConfidenceLoadParts(undefined).size).toBe(0)
    expect(lowConfidenceLoadParts({ loadNumber: 0.8, stops: 0.99 }).size).toBe(0)
  })
})
