import { describe, expect, it } from 'vitest'
import { asWords, page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { linesOfKind } from '@/domain/settlement-parsing/types.ts'
import { parseSettlement } from './parse-settlement.ts'

// A layout unlike any sample: remittance advice, lane "A - B", billed vs share columns,
// trailing-minus deductions, "Check Amount" as the net.
const remittance: Row[] = [
  [30, [40, 'Blue Mesa Haulers Inc']],
  [44, [40, '77 Canyon Rd, Moab, UT 84532']],
  [30, [400, 'REMITTANCE ADVICE']],
  [60, [400, 'Advice No: 7781']],
  [72, [400, 'Check Date: 04/04/25']],
  [84, [400, 'Period: 03/24/25 to 03/30/25']],
  [96, [40, 'Pay to:'], [90, 'Redline Runner LLC']],
  [
    130,
    [40, 'Trip #'],
    [100, 'Ship Date'],
    [170, 'Lane'],
    [330, 'Loaded Mi'],
    [400, 'Billed'],
    [480, 'Your Share'],
  ],
  [
    145,
    [40, 'BM-88'],
    [100, '3/24/25'],
    [170, 'Dallas, TX - Memphis, TN'],
    [345, '452'],
    [400, '1,500.00'],
    [480, '1,275.00'],
  ],
  [
    160,
    [40, 'BM-91'],
    [100, '3/27/25'],
    [170, 'Memphis, TN - Tulsa, OK'],
    [345, '401'],
    [400, '1,200.00'],
    [480, '1,020.00'],
  ],
  [175, [40, 'Total'], [400, '2,700.00'], [480, '2,295.00']],
  [205, [40, 'Charges']],
  [220, [40, 'Item'], [300, 'Amount']],
  [235, [40, 'Trailer rental'], [300, '150.00-']],
  [250, [40, 'Occ acc insurance'], [300, '32.50-']],
  [265, [40, 'Cash advance'], [300, '200.00-']],
  [295, [300, 'Total Earnings'], [480, '2,295.00']],
  [310, [300, 'Total Charges'], [480, '382.50-']],
  [325, [300, 'Check Amount'], [480, '1,912.50']],
]

describe('parseSettlement', () => {
  it('reads a layout with its own labels, lane routes and sign convention', () => {
    const s = parseSettlement([page(remittance)])
    expect(s).toMatchObject({
      payer: 'Blue Mesa Haulers Inc',
      settlementNumber: '7781',
      settlementDate: '2025-04-04',
      periodStart: '2025-03-24',
      periodEnd: '2025-03-30',
      grossCents: 229500,
      deductionsCents: 38250,
      reimbursementsCents: 0,
      netCents: 191250,
      issues: [],
    })
    // The payee's share, not the billed rate: the column that adds up to the printed gross.
    expect(linesOfKind(s.lines, 'load')).toEqual([
      {
        kind: 'load',
        loadNumber: 'BM-88',
        date: '2025-03-24',
        origin: 'Dallas, TX',
        destination: 'Memphis, TN',
        miles: 452,
        amountCents: 127500,
      },
      {
        kind: 'load',
        loadNumber: 'BM-91',
        date: '2025-03-27',
        origin: 'Memphis, TN',
        destination: 'Tulsa, OK',
        miles: 401,
        amountCents: 102000,
      },
    ])
    expect(linesOfKind(s.lines, 'deduction').map((d) => [d.amountCents, d.category])).toEqual([
      [15000, 'equipment_rent'],
      // Occupational accident insurance has a category of its own ("ask your preparer").
      [3250, 'occupational_accident'],
      [20000, 'advance'],
    ])
    expect(s.confidence.netCents).toBeGreaterThan(0.9)
  })

  it('separates side-by-side tables and skips a summary that repeats their totals', () => {
    const rows: Row[] = [
      [30, [40, 'Ridgeback Trucking LLC']],
      [50, [400, 'Statement # 55-A']],
      [62, [400, 'Statement date: Apr 2, 2025']],
      [90, [40, 'Load'], [120, 'Delivered'], [200, 'From'], [290, 'To'], [380, 'Pay']],
      [105, [40, '9001'], [120, '04/01/2025'], [200, 'Reno, NV'], [290, 'Boise, ID'], [380, '$900.00']],
      [140, [40, 'Fuel']],
      [140, [330, 'Other deductions']],
      [155, [40, 'Date'], [100, 'Location'], [260, 'Amount'], [330, 'Description'], [500, 'Amount']],
      [
        170,
        [40, '03/30/2025'],
        [100, 'Pilot #12, Elko, NV'],
        [260, '($210.00)'],
        [330, 'ELD subscription'],
        [500, '($25.00)'],
      ],
      [
        185,
        [40, '03/31/2025'],
        [100, 'Pilot #40, Wells, NV'],
        [260, '($90.00)'],
        [330, 'Escrow'],
        [500, '($50.00)'],
      ],
      [230, [330, 'Loads'], [500, '$900.00']],
      [245, [330, 'Fuel'], [500, '($300.00)']],
      [260, [330, 'Other deductions'], [500, '($75.00)']],
      [275, [330, 'Net pay'], [500, '$525.00']],
    ]
    const s = parseSettlement([page(rows)])
    expect(s.issues).toEqual([])
    expect(linesOfKind(s.lines, 'load')).toEqual([
      {
        kind: 'load',
        loadNumber: '9001',
        date: '2025-04-01',
        origin: 'Reno, NV',
        destination: 'Boise, ID',
        miles: null,
        amountCents: 90000,
      },
    ])
    expect(linesOfKind(s.lines, 'deduction').map((d) => [d.amountCents, d.category])).toEqual([
      [21000, 'fuel'],
      [9000, 'fuel'],
      [2500, 'eld_communications'],
      [5000, 'escrow'],
    ])
    expect(s).toMatchObject({
      settlementNumber: '55-A',
      settlementDate: '2025-04-02',
      grossCents: 90000,
      netCents: 52500,
    })
  })

  it('reports what is missing instead of guessing', () => {
    const s = parseSettlement([page(remittance.filter(([y]) => y !== 325 && y !== 72))])
    expect(s.netCents).toBeNull()
    expect(s.settlementDate).toBeNull()
    expect(s.issues).toContain('Net pay not found')
    expect(s.issues).toContain('Settlement date not found')
    expect(s.confidence.netCents).toBe(0)
  })

  it('says when the loads do not add up to the printed gross', () => {
    const rows = remittance.map(
      (row): Row => (row[0] === 295 ? [295, [300, 'Gross pay'], [480, '2,395.00']] : row),
    )
    const s = parseSettlement([page(rows)])
    expect(s.grossCents).toBe(239500)
    expect(s.issues).toContain('Loads add up to $2,295.00 but the gross printed is $2,395.00')
    expect(s.confidence.grossCents).toBeLessThan(0.9)
  })

  it('reads OCR words on a tilted page with misread digits and a dropped decimal point', () => {
    const rows: Row[] = [
      [30, [40, 'DESERT STAR FREIGHT, INC.']],
      [60, [40, 'Pay Date: 05/09/2025']],
      [90, [40, 'Order No'], [130, 'Pickup'], [200, 'Miles'], [260, 'Amount']],
      [105, [40, 'A-1'], [130, '05/01/2025'], [200, '5OO'], [260, '$1,2O0.00']],
      [120, [40, 'A-2'], [130, '05/03/2025'], [200, '350'], [260, '$800.00']],
      [160, [40, 'Deduction'], [260, 'Current'], [330, 'YTD']],
      [175, [40, 'Federal tax'], [260, '-15000'], [330, '1,500.00']],
      [190, [40, 'Medicare'], [260, '-29.00'], [330, '290.00']],
      [220, [40, 'Gross pay'], [150, '2,000.00']],
      [235, [40, 'Net pay'], [150, '1,821.00']],
    ]
    const s = parseSettlement([asWords(page(rows, { slope: 0.02 }))])
    expect(s.issues).toEqual([])
    expect(s.payer).toBe('Desert Star Freight, Inc.')
    expect(linesOfKind(s.lines, 'load').map((l) => [l.loadNumber, l.miles, l.amountCents])).toEqual([
      ['A-1', 500, 120000],
      ['A-2', 350, 80000],
    ])
    expect(linesOfKind(s.lines, 'deduction').map((d) => [d.amountCents, d.category])).toEqual([
      [15000, 'federal_income_tax'],
      [2900, 'social_security_medicare'],
    ])
    // Federal and Medicare withholding with gross and net pay: the review screen asks if it is a W-2 stub.
    expect(s.looksLikeW2).toBe(true)
  })
})
