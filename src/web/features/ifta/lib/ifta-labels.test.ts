import { describe, expect, it } from 'vitest'
import {
  checkLink,
  countLabel,
  formatDecimalText,
  isOverdue,
  odometerLabel,
  priceLabel,
  signedCount,
  sortChecks,
  statesLabel,
  totalDueLabel,
  trimDecimalText,
  tripRouteLabel,
} from './ifta-labels'

describe('IFTA labels', () => {
  it('shows gallons as decimal text, grouped, without trailing zeros', () => {
    expect(formatDecimalText('1234.500')).toBe('1,234.5')
    expect(formatDecimalText('150.250')).toBe('150.25')
    expect(formatDecimalText('0')).toBe('0')
    expect(formatDecimalText('1000000.000')).toBe('1,000,000')
    expect(formatDecimalText('0.125')).toBe('0.125')
  })

  it('shows a pump price without the zeros the database pads it with, to the cent at least', () => {
    expect(priceLabel('3.8990')).toBe('$3.899')
    expect(priceLabel('4.0000')).toBe('$4.00')
    expect(priceLabel('4.1')).toBe('$4.10')
    expect(priceLabel('3.1234')).toBe('$3.1234')
    expect(trimDecimalText('150.250', 0)).toBe('150.25')
    expect(trimDecimalText('150.000', 0)).toBe('150')
  })

  it('counts records in words and writes a negative count with a minus sign', () => {
    expect(countLabel(1, 'trip')).toBe('1 trip')
    expect(countLabel(0, 'purchase')).toBe('0 purchases')
    expect(countLabel(1_200, 'purchase')).toBe('1,200 purchases')
    expect(signedCount(-75)).toBe('−75')
    expect(signedCount(1_234)).toBe('1,234')
  })

  it('calls a return overdue only when it is not filed by its due date', () => {
    expect(isOverdue({ status: 'open', dueDate: '2026-02-02' }, '2026-02-03')).toBe(true)
    expect(isOverdue({ status: 'open', dueDate: '2026-02-02' }, '2026-02-02')).toBe(false)
    expect(isOverdue({ status: 'amending', dueDate: '2026-02-02' }, '2026-03-01')).toBe(true)
    expect(isOverdue({ status: 'filed', dueDate: '2026-02-02' }, '2026-03-01')).toBe(false)
  })

  it('says credit rather than a negative amount due', () => {
    expect(totalDueLabel(6_110)).toEqual({ label: 'Total due', value: '$61.10' })
    expect(totalDueLabel(-2_500)).toEqual({ label: 'Total credit', value: '$25.00' })
    expect(totalDueLabel(0)).toEqual({ label: 'Total due', value: '$0.00' })
  })

  it('puts errors before warnings and links a check to the record it names', () => {
    const warning = { kind: 'mpg' as const, severity: 'warning' as const, message: 'MPG' }
    const error = { kind: 'missing_rate' as const, severity: 'error' as const, message: 'Rate' }
    expect(sortChecks([warning, error]).map((c) => c.severity)).toEqual(['error', 'warning'])
    expect(checkLink({ ...warning, kind: 'trip_miles', tripId: 'T1' })).toEqual({
      to: '/ifta/trips/T1/edit',
      label: 'Open the trip',
    })
    expect(checkLink({ ...warning, kind: 'fuel_state', purchaseId: 'P1' })?.to).toBe('/ifta/fuel/P1/edit')
    expect(checkLink(warning)).toBeNull()
  })

  it('reads a trip in a line: its states, route and odometer with either end missing', () => {
    const jurisdictions = [
      { jurisdiction: 'TX', miles: 600, taxableMiles: null, entryOdometer: null },
      { jurisdiction: 'OK', miles: 1350.5, taxableMiles: null, entryOdometer: null },
    ]
    expect(statesLabel({ jurisdictions })).toBe('TX 600 · OK 1,350.5')
    expect(tripRouteLabel({ origin: 'Dallas, TX', destination: null })).toBe('Dallas, TX → —')
    expect(tripRouteLabel({ origin: null, destination: null })).toBe('—')
    expect(odometerLabel({ startOdometer: 100_000, endOdometer: null })).toBe('100,000 – —')
    expect(odometerLabel({ startOdometer: null, endOdometer: null })).toBe('—')
  })
})
