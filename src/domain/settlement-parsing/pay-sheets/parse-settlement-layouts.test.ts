import { describe, expect, it } from 'vitest'
import { page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { linesOfKind } from '@/domain/settlement-parsing/types.ts'
import { parseSettlement } from './parse-settlement.ts'

// Layouts found on unseen pay sheets (tests/fixtures/unseen): each test is one generalisation.

const amounts = (s: ReturnType<typeof parseSettlement>) =>
  linesOfKind(s.lines, 'deduction').map((d) => [d.amountCents, d.category])

describe('parseSettlement on other layouts', () => {
  it('reads summary boxes with the label over the figure, and a period wrapped in its box', () => {
    const rows: Row[] = [
      [30, [40, 'Red Rock Trucking Co.']],
      [60, [40, 'SETTLEMENT #'], [160, 'PAY PERIOD']],
      [70, [40, 'RC-12'], [160, '03/02/2025 -']],
      [80, [160, '03/08/2025']],
      [110, [40, 'Load #'], [120, 'Pickup'], [300, 'Amount']],
      [125, [40, '25-1'], [120, 'Tucson, AZ to Reno, NV'], [300, '$1,000.00']],
      [160, [40, 'Description'], [300, 'Amount']],
      [175, [40, 'Dispatch fee'], [300, '$100.00']],
      [220, [160, 'TOTAL EARNINGS'], [260, 'TOTAL DEDUCTIONS'], [380, 'AMOUNT DUE DRIVER']],
      [230, [160, '$1,000.00'], [260, '$100.00'], [380, '$900.00']],
    ]
    const s = parseSettlement([page(rows)])
    expect(s).toMatchObject({ grossCents: 100000, netCents: 90000, deductionsCents: 10000 })
    expect([s.periodStart, s.periodEnd]).toEqual(['2025-03-02', '2025-03-08'])
  })

  it('splits a transaction register into loads and deductions', () => {
    const rows: Row[] = [
      [30, [40, 'Trail Transport LLC']],
      [42, [40, 'Pay Date: 04/08/2025']],
      [90, [40, 'Date'], [100, 'Reference'], [170, 'Description'], [400, 'Earnings'], [480, 'Deductions']],
      [105, [40, '03/31/2025'], [100, '5512'], [170, 'Load - Fresno, CA to Reno, NV'], [400, '1,150.00']],
      [120, [40, '03/31/2025'], [100, 'F-22'], [170, 'Fuel - Pilot #9, Fresno, CA'], [480, '412.38']],
      [135, [40, '04/01/2025'], [100, 'A-7'], [170, 'Cash advance'], [480, '200.00']],
      [150, [40, 'Totals'], [400, '1,150.00'], [480, '612.38']],
      [180, [300, 'Net Pay'], [480, '$537.62']],
    ]
    const s = parseSettlement([page(rows)])
    expect(s.issues).toEqual([])
    expect(
      linesOfKind(s.lines, 'load').map((l) => [l.loadNumber, l.date, l.origin, l.destination, l.amountCents]),
    ).toEqual([['5512', '2025-03-31', 'Fresno, CA', 'Reno, NV', 115000]])
    expect(amounts(s)).toEqual([
      [41238, 'fuel'],
      [20000, 'advance'],
    ])
  })

  it('pays an itemised trip its total line, not its first line or the next trip', () => {
    const rows: Row[] = [
      [30, [40, 'Big Sky Freight, Inc.']],
      [42, [40, 'Pay Date: 04/08/2025']],
      [90, [40, 'Trip #'], [100, 'Date'], [170, 'Route / Item'], [360, 'Miles'], [420, 'Amount']],
      [105, [40, '601'], [100, '04/01/2025'], [170, 'Billings, MT → Casper, WY'], [360, '412']],
      [120, [180, 'Linehaul'], [420, '762.20']],
      [135, [180, 'Detention (2 hrs)'], [420, '50.00']],
      [150, [180, 'Trip total'], [420, '812.20']],
      [165, [40, '602'], [100, '04/02/2025'], [170, 'Casper, WY → Denver, CO'], [360, '281']],
      [180, [180, 'Linehaul'], [420, '519.85']],
      [195, [180, 'Trip total'], [420, '519.85']],
      [230, [40, 'Lumper - Trip 602'], [300, '$120.00']],
      [260, [300, 'Total Compensation'], [420, '$1,332.05']],
      [275, [300, 'Plus: Reimbursements'], [420, '$120.00']],
      [290, [300, 'Settlement Amount'], [420, '$1,452.05']],
    ]
    const s = parseSettlement([page(rows)])
    expect(s.issues).toEqual([])
    expect(linesOfKind(s.lines, 'load').map((l) => [l.loadNumber, l.miles, l.amountCents])).toEqual([
      ['601', 412, 81220],
      ['602', 281, 51985],
    ])
    expect(s.reimbursementsCents).toBe(12000)
    // One list of lines, as the API takes them: loads first, then deductions and reimbursements.
    expect(s.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['load', 81220],
      ['load', 51985],
      ['reimbursement', 12000],
    ])
  })

  it('reads every deduction row when the reference column is blank on some and skips a balance column', () => {
    const rows: Row[] = [
      [30, [40, 'Cardinal Haul Inc.']],
      [42, [40, 'Pay Date: 04/08/2025']],
      [50, [40, 'Settlement Nbr: 55210']],
      [90, [40, 'Load #'], [120, 'Amount']],
      [105, [40, '881'], [120, '$500.00']],
      [140, [40, 'Deductions']],
      [155, [40, 'Code'], [90, 'Description'], [260, 'Reference'], [350, 'Amount'], [420, 'Balance']],
      [170, [40, 'FUEL'], [90, 'Kwik Trip #7, Fargo, ND'], [260, 'TX 88'], [350, '100.00']],
      [185, [40, 'ESCR'], [90, 'Escrow deposit'], [350, '50.00'], [420, '3,050.00']],
      [200, [40, 'ADV'], [90, 'Cash advance'], [260, 'ADV-7'], [350, '25.00'], [420, '200.00']],
      [240, [300, 'Gross Pay'], [420, '$500.00']],
      [255, [300, 'Net Settlement'], [420, '$325.00']],
    ]
    const s = parseSettlement([page(rows)])
    expect(s.settlementNumber).toBe('55210')
    expect(s.issues).toEqual([])
    expect(amounts(s)).toEqual([
      [10000, 'fuel'],
      [5000, 'escrow'],
      [2500, 'advance'],
    ])
  })

  it('ends a table at the next section title and takes no category from a joined title', () => {
    const rows: Row[] = [
      [30, [40, 'Coastal Lines LLC']],
      [42, [40, 'Pay Date: 04/08/2025']],
      [60, [40, 'Load #'], [120, 'Amount']],
      [75, [40, 'CR-1'], [120, '$900.00']],
      [100, [40, 'Fuel']],
      [115, [40, 'Date'], [100, 'Location'], [230, 'Gallons'], [300, 'Amount']],
      [130, [40, '03/02/2025'], [100, 'Pilot, Salinas, CA'], [230, '98.2'], [300, '-$300.00']],
      [160, [40, 'Adjustments']],
      [175, [40, 'Trailer usage'], [190, '-$100.00']],
      [190, [40, 'Escrow'], [190, '-$50.00']],
      [220, [40, 'Taxes and Deductions']],
      [235, [40, 'Description'], [300, 'Current'], [380, 'YTD']],
      [250, [40, '401(k)'], [300, '20.00'], [380, '200.00']],
      [290, [300, 'Total Earnings'], [420, '$900.00']],
      [305, [300, 'Net Amount'], [420, '$430.00']],
    ]
    const s = parseSettlement([page(rows)])
    expect(s.issues).toEqual([])
    expect(amounts(s)).toEqual([
      [30000, 'fuel'],
      // Named by its own text now (retirement), still not by the joined title.
      [2000, 'retirement'],
      [10000, 'equipment_rent'],
      [5000, 'escrow'],
    ])
  })

  it('takes an unlabelled total as the gross only when the loads and the net confirm it', () => {
    const rows = (net: string): Row[] => [
      [30, [40, 'Harbor Point Logistics LLC']],
      [42, [40, 'Pay Date: 04/08/2025']],
      [60, [40, 'Load #'], [120, 'Rate'], [200, 'Lumper Reimb'], [300, 'Total']],
      [75, [40, 'HP-1'], [120, '850.00'], [200, '0.00'], [300, '850.00']],
      [90, [40, 'HP-2'], [120, '900.00'], [200, '150.00'], [300, '1,050.00']],
      [130, [40, 'DEDUCTIONS']],
      [145, [40, 'Cargo insurance'], [150, '(35.00)'], [300, 'Total Rate'], [420, '1,750.00']],
      [160, [300, 'Lumper Reimbursements'], [420, '150.00']],
      [175, [300, 'Check Total'], [420, net]],
    ]
    const s = parseSettlement([page(rows('1,865.00'))])
    expect(s.issues).toEqual([])
    expect(linesOfKind(s.lines, 'load').map((l) => l.amountCents)).toEqual([85000, 90000])
    expect(s).toMatchObject({ grossCents: 175000, reimbursementsCents: 15000, netCents: 186500 })
    const off = parseSettlement([page(rows('1,800.00'))])
    expect(off.grossCents).toBeNull()
    expect(off.issues.length).toBeGreaterThan(0)
  })
})
