import { describe, expect, it } from 'vitest'
import { LOAD_MESSAGES, ZLoadInput } from '@/contracts/loads'
import { checkLoadForm, emptyValues, newRateLine, rateTotal, valuesToInput } from './load-form-values'

/** The form as a trucker fills it: Dallas → Memphis at $1,800 linehaul and $250 fuel surcharge. */
function filled() {
  const values = emptyValues()
  values.loadNumber = ' RC-48213 '
  values.payerName = 'Acme Freight LLC'
  values.shipper = ' Lone Star Foods '
  values.stops[0] = {
    ...values.stops[0]!,
    city: 'Dallas',
    state: 'tx',
    zip: '75201',
    scheduledAt: '2026-03-02T08:00',
  }
  values.stops[1] = { ...values.stops[1]!, name: 'Delta Grocers', city: 'Memphis', state: 'TN' }
  values.rateLines = [
    { ...newRateLine('linehaul'), amountCents: 180_000 },
    { ...newRateLine('fuel_surcharge'), amountCents: 25_000 },
  ]
  values.loadedMiles = 452
  return values
}

describe('valuesToInput', () => {
  it('sends what was typed, blanks as null, and parses with the contract', () => {
    const parsed = ZLoadInput.parse(valuesToInput(filled()))
    expect(parsed).toMatchObject({
      loadNumber: 'RC-48213',
      payerName: 'Acme Freight LLC',
      shipper: 'Lone Star Foods',
      receiver: null,
      driverId: null,
      status: 'booked',
      loadedMiles: 452,
      emptyMiles: null,
      weightLb: null,
      commodity: null,
      rateLines: [
        { kind: 'linehaul', amountCents: 180_000, description: '' },
        { kind: 'fuel_surcharge', amountCents: 25_000, description: '' },
      ],
    })
    expect(parsed.stops).toEqual([
      {
        type: 'pickup',
        name: null,
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
        scheduledAt: '2026-03-02T08:00',
        arrivedAt: null,
        departedAt: null,
      },
      {
        type: 'delivery',
        name: 'Delta Grocers',
        city: 'Memphis',
        state: 'TN',
        zip: null,
        scheduledAt: null,
        arrivedAt: null,
        departedAt: null,
      },
    ])
    expect(rateTotal(filled())).toBe(205_000)
  })

  it('keeps each stop and rate line in its place, so a message names the field it is about', () => {
    const values = filled()
    values.stops[1]!.city = ''
    values.stops[0]!.state = 'Texas'
    values.rateLines[1]!.amountCents = null
    values.payerName = '  '
    const checked = checkLoadForm(values)
    expect(checked).toEqual({
      ok: false,
      first: LOAD_MESSAGES.payerRequired,
      errors: {
        payerName: LOAD_MESSAGES.payerRequired,
        'stops.0.state': LOAD_MESSAGES.stateInvalid,
        'stops.1.city': 'Please fill in all required fields',
        'rateLines.1.amountCents': 'Please fill in all required fields',
      },
    })
    expect(checkLoadForm(filled())).toMatchObject({ ok: true, data: { loadNumber: 'RC-48213' } })
  })

  it('refuses a delivery first', () => {
    const values = filled()
    values.stops.reverse()
    const result = ZLoadInput.safeParse(valuesToInput(values))
    expect(result.error?.issues.map((i) => i.message)).toEqual([LOAD_MESSAGES.pickupFirst])
  })
})
