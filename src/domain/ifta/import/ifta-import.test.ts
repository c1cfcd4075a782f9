import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDelimited } from '@/domain/settlement-parsing/exports/table-text.ts'
import { eldRowsToTrips } from './eld-trips.ts'
import { fuelCardRowsToPurchases, productOf, sameGallons } from './fuel-card-purchases.ts'
import { guessMapping, headerSignature } from './guess-columns.ts'
import type { ImportKind } from './import-fields.ts'
import { missingFields } from './import-fields.ts'
import { importSheet } from './import-sheet.ts'

const FIXTURES = path.join(import.meta.dirname, '../../../../tests/fixtures/ifta-imports')

function sample(kind: ImportKind, name: string) {
  const rows = parseDelimited(readFileSync(path.join(FIXTURES, name), 'utf8'), 100_000)
  const sheet = importSheet(kind, rows)
  const guessed = guessMapping(kind, sheet.headers)
  return { sheet, ...guessed }
}

describe('ELD mileage exports', () => {
  it('reads a Motive IFTA trip report into one trip per truck and day', () => {
    const { sheet, mapping, confidence } = sample('eld_miles', 'motive-ifta-trip-report.csv')
    expect(sheet.headers[0]).toBe('Date')
    expect(mapping).toMatchObject({
      date: 0,
      vehicle: 1,
      jurisdiction: 2,
      startOdometer: 3,
      endOdometer: 4,
      miles: 5,
      taxableMiles: null,
    })
    expect(confidence.miles).toBe(1)
    expect(missingFields('eld_miles', mapping)).toEqual([])
    const { trips, problems, skipped } = eldRowsToTrips(sheet.rows, mapping)
    expect(trips).toEqual([
      {
        vehicle: '101',
        startDate: '2025-07-01',
        endDate: '2025-07-01',
        startOdometer: 100_000,
        endOdometer: 100_650,
        jurisdictions: [
          { jurisdiction: 'TX', milesTenths: 4123, taxableMilesTenths: null, entryOdometer: 100_000 },
          { jurisdiction: 'OK', milesTenths: 2380, taxableMilesTenths: null, entryOdometer: 100_412 },
        ],
        rowNumbers: [4, 5],
      },
      {
        vehicle: '102',
        startDate: '2025-07-01',
        endDate: '2025-07-01',
        startOdometer: 55_000,
        endOdometer: 55_300,
        jurisdictions: [
          { jurisdiction: 'NM', milesTenths: 3000, taxableMilesTenths: null, entryOdometer: 55_000 },
        ],
        rowNumbers: [9],
      },
      {
        vehicle: '101',
        startDate: '2025-07-02',
        endDate: '2025-07-02',
        startOdometer: 100_650,
        endOdometer: 101_100,
        jurisdictions: [
          { jurisdiction: 'OK', milesTenths: 502, taxableMilesTenths: null, entryOdometer: 100_650 },
          // Two rows of one state on one day: one line of the trip sheet.
          { jurisdiction: 'KS', milesTenths: 4005, taxableMilesTenths: null, entryOdometer: 100_700 },
        ],
        rowNumbers: [6, 7, 8],
      },
      {
        vehicle: '102',
        startDate: '2025-07-03',
        endDate: '2025-07-03',
        startOdometer: 55_300,
        endOdometer: 55_690,
        jurisdictions: [
          { jurisdiction: 'AZ', milesTenths: 3901, taxableMilesTenths: null, entryOdometer: 55_300 },
        ],
        rowNumbers: [11],
      },
    ])
    expect(problems).toEqual(['Row 12: “XX” is not a state or province'])
    // The unknown state and the 0-mile row; the blank and totals lines are no rows.
    expect(skipped).toBe(2)
  })

  it('reads an EROAD fuel trip record: taxable miles, US dates, no vehicle column', () => {
    const { sheet, mapping } = sample('eld_miles', 'eroad-fuel-trip-record.csv')
    expect(mapping).toMatchObject({
      date: 0,
      jurisdiction: 1,
      startOdometer: 4,
      endOdometer: 5,
      miles: 7,
      taxableMiles: 8,
      vehicle: null,
    })
    const { trips, problems } = eldRowsToTrips(sheet.rows, mapping)
    expect(trips.map((t) => [t.vehicle, t.startDate, t.jurisdictions])).toEqual([
      [
        null,
        '2025-08-05',
        [
          { jurisdiction: 'TX', milesTenths: 2505, taxableMilesTenths: 2405, entryOdometer: 200_100 },
          { jurisdiction: 'NM', milesTenths: 2495, taxableMilesTenths: null, entryOdometer: 200_351 },
        ],
      ],
      [
        null,
        '2025-08-06',
        [
          { jurisdiction: 'NM', milesTenths: 1000, taxableMilesTenths: null, entryOdometer: 200_600 },
          { jurisdiction: 'AZ', milesTenths: 3102, taxableMilesTenths: null, entryOdometer: 200_700 },
        ],
      ],
    ])
    expect(problems).toEqual(['Row 6: no state'])
  })

  it('groups a row’s own date range into one trip', () => {
    const rows = [
      { rowNumber: 2, cells: ['7/1/2025', '7/3/2025', 'T1', 'Texas', '1,200.4'] },
      { rowNumber: 3, cells: ['7/1/2025', '7/3/2025', 'T1', 'Oklahoma', '80'] },
      { rowNumber: 4, cells: ['7/3/2025', '7/1/2025', 'T1', 'TX', '10'] },
    ]
    const mapping = { startDate: 0, endDate: 1, vehicle: 2, jurisdiction: 3, miles: 4 }
    const { trips, problems } = eldRowsToTrips(rows, mapping)
    expect(trips).toHaveLength(1)
    expect(trips[0]).toMatchObject({
      startDate: '2025-07-01',
      endDate: '2025-07-03',
      jurisdictions: [
        { jurisdiction: 'TX', milesTenths: 12_004 },
        { jurisdiction: 'OK', milesTenths: 800 },
      ],
    })
    expect(problems).toEqual(['Row 4: it ends before it starts'])
  })

  it('maps a Samsara vehicle report and says it has no date', () => {
    const { mapping } = sample('eld_miles', 'samsara-ifta-vehicle-report.csv')
    expect(mapping).toMatchObject({ vehicle: 0, jurisdiction: 1, miles: 2, taxableMiles: 3 })
    expect(missingFields('eld_miles', mapping)).toEqual([
      'a date (or start date) column, or the period the file covers',
    ])
    expect(missingFields('eld_miles', mapping, { startDate: '2025-07-01', endDate: '2025-09-30' })).toEqual(
      [],
    )
  })

  it('gives every row of a file without dates the period it covers: one trip per vehicle', () => {
    const { sheet, mapping } = sample('eld_miles', 'samsara-ifta-vehicle-report.csv')
    const period = { startDate: '2025-07-01', endDate: '2025-09-30' }
    const { trips, problems } = eldRowsToTrips(sheet.rows, mapping, period)
    expect(problems).toEqual([])
    expect(trips.length).toBeGreaterThan(0)
    for (const trip of trips) expect(trip).toMatchObject(period)
    expect(trips[0]).toMatchObject({
      vehicle: 'Truck 7',
      jurisdictions: expect.arrayContaining([
        expect.objectContaining({ jurisdiction: 'TX', milesTenths: 12_005 }),
        expect.objectContaining({ jurisdiction: 'OK', milesTenths: 3_000, taxableMilesTenths: 2_950 }),
      ]),
    })
    // A date column mapped wins over the period.
    expect(eldRowsToTrips(sheet.rows, { ...mapping, date: 0 }, period).problems[0]).toContain('is not a date')
  })
})

describe('fuel card exports', () => {
  it('reads the any-provider fuel card template: DEF and cash advances left out, reefer kept apart', () => {
    const { sheet, mapping } = sample('fuel_card', 'loadsmart-fuel-template.csv')
    expect(mapping).toMatchObject({
      date: 0,
      unit: 3,
      state: 4,
      product: 5,
      gallons: 6,
      amount: 7,
      vendor: null,
      city: null,
      pricePerGallon: null,
    })
    const result = fuelCardRowsToPurchases(sheet.rows, mapping)
    expect(
      result.purchases.map((p) => [p.date, p.unit, p.jurisdiction, p.gallons, p.amountCents, p.fuelType]),
    ).toEqual([
      ['2025-07-01', '101', 'TX', '150.25', 58_582, 'diesel'],
      ['2025-07-02', '101', 'KS', '120.5', 46_634, 'diesel'],
      ['2025-07-02', '101', 'KS', '30.125', 11_266, 'other'],
      ['2025-07-03', '102', 'AZ', '95.875', 37_967, 'diesel'],
    ])
    expect(result.problems).toEqual(['Row 8: no state'])
    expect(result).toMatchObject({ skipped: 3, skippedDef: 1, skippedNonFuel: 1 })
  })

  it('reads an EFS transaction report: price, vendor and city, fees not the amount', () => {
    const { sheet, mapping } = sample('fuel_card', 'efs-transaction-report.csv')
    expect(mapping).toMatchObject({
      date: 1,
      unit: 3,
      vendor: 5,
      city: 6,
      state: 7,
      product: 9,
      pricePerGallon: 10,
      gallons: 11,
      amount: 12,
    })
    const result = fuelCardRowsToPurchases(sheet.rows, mapping)
    expect(result.purchases).toEqual([
      {
        rowNumber: 2,
        date: '2025-08-05',
        jurisdiction: 'TX',
        gallons: '140.125',
        pricePerGallon: '3.8990',
        amountCents: 54_635,
        fuelType: 'diesel',
        unit: '201',
        vendor: 'LOVES #512',
        city: 'AMARILLO',
      },
      expect.objectContaining({
        date: '2025-08-06',
        jurisdiction: 'NM',
        gallons: '160.000',
        amountCents: 64_944,
      }),
      expect.objectContaining({
        date: '2025-08-07',
        jurisdiction: 'AZ',
        fuelType: 'other',
        gallons: '25.250',
      }),
    ])
    expect(result).toMatchObject({ skipped: 3, skippedDef: 1, skippedNonFuel: 2, problems: [] })
  })

  it('computes the amount from gallons and price when the file has no amount, without floats', () => {
    const rows = [{ rowNumber: 2, cells: ['2025-07-01', 'TX', '100.1234', '3.45675', '', 'Diesel #2'] }]
    const mapping = { date: 0, state: 1, gallons: 2, pricePerGallon: 3, product: 5 }
    const [purchase] = fuelCardRowsToPurchases(rows, mapping).purchases
    // 100.123 × 3.4568 = 346.1052 → $346.11
    expect(purchase).toMatchObject({ gallons: '100.123', pricePerGallon: '3.4568', amountCents: 34_611 })
  })

  it('refuses a line of no money (its expense could not be posted)', () => {
    const rows = [{ rowNumber: 7, cells: ['2025-07-01', 'TX', '10', '0.000', '0.00', 'Diesel'] }]
    const mapping = { date: 0, state: 1, gallons: 2, pricePerGallon: 3, amount: 4, product: 5 }
    const result = fuelCardRowsToPurchases(rows, mapping)
    expect(result.purchases).toEqual([])
    expect(result.problems.join(' ')).toContain('Row 7')
  })

  it('names products the way card exports print them', () => {
    expect(['ULSD', 'Diesel #2', 'TRK DSL', 'B20', ''].map(productOf)).toEqual(Array(5).fill('diesel'))
    expect(['RFR', 'ULSR', 'Reefer Diesel', 'CNG'].map(productOf)).toEqual(Array(4).fill('other'))
    expect(['DEF', 'DEFD', 'Diesel Exhaust Fluid'].map(productOf)).toEqual(Array(3).fill('def'))
    expect(['CADV', 'SCLE', 'OIL', 'Parking', 'Merchandise'].map(productOf)).toEqual(
      Array(5).fill('non_fuel'),
    )
    expect(['UNL', 'Unleaded Regular', 'Gasoline'].map(productOf)).toEqual(Array(3).fill('gasoline'))
  })

  it('compares gallons to the thousandth', () => {
    expect(sameGallons('150', '150.000')).toBe(true)
    expect(sameGallons('150.0004', '150')).toBe(true)
    expect(sameGallons('150.001', '150')).toBe(false)
  })
})

describe('saved layouts', () => {
  it('signs a layout by its header words, whatever the case and punctuation', () => {
    expect(headerSignature(['Tran Date', 'State/ Prov'])).toBe(headerSignature(['TRAN DATE', 'state prov']))
    expect(headerSignature(['Date', 'State'])).not.toBe(headerSignature(['Date', 'Unit']))
  })
})
