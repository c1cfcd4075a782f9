import { describe, expect, it } from 'vitest'
import {
  buildIftaReturn,
  type FuelRecord,
  lateInterest,
  latePenaltyCents,
  monthsLate,
  type TripRecord,
} from './build-return.ts'
import { isQualifiedTruck } from './qualified.ts'
import { parseQuarter, quarterOf } from './quarter.ts'

const Q3 = parseQuarter('2025Q3')!
const label = (id: string | null) => (id ? `Truck ${id}` : 'No truck')

const trip = (
  id: string,
  startDate: string,
  endDate: string,
  odometers: [number, number] | null,
  miles: [string, number][],
): TripRecord => ({
  id,
  truckId: '101',
  startDate,
  endDate,
  startOdometer: odometers?.[0] ?? null,
  endOdometer: odometers?.[1] ?? null,
  miles: miles.map(([jurisdiction, m]) => ({
    jurisdiction,
    milesTenths: Math.round(m * 10),
    taxableMilesTenths: null,
  })),
})
const fuel = (
  id: string,
  date: string,
  jurisdiction: string,
  gallons: string,
  extra: Partial<FuelRecord> = {},
): FuelRecord => ({
  id,
  truckId: '101',
  date,
  jurisdiction,
  gallons,
  fuelType: 'diesel',
  taxPaid: true,
  ...extra,
})

describe('an IFTA quarter', () => {
  it('knows its days, its due date and the quarter of a date', () => {
    expect(Q3).toMatchObject({ from: '2025-07-01', to: '2025-09-30', dueDate: '2025-10-31' })
    // 2025Q4 is due January 31, 2026, a Saturday: the next business day, Monday February 2.
    expect(parseQuarter('2025Q4')).toMatchObject({ to: '2025-12-31', dueDate: '2026-02-02' })
    // 2026Q2 is due July 31, 2026, a Friday.
    expect(parseQuarter('2026Q2')!.dueDate).toBe('2026-07-31')
    expect(quarterOf('2025-09-30')).toBe('2025Q3')
    expect(quarterOf('2025-10-01')).toBe('2025Q4')
    expect(parseQuarter('2025Q5')).toBeNull()
    // Only the ledger's years: a year a date cannot hold names no quarter (never an error).
    expect(parseQuarter('0050Q1')).toBeNull()
    expect(parseQuarter('9999Q4')).toBeNull()
    expect(parseQuarter('2199Q4')).toMatchObject({ to: '2199-12-31' })
  })

  it('takes a truck as qualified unless its axles and weight both say otherwise', () => {
    expect(isQualifiedTruck({ axles: 3, grossWeightLb: 20_000 })).toBe(true)
    expect(isQualifiedTruck({ axles: 2, grossWeightLb: 26_001 })).toBe(true)
    expect(isQualifiedTruck({ axles: 2, grossWeightLb: 26_000 })).toBe(false)
    expect(isQualifiedTruck({ axles: 2, grossWeightLb: null })).toBe(true)
    expect(isQualifiedTruck({ axles: null, grossWeightLb: 10_000 })).toBe(true)
  })
})

describe('a return built from trips, fuel and rates', () => {
  /*
   * Worked by hand (rules.ts):
   * Miles by state (tenths summed, then whole): TX 600, OK 350, KS 250 + 100.4 = 350.4 → 350,
   * MO 300.3 → 300, IL 450, KY 899.3 + 100 = 999.3 → 999, VA 500. Total 3,549.
   * Diesel: 150.250 + 120.500 + 200.000 + 100.300 = 571.05 → 571 gallons. MPG 3,549 ÷ 571 =
   * 6.2154… → 6.22.
   * Taxable gallons (miles ÷ 6.22, half-up): TX 96.46 → 96, OK 56.27 → 56, KS 56, MO 48.23 → 48,
   * IL 72.35 → 72, KY 160.61 → 161, VA 80.39 → 80.
   * Tax-paid gallons (whole): TX 150, KS 120.5 → 121, KY 200, VA 100.3 → 100.
   * Net: TX −54, OK 56, KS −65, MO 48, IL 72, KY −39, VA −20.
   * Tax at this test's rates: TX −54 × 0.2000 = −10.80; OK 56 × 0.1900 = 10.64;
   * KS −65 × 0.2600 = −16.90; MO 48 × 0.2950 = 14.16; IL 72 × 0.7150 = 51.48;
   * KY −39 × 0.2460 = −9.594 → −9.59, surcharge 161 × 0.1050 = 16.905 → 16.91, row 7.32;
   * VA −20 × 0.3040 = −6.08, surcharge 80 × 0.1410 = 11.28, row 5.20.
   * Total: −10.80 + 10.64 − 16.90 + 14.16 + 51.48 + 7.32 + 5.20 = $61.10 due.
   */
  const trips = [
    trip(
      'A',
      '2025-07-01',
      '2025-07-02',
      [100_000, 101_200],
      [
        ['TX', 600],
        ['OK', 350],
        ['KS', 250],
      ],
    ),
    trip(
      'B',
      '2025-07-03',
      '2025-07-05',
      [101_200, 102_950],
      [
        ['KS', 100.4],
        ['MO', 300.3],
        ['IL', 450],
        ['KY', 899.3],
      ],
    ),
    trip(
      'C',
      '2025-07-08',
      '2025-07-09',
      [102_950, 103_550],
      [
        ['KY', 100],
        ['VA', 500],
      ],
    ),
  ]
  const purchases = [
    fuel('f1', '2025-07-01', 'TX', '150.250'),
    fuel('f2', '2025-07-03', 'KS', '120.500'),
    fuel('f3', '2025-07-04', 'KY', '200.000'),
    fuel('f4', '2025-07-08', 'VA', '100.300'),
  ]
  const rates = [
    { jurisdiction: 'TX', rate: '0.2000', surchargeRate: null },
    { jurisdiction: 'OK', rate: '0.1900', surchargeRate: null },
    { jurisdiction: 'KS', rate: '0.2600', surchargeRate: null },
    { jurisdiction: 'MO', rate: '0.2950', surchargeRate: null },
    { jurisdiction: 'IL', rate: '0.7150', surchargeRate: null },
    { jurisdiction: 'KY', rate: '0.2460', surchargeRate: '0.1050' },
    { jurisdiction: 'VA', rate: '0.3040', surchargeRate: '0.1410' },
  ]

  it('matches the hand computation to the cent, with nothing to check', () => {
    const built = buildIftaReturn({
      quarter: Q3,
      trips,
      purchases,
      rates,
      loadMilesTenths: 35_490,
      truckLabel: label,
    })
    expect(built).toMatchObject({
      fleetMpg: '6.22',
      totalMiles: 3_549,
      totalGallons: 571,
      totalDueCents: 6_110,
      missingRates: [],
    })
    const rows = Object.fromEntries(
      built.rows.map((r) => [
        r.jurisdiction,
        [
          r.totalMiles,
          r.taxableGallons,
          r.taxPaidGallons,
          r.netTaxableGallons,
          r.taxCents,
          r.surchargeCents ?? null,
          r.totalDueCents,
        ],
      ]),
    )
    expect(rows).toEqual({
      IL: [450, 72, 0, 72, 5_148, null, 5_148],
      KS: [350, 56, 121, -65, -1_690, null, -1_690],
      KY: [999, 161, 200, -39, -959, 1_691, 732],
      MO: [300, 48, 0, 48, 1_416, null, 1_416],
      OK: [350, 56, 0, 56, 1_064, null, 1_064],
      TX: [600, 96, 150, -54, -1_080, null, -1_080],
      VA: [500, 80, 100, -20, -608, 1_128, 520],
    })
    expect(built.checks).toEqual([])
  })

  it('says what an auditor would ask about', () => {
    const built = buildIftaReturn({
      quarter: Q3,
      trips: [
        ...trips,
        // A gap of 50 miles after trip C, a long trip with no fuel, one that runs into October.
        trip(
          'D',
          '2025-09-20',
          '2025-09-23',
          [103_600, 105_700],
          [
            ['TX', 1_500],
            ['NM', 600],
          ],
        ),
        trip('E', '2025-09-29', '2025-10-02', [105_700, 106_000], [['AK', 300]]),
      ],
      purchases: [
        ...purchases,
        fuel('f5', '2025-07-02', 'AR', '50'), // trip A ran TX, OK, KS that day
        fuel('f6', '2025-08-15', 'TX', '40'), // no trip that day
        fuel('f7', '2025-07-09', 'VA', '30', { fuelType: 'gasoline' }),
      ],
      rates: rates.filter((r) => r.jurisdiction !== 'IL'),
      loadMilesTenths: 40_000,
      truckLabel: label,
    })
    const kinds = built.checks.map((c) => c.kind)
    expect(kinds).toEqual(
      expect.arrayContaining([
        'missing_rate',
        'odometer_gap',
        'no_fuel',
        'trip_crosses_quarter',
        'fuel_state',
        'load_miles',
        'other_fuel',
      ]),
    )
    // Arkansas too: fuel bought there is a credit, at its rate.
    expect(built.missingRates).toEqual(['AR', 'IL', 'NM'])
    expect(built.checks.find((c) => c.kind === 'odometer_gap')!.message).toContain('50 miles not on any trip')
    expect(built.checks.filter((c) => c.kind === 'fuel_state').map((c) => c.purchaseId)).toEqual(['f5', 'f6'])
    expect(built.checks.find((c) => c.kind === 'no_fuel')!.tripId).toBe('D')
    // Alaska's miles count in the total (and so the MPG) but carry no tax.
    const ak = built.rows.find((r) => r.jurisdiction === 'AK')!
    expect(ak).toMatchObject({
      member: false,
      totalMiles: 300,
      taxableMiles: 0,
      taxableGallons: 0,
      totalDueCents: 0,
    })
    expect(built.totalMiles).toBe(3_549 + 2_100 + 300)
    // IL and NM without rates: their rows carry no tax, the total leaves them out.
    expect(built.rows.find((r) => r.jurisdiction === 'IL')).toMatchObject({ rate: null, taxCents: null })
  })

  it('asks for fuel when a quarter has trips and none, and for MPG outside 4–8', () => {
    const none = buildIftaReturn({
      quarter: Q3,
      trips,
      purchases: [],
      rates,
      loadMilesTenths: null,
      truckLabel: label,
    })
    expect(none.fleetMpg).toBeNull()
    expect(none.checks.map((c) => c.kind)).toContain('no_fuel_records')
    const thirsty = buildIftaReturn({
      quarter: Q3,
      trips,
      purchases: [fuel('x', '2025-07-01', 'TX', '1000')],
      rates,
      loadMilesTenths: null,
      truckLabel: label,
    })
    expect(thirsty.fleetMpg).toBe('3.55')
    expect(thirsty.checks.find((c) => c.kind === 'mpg')!.message).toContain('under 4')
    // Fuel and no trips: no MPG to work with, and a check that says so.
    const idle = buildIftaReturn({
      quarter: Q3,
      trips: [],
      purchases: [fuel('y', '2025-07-01', 'TX', '50')],
      rates,
      loadMilesTenths: null,
      truckLabel: label,
    })
    expect(idle).toMatchObject({ fleetMpg: null, totalMiles: 0, totalGallons: 50 })
    expect(idle.checks.map((c) => c.kind)).toContain('no_travel')
  })

  it('charges a late return the greater of $50 or 10 % of the tax', () => {
    expect(latePenaltyCents(6_110)).toBe(5_000)
    expect(latePenaltyCents(123_456)).toBe(12_346)
    expect(latePenaltyCents(-2_000)).toBe(5_000)
  })
})

describe('interest on a late return (R1230; CDTFA and Idaho monthly factors)', () => {
  it('counts each month or fraction of one after the due date, a day late as a month', () => {
    expect(monthsLate('2025-04-30', '2025-04-30')).toBe(0)
    expect(monthsLate('2025-04-30', '2025-05-01')).toBe(1)
    // The IFTA example: a first quarter due April 30 filed in August is late May to August.
    expect(monthsLate('2025-04-30', '2025-08-10')).toBe(4)
    expect(monthsLate('2025-01-31', '2025-02-28')).toBe(1)
    expect(monthsLate('2025-01-31', '2025-03-01')).toBe(2)
    expect(monthsLate('2025-05-01', '2025-05-02')).toBe(1)
  })

  it('charges each jurisdiction owed tax, never netting a credit against it', () => {
    // 4 months × 0.007500 (2025) = 0.030000: $312.40 × 0.03 = $9.372 → $9.37; $10.01 × 0.03 =
    // $0.3003 → $0.30; Oklahoma's $50.00 credit earns nothing and is not set against them.
    const rows = [{ totalDueCents: 31_240 }, { totalDueCents: -5_000 }, { totalDueCents: 1_001 }]
    expect(lateInterest(rows, '2025-04-30', '2025-08-10')).toEqual({
      cents: 967,
      months: 4,
      yearsWithoutRate: [],
    })
  })

  it('takes each month at its own year’s factor', () => {
    // November and December 2024 at 0.008333, January 2025 at 0.007500: 0.024166 × $1,000.00 = $24.166.
    expect(lateInterest([{ totalDueCents: 100_000 }], '2024-10-31', '2025-01-15').cents).toBe(2_417)
  })

  it('says which months have no rate on file instead of guessing one', () => {
    expect(lateInterest([{ totalDueCents: 100_000 }], '2026-01-31', '2026-02-03')).toEqual({
      cents: 0,
      months: 1,
      yearsWithoutRate: [2026],
    })
  })
})
