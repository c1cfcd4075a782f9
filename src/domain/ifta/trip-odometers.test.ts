import { describe, expect, it } from 'vitest'
import { milesFromOdometers, ODOMETER_MESSAGES, odometerProblems } from './trip-odometers.ts'

const trip = (
  start: number | null,
  end: number | null,
  rows: [miles: number | null, entry: number | null][],
) => ({
  startOdometer: start,
  endOdometer: end,
  jurisdictions: rows.map(([miles, entryOdometer]) => ({ miles, entryOdometer })),
})

describe('state miles from odometer readings', () => {
  it('takes each state from its state line reading to the next, the first from the start, the last to the end', () => {
    expect(
      milesFromOdometers(
        trip(100_000, 101_250, [
          [null, null],
          [null, 100_600],
          [null, 100_950],
        ]),
      ),
    ).toEqual([600, 350, 300])
  })

  it('leaves a state whose readings around it are missing or out of order', () => {
    expect(
      milesFromOdometers(
        trip(100_000, null, [
          [null, null],
          [null, 100_600],
          [null, 100_950],
        ]),
      ),
    ).toEqual([600, 350, null])
    expect(milesFromOdometers(trip(100_000, 101_000, [[null, null]]))).toEqual([1_000])
    expect(
      milesFromOdometers(
        trip(100_000, 101_000, [
          [null, null],
          [null, 99_000],
        ]),
      ),
    ).toEqual([null, 2_000])
  })

  it('accepts miles within a mile of the readings and names a state that differs', () => {
    const good = trip(100_000, 101_250, [
      [600, null],
      [350.4, 100_600],
      [299.5, 100_950],
    ])
    expect(odometerProblems(good)).toEqual([])
    expect(
      odometerProblems(
        trip(100_000, 101_250, [
          [600, 100_000],
          [340, 100_600],
          [300, 100_950],
        ]),
      ),
    ).toEqual([{ path: ['jurisdictions', 1, 'miles'], message: ODOMETER_MESSAGES.disagree(340, 350) }])
  })

  it('refuses readings out of order, outside the trip, or a first state entered elsewhere than the start', () => {
    expect(
      odometerProblems(
        trip(100_000, 101_250, [
          [600, null],
          [350, 100_950],
          [300, 100_600],
        ]),
      ),
    ).toEqual([{ path: ['jurisdictions', 2, 'entryOdometer'], message: ODOMETER_MESSAGES.order }])
    expect(
      odometerProblems(
        trip(100_000, 101_250, [
          [600, null],
          [650, 101_300],
        ]),
      )[0]?.path,
    ).toEqual(['jurisdictions', 1, 'entryOdometer'])
    expect(
      odometerProblems(
        trip(100_000, 101_250, [
          [600, 100_010],
          [650, 100_600],
        ]),
      ),
    ).toEqual([{ path: ['jurisdictions', 0, 'entryOdometer'], message: ODOMETER_MESSAGES.firstEntry }])
  })

  it('checks nothing on a trip without state line readings (its total is the tally’s and the return’s)', () => {
    expect(odometerProblems(trip(100_000, 101_250, [[600, null]]))).toEqual([])
  })
})
