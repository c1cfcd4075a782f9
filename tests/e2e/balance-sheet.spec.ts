import { mkdirSync } from 'node:fs'
import { screenChecker } from './support/check-screen.ts'
import { signUp } from './support/helpers.ts'
import { expect as baseExpect, test } from './support/test.ts'

const expect = baseExpect.configure({ timeout: 30_000 })

/*
 * An owner-operator's balance sheet: empty at first, then escrow held by a carrier, a delivered
 * load not yet paid, a financed tractor at book value and its loan, and the checking balance typed
 * on the screen (then changed). Each line says where it comes from; a date before everything is
 * empty again. Each screen is checked with axe-core and photographed at 1280 and 390 px.
 */
const SHOTS = process.env.BALANCE_SHOTS_DIR ?? '/tmp/balance-shots'
const WIDTHS = { desktop: { width: 1280, height: 800 } } as const
const checkScreen = screenChecker({ shots: SHOTS, prefix: 'balance-sheet', desktop: WIDTHS.desktop })

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
const usd = (cents: number) =>
  (cents < 0 ? '-$' : '$') +
  (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})

test('the balance sheet reads each record, takes typed cash and says where each line comes from', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize(WIDTHS.desktop)
  await signUp(page, { role: 'owner_operator' })
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data })
    expect(res.status(), await res.text()).toBe(201)
    return res.json()
  }

  await page.goto('/reports')
  await page.getByRole('link', { name: 'Open Balance Sheet' }).click()
  await expect(page.getByRole('heading', { name: 'Balance Sheet' })).toBeVisible()
  await expect(page.getByText('Nothing on the balance sheet for this date')).toBeVisible()
  await checkScreen(page, 'empty')

  // The records the sheet reads.
  const escrow = await post('/api/reserve-accounts', { payerName: 'Prairie Line Carriers', kind: 'escrow' })
  await post(`/api/reserve-accounts/${escrow.id}/entries`, {
    kind: 'deposit',
    amountCents: 250_000,
    date: '2025-01-03',
  })
  const load = await post('/api/loads', {
    loadNumber: 'RC-1',
    payerName: 'Acme Freight LLC',
    stops: [
      { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: `${isoDaysAgo(4)}T08:00` },
      { type: 'delivery', city: 'Memphis', state: 'TN', scheduledAt: `${isoDaysAgo(3)}T14:00` },
    ],
    rateLines: [{ kind: 'linehaul', amountCents: 205_000 }],
  })
  const delivered = await page.request.patch(`/api/loads/${load.id}`, { data: { status: 'delivered' } })
  expect(delivered.status()).toBe(200)
  const tractor = await post('/api/assets', {
    kind: 'tractor',
    description: '2024 Freightliner Cascadia',
    costCents: 15_000_000,
    placedInServiceDate: '2025-01-10',
    depreciation: { bonus: 'elect_out' },
  })
  const loan = await post('/api/loans', {
    assetId: tractor.id,
    lender: 'Mack Financial',
    principalCents: 12_000_000,
    annualRate: '7.5',
    termMonths: 60,
    firstPaymentDate: '2025-02-01',
  })
  await post(`/api/loans/${loan.id}/payments`, { date: '2025-02-01', amountCents: 240_455 })

  // Cash typed on the screen.
  await page.reload()
  await page.getByRole('button', { name: 'Add Item' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill('Checking at First Bank')
  await dialog.getByLabel('Amount').fill('12500')
  await dialog.getByRole('button', { name: 'Add Item' }).click()
  await expect(dialog).toBeHidden()

  const assets = page.getByRole('region', { name: 'Assets' })
  const liabilities = page.getByRole('region', { name: 'Liabilities' })
  await expect(assets.getByText('Checking at First Bank')).toBeVisible()
  await expect(assets.getByText('$12,500.00')).toBeVisible()
  await expect(assets.getByText('Escrow held by Prairie Line Carriers')).toBeVisible()
  await expect(assets.getByRole('link', { name: 'Escrow & Reserves' })).toHaveAttribute('href', '/reserves')
  await expect(assets.getByText('Acme Freight LLC: 1 load delivered, not paid')).toBeVisible()
  await expect(assets.getByRole('link', { name: 'Loads delivered, not paid' })).toHaveAttribute(
    'href',
    '/loads',
  )
  await expect(assets.getByRole('link', { name: 'Equipment, at book value' })).toHaveAttribute(
    'href',
    '/equipment',
  )
  // $120,000 less the first payment's $1,654.55 of principal.
  await expect(liabilities.getByText('Mack Financial (2024 Freightliner Cascadia)')).toBeVisible()
  await expect(liabilities.getByRole('cell', { name: '$118,345.45' }).first()).toBeVisible()
  const sheet = await (await page.request.get('/api/reports/balance-sheet')).json()
  await expect(page.getByText(usd(sheet.equityCents)).first()).toBeVisible()
  await expect(
    page.getByText('The Profit & Loss stays income and expense only', { exact: false }),
  ).toBeVisible()
  await checkScreen(page, 'sheet')

  // A changed balance.
  await page.getByRole('button', { name: 'Edit Checking at First Bank' }).click()
  await dialog.getByLabel('Amount').fill('13100')
  await checkScreen(page, 'form')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(assets.getByText('$13,100.00')).toBeVisible()
  await checkScreen(page, 'changed')

  // Before any of it: empty again.
  await page.getByLabel('As of').fill('2024-12-31')
  await expect(page.getByText('Nothing on the balance sheet for this date')).toBeVisible()
  await expect(page).toHaveURL(/date=2024-12-31/)
})
