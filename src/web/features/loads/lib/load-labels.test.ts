import { describe, expect, it } from 'vitest'
import { lateBy, moneyAtStake, nextStatus, rateLabel, routeLabel, stopTimeLabel } from './load-labels'

describe('load labels', () => {
  it('moves a load one step on the road, and no further than delivered', () => {
    expect(nextStatus('booked')).toBe('dispatched')
    expect(nextStatus('in_transit')).toBe('delivered')
    expect(nextStatus('delivered')).toBeNull()
    expect(nextStatus('paid')).toBeNull()
    expect(nextStatus('cancelled')).toBeNull()
  })

  it('says how late a truck got to a stop, across midnight too, and nothing when on time', () => {
    expect(lateBy('2026-03-02T08:00', '2026-03-02T09:15')).toBe('1 h 15 min')
    expect(lateBy('2026-03-02T23:30', '2026-03-04T00:00')).toBe('1 d 30 min')
    expect(lateBy('2026-03-02T08:00', '2026-03-02T07:55')).toBeNull()
    expect(lateBy(null, '2026-03-02T07:55')).toBeNull()
  })

  it('reads a stop time on its own clock and a route with either end missing', () => {
    expect(stopTimeLabel('2026-03-02T00:05')).toBe('3/2/26, 12:05 AM')
    expect(stopTimeLabel('2026-03-02T14:00')).toBe('3/2/26, 2:00 PM')
    expect(routeLabel({ originPlace: 'Dallas, TX', destinationPlace: null })).toBe('Dallas, TX → —')
    expect(routeLabel({ originPlace: null, destinationPlace: null })).toBe('—')
  })

  it('shows no rate for a load booked without one (made from a settlement line)', () => {
    expect(rateLabel({ rateTotalCents: 0 })).toBe('—')
    expect(rateLabel({ rateTotalCents: 180_050 })).toBe('$1,800.50')
  })

  it('puts at stake only what was paid short', () => {
    const flag = (differenceCents: number) => ({
      kind: 'total' as const,
      expectedCents: 0,
      paidCents: 0,
      differenceCents,
      message: '',
    })
    expect(moneyAtStake({ discrepancies: [flag(-5_000), flag(3_000), flag(-250)] })).toBe(5_250)
  })
})
