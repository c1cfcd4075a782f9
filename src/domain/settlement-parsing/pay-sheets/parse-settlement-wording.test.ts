import { describe, expect, it } from 'vitest'
import { page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { linesOfKind } from '@/domain/settlement-parsing/types.ts'
import { parseSettlement } from './parse-settlement.ts'

/*
 * Layout and wording mechanisms with synthetic pages: payer labels, split city / state columns,
 * stops listed one per line, money spellings, and totals used as checks, never as lines.
 */

const header: Row[] = [
  [30, [40, 'DRIVER SETTLEMENT']],
  [50, [40, 'Remit from: Example Freight Co.'], [300, 'Pay to: A. Driver'], [450, 'Stmt #: 5501']],
  [62, [450, 'Stmt Date: 07-Mar-2025']],
]

const loads: Row[] = [
  [
    100,
    [40, 'Load'],
    [100, 'Pickup City'],
    [170, 'Pickup State'],
    [240, 'Drop City'],
    [310, 'Drop State'],
    [380, 'Miles'],
    [460, 'Pay'],
  ],
  [
    115,
    [40, 'X-1'],
    [100, 'Fort Worth'],
    [170, 'TX'],
    [240, 'Tulsa'],
    [310, 'OK'],
    [385, '305'],
    [460, '1000.00 USD'],
  ],
  [
    130,
    [40, 'X-2'],
    [100, 'Tulsa'],
    [170, 'OK'],
    [240, 'Wichita'],
    [310, 'KS'],
    [385, '175'],
    [460, '500.00 USD'],
  ],
]

function settle(deductions: Row[], summary: Row[]) {
  return parseSettlement([page([...header, ...loads, ...deductions, ...summary])])
}

describe('wording and layout', () => {
  it('reads the payer after "Remit from", split city / state columns and money with the currency after it', () => {
    const s = settle(
      [
        [170, [40, 'Deductions']],
        [185, [40, 'Description'], [300, 'Amount']],
        [200, [40, 'Fuel card'], [300, '300.00 USD']],
      ],
      [
        [240, [300, 'Total Pay'], [460, '1500.00 USD']],
        [255, [300, 'Amount Paid'], [460, '1200.00 USD']],
      ],
    )
    expect(s).toMatchObject({
      payer: 'Example Freight Co.',
      settlementNumber: '5501',
      settlementDate: '2025-03-07',
      grossCents: 150000,
      deductionsCents: 30000,
      netCents: 120000,
      issues: [],
    })
    expect(linesOfKind(s.lines, 'load').map((l) => [l.origin, l.destination, l.miles])).toEqual([
      ['Fort Worth, TX', 'Tulsa, OK', 305],
      ['Tulsa, OK', 'Wichita, KS', 175],
    ])
  })

  it("joins a header value a narrow box wrapped inside a token, not the neighbour's text", () => {
    const rows: Row[] = [
      [30, [40, 'Example Freight LLC']],
      [50, [40, 'Driver: A. Driver (Truck'], [200, 'Settlement ID: XY-'], [330, 'Settlement Date: 2025-03-']],
      [58, [40, '22)'], [200, '118'], [330, '14']],
    ]
    const s = parseSettlement([page([...rows, ...loads.map(([y, ...cells]): Row => [y + 40, ...cells])])])
    expect(s).toMatchObject({ settlementNumber: 'XY-118', settlementDate: '2025-03-14' })
  })

  it('joins a letterhead name a narrow box wrapped over two lines', () => {
    const letterhead = (first: string, second: string): Row[] => [
      [30, [40, first], [400, 'SETTLEMENT']],
      [44, [40, second]],
      [60, [40, '4800 Quarry Road, Grand Island, NE 68801']],
    ]
    const read = (rows: Row[]) =>
      parseSettlement([page([...rows, ...loads.map(([y, ...cells]): Row => [y + 40, ...cells])])]).payer
    expect(read(letterhead('GRANITE PEAK', 'TRANSPORTATION INC.'))).toBe('Granite Peak Transportation Inc.')
    expect(read(letterhead('Summit Ridge Logistics,', 'Inc.'))).toBe('Summit Ridge Logistics, Inc.')
    expect(read(letterhead('Acme Trucking LLC', 'Independent Contractor'))).toBe('Acme Trucking LLC')
  })

  it('keeps deduction lines no vocabulary knows, for the user to review', () => {
    const s = settle(
      [
        [170, [40, 'Deductions']],
        [185, [40, 'Description'], [300, 'Amount']],
        [200, [40, 'Trailer wash'], [300, '(45.00)']],
        [215, [40, 'Lot parking'], [300, '(22.00)']],
      ],
      [
        [240, [300, 'Gross'], [460, '$1,500.00']],
        [255, [300, 'Net Check'], [460, '$1,433.00']],
      ],
    )
    expect(linesOfKind(s.lines, 'deduction').map((d) => [d.amountCents, d.category])).toEqual([
      [4500, 'needs_review'],
      [2200, 'needs_review'],
    ])
    expect(s.issues).toEqual([])
  })

  it('never makes a deduction line out of a printed total: the settlement goes to review', () => {
    const s = settle(
      [],
      [
        [240, [300, 'Gross'], [460, '$1,500.00']],
        [255, [300, 'Total Deductions'], [460, '($250.00)']],
        [270, [300, 'Direct Deposit'], [460, '$1,250.00']],
      ],
    )
    expect(linesOfKind(s.lines, 'deduction')).toEqual([])
    expect(s.deductionsCents).toBe(25000)
    expect(s.netCents).toBe(125000)
    expect(s.issues).toEqual(['No deduction lines found; the total printed is $250.00'])
  })

  it('reads a deductions-table row naming a reimbursement as a deduction when only that adds up', () => {
    const s = settle(
      [
        [170, [40, 'Deductions']],
        [185, [40, 'Description'], [300, 'Amount']],
        [200, [40, 'Fuel card'], [300, '300.00']],
        [215, [40, 'Citation reimbursement to company'], [300, '75.00']],
      ],
      [
        [240, [300, 'Gross'], [460, '$1,500.00']],
        [255, [300, 'Net Pay'], [460, '$1,125.00']],
      ],
    )
    expect(linesOfKind(s.lines, 'deduction').map((d) => [d.amountCents, d.category])).toEqual([
      [30000, 'fuel'],
      [7500, 'needs_review'],
    ])
    expect(s.reimbursementsCents).toBe(0)
    expect(s.issues).toEqual([])
  })

  it('takes a printed zero as no deductions, with nothing to review', () => {
    const s = settle(
      [],
      [
        [240, [300, 'Gross'], [460, '$1,500.00']],
        [255, [300, 'Deductions'], [460, '$0.00']],
        [270, [300, 'Total Due Carrier'], [460, '$1,500.00']],
      ],
    )
    expect(s).toMatchObject({ deductionsCents: 0, netCents: 150000, issues: [] })
    expect(linesOfKind(s.lines, 'deduction')).toEqual([])
  })

  it('reports lines that do not add up to the net instead of fixing them', () => {
    const s = settle(
      [
        [170, [40, 'Deductions']],
        [185, [40, 'Description'], [300, 'Amount']],
        [200, [40, 'Fuel card'], [300, '-300.00']],
      ],
      [
        [240, [300, 'Gross Pay'], [460, '$ 1 500.00']],
        [255, [300, 'Balance Due Driver'], [460, '$ 1 150.00']],
      ],
    )
    expect(linesOfKind(s.lines, 'deduction').map((d) => d.amountCents)).toEqual([30000])
    expect(s.netCents).toBe(115000)
    expect(s.issues).toEqual([
      'Gross $1,500.00 − deductions $300.00 = $1,200.00, but the net printed is $1,150.00',
    ])
  })

  it('takes the carrier as payer when a driver is the payee, and runs a multi-stop load first to last', () => {
    const rows: Row[] = [
      [30, [40, 'Carrier:'], [90, 'Example Lines Inc.'], [300, 'Driver:'], [340, 'A. Driver']],
      [42, [40, 'Pay Date:'], [90, 'March 12 2025'], [300, 'Pay Period ID:'], [370, 'PP-7']],
      [80, [40, 'Load'], [100, 'Stops'], [380, 'Miles'], [460, 'Driver Pay']],
      [95, [40, 'S-1'], [100, 'Ames, IA'], [385, '210'], [460, '$900.00']],
      [104, [100, 'Boone, IA']],
      [113, [100, 'Mason City, IA']],
      [127, [40, 'S-2'], [100, 'Mason City, IA'], [385, '98'], [460, '$600.00']],
      [136, [100, 'Rochester, MN']],
      [170, [300, 'Gross Pay'], [460, '$1,500.00']],
      [185, [300, 'Direct Deposit'], [460, '$1,500.00']],
    ]
    const s = parseSettlement([page(rows)])
    expect(s).toMatchObject({
      payer: 'Example Lines Inc.',
      settlementNumber: 'PP-7',
      settlementDate: '2025-03-12',
      netCents: 150000,
    })
    expect(linesOfKind(s.lines, 'load').map((l) => [l.origin, l.destination])).toEqual([
      ['Ames, IA', 'Mason City, IA'],
      ['Mason City, IA', 'Rochester, MN'],
    ])
  })
})
