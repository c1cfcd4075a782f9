import { describe, expect, it } from 'vitest'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import {
  checkTripForm,
  emptyTripValues,
  milesTally,
  newJurisdictionRow,
  type TripFormValues,
  tallyLabel,
} from './trip-form-values'

const trip = (change: Partial<TripFormValues> = {}): TripFormValues => ({
  ...emptyTripValues('2025-10-06'),
  startOdometer: 100_000,
  endOdometer: 101_250,
  jurisdictions: [
    { ...newJurisdictionRow(), jurisdiction: 'TX', miles: 600 },
    { ...newJurisdictionRow(), jurisdiction: 'OK', miles: '350.5' },
    { ...newJurisdictionRow(), jurisdiction: 'KS', miles: 250 },
  ],
  ...change,
})

describe('trip form', () => {
  it('adds the states in tenths of a mile and sets them against the odometer', () => {
    const tally = milesTally(trip())
    expect(tally).toEqual({ statesTenths: 12_005, odometerMiles: 1_250 })
    expect(tallyLabel(tally)).toEqual({
      text: 'States: 1,200.5 mi · Odometer: 1,250 mi · 49.5 mi fewer in the states',
      matches: false,
    })
  })

  it('calls a difference of a mile or less a match, and waits for both odometer readings', () => {
    expect(tallyLabel(milesTally(trip({ endOdometer: 101_201 }))).matches).toBe(true)
    expect(tallyLabel(milesTally(trip({ endOdometer: 101_199 }))).text).toContain('1.5 mi more in the states')
    expect(tallyLabel(milesTally(trip({ endOdometer: '' })))).toEqual({
      text: 'States: 1,200.5 mi · Odometer: type both readings',
      matches: null,
    })
    // An ending reading below the start is the contract's message, not a negative tally.
    expect(milesTally(trip({ endOdometer: 99_000 })).odometerMiles).toBeNull()
  })

  it('sends what was typed, with blank optional fields as null', () => {
    const checked = checkTripForm(trip({ origin: ' Dallas, TX ', loaded: 'loaded' }))
    if (!checked.ok) throw new Error(checked.first)
    expect(checked.data).toMatchObject({
      startDate: '2025-10-06',
      startOdometer: 100_000,
      origin: 'Dallas, TX',
      destination: null,
      loaded: true,
      jurisdictions: [
        { jurisdiction: 'TX', miles: 600, taxableMiles: null },
        { jurisdiction: 'OK', miles: 350.5 },
        { jurisdiction: 'KS', miles: 250 },
      ],
    })
  })

  it('puts the contract’s messages on the state rows they are about', () => {
    const checked = checkTripForm(
      trip({
        endOdometer: 99_000,
        jurisdictions: [
          { ...newJurisdictionRow(), jurisdiction: null, miles: 10 },
          { ...newJurisdictionRow(), jurisdiction: 'OK', miles: 10, taxableMiles: 12 },
          { ...newJurisdictionRow(), jurisdiction: 'KS', miles: '' },
        ],
      }),
    )
    if (checked.ok) throw new Error('expected errors')
    expect(checked.errors).toMatchObject({
      'jurisdictions.0.jurisdiction': IFTA_MESSAGES.jurisdictionInvalid,
      'jurisdictions.1.taxableMiles': IFTA_MESSAGES.taxableTooHigh,
      'jurisdictions.2.miles': IFTA_MESSAGES.milesInvalid,
    })
  })

  it('refuses a trip with no state and an odometer that runs backwards', () => {
    const none = checkTripForm(trip({ jurisdictions: [] }))
    expect(none.ok || none.errors.jurisdictions).toBe(IFTA_MESSAGES.jurisdictionsRequired)
    const backwards = checkTripForm(trip({ endOdometer: 99_000 }))
    expect(backwards.ok || backwards.errors.endOdometer).toBe(IFTA_MESSAGES.odometerOrder)
  })
})
