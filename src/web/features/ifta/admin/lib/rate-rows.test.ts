import { describe, expect, it } from 'vitest'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import { checkRateRows, DUPLICATE_RATE, newRateRow, rowsFromRates } from './rate-rows'

describe('rate editor rows', () => {
  it('sends the rows as the PUT route reads them, a blank surcharge as none', () => {
    const rows = rowsFromRates([
      { jurisdiction: 'KY', fuelType: 'diesel', rate: '0.2460', surchargeRate: '0.1050' },
      { jurisdiction: 'TX', fuelType: 'diesel', rate: '0.2000', surchargeRate: null },
    ])
    rows.push({ ...newRateRow(), jurisdiction: 'ok', rate: ' 0.19 ' })
    expect(checkRateRows(rows)).toEqual({
      ok: true,
      rates: [
        { jurisdiction: 'KY', fuelType: 'diesel', rate: '0.2460', surchargeRate: '0.1050' },
        { jurisdiction: 'TX', fuelType: 'diesel', rate: '0.2000', surchargeRate: null },
        { jurisdiction: 'OK', fuelType: 'diesel', rate: '0.19', surchargeRate: null },
      ],
    })
  })

  it('names each bad field and a jurisdiction listed twice', () => {
    const checked = checkRateRows([
      { ...newRateRow(), jurisdiction: 'TX', rate: '0.12345' },
      { ...newRateRow(), jurisdiction: 'KY', rate: '0.2460', surchargeRate: 'ten' },
      { ...newRateRow(), jurisdiction: null, rate: '' },
      { ...newRateRow(), jurisdiction: 'KY', rate: '0.25' },
      { ...newRateRow(), jurisdiction: 'KY', rate: '1,5' },
    ])
    expect(checked).toEqual({
      ok: false,
      count: 7,
      errors: {
        '0.rate': IFTA_MESSAGES.rateInvalid,
        '1.surchargeRate': IFTA_MESSAGES.rateInvalid,
        '2.jurisdiction': IFTA_MESSAGES.jurisdictionInvalid,
        '2.rate': IFTA_MESSAGES.rateInvalid,
        '3.jurisdiction': DUPLICATE_RATE,
        '4.jurisdiction': DUPLICATE_RATE,
        '4.rate': IFTA_MESSAGES.rateInvalid,
      },
    })
  })
})
