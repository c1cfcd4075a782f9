import { describe, expect, it } from 'vitest'
import { asWords, page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { parseFuelReceipt } from './parse-fuel-receipt.ts'

/** A narrow receipt: each entry a line, cells split by " | " (left column at 20, right at 200). */
function receipt(lines: string[], options: { ocr?: boolean } = {}) {
  const rows: Row[] = lines.map((text, i) => {
    const [left, right] = text.split(' | ')
    return right === undefined ? [20 + i * 14, [20, left!]] : [20 + i * 14, [20, left!], [200, right]]
  })
  const built = page(rows, { charWidth: 6 })
  return [options.ocr ? asWords(built, 0.9) : built]
}

const HEADER = ['LONE PINE TRAVEL CENTER #214', '1200 Route 66', 'TUCUMCARI, NM 88401', '03/11/2025 | 06:42']

describe('parseFuelReceipt', () => {
  it('reads diesel and DEF checked by gallons × price, the total and the slip', () => {
    const result = parseFuelReceipt(
      receipt(
        [
          ...HEADER,
          'DIESEL #2',
          '112.457 GAL @ 3.899 | 438.47',
          'DEF',
          '5.000 GAL @ 3.999 | 20.00',
          'TOTAL | $458.47',
          'FLEET ****1234 | $458.47',
          'TRUCK# 214 | ODO 412880',
        ],
        { ocr: true },
      ),
    )
    expect(result).toMatchObject({
      date: '2025-03-11',
      time: '06:42',
      vendor: 'Lone Pine Travel Center #214',
      city: 'Tucumcari',
      state: 'NM',
      fuelLines: [
        { product: 'diesel', gallons: '112.457', pricePerGallon: '3.899', amountCents: 43847 },
        { product: 'def', gallons: '5.000', pricePerGallon: '3.999', amountCents: 2000 },
      ],
      totalCents: 45847,
      paymentMethod: 'Fleet card ****1234',
      truckNumber: '214',
      odometer: 412880,
      issues: [],
    })
    expect(result.confidence.fuelLines).toBe(0.99)
    expect(result.confidence.totalCents).toBe(0.99)
  })

  it('takes the roles of figures from the columns over them, whatever their order', () => {
    const pages = [
      page([
        [20, [20, 'MESA FUEL 9'], [200, '']],
        [34, [20, 'Tucson, AZ 85706']],
        [48, [20, 'Date: 2025-04-02 2:18 PM']],
        [62, [20, 'ITEM'], [110, 'PRICE'], [170, 'GALLONS'], [250, 'AMOUNT']],
        [76, [20, 'DSL'], [110, '3.899'], [170, '4.500'], [250, '17.55']],
        [90, [20, 'TOTAL'], [250, '17.55']],
      ]),
    ]
    const result = parseFuelReceipt(pages)
    expect(result.fuelLines).toEqual([
      { product: 'diesel', gallons: '4.500', pricePerGallon: '3.899', amountCents: 1755 },
    ])
    expect(result.time).toBe('14:18')
  })

  it('tells reefer fuel and DEF from diesel, and finds a line with gallons and price labelled apart', () => {
    const result = parseFuelReceipt(
      receipt([
        ...HEADER,
        'Product: REEFER DSL',
        'Gallons: 31.044',
        'Price/Gal: $4.859',
        'Fuel Total: $150.84',
        'Product: DIESEL EXHAUST FLUID',
        'Gallons: 2.500',
        'Price/Gal: $4.990',
        'Fuel Total: $12.48',
        'TOTAL: | $163.32',
      ]),
    )
    expect(result.fuelLines.map((l) => [l.product, l.gallons, l.amountCents])).toEqual([
      ['reefer', '31.044', 15084],
      ['def', '2.500', 1248],
    ])
    expect(result.issues).toEqual([])
  })

  it('never passes off a line whose gallons × price does not make its amount as read', () => {
    const result = parseFuelReceipt(
      receipt([...HEADER, 'DIESEL', '100.000 GAL @ 3.899 | 400.00', 'TOTAL | 400.00']),
    )
    expect(result.fuelLines).toEqual([
      { product: 'diesel', gallons: '100.000', pricePerGallon: '3.899', amountCents: 40000 },
    ])
    expect(result.issues).toEqual([
      'Diesel: gallons × price does not match the amount printed; check the gallons and price',
    ])
    expect(result.confidence.fuelLines).toBeLessThan(0.5)
  })

  it('reads fuel sold in litres as no gallons, and says so', () => {
    const result = parseFuelReceipt(
      receipt([
        'NORTH SHORE CARDLOCK',
        'Sudbury, ON P3A 1A1',
        '2025-03-20 | 08:12',
        'Diesel',
        '412.600 L @ 1.689/L | 696.88',
        'TOTAL CAD | 696.88',
      ]),
    )
    expect(result.state).toBe('ON')
    expect(result.fuelLines).toEqual([
      { product: 'diesel', gallons: null, pricePerGallon: null, amountCents: 69688 },
    ])
    expect(result.issues).toEqual(['Diesel sold in litres (412.600 L): gallons not read'])
  })

  it('lets other items explain a total above the fuel, and questions a total nothing explains', () => {
    const shop = parseFuelReceipt(
      receipt([
        ...HEADER,
        'DSL 98.310 GALS @ 3.959 | 389.21',
        'SCALE WEIGH | 14.00',
        'SUBTOTAL | 403.21',
        'TOTAL | 403.21',
        'CASH | 420.00',
      ]),
    )
    expect(shop).toMatchObject({ totalCents: 40321, paymentMethod: 'Cash', issues: [] })
    const off = parseFuelReceipt(receipt([...HEADER, 'DSL 98.310 GALS @ 3.959 | 389.21', 'TOTAL | 398.21']))
    expect(off.issues).toEqual(['Fuel lines add up to $389.21 but the total printed is $398.21'])
    expect(off.confidence.totalCents).toBe(0.3)
  })

  it('mends digits OCR read as letters inside figures', () => {
    const result = parseFuelReceipt(
      receipt([...HEADER, 'DIESEL', '1l2.457 GAL @ 3.899 | 438.47', 'TOTAL | 438.47']),
    )
    expect(result.fuelLines[0]).toMatchObject({ gallons: '112.457', amountCents: 43847 })
  })

  it('says what it could not read instead of guessing', () => {
    const result = parseFuelReceipt(receipt(['THANK YOU', 'DIESEL', 'TX 4412', 'TOTAL | 12.00']))
    expect(result).toMatchObject({ date: null, vendor: null, state: null, fuelLines: [], totalCents: 1200 })
    expect(result.issues).toEqual([
      'Date not found',
      'Station name not found',
      'City and state not found',
      'Fuel lines not found',
    ])
    expect(parseFuelReceipt([]).issues).toContain('Total not found')
  })
})
