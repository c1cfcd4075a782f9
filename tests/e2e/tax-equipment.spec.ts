import type { Page } from '@playwright/test'
import { screenChecker } from './support/check-screen.ts'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

/*
 * The Tax Summary's equipment: a tractor bought on a loan is deducted by its depreciation (line 13)
 * and interest (line 16b), its payments are not, and the page says so with Form 4562's figures.
 */
const checkScreen = screenChecker({
  shots: process.env.TAX_SHOTS_DIR ?? '/tmp/tax-shots',
  prefix: 'tax-equipment',
  desktop: { width: 1280, height: 900 },
})

async function created(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data })
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201)
  return res.json()
}

test('a tractor on a loan reaches Schedule C lines 13 and 16b, its payments do not', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  // Last year, so every date is in the past whatever today is.
  const year = new Date().getFullYear() - 1
  await created(page, '/api/settlements', {
    broker: 'Prairie Freight LLC',
    settlementDate: `${year}-05-02`,
    lines: [
      { kind: 'load', loadNumber: 'L-1', amountCents: 20_000_000 },
      {
        kind: 'deduction',
        category: 'equipment_rent',
        description: 'Tractor lease-purchase payment',
        amountCents: 250_000,
      },
    ],
  })
  const asset = await created(page, '/api/assets', {
    kind: 'tractor',
    description: '2024 Freightliner Cascadia',
    costCents: 15_000_000,
    placedInServiceDate: `${year}-03-01`,
    holding: 'loan',
    depreciation: { method: 'macrs', bonus: 'elect_out', section179Cents: 5_000_000 },
  })
  const loan = await created(page, '/api/loans', {
    assetId: asset.id,
    lender: 'Commercial Truck Finance',
    principalCents: 12_000_000,
    annualRate: '7.5',
    termMonths: 60,
    firstPaymentDate: `${year}-04-01`,
  })
  const schedule = await (await page.request.get(`/api/loans/${loan.id}/schedule`)).json()
  await created(page, `/api/loans/${loan.id}/payments`, {
    date: `${year}-04-01`,
    amountCents: schedule.paymentCents,
  })
  const report = await (await page.request.get(`/api/reports/tax?year=${year}`)).json()

  await page.goto('/reports/tax')
  await page.getByRole('combobox', { name: 'Tax year' }).click()
  await page.getByRole('option', { name: String(year) }).click()
  const section = page.getByRole('table', { name: 'Form 4562: depreciation and section 179' })
  await expect(section.getByTestId('equipment-Section 179 deduction (line 12)')).toHaveText('$50,000.00')
  // Interest of the first payment: 120,000 × 7.5 % ÷ 12 = 750.00.
  await expect(section.getByTestId('equipment-Loan interest: Schedule C line 16b')).toHaveText('$750.00')
  await expect(section.getByTestId('equipment-Total: Schedule C line 13 (line 22)')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      report.equipment.depreciationCents / 100,
    ),
  )
  await expect(page.getByText('Payments on a truck you bought', { exact: false })).toBeVisible()
  await checkScreen(page, 'summary')
})
