import { describe, expect, it } from 'vitest'
import { page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { linesOfKind, type PageText } from '@/domain/settlement-parsing/types.ts'
import { parseSettlement } from './parse-settlement.ts'

// A line's description is the text of its own row: wrapped cells joined in reading order, never
// text of the rows around it, a paragraph beside it or a title above its table.

const descriptions = (pages: PageText[]) =>
  linesOfKind(parseSettlement(pages).lines, 'deduction').map((d) => [d.description, d.amountCents])

const head: Row[] = [
  [30, [40, 'Mesa Line Haulers']],
  [42, [40, 'Pay Date: 04/08/2025']],
  [80, [40, 'Load #'], [120, 'Route'], [400, 'Amount']],
  [95, [40, '771'], [120, 'Tucson, AZ to Reno, NV'], [400, '$2,000.00']],
  [130, [40, 'Date'], [110, 'Truck stop location'], [300, 'Amount']],
]
const foot: Row[] = [
  [240, [300, 'Gross pay'], [400, '$2,000.00']],
  [255, [300, 'Net pay'], [400, '$1,300.00']],
]
const fuel = [
  ['Pilot #12, Tucson, AZ', 30000],
  ['Flying J Travel Center #88, Cedar City, UT', 25000],
  ["Love's Travel Stop #401, Elko, NV", 15000],
]

describe('descriptions of table rows', () => {
  it('joins a wrapped cell centred on its row, the first row on one line', () => {
    const rows: Row[] = [
      ...head,
      [145, [40, '04/01/2025'], [110, 'Pilot #12, Tucson, AZ'], [300, '$300.00']],
      [160, [110, 'Flying J Travel Center #88,']],
      [165, [40, '04/03/2025'], [300, '$250.00']],
      [170, [110, 'Cedar City, UT']],
      [185, [110, "Love's Travel Stop #401,"]],
      [190, [40, '04/05/2025'], [300, '$150.00']],
      [195, [110, 'Elko, NV']],
      [215, [40, 'Total fuel'], [300, '$700.00']],
      ...foot,
    ]
    expect(descriptions([page(rows)])).toEqual(fuel)
  })

  it('joins a wrapped cell printed from the top of its row', () => {
    const rows: Row[] = [
      ...head,
      [145, [40, '04/01/2025'], [110, 'Pilot #12, Tucson, AZ'], [300, '$300.00']],
      [165, [40, '04/03/2025'], [110, 'Flying J Travel Center #88,'], [300, '$250.00']],
      [175.5, [110, 'Cedar City, UT']],
      [195, [40, '04/05/2025'], [110, "Love's Travel Stop #401,"], [300, '$150.00']],
      [205.5, [110, 'Elko, NV']],
      [225, [40, 'Total fuel'], [300, '$700.00']],
      ...foot.map(([y, ...cells]): Row => [y + 10, ...cells]),
    ]
    expect(descriptions([page(rows)])).toEqual(fuel)
  })

  it('joins a wrapped cell printed at the bottom of its row', () => {
    const rows: Row[] = [
      ...head,
      [145, [40, '04/01/2025'], [110, 'Pilot #12, Tucson, AZ'], [300, '$300.00']],
      [160, [110, 'Flying J Travel Center #88,']],
      [170.5, [40, '04/03/2025'], [110, 'Cedar City, UT'], [300, '$250.00']],
      [185, [110, "Love's Travel Stop #401,"]],
      [195.5, [40, '04/05/2025'], [110, 'Elko, NV'], [300, '$150.00']],
      [215, [40, 'Total fuel'], [300, '$700.00']],
      ...foot,
    ]
    expect(descriptions([page(rows)])).toEqual(fuel)
  })

  it('keeps a table title in larger type out of the column headers under it', () => {
    // The titles of two sections side by side, over the column words of the first.
    const title = page([[112, [40, 'FUEL PURCHASES'], [370, 'OTHER DEDUCTIONS']]], { height: 12 })
    const rows: Row[] = [
      ...head.slice(0, 4),
      [130, [40, 'Date'], [110, 'Truck Stop'], [265, 'Gallons'], [320, 'Amount']],
      [145, [40, '04/01/2025'], [110, 'Pilot #12, Tucson, AZ'], [265, '90.1'], [320, '$300.00']],
      [160, [40, '04/03/2025'], [110, 'Flying J #88, Cedar City, UT'], [265, '75.3'], [320, '$250.00']],
      [175, [40, '04/05/2025'], [110, "Love's #401, Elko, NV"], [265, '45.0'], [320, '$150.00']],
      [195, [40, 'Total fuel'], [320, '$700.00']],
      ...foot,
    ]
    const body = page(rows)
    const read = descriptions([{ ...body, items: [...title.items, ...body.items] }])
    expect(read.map(([text]) => String(text).replace(/^fuel purchases - /i, ''))).toEqual([
      'Pilot #12, Tucson, AZ',
      'Flying J #88, Cedar City, UT',
      "Love's #401, Elko, NV",
    ])
  })
})

describe('gallons printed on fuel lines', () => {
  const table = (header: string, cells: [string, string, string][]): Row[] => [
    ...head.slice(0, 4),
    [130, [40, 'Date'], [110, 'Truck Stop'], [265, header], [320, 'Amount']],
    ...cells.map(
      ([place, gallons, amount], i): Row => [
        145 + i * 15,
        [40, `04/0${i + 1}/2025`],
        [110, place],
        [265, gallons],
        [320, amount],
      ],
    ),
    [195, [40, 'Total fuel'], [320, '$700.00']],
    ...foot,
  ]

  const gallons = (pages: PageText[]) =>
    linesOfKind(parseSettlement(pages).lines, 'deduction').map((d) => [d.description, d.gallons ?? null])

  it('are read from a gallons column, two decimals as gallons and not money, the description as printed', () => {
    const rows = table('Fuel Gal', [
      ['Pilot #12, Tucson, AZ', '90.10', '$300.00'],
      ['Flying J #88, Cedar City, UT', '1,075.25', '$250.00'],
      ["Love's #401, Elko, NV", '', '$150.00'],
    ])
    expect(gallons([page(rows)])).toEqual([
      ['Pilot #12, Tucson, AZ', '90.10'],
      ['Flying J #88, Cedar City, UT', '1075.25'],
      // No gallons printed: none.
      ["Love's #401, Elko, NV", null],
    ])
  })

  it('are none from a price per gallon, and text that prints them stays as printed', () => {
    const rows = table('Price/Gal', [
      ['Pilot #12, Tucson, AZ 80 gal', '3.750', '$300.00'],
      ['Flying J #88, Cedar City, UT', '3.799', '$250.00'],
      ["Love's #401, Elko, NV", '3.659', '$150.00'],
    ])
    expect(gallons([page(rows)])).toEqual([
      ['Pilot #12, Tucson, AZ 80 gal', null],
      ['Flying J #88, Cedar City, UT', null],
      ["Love's #401, Elko, NV", null],
    ])
  })
})

describe('descriptions of summary lines', () => {
  it('leaves out a paragraph of notes printed beside the lines', () => {
    const rows: Row[] = [
      ...head.slice(0, 4),
      [300, [40, 'Notes']],
      [310, [40, 'Escrow is held for twelve weeks and is']],
      [320.5, [40, 'returned after the lease ends. Fuel']],
      [331, [40, 'advances are repaid from this statement.']],
      [304, [255, 'Gross pay'], [480, '$2,000.00']],
      [320, [255, 'Less: Escrow'], [480, '($100.00)']],
      [336, [255, 'Less: Fuel advance'], [480, '($200.00)']],
      [352, [255, 'Net pay'], [480, '$1,700.00']],
    ]
    expect(descriptions([page(rows)])).toEqual([
      ['Escrow', 10000],
      ['Fuel advance', 20000],
    ])
  })

  it('keeps every cell of a label that is a row of its own', () => {
    const rows: Row[] = [
      ...head.slice(0, 4),
      [304, [300, 'Gross pay'], [480, '$2,000.00']],
      [320, [200, 'Escrow'], [300, 'Weekly hold'], [480, '($100.00)']],
      [336, [200, 'Advance'], [300, 'Fuel advance'], [480, '($200.00)']],
      [352, [300, 'Net pay'], [480, '$1,700.00']],
    ]
    expect(descriptions([page(rows)])).toEqual([
      ['Escrow Weekly hold', 10000],
      ['Advance Fuel advance', 20000],
    ])
  })
})
