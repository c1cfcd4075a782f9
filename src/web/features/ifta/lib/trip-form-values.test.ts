import { describe, expect, it } from 'vitest'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import type { Load } from '@/contracts/loads'
import {
  checkTripForm,
  emptyTripValues,
  fillMilesFromOdometers,
  milesTally,
  newJurisdictionRow,
  odometersChanged,
  type TripFormValues,
  tallyLabel,
  valuesFromLoad,
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

describe('a trip sheet begun from a load', () => {
  it("takes its truck, dates, places and the stops' states in order, each once in a row", () => {
    const stop = (state: string) => ({ state }) as Load['stops'][number]
    const load = {
      id: '7b0e3c6e-5c1a-4b8e-9d7f-2a4b6c8d0e1f',
      loadNumber: 'RC-1',
      truckId: 'a7c5e1f0-3b2d-4c6e-8f9a-0b1c2d3e4f5a',
      pickupDate: '2025-10-06',
      deliveryDate: '2025-10-08',
      originPlace: 'Dallas, TX',
      destinationPlace: 'Wichita, KS',
      stops: [stop('TX'), stop('TX'), stop('OK'), stop('KS')],
    } as Load
    const values = valuesFromLoad(load, '2025-11-01')
    expect(values).toMatchObject({
      truckId: load.truckId,
      startDate: '2025-10-06',
      endDate: '2025-10-08',
      origin: 'Dallas, TX',
      destination: 'Wichita, KS',
      loaded: 'loaded',
      loadId: load.id,
      notes: 'Load RC-1',
    })
    expect(values.jurisdictions.map((j) => [j.jurisdiction, j.miles])).toEqual([
      ['TX', ''],
      ['OK', ''],
      ['KS', ''],
    ])
    // Made from it, the sheet names the load it hauled.
    values.jurisdictions.forEach((j, i) => {
      j.miles = [600, 350, 250][i]!
    })
    const checked = checkTripForm(values)
    expect(checked.ok && checked.data.loadId).toBe(load.id)
  })
})

describe('trip form odometers', () => {
  const readings = (change: Partial<TripFormValues> = {}) =>
    trip({
      jurisdictions: [
        { ...newJurisdictionRow(), jurisdiction: 'TX', miles: '' },
        { ...newJurisdictionRow(), jurisdiction: 'OK', miles: '', entryOdometer: '100,600' },
        { ...newJurisdictionRow(), jurisdiction: 'KS', miles: 12, entryOdometer: 100_950 },
      ],
      ...change,
    })

  it('fills each state’s miles from the start, state line and end readings', () => {
    const rows = fillMilesFromOdometers(readings())
    expect(rows?.map((r) => r.miles)).toEqual([600, 350, 300])
    expect(checkTripForm({ ...readings(), jurisdictions: rows! }).ok).toBe(true)
    expect(fillMilesFromOdometers({ ...readings(), jurisdictions: rows! })).toBeNull()
  })

  it('keeps the miles of a state whose readings are not all typed, and notices a reading changed', () => {
    const rows = fillMilesFromOdometers(readings({ endOdometer: '' }))
    expect(rows?.map((r) => r.miles)).toEqual([600, 350, 12])
    const before = readings()
    expect(odometersChanged(before, { ...before })).toBe(false)
    expect(odometersChanged(before, readings({ startOdometer: 99_000 }))).toBe(true)
    const moved = readings()
    moved.jurisdictions[1] = { ...moved.jurisdictions[1]!, entryOdometer: 100_601 }
    expect(odometersChanged(moved, before)).toBe(true)
  })

  it('refuses miles that disagree with the readings, on the state’s miles', () => {
    const typed = readings()
    typed.jurisdictions = typed.jurisdictions.map((row, i) => ({ ...row, miles: [600, 350, 12][i]! }))
    const checked = checkTripForm(typed)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.errors['jurisdictions.2.miles']).toContain('the odometers give 300 mi')
  })
})
