import { describe, expect, it } from 'vitest'
import { parseTable } from './parse-table.ts'
import { parseDateCell } from './table-cells.ts'
import { parseDelimited } from './table-text.ts'

const csv = (text: string) => parseDelimited(text.trim(), 1000)
const amounts = (table: ReturnType<typeof parseTable>) =>
  table.rows.map((row) => [row.date, row.tripNumber, row.grossCents, row.deductionsCents, row.netCents])

describe('parseTable', () => {
  it('finds the header under titles and notes, and skips the totals row', () => {
    const table = parseTable(
      csv(`
Acme Owner-Operator Services
Settlement history for unit 204

Pay Date,Customer,Load #,Miles,Revenue,Fees,Net Pay,Notes
1/6/25,Blue Ox Freight,L-100,512,"$1,950.00",$54.00,"$1,896.00",
1/13/25,Blue Ox Freight,L-101,610,"$2,100.50",$61.25,"$2,039.25",detention

Jan 20 2025,Great Plains Brokerage,L-102,400,"$1,000.00",$0.00,"$1,000.00",
Total,,,1522,"$5,050.50",$115.25,"$4,935.25",
`),
      null,
    )
    expect(table.headerRow).toBe(3)
    expect(table.mappingConfident).toBe(true)
    expect(table.mapping).toEqual({
      date: 0,
      payer: 1,
      tripNumber: 2,
      grossCents: 4,
      deductionsCents: 5,
      netCents: 6,
    })
    expect(amounts(table)).toEqual([
      ['2025-01-06', 'L-100', 195_000, 5_400, 189_600],
      ['2025-01-13', 'L-101', 210_050, 6_125, 203_925],
      ['2025-01-20', 'L-102', 100_000, 0, 100_000],
    ])
    expect(table.rows.map((row) => row.rowIndex)).toEqual([4, 5, 7])
  })

  it('reads deductions printed negative or in parentheses as positive cents', () => {
    const table = parseTable(
      csv(`
Week Ending,Bill To,Order #,Linehaul,Adjustments,Amount Paid
2025-02-07,Northline,900,1500.00,-45.00,1455.00
2025-02-14,Northline,901,1200.00,(30.50),1169.50
`),
      null,
    )
    expect(amounts(table)).toEqual([
      ['2025-02-07', '900', 150_000, 4_500, 145_500],
      ['2025-02-14', '901', 120_000, 3_050, 116_950],
    ])
    expect(table.mappingConfident).toBe(true)
  })

  it('derives deductions when there is no deductions column, and says so', () => {
    const table = parseTable(
      csv('Date,Broker,Trip,Gross,Net\n03/03/2025,Kestrel,T1,2000,1900\n03/10/2025,Kestrel,T2,1500,1500'),
      null,
    )
    expect(amounts(table)).toEqual([
      ['2025-03-03', 'T1', 200_000, 10_000, 190_000],
      ['2025-03-10', 'T2', 150_000, 0, 150_000],
    ])
    expect(table.issues.join(' ')).toMatch(/No deductions column/)
    expect(table.mappingConfident).toBe(true)
  })

  it('derives net when there is no net column', () => {
    const table = parseTable(
      csv('Settlement Date,Broker,Gross Pay,Deductions\n03/03/2025,Kestrel,2000.00,125.00'),
      null,
    )
    expect(amounts(table)).toEqual([['2025-03-03', null, 200_000, 12_500, 187_500]])
  })

  it('tells net from gross by the arithmetic when the headers do not', () => {
    const table = parseTable(
      csv(`
Date,Company,Total,Charges,Driver,Amount
01/02/2025,Acme,1755.00,45.00,Sam,1800.00
01/09/2025,Acme,2910.00,90.00,Sam,3000.00
01/16/2025,Acme,960.00,40.00,Sam,1000.00
`),
      null,
    )
    expect(table.mapping).toMatchObject({ grossCents: 5, deductionsCents: 3, netCents: 2 })
    expect(table.mappingConfident).toBe(true)
  })

  it('is not confident when two amount columns cannot be told apart', () => {
    const table = parseTable(
      csv('Date,Company,Amount 1,Amount 2\n01/02/2025,Acme,1800.00,1755.00\n01/09/2025,Acme,3000,2910'),
      null,
    )
    expect(table.mappingConfident).toBe(false)
    expect(table.issues.length).toBeGreaterThan(0)
    // Whatever was guessed, no value is made up: they come from the cells.
    expect(table.rows).toHaveLength(2)
  })

  it('is not confident when most rows do not add up, and marks those rows', () => {
    const table = parseTable(
      csv(
        'Date,Broker,Gross,Deductions,Net\n01/02/2025,A,100,10,90\n01/03/2025,A,100,10,50\n01/04/2025,A,100,10,70',
      ),
      null,
    )
    expect(table.mappingConfident).toBe(false)
    expect(table.rows[1]!.issues[0]).toMatch(/\$90\.00, but net pay is \$50\.00/)
    expect(table.rows[0]!.issues).toEqual([])
  })

  it('uses a mapping it is given as it is', () => {
    const rows = csv('Date,Company,Amount 1,Amount 2\n01/02/2025,Acme,1800.00,1755.00')
    const mapping = { date: 0, payer: 1, tripNumber: null, grossCents: 3, deductionsCents: null, netCents: 2 }
    const table = parseTable(rows, null, mapping)
    expect(table.mapping).toEqual(mapping)
    expect(table.mappingConfident).toBe(true)
    expect(table.rows[0]!.grossCents).toBe(175_500)
    expect(table.rows[0]!.issues[0]).toMatch(/more than gross/)
  })

  it('keeps missing values null and reports them', () => {
    const table = parseTable(
      csv('Date,Broker,Gross,Deductions,Net\n,A,100.00,,\n01/03/2025,A,abc,10.00,90.00'),
      null,
    )
    expect(table.rows[0]).toMatchObject({
      date: null,
      grossCents: 10_000,
      deductionsCents: null,
      netCents: null,
    })
    expect(table.rows[0]!.issues).toEqual(expect.arrayContaining(['Date missing.', 'Net pay missing.']))
    expect(table.rows[1]).toMatchObject({ grossCents: 10_000, netCents: 9_000 })
    expect(table.rows[1]!.issues.join(' ')).toMatch(/"abc" is not an amount/)
  })

  it('drops an unlabelled totals row that sums the rows above', () => {
    const table = parseTable(
      csv('Date,Broker,Gross,Deductions,Net\n01/02/2025,A,100,10,90\n01/03/2025,B,200,20,180\n,,300,30,270'),
      null,
    )
    expect(table.rows).toHaveLength(2)
  })

  it('reports an empty sheet', () => {
    const table = parseTable([], null)
    expect(table.rows).toEqual([])
    expect(table.issues).not.toEqual([])
  })
})

describe('parseDateCell', () => {
  it('reads the date formats exports print', () => {
    for (const text of [
      '01/06/2025',
      '1/6/25',
      '2025-01-06',
      'Jan 6, 2025',
      '6-Jan-2025',
      '2025-01-06 00:00:00',
    ]) {
      expect(parseDateCell(text), text).toBe('2025-01-06')
    }
    expect(parseDateCell('1/6/2025 12:00:00 AM')).toBe('2025-01-06')
    expect(parseDateCell('Monday, January 6, 2025')).toBe('2025-01-06')
    expect(parseDateCell('Jan-06-25')).toBe('2025-01-06')
    expect(parseDateCell('45663', true)).toBe('2025-01-06')
    expect(parseDateCell('45663')).toBeNull()
  })
})
