import { describe, expect, it } from 'vitest'
import { type CheckedLoad, checkLoad, moneyToAskAbout, rateKindOfPaidLine } from './load-check.ts'

const load = (overrides: Partial<CheckedLoad> = {}): CheckedLoad => ({
  status: 'paid',
  hasRate: true,
  rateLines: [
    { kind: 'linehaul', amountCents: 180_000 },
    { kind: 'fuel_surcharge', amountCents: 25_000 },
    { kind: 'detention', amountCents: 7_500 },
  ],
  paidCents: 212_500,
  paidByGroup: null,
  loadedMiles: 452,
  paidMiles: 452,
  deliveryDate: '2026-03-03',
  ...overrides,
})
const options = { lease: null, today: '2026-03-10', unpaidAfterDays: 21 }

describe('checkLoad', () => {
  it('finds nothing when the settlement pays the rate confirmation', () => {
    expect(checkLoad(load(), options)).toEqual([])
  })

  it('compares itemised pay group by group: a fuel surcharge $50 short', () => {
    const flags = checkLoad(
      load({
        paidCents: 207_500,
        paidByGroup: { linehaul: 180_000, fuel_surcharge: 20_000, accessorials: 7_500 },
      }),
      options,
    )
    expect(flags).toEqual([
      {
        kind: 'fuel_surcharge',
        expectedCents: 25_000,
        paidCents: 20_000,
        differenceCents: -5_000,
        message: 'Fuel surcharge paid $200.00, $50.00 short of the $250.00 expected',
      },
    ])
    expect(moneyToAskAbout(flags)).toBe(5_000)
  })

  it('flags detention left off an itemised settlement', () => {
    const flags = checkLoad(
      load({ paidCents: 205_000, paidByGroup: { linehaul: 180_000, fuel_surcharge: 25_000 } }),
      options,
    )
    expect(flags.map((f) => [f.kind, f.differenceCents])).toEqual([['accessorials', -7_500]])
  })

  it('applies a lease’s percentage, half up to the cent, to its base', () => {
    // 72.5 % of 187,500 (linehaul and detention) = 135,937.5 → 135,938; the surcharge passes through.
    const lease = { percent: '72.5', includesFuelSurcharge: false }
    expect(checkLoad(load({ paidCents: 160_938 }), { ...options, lease })).toEqual([])
    // Paid 72.5 % of the whole 212,500 (= 154,062.5 → 154,063): the surcharge taken into the base.
    const flags = checkLoad(load({ paidCents: 154_063 }), { ...options, lease })
    expect(flags.map((f) => [f.kind, f.expectedCents, f.differenceCents])).toEqual([
      ['lease_base', 160_938, -6_875],
    ])
  })

  it('flags a delivered load on no settlement only after the user’s number of days', () => {
    const unpaid = load({ status: 'delivered', paidCents: null })
    expect(checkLoad(unpaid, { ...options, today: '2026-03-23' })).toEqual([])
    expect(checkLoad(unpaid, { ...options, today: '2026-03-24' })).toEqual([
      expect.objectContaining({ kind: 'not_settled', expectedCents: 212_500, differenceCents: -212_500 }),
    ])
    expect(checkLoad({ ...unpaid, status: 'booked' }, { ...options, today: '2027-01-01' })).toEqual([])
  })

  it('checks only the miles of a load made from its settlement (nothing was booked)', () => {
    expect(checkLoad(load({ hasRate: false, rateLines: [], paidCents: 50_000 }), options)).toEqual([])
  })
})

describe('rateKindOfPaidLine', () => {
  it('reads what a pay sheet line for a load pays', () => {
    expect(rateKindOfPaidLine('FSC')).toBe('fuel_surcharge')
    expect(rateKindOfPaidLine('Fuel Surcharge - 452 mi')).toBe('fuel_surcharge')
    expect(rateKindOfPaidLine('Detention 3 hrs')).toBe('detention')
    expect(rateKindOfPaidLine('Truck Ordered Not Used')).toBe('tonu')
    expect(rateKindOfPaidLine('Dallas, TX → Memphis, TN')).toBe('linehaul')
  })
})
