import { type APIRequestContext, expect } from '@playwright/test'
import { simplePdf } from '../../support/bad-files.ts'
import { ADMIN, uniqueEmail } from './helpers.ts'

export interface SeededAccount {
  settlementId: string
  /** A settlement read from an undated pay sheet, waiting for the user's review. */
  reviewSettlementId: string
  /** A spreadsheet whose columns the user has to confirm. */
  mappingDocumentId: string
  /** A load delivered long ago that no settlement has paid: flagged. */
  loadId: string
  /** A trip sheet and a fuel purchase of 2025Q4 (a quarter with shipped IFTA rates). */
  tripId: string
  fuelPurchaseId: string
  /** An escrow account whose lease ended 40 days ago, with money still held. */
  reserveId: string
  /** A tractor of 2025 bought with a loan, one payment made on it. */
  assetId: string
  loanId: string
}

/** Waits until the server has read an uploaded document, and answers it. */
async function readDocument(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer) {
  const upload = await request.post('/api/documents', { multipart: { file: { name, mimeType, buffer } } })
  expect(upload.status(), await upload.text()).toBe(201)
  const id: string = (await upload.json()).items[0].document.id
  let document: { status: string; settlementIds: string[] } | undefined
  await expect
    .poll(
      async () => {
        document = await (await request.get(`/api/documents/${id}`)).json()
        return document?.status
      },
      { timeout: 30_000 },
    )
    .toBe('needs_review')
  return { id, document: document! }
}

/**
 * Registers a customer through the API (the request context keeps its session cookie) and gives it
 * something on every screen: a settlement (and the load it makes), a load delivered and never paid,
 * expenses, a mileage entry, an IFTA trip and fuel purchase, and two uploads that wait for the user
 * (a settlement to review, a spreadsheet's columns to confirm).
 */
export async function seedCustomer(request: APIRequestContext): Promise<SeededAccount> {
  const password = 'road-ready-pass-1'
  const register = await request.post('/api/auth/register', {
    data: {
      fullName: 'Casey Trucker',
      email: uniqueEmail('a11y'),
      password,
      confirmPassword: password,
      role: 'owner_operator',
    },
  })
  expect(register.status()).toBe(201)
  const today = new Date().toISOString().slice(0, 10)
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { data })
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201)
    return res.json()
  }
  const settlement = await post('/api/settlements', {
    broker: 'Prairie Freight LLC',
    tripNumber: 'T-4471',
    settlementDate: today,
    lines: [
      { kind: 'load', loadNumber: 'L-1001', amountCents: 150_025 },
      { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 41_237 },
      { kind: 'reimbursement', description: 'Scale ticket', amountCents: 1_299 },
    ],
  })
  for (const [category, description, amountCents] of [
    ['maintenance', 'Tire repair', 18_950],
    ['tolls', 'Turnpike tolls', 4_400],
    ['food', 'Truck stop dinner', 2_375],
    ['insurance', 'Cargo insurance premium', 61_000],
  ] as const) {
    await post('/api/expenses', { date: today, description, amountCents, category })
  }
  await post('/api/mileage', {
    date: today,
    startLocation: 'Omaha, NE',
    endLocation: 'Denver, CO',
    miles: 537.5,
    purpose: 'business',
  })
  const load = await post('/api/loads', {
    loadNumber: 'RC-48213',
    payerName: 'Prairie Freight LLC',
    status: 'delivered',
    stops: [
      {
        type: 'pickup',
        name: 'Lone Star Foods',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
        scheduledAt: '2025-01-02T08:00',
        arrivedAt: '2025-01-02T09:15',
      },
      {
        type: 'delivery',
        name: 'Delta Grocers DC',
        city: 'Memphis',
        state: 'TN',
        scheduledAt: '2025-01-03T14:00',
      },
    ],
    rateLines: [
      { kind: 'linehaul', amountCents: 180_000 },
      { kind: 'fuel_surcharge', amountCents: 25_000 },
    ],
    loadedMiles: 452,
    emptyMiles: 38,
    commodity: 'Frozen foods',
    weightLb: 38_000,
  })
  // IFTA records: a trip whose states come to 50 miles fewer than its odometer (a check on the return).
  const trip = await post('/api/ifta/trips', {
    startDate: '2025-10-06',
    endDate: '2025-10-08',
    startOdometer: 100_000,
    endOdometer: 101_250,
    origin: 'Dallas, TX',
    destination: 'Wichita, KS',
    routes: 'I-35 N',
    loaded: true,
    jurisdictions: [
      { jurisdiction: 'TX', miles: 600 },
      { jurisdiction: 'OK', miles: 350 },
      { jurisdiction: 'KS', miles: 250 },
    ],
  })
  const fuel = await post('/api/fuel-purchases', {
    date: '2025-10-07',
    jurisdiction: 'TX',
    gallons: '150.250',
    pricePerGallon: '3.899',
    amountCents: 58_582,
    vendor: 'Pilot #391',
    city: 'Amarillo',
  })
  const ended = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)
  const reserve = await post('/api/reserve-accounts', {
    payerName: 'Prairie Line Carriers',
    kind: 'escrow',
    weeklyDepositCents: 10_000,
    interestRate: '4.00',
    leaseEndDate: ended,
    fromSettlements: false,
  })
  await post(`/api/reserve-accounts/${reserve.id}/entries`, {
    kind: 'deposit',
    amountCents: 250_000,
    date: '2025-01-03',
    description: 'Escrow held back',
  })
  await post('/api/advances', {
    payerName: 'Prairie Line Carriers',
    date: today,
    amountCents: 35_000,
    method: 'comchek',
    reference: '40221-7',
    expenseCategory: 'lumper',
    description: 'Lumper, Kroger DC Denver',
  })
  const asset = await post('/api/assets', {
    kind: 'tractor',
    description: '2022 Peterbilt 579',
    costCents: 9_500_000,
    placedInServiceDate: '2025-03-01',
    holding: 'loan',
    depreciation: { method: 'macrs', bonus: 'elect_out', section179Cents: 0 },
  })
  const loan = await post('/api/loans', {
    assetId: asset.id,
    lender: 'Paccar Financial',
    principalCents: 7_500_000,
    annualRate: '8.25',
    termMonths: 60,
    firstPaymentDate: '2025-04-01',
  })
  await post(`/api/loans/${loan.id}/payments`, { date: '2025-04-01', amountCents: loan.paymentCents })
  const review = await readDocument(
    request,
    'undated-pay-sheet.pdf',
    'application/pdf',
    simplePdf(['Total earnings $1,200.00', 'Fuel $200.00', 'Net pay $1,000.00']),
  )
  const csv = ['Col A,Col B,Col C', '03/07/2025,Lone Pine Logistics,"$2,450.00"'].join('\n')
  const mapping = await readDocument(request, 'export.csv', 'text/csv', Buffer.from(csv))
  return {
    settlementId: settlement.id,
    reviewSettlementId: review.document.settlementIds[0]!,
    mappingDocumentId: mapping.id,
    loadId: load.id,
    tripId: trip.id,
    fuelPurchaseId: fuel.id,
    reserveId: reserve.id,
    assetId: asset.id,
    loanId: loan.id,
  }
}

/** Signs the request context in as the admin the setup project created. */
export async function signInAdmin(request: APIRequestContext) {
  const login = await request.post('/api/auth/admin-login', {
    data: { username: ADMIN.email, password: ADMIN.password },
  })
  expect(login.status()).toBe(200)
}
