import type { Page } from '@playwright/test'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)

/** Today in the browser's time zone, which is the user's (the register form sends it). */
const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'))

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data })
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201)
}

async function taxReport(page: Page, year: string) {
  const res = await page.request.get(`/api/reports/tax?year=${year}`)
  expect(res.status()).toBe(200)
  return res.json()
}

test('every screen shows the Tax Summary’s federal tax for the year so far', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  const today = await browserToday(page)
  const year = today.slice(0, 4)
  await post(page, '/api/settlements', {
    broker: 'Prairie Freight LLC',
    settlementDate: today,
    lines: [
      { kind: 'load', loadNumber: 'L-1', amountCents: 4_820_000 },
      { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 612_345 },
    ],
  })
  await post(page, '/api/expenses', {
    date: today,
    description: 'Liability policy',
    amountCents: 310_000,
    category: 'insurance_liability',
    taxDeductible: true,
  })

  const report = await taxReport(page, year)
  expect(report.detailed).not.toBeNull()
  const total = money(report.detailed.totalTaxCents)
  // Not the sketch's 25 % of net: the detailed figure differs from it here.
  expect(report.detailed.totalTaxCents).not.toBe(report.simpleEstimateCents)

  await page.goto('/dashboard')
  const dashboardCard = page.getByRole('group', { name: 'Estimated Tax', exact: true })
  await expect(dashboardCard.getByTestId('summary-value')).toHaveText(total)
  await expect(dashboardCard).toContainText(`Federal, ${year} so far`)
  await expect(dashboardCard.getByRole('link', { name: 'Tax Summary' })).toHaveAttribute(
    'href',
    '/reports/tax',
  )

  await page.goto('/reports')
  await expect(page.getByTestId('card-Estimated Tax')).toHaveText(total)
  await expect(page.getByText(`Federal, ${year} so far`)).toBeVisible()

  await page.goto('/reports/profit-loss')
  await expect(page.getByTestId('card-Estimated Tax')).toHaveText(total)

  await page.goto('/reports/tax')
  await expect(page.getByTestId('card-Estimated Tax')).toHaveText(total)
  await expect(page.getByText(`Federal, ${year}`, { exact: true })).toBeVisible()
  await expect(page.getByTestId('tax-Total federal tax')).toHaveText(total)
  await expect(page.getByTestId('tax-paid-as')).toHaveText('Paid as: Leased owner-operator (1099)')
  await expect(page.getByText('Federal only', { exact: true })).toBeVisible()
  await expect(page.getByTestId('tax-Schedule C profit')).toBeVisible()

  // The expense report's savings use the marginal rate, and say so.
  await page.goto('/reports/expenses')
  await expect(page.getByText(/% marginal rate: income tax plus self-employment tax\)/)).toBeVisible()
})

test('a company driver’s Tax Summary has no Schedule C and credits the tax withheld', async ({ page }) => {
  await signUp(page)
  const today = await browserToday(page)
  const year = today.slice(0, 4)
  await post(page, '/api/settlements', {
    broker: 'Blue Line Carriers',
    settlementDate: today,
    lines: [{ kind: 'load', loadNumber: 'W-7', amountCents: 5_200_000 }],
  })
  await post(page, '/api/expenses', {
    date: today,
    description: 'Work boots',
    amountCents: 14_999,
    category: 'uniforms',
    taxDeductible: true,
  })

  await page.goto('/reports/tax')
  await expect(page.getByTestId('tax-paid-as')).toHaveText('Paid as: W-2 employee')
  await expect(page.getByText('Paid on a W-2: no Schedule C')).toBeVisible()
  await expect(page.getByTestId('tax-Wages')).toHaveText('$52,000.00')
  await expect(page.getByTestId('tax-Schedule C profit')).toHaveCount(0)
  await expect(page.getByTestId('tax-Self-employment tax')).toHaveCount(0)
  // The boots show as not deducted, with the reason.
  await expect(
    page.getByText('An employee’s unreimbursed expenses are not deductible (since 2018).'),
  ).toBeVisible()

  await page.getByLabel('Federal tax withheld').fill('6,000')
  await page.getByRole('button', { name: 'Save tax profile' }).click()
  await expect(page.getByText('Tax profile saved')).toBeVisible()
  await expect(page.getByTestId('tax-Federal tax withheld')).toHaveText('-$6,000.00')

  const report = await taxReport(page, year)
  expect(report.profile.federalWithheldCents).toBe(600_000)
  const d = report.detailed
  const label = d.balanceDueCents >= 0 ? 'Balance due' : 'Refund'
  const amount = money(Math.abs(d.balanceDueCents))
  await expect(page.getByTestId(`tax-${label}`)).toHaveText(amount)
  await expect(page.getByTestId(`card-${label}`)).toHaveText(amount)
  await expect(page.getByTestId('card-Estimated Tax')).toHaveText(money(d.totalTaxCents))

  // The employee's expense report saves nothing, and says why.
  await page.goto('/reports/expenses')
  await expect(page.getByText('No tax savings: an employee cannot deduct expenses')).toBeVisible()
})
