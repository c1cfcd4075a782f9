import Papa from 'papaparse'
import { getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAgent } from '../support/admin.ts'
import type { Agent } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { ONE_PIXEL_PNG } from '../support/multipart.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'
import { unzip } from '../support/unzip.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

/** A quarter no other test uses, so its rates (a global table) are this file's own. */
const QUARTER = '2018Q2'
const RATES = [
  { jurisdiction: 'TX', rate: '0.2000' },
  { jurisdiction: 'OK', rate: '0.1900' },
  { jurisdiction: 'KY', rate: '0.2460', surchargeRate: '0.1050' },
]

/** CSV text as rows of cells (the byte-order mark dropped). */
const rowsOf = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

/** The rows of a CSV with a header, as objects by column name. */
const recordsOf = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const texts: string[] = []
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return texts.join('\n')
}

async function created(client: Agent, url: string, body: object) {
  const res = await client.post(url, body)
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201)
  return res.json()
}

/**
 * A small quarter: truck 101 runs Dallas to Louisville (TX, OK, KY with some miles off-highway) and
 * Laredo to Monterrey (TX, Mexico: not IFTA), with 100 miles between the two trips on no sheet; a
 * pickup that is not a qualified vehicle runs in Texas. Fuel in TX (with its receipt) and KY for
 * the truck, in TX for the pickup.
 */
async function quarterOfRecords(client: Agent) {
  const truck = await created(client, '/api/trucks', { unitNumber: '101' })
  const pickup = await created(client, '/api/trucks', { unitNumber: 'P1' })
  await client.request({
    method: 'PATCH',
    url: `/api/trucks/${pickup.id}`,
    payload: { axles: 2, taxableGrossWeightLb: 12_000 },
  })
  await created(client, '/api/ifta/trips', {
    truckId: truck.id,
    startDate: '2018-04-02',
    endDate: '2018-04-03',
    startOdometer: 200_000,
    endOdometer: 201_000,
    origin: 'Dallas, TX',
    destination: 'Louisville, KY',
    routes: 'I-35, I-40, I-65',
    loaded: true,
    jurisdictions: [
      { jurisdiction: 'TX', miles: 400, entryOdometer: 200_000 },
      { jurisdiction: 'OK', miles: 350, entryOdometer: 200_400 },
      { jurisdiction: 'KY', miles: 250, taxableMiles: 240.5, entryOdometer: 200_750 },
    ],
  })
  await created(client, '/api/ifta/trips', {
    truckId: truck.id,
    startDate: '2018-04-10',
    endDate: '2018-04-11',
    startOdometer: 201_100,
    endOdometer: 201_350,
    origin: 'Laredo, TX',
    destination: 'Monterrey, NL',
    loaded: false,
    jurisdictions: [
      { jurisdiction: 'TX', miles: 150 },
      { jurisdiction: 'MX', miles: 100 },
    ],
  })
  await created(client, '/api/ifta/trips', {
    truckId: pickup.id,
    startDate: '2018-05-01',
    endDate: '2018-05-01',
    startOdometer: 5_000,
    endOdometer: 5_080,
    jurisdictions: [{ jurisdiction: 'TX', miles: 80 }],
  })
  const uploaded = await upload(client, [
    { name: 'loves-amarillo.png', bytes: ONE_PIXEL_PNG, type: 'image/png' },
  ])
  expect(uploaded.statusCode, uploaded.body).toBe(201)
  const documentId: string = uploaded.json().items[0].document.id
  await waitForDocument(client, documentId)
  await created(client, '/api/fuel-purchases', {
    date: '2018-04-02',
    jurisdiction: 'TX',
    gallons: '120.500',
    amountCents: 36_150,
    pricePerGallon: '3.0000',
    vendor: 'Love’s #210',
    city: 'Amarillo',
    truckId: truck.id,
    paymentMethod: 'debit_card',
    documentId,
  })
  await created(client, '/api/fuel-purchases', {
    date: '2018-04-03',
    jurisdiction: 'KY',
    gallons: '80',
    amountCents: 25_600,
    vendor: 'Pilot #88',
    city: 'Louisville',
    truckId: truck.id,
  })
  await created(client, '/api/fuel-purchases', {
    date: '2018-05-01',
    jurisdiction: 'TX',
    gallons: '10',
    amountCents: 3_000,
    truckId: pickup.id,
  })
}

describe('the IFTA return as files, and the audit pack', () => {
  it('downloads the return as CSV and PDF and the quarter’s records as a zip', async () => {
    const admin = await adminAgent(server)
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/admin/ifta/rates/${QUARTER}`,
      payload: { rates: RATES.map((r) => ({ ...r, fuelType: 'diesel' })) },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const { client } = await signedInAs(server, 'owner_operator', { fullName: 'Dana Rigs' })
    await quarterOfRecords(client)
    const ret = (await client.get(`/api/ifta/returns/${QUARTER}`)).json()
    // 1,250 miles on 201 gallons (120.5 + 80): MPG 6.22. KY: 241 taxable miles → 39 gallons, 80
    // paid: −41 × 0.2460 = −$10.09, surcharge 39 × 0.1050 = $4.10. OK: 56 × 0.19 = $10.64.
    // TX: 88 − 121 = −33 × 0.20 = −$6.60. A credit of $1.95; past due, not filed: $50 penalty.
    expect(ret).toMatchObject({ fleetMpg: '6.22', totalMiles: 1_250, totalGallons: 201, totalDueCents: -195 })
    expect(ret.latePenaltyCents).toBe(5_000)

    const csv = await client.get(`/api/ifta/returns/${QUARTER}/export.csv`)
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toContain(`ifta-return-${QUARTER}.csv`)
    const rows = rowsOf(csv.body)
    const line = (label: string) => rows.find((r) => r[0] === label)
    expect(line('Account')?.[1]).toBe('Dana Rigs')
    expect(line('Quarter')?.[1]).toBe(QUARTER)
    expect(line('From')?.[1]).toBe('2018-04-01')
    expect(line('To')?.[1]).toBe('2018-06-30')
    expect(line('Due date')?.[1]).toBe('2018-07-31')
    expect(line('Status')?.[1]).toBe('Not filed')
    expect(line('Fleet MPG')?.[1]).toBe('6.22')
    expect(line('Total miles')?.[1]).toBe('1250')
    expect(line('Total gallons')?.[1]).toBe('201')
    expect(line('Total due (negative: a credit)')?.[1]).toBe('-1.95')
    expect(line('Late filing penalty (not in the total due)')?.[1]).toBe('50.00')
    const header = rows.findIndex((r) => r[0] === 'Jurisdiction')
    expect(rows[header]).toEqual([
      'Jurisdiction',
      'IFTA',
      'Total miles',
      'Taxable miles',
      'Taxable gallons',
      'Tax-paid gallons',
      'Net taxable gallons',
      'Rate per gallon (USD)',
      'Tax (USD)',
      'Surcharge (USD)',
      'Total due (USD)',
    ])
    expect(rows.slice(header + 1, header + 6)).toEqual([
      ['KY Kentucky', 'Member', '250', '241', '39', '80', '-41', '0.2460', '-10.09', '4.10', '-5.99'],
      ['MX Mexico', 'Non-IFTA', '100', '0', '0', '0', '0', '', '0.00', '', '0.00'],
      ['OK Oklahoma', 'Member', '350', '350', '56', '0', '56', '0.1900', '10.64', '', '10.64'],
      ['TX Texas', 'Member', '550', '550', '88', '121', '-33', '0.2000', '-6.60', '', '-6.60'],
      ['Total', '', '1250', '1141', '183', '201', '-18', '', '-6.05', '4.10', '-1.95'],
    ])
    // The checks at the end: the 100 miles between the two trips.
    const checks = rows.findIndex((r) => r[0] === 'Checks')
    expect(rows[checks + 2]?.[0]).toBe('Warning')
    expect(rows[checks + 2]?.[1]).toContain('100 miles not on any trip')
    expect(csv.body).toContain('Truck P1')

    const pdf = await client.get(`/api/ifta/returns/${QUARTER}/export.pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(pdf.rawPayload)
    for (const words of [
      'Dana Rigs',
      'IFTA Return, 2nd quarter 2018 (Apr–Jun)',
      'Kentucky',
      'Non-IFTA',
      '-$1.95',
      '$50.00',
      '100 miles not on any trip',
    ])
      expect(text).toContain(words)

    const pack = await client.get(`/api/ifta/returns/${QUARTER}/audit-pack.zip`)
    expect(pack.statusCode, pack.body.slice(0, 200)).toBe(200)
    expect(pack.headers['content-type']).toContain('application/zip')
    expect(pack.headers['content-disposition']).toContain(`rigledger-ifta-${QUARTER}-audit-pack.zip`)
    const files = unzip(pack.rawPayload)
    const receiptName = 'receipts/2018-04-02-loves-amarillo.png'
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        `fuel-purchases-${QUARTER}.csv`,
        `ifta-return-${QUARTER}.csv`,
        `ifta-return-${QUARTER}.pdf`,
        `mileage-by-truck-and-jurisdiction-${QUARTER}.csv`,
        receiptName,
        `trip-sheets-${QUARTER}.csv`,
      ].sort(),
    )
    expect(files.get(`ifta-return-${QUARTER}.csv`)?.toString()).toBe(csv.body)
    expect(files.get(`ifta-return-${QUARTER}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-')
    expect(files.get(receiptName)?.equals(ONE_PIXEL_PNG)).toBe(true)

    const trips = recordsOf(files.get(`trip-sheets-${QUARTER}.csv`)!.toString())
    expect(trips).toHaveLength(6)
    expect(trips.map((t) => [t.Trip, t.Truck, t.Jurisdiction, t.Miles, t['On the return']])).toEqual([
      ['1', '101', 'TX', '400.0', 'Yes'],
      ['1', '101', 'OK', '350.0', 'Yes'],
      ['1', '101', 'KY', '250.0', 'Yes'],
      ['2', '101', 'TX', '150.0', 'Yes'],
      ['2', '101', 'MX', '100.0', 'Yes'],
      ['3', 'P1', 'TX', '80.0', 'No (not a qualified motor vehicle)'],
    ])
    expect(trips[2]).toMatchObject({
      'Start date': '2018-04-02',
      'End date': '2018-04-03',
      'Start odometer': '200000',
      'End odometer': '201000',
      Origin: 'Dallas, TX',
      Destination: 'Louisville, KY',
      Routes: 'I-35, I-40, I-65',
      Loaded: 'Loaded',
      'Taxable miles': '240.5',
      'Entry odometer': '200750',
    })
    expect(trips[4]).toMatchObject({ Loaded: 'Empty', 'Taxable miles': '100.0', 'Entry odometer': '' })

    const fuel = recordsOf(files.get(`fuel-purchases-${QUARTER}.csv`)!.toString())
    expect(fuel).toEqual([
      {
        Date: '2018-04-02',
        Truck: '101',
        Vendor: 'Love’s #210',
        City: 'Amarillo',
        State: 'TX',
        Gallons: '120.500',
        'Price per gallon (USD)': '3.0000',
        'Amount (USD)': '361.50',
        'Fuel type': 'Diesel',
        'Tax paid': 'Yes',
        Payment: 'Debit Card',
        'Receipt file': receiptName,
        'On the return': 'Yes',
      },
      expect.objectContaining({ Date: '2018-04-03', State: 'KY', Gallons: '80.000', 'Receipt file': '' }),
      expect.objectContaining({ Date: '2018-05-01', Truck: 'P1', 'On the return': 'No' }),
    ])

    const mileage = rowsOf(files.get(`mileage-by-truck-and-jurisdiction-${QUARTER}.csv`)!.toString())
    expect(mileage).toEqual([
      ['Truck', 'Jurisdiction', 'Trips', 'Miles', 'Taxable miles', 'On the return'],
      ['101', 'KY', '1', '250.0', '240.5', 'Yes'],
      ['101', 'MX', '1', '100.0', '100.0', 'Yes'],
      ['101', 'OK', '1', '350.0', '350.0', 'Yes'],
      ['101', 'TX', '2', '550.0', '550.0', 'Yes'],
      ['P1', 'TX', '1', '80.0', '80.0', 'No (not a qualified motor vehicle)'],
    ])

    const readme = files.get('README.txt')!.toString()
    expect(readme).toContain('Account: Dana Rigs')
    for (const name of files.keys())
      if (name !== 'README.txt' && !name.startsWith('receipts/')) expect(readme).toContain(name)
    expect(readme).toContain('receipts/')

    // Filed: the file says so, with its date, and no penalty.
    const filed = await client.post(`/api/ifta/returns/${QUARTER}/filed`, {
      filedOn: '2018-07-20',
      amountPaidCents: 0,
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const after = rowsOf((await client.get(`/api/ifta/returns/${QUARTER}/export.csv`)).body)
    expect(after.find((r) => r[0] === 'Status')?.[1]).toBe('Filed (version 1)')
    expect(after.find((r) => r[0] === 'Filed on')?.[1]).toBe('2018-07-20')
    expect(after.some((r) => r[0]?.startsWith('Late filing penalty'))).toBe(false)
  }, 90_000)

  it('gives another user their own empty quarter, and nobody who keeps no trucks', async () => {
    const other = await signedInAs(server, 'owner_operator')
    const csv = rowsOf((await other.client.get(`/api/ifta/returns/${QUARTER}/export.csv`)).body)
    expect(csv.find((r) => r[0] === 'Total miles')?.[1]).toBe('0')
    expect(csv.some((r) => r[0] === 'Total')).toBe(false)
    const pack = await other.client.get(`/api/ifta/returns/${QUARTER}/audit-pack.zip`)
    expect(pack.statusCode).toBe(200)
    const files = unzip(pack.rawPayload)
    expect([...files.keys()].some((name) => name.startsWith('receipts/'))).toBe(false)
    expect(recordsOf(files.get(`trip-sheets-${QUARTER}.csv`)!.toString())).toEqual([])
    expect(recordsOf(files.get(`fuel-purchases-${QUARTER}.csv`)!.toString())).toEqual([])

    const driver = await signedInAs(server, 'company_driver')
    for (const url of [
      `/api/ifta/returns/${QUARTER}/export.pdf`,
      `/api/ifta/returns/${QUARTER}/audit-pack.zip`,
    ])
      expect((await driver.client.get(url)).statusCode).toBe(403)
    // A path naming no quarter, or no format, names nothing.
    expect((await other.client.get('/api/ifta/returns/2018Q5/export.csv')).statusCode).toBe(404)
    expect((await other.client.get(`/api/ifta/returns/${QUARTER}/export.xlsx`)).statusCode).toBe(404)
  })
})
