import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { parseTable } from '@/domain/settlement-parsing/exports/parse-table.ts'
import { DocumentReadError } from '@/server/features/documents/extraction/document-read-error.ts'
import { toFixtureShape } from '@/server/features/documents/extraction/fixture-shape.ts'
import { readSpreadsheet } from '@/server/features/documents/extraction/spreadsheet.ts'
import { buildZip, contentTypes, zeros } from '../support/bad-files.ts'

const CSV = 'text/csv'
const XLS = 'application/vnd.ms-excel'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const FIXTURES = new URL('../fixtures/settlements/', import.meta.url)

async function importFile(bytes: Uint8Array, mediaType: string) {
  const [first] = await readSpreadsheet(bytes, mediaType)
  return parseTable(first!.rows, first!.sheet)
}
const settlements = (table: Awaited<ReturnType<typeof importFile>>) =>
  toFixtureShape('', { kind: 'table', table }).settlements
const text = (value: string) => new TextEncoder().encode(value)

describe('settlement export fixtures', () => {
  for (const [file, expected, mediaType] of [
    ['settlement-history-2025q1.csv', 'settlement-history-2025q1.expected.json', CSV],
    ['settlement-history.xlsx', 'settlement-history.expected.json', XLSX],
  ] as const) {
    it(`reads ${file} row for row`, async () => {
      const table = await importFile(readFileSync(new URL(file, FIXTURES)), mediaType)
      const want = JSON.parse(readFileSync(new URL(expected, FIXTURES), 'utf8'))
      expect(settlements(table)).toEqual(want.settlements)
      expect(table.mappingConfident).toBe(true)
      expect(table.rows.every((row) => row.issues.length === 0)).toBe(true)
    })
  }
})

const PLAIN = [
  ['Date', 'Broker', 'Trip #', 'Gross', 'Deductions', 'Net'],
  ['01/06/2025', 'Crestline Brokerage', 'CB-1', '1,950.00', '54.00', '1,896.00'],
  ['01/13/2025', 'Rivière Freight', 'RF-2', '1,200.00', '0.00', '1,200.00'],
]
const FIRST_TWO = [
  {
    date: '2025-01-06',
    payer: 'Crestline Brokerage',
    tripNumber: 'CB-1',
    grossCents: 195_000,
    deductionsCents: 5_400,
    netCents: 189_600,
  },
  {
    date: '2025-01-13',
    payer: 'Rivière Freight',
    tripNumber: 'RF-2',
    grossCents: 120_000,
    deductionsCents: 0,
    netCents: 120_000,
  },
]
const join = (rows: string[][], delimiter: string) =>
  rows
    .map((row) => row.map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell)).join(delimiter))
    .join('\r\n')

describe('CSV variants', () => {
  it('reads semicolons, a UTF-8 byte-order mark, UTF-16 and Windows-1252', async () => {
    const semicolons = text(`\uFEFF${join(PLAIN, ';')}`)
    expect(settlements(await importFile(semicolons, CSV))).toEqual(FIRST_TWO)
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(join(PLAIN, '\t'), 'utf16le')])
    expect(settlements(await importFile(utf16, CSV))).toEqual(FIRST_TWO)
    const windows1252 = Buffer.from(join(PLAIN, ','), 'latin1')
    expect(settlements(await importFile(windows1252, CSV))).toEqual(FIRST_TWO)
  })

  it('reads titles, other column names and order, negative deductions and a totals row', async () => {
    const csv = [
      'Owner-operator settlement report',
      'Generated 04/01/2025 for truck 77',
      '',
      'Driver,Amount Paid,Customer,Fees,Total Pay,Pay Date,Order #,Status',
      'Sam,"$1,896.00",Crestline Brokerage,($54.00),"$1,950.00","Jan 6, 2025",CB-1,Paid',
      'Sam,"$1,200.00",Rivière Freight,$0.00,"$1,200.00",2025-01-13,RF-2,Paid',
      ',,,,,,,',
      'Sam,$900.00,Crestline Brokerage,-$100.00,"$1,000.00",1/20/25,CB-3,Open',
      'Total,"$3,996.00",,($154.00),"$4,150.00",,,',
    ].join('\n')
    const table = await importFile(text(csv), CSV)
    expect(table.headerRow).toBe(3)
    expect(table.mappingConfident).toBe(true)
    expect(settlements(table)).toEqual([
      ...FIRST_TWO,
      {
        date: '2025-01-20',
        payer: 'Crestline Brokerage',
        tripNumber: 'CB-3',
        grossCents: 100_000,
        deductionsCents: 10_000,
        netCents: 90_000,
      },
    ])
  })

  it('derives deductions when the export has no deductions column', async () => {
    const csv = 'Week Ending,Carrier,Load Number,Revenue,Net Pay\n02/07/2025,Halcyon,H1,2500.00,2380.00'
    const table = await importFile(text(csv), CSV)
    expect(settlements(table)).toEqual([
      {
        date: '2025-02-07',
        payer: 'Halcyon',
        tripNumber: 'H1',
        grossCents: 250_000,
        deductionsCents: 12_000,
        netCents: 238_000,
      },
    ])
    expect(table.issues.join(' ')).toMatch(/No deductions column/)
  })

  it('is not confident about an export whose amount columns cannot be told apart', async () => {
    const csv =
      'Posted,Party,Value A,Value B\n01/06/2025,Crestline,1950.00,1896.00\n01/13/2025,Crestline,1200.00,1150.00'
    const table = await importFile(text(csv), CSV)
    expect(table.mappingConfident).toBe(false)
    expect(table.issues).not.toEqual([])
  })

  it('gives no rows and an issue for an empty file', async () => {
    const table = await importFile(new Uint8Array(), CSV)
    expect(table.rows).toEqual([])
    expect(table.issues).not.toEqual([])
  })

  it('refuses a file past the row limit', async () => {
    const csv = `Date,Broker,Gross\n${'01/06/2025,A,1.00\n'.repeat(100_001)}`
    await expect(readSpreadsheet(text(csv), CSV)).rejects.toThrow(DocumentReadError)
  })
})

describe('.xls files', () => {
  it('reads an HTML table saved as .xls', async () => {
    const cells = (row: string[]) =>
      `<tr>${row.map((cell) => `<td>${cell.replace('&', '&amp;')}</td>`).join('')}</tr>`
    const html = `<html><body><table><tr><th colspan="6">Settlements</th></tr>${PLAIN.map(cells).join('')}</table></body></html>`
    expect(settlements(await importFile(text(html), XLS))).toEqual(FIRST_TWO)
  })

  it('reads an Excel 2003 XML workbook saved as .xls', async () => {
    const cell = (value: string) =>
      /^\d{2}\/\d{2}\/\d{4}$/.test(value)
        ? `<Cell><Data ss:Type="DateTime">${value.slice(6)}-${value.slice(0, 2)}-${value.slice(3, 5)}T00:00:00.000</Data></Cell>`
        : `<Cell><Data ss:Type="String">${value}</Data></Cell>`
    const rows = PLAIN.map((row) => `<Row>${row.map(cell).join('')}</Row>`).join('')
    const xml = `<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="Pay"><Table>${rows}</Table></Worksheet></Workbook>`
    const [sheet] = await readSpreadsheet(text(xml), XLS)
    expect(sheet!.sheet).toBe('Pay')
    expect(settlements(parseTable(sheet!.rows, sheet!.sheet))).toEqual(FIRST_TWO)
  })

  it('explains that binary Excel 97 files are not supported', async () => {
    const ole = new Uint8Array(1024)
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    await expect(readSpreadsheet(ole, XLS)).rejects.toThrow(/save it as \.xlsx or CSV/)
  })
})

async function buildWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Lookups', { state: 'hidden' }).addRow(['Broker', 'Terms'])
  const sheet = workbook.addWorksheet('Pay history')
  sheet.addRow(['Quarterly pay history'])
  sheet.mergeCells('A1:F1')
  sheet.addRow([])
  sheet.addRow([
    'Load',
    { richText: [{ text: 'Customer ' }, { text: 'Name', font: { bold: true } }] },
    'Paid',
    'Check Date',
    'Line Haul',
    'Deductions',
  ])
  const rows: [string, string, Date, number, number][] = [
    ['CB-1', 'Crestline Brokerage', new Date(Date.UTC(2025, 0, 6)), 1950, -54],
    ['RF-2', 'Rivière Freight', new Date(Date.UTC(2025, 0, 13)), 1200, 0],
  ]
  for (const [load, customer, date, gross, deductions] of rows) {
    const row = sheet.addRow([load, customer, null, date, gross, deductions])
    // Net is a formula, as in most hand-kept workbooks: its value is the cached result.
    row.getCell(3).value = { formula: `E${row.number}+F${row.number}`, result: gross + deductions }
    for (const column of [3, 5, 6]) row.getCell(column).numFmt = '"$"#,##0.00'
    row.getCell(4).numFmt = 'mm/dd/yyyy'
  }
  sheet.addRow(['Total', null, { formula: 'SUM(C4:C5)', result: 3096 }, null, 3150, -54])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

describe('XLSX', () => {
  it('reads formulas, dates, rich text and merged titles, on the visible sheet first', async () => {
    const sheets = await readSpreadsheet(await buildWorkbook(), XLSX)
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Pay history', 'Lookups'])
    expect(sheets[0]!.rows[0]).toEqual(['Quarterly pay history', '', '', '', '', ''])
    expect(sheets[0]!.rows[3]).toEqual(['CB-1', 'Crestline Brokerage', '1896', '2025-01-06', '1950', '-54'])
    const table = parseTable(sheets[0]!.rows, sheets[0]!.sheet)
    expect(table.mappingConfident).toBe(true)
    expect(settlements(table)).toEqual(FIRST_TWO)
  })

  it('rejects random bytes and a truncated workbook as damaged', async () => {
    const noise = randomBytes(4096)
    noise[0] = 0
    await expect(readSpreadsheet(noise, XLSX)).rejects.toThrow(
      'This spreadsheet is damaged or could not be read.',
    )
    const truncated = (await buildWorkbook()).subarray(0, 3000)
    await expect(readSpreadsheet(truncated, XLSX)).rejects.toThrow(DocumentReadError)
  })
})

describe('zip bombs disguised as XLSX', () => {
  it('rejects a sheet that declares gigabytes', async () => {
    const bomb = buildZip([
      contentTypes,
      { name: 'xl/worksheets/sheet1.xml', data: zeros(1024), size: 4_000_000_000 },
    ])
    await expect(readSpreadsheet(bomb, XLSX)).rejects.toThrow(DocumentReadError)
  })

  it('rejects a sheet that inflates far past the size it declares', async () => {
    const bomb = buildZip([
      contentTypes,
      { name: 'xl/worksheets/sheet1.xml', data: zeros(32 * 1024 * 1024), size: 2_000 },
    ])
    await expect(readSpreadsheet(bomb, XLSX)).rejects.toThrow(DocumentReadError)
  })

  it('rejects a sheet compressed beyond what real data allows', async () => {
    const bomb = buildZip([
      contentTypes,
      { name: 'xl/worksheets/sheet1.xml', data: zeros(8 * 1024 * 1024), size: 8 * 1024 * 1024 },
    ])
    await expect(readSpreadsheet(bomb, XLSX)).rejects.toThrow(DocumentReadError)
  })
})
