import { describe, expect, it } from 'vitest'
import { page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { linesOfKind } from '@/domain/settlement-parsing/types.ts'
import { parseSettlement } from './parse-settlement.ts'

/* Structure mechanisms with synthetic pages: leader lines under a title, column order, per-mile extensions, deficits. */

const top: Row[] = [
  [30, [40, 'Example Freight LLC']],
  [50, [400, 'Settlement # 77']],
  [62, [400, 'Settlement Date: 03/10/2025']],
  [100, [40, 'Load #'], [120, 'Date'], [200, 'From'], [300, 'To'], [400, 'Miles'], [480, 'Pay']],
  [
    115,
    [40, 'A-1'],
    [120, '03/03/2025'],
    [200, 'Boise, ID'],
    [300, 'Burley, ID'],
    [405, '150'],
    [480, '1,000.00'],
  ],
]

describe('structure', () => {
  it('reads unknown leader lines under a "Deductions" title as deductions', () => {
    const s = parseSettlement([
      page([
        ...top,
        [150, [40, 'Deductions']],
        [165, [40, 'Fuel purchases . . . . . . . .'], [250, '200.00']],
        [180, [40, 'Truck wash . . . . . . . .'], [250, '35.00']],
        [210, [40, 'Gross Pay'], [250, '$1,000.00']],
        [225, [40, 'Pay Amount'], [250, '$765.00']],
      ]),
    ])
    expect(linesOfKind(s.lines, 'deduction').map((d) => [d.amountCents, d.category])).toEqual([
      [20000, 'fuel'],
      // No word names it: needs review (it was 'other', deducted, before).
      [3500, 'needs_review'],
    ])
    expect(s.issues).toEqual([])
  })

  it('keeps a description printed after the amount in the same table', () => {
    const s = parseSettlement([
      page([
        ...top,
        [150, [40, 'Deductions']],
        [165, [40, 'Amount'], [120, 'Description']],
        [180, [40, '200.00'], [120, 'Fuel card charges']],
        [210, [300, 'Gross Earnings'], [480, '$1,000.00']],
        [225, [300, 'Net Earnings'], [480, '$800.00']],
      ]),
    ])
    expect(linesOfKind(s.lines, 'deduction')).toEqual([
      { kind: 'deduction', description: 'Fuel card charges', amountCents: 20000, category: 'fuel' },
    ])
  })

  it('takes the quantity of a per-mile extension as the miles', () => {
    const s = parseSettlement([
      page([
        [30, [40, 'Example Freight LLC']],
        [50, [400, 'Remittance No. 78']],
        [62, [400, 'Remittance Date: 03/10/2025']],
        [
          100,
          [40, 'Trip #'],
          [120, 'Origin'],
          [220, 'Destination'],
          [330, 'Qty'],
          [390, 'Rate'],
          [480, 'Ext.'],
        ],
        [
          115,
          [40, 'T-1'],
          [120, 'Boise, ID'],
          [220, 'Burley, ID'],
          [335, '150'],
          [390, '2.15'],
          [480, '322.50'],
        ],
        [150, [300, 'Subtotal'], [480, '$322.50']],
        [165, [300, 'Net Remittance'], [480, '$322.50']],
      ]),
    ])
    expect(linesOfKind(s.lines, 'load')).toMatchObject([
      { loadNumber: 'T-1', miles: 150, amountCents: 32250 },
    ])
  })

  it('pays a load the sum of its line items printed under the same load number', () => {
    const s = parseSettlement([
      page([
        ...top.slice(0, 3),
        [100, [40, 'Load #'], [120, 'Date'], [200, 'From'], [300, 'To'], [380, 'Item'], [480, 'Amount']],
        [
          115,
          [40, 'A-1'],
          [120, '03/03/2025'],
          [200, 'Boise, ID'],
          [300, 'Burley, ID'],
          [380, 'Linehaul'],
          [480, '800.00'],
        ],
        [130, [40, 'A-1'], [380, 'Fuel Surcharge'], [480, '200.00']],
        [
          145,
          [40, 'A-2'],
          [120, '03/04/2025'],
          [200, 'Burley, ID'],
          [300, 'Boise, ID'],
          [380, 'Linehaul'],
          [480, '500.00'],
        ],
        [180, [300, 'Total Earnings'], [480, '$1,500.00']],
        [195, [300, 'Net Pay'], [480, '$1,500.00']],
      ]),
    ])
    expect(linesOfKind(s.lines, 'load').map((l) => [l.loadNumber, l.origin, l.amountCents])).toEqual([
      ['A-1', 'Boise, ID', 100000],
      ['A-2', 'Burley, ID', 50000],
    ])
  })

  it("ends a deductions table at a pay total without taking it for the table's total", () => {
    const s = parseSettlement([
      page([
        ...top,
        [150, [40, 'Deductions'], [250, 'Amount']],
        [165, [40, 'Fuel purchases'], [250, '200.00']],
        [180, [40, 'Total Pay'], [250, '1,000.00']],
        [195, [40, 'Amt Due Driver'], [250, '800.00']],
      ]),
    ])
    expect(s).toMatchObject({ grossCents: 100000, deductionsCents: 20000, netCents: 80000, issues: [] })
  })

  it("ends a table at a blank line or at lines right of its last column, not at the page's summary", () => {
    const s = parseSettlement([
      page([
        ...top,
        [150, [40, 'Deductions']],
        [165, [40, 'Description'], [200, 'Amount']],
        [180, [40, 'Fuel purchases'], [200, '200.00']],
        [194, [40, 'Escrow deposit'], [200, '50.00']],
        [222, [40, 'Escrow Balance'], [120, '1,275.00'], [300, 'Gross Pay'], [480, '1,000.00']],
        [236, [300, 'Less Deductions'], [480, '(250.00)']],
        [250, [300, 'Amount Due Driver'], [480, '750.00']],
      ]),
    ])
    expect(linesOfKind(s.lines, 'deduction').map((d) => d.amountCents)).toEqual([20000, 5000])
    expect(s).toMatchObject({ grossCents: 100000, netCents: 75000, issues: [] })
  })

  it("reads the city under a shipper's name, and a city wrapped over two lines, as the place", () => {
    const s = parseSettlement([
      page([
        ...top.slice(0, 3),
        [100, [40, 'Pro #'], [100, 'Shipper'], [240, 'Consignee'], [400, 'Miles'], [480, 'Pay']],
        [115, [40, 'P-1'], [100, 'Blue Ox Foods'], [240, 'Salt Lake City,'], [405, '150'], [480, '1,000.00']],
        [122, [100, 'Fort Smith, AR'], [240, 'UT']],
        // Closer than rows, wrapped lines make the next row's gap look like a blank line; it is not.
        [135, [40, 'P-2'], [100, 'Red Mill'], [240, 'Ogden, UT'], [405, '40'], [480, '500.00']],
        [142, [100, 'Provo, UT']],
        [170, [300, 'Gross Pay'], [480, '$1,500.00']],
        [185, [300, 'Net Pay'], [480, '$1,500.00']],
      ]),
    ])
    expect(linesOfKind(s.lines, 'load').map((l) => [l.origin, l.destination])).toEqual([
      ['Fort Smith, AR', 'Salt Lake City, UT'],
      ['Provo, UT', 'Ogden, UT'],
    ])
  })

  it('reads a net printed negative as a deficit', () => {
    const s = parseSettlement([
      page([
        ...top,
        [150, [40, 'Deductions']],
        [165, [40, 'Description'], [250, 'Amount']],
        [180, [40, 'Truck payment'], [250, '1,200.00']],
        [210, [300, 'Gross Pay'], [480, '$1,000.00']],
        [225, [300, 'Balance Due Company'], [480, '($200.00)']],
      ]),
    ])
    expect(s).toMatchObject({ grossCents: 100000, deductionsCents: 120000, netCents: -20000, issues: [] })
  })
})
