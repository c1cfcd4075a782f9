import type { Page } from '@playwright/test'
import { fill, signUp, uniqueEmail } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true })

/** Today in the browser's time zone, which is the user's (the register form sends it). */
const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'))

test('a new account sees zeros and the empty states', async ({ page }) => {
  await signUp(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(card(page, 'Total Income')).toContainText('$0.00')
  await expect(card(page, 'Total Expenses')).toContainText('$0.00')
  await expect(card(page, 'Net Profit')).toContainText('$0.00')
  await expect(page.getByText('No expenses in this period')).toBeVisible()
  await expect(page.getByText('No recent activity')).toBeVisible()

  await page.getByRole('button', { name: 'New' }).click()
  await page.getByRole('menuitem', { name: 'Add Settlement' }).click()
  await expect(page).toHaveURL(/\/settlements\/new$/)
})

test('the totals match a settlement and an expense to the cent', async ({ page }) => {
  // An owner-operator: a company driver's pay sheet posts wages only (no reimbursement income).
  await signUp(page, { role: 'owner_operator' })
  const today = await browserToday(page)
  const settlement = await page.request.post('/api/settlements', {
    data: {
      broker: 'Prairie Freight LLC',
      tripNumber: 'T-4471',
      settlementDate: today,
      lines: [
        { kind: 'load', loadNumber: 'L-1001', amountCents: 150_025 },
        { kind: 'load', loadNumber: 'L-1002', amountCents: 98_050 },
        { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 41_237 },
        { kind: 'deduction', category: 'escrow', description: 'Escrow hold', amountCents: 10_000 },
        { kind: 'reimbursement', description: 'Scale ticket', amountCents: 1_299 },
      ],
    },
  })
  expect(settlement.status()).toBe(201)
  const expense = await page.request.post('/api/expenses', {
    data: { date: today, description: 'Tire repair', amountCents: 18_950, category: 'maintenance' },
  })
  expect(expense.status()).toBe(201)

  await page.reload()
  // Income: loads 2,480.75 + reimbursement 12.99. Expenses: fuel 412.37 + tire 189.50 (escrow is not one).
  await expect(card(page, 'Total Income')).toContainText('$2,493.74')
  await expect(card(page, 'Total Expenses')).toContainText('$601.87')
  await expect(card(page, 'Net Profit')).toContainText('$1,891.87')

  const breakdown = page.getByRole('region', { name: 'Expense Breakdown' })
  await expect(breakdown).toContainText('Fuel')
  await expect(breakdown).toContainText('$412.37')
  await expect(breakdown).toContainText('Maintenance')
  await expect(
    page.getByRole('region', { name: 'Quick Stats' }).getByLabel('Settlements This Month'),
  ).toHaveText('1')
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('Prairie Freight LLC')
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('Just now')

  // Last year holds none of it.
  await page.getByRole('combobox', { name: 'Period' }).selectOption('Last Year')
  await expect(card(page, 'Total Income')).toContainText('$0.00')
  await expect(card(page, 'Net Profit')).toContainText('$0.00')
})

test('a custom range shows no figures until both dates are set; each quick stat says its span', async ({
  page,
}) => {
  await signUp(page)
  const today = await browserToday(page)
  const expense = await page.request.post('/api/expenses', {
    data: { date: today, description: 'Tire repair', amountCents: 18_950, category: 'maintenance' },
  })
  expect(expense.status()).toBe(201)
  await page.reload()
  await expect(card(page, 'Total Expenses')).toContainText('$189.50')
  const stats = page.getByRole('region', { name: 'Quick Stats' })
  await expect(stats).toContainText('Waiting now')
  await expect(stats).toContainText('All time')

  await page.getByRole('combobox', { name: 'Period' }).selectOption('Custom Range')
  const prompt = 'Choose the start and end dates of your custom range to see its figures.'
  await expect(page.getByText(prompt)).toBeVisible()
  await expect(card(page, 'Total Expenses')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today)
  await expect(page.getByText(prompt)).toBeVisible()
  await expect(card(page, 'Total Expenses')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(today)
  await expect(card(page, 'Total Expenses')).toContainText('$189.50')
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('')
  await expect(page.getByText(prompt)).toBeVisible()
  await expect(card(page, 'Total Expenses')).toHaveCount(0)
})

test('the mileage log is reached from the New menu and from the miles quick stat', async ({ page }) => {
  await signUp(page)
  await page.getByRole('button', { name: 'New' }).click()
  await page.getByRole('menuitem', { name: 'Log Miles' }).click()
  await expect(page.getByRole('heading', { name: 'Mileage Log' })).toBeVisible()
  await page.goBack()
  await page.getByRole('region', { name: 'Quick Stats' }).getByRole('link', { name: 'Miles Logged' }).click()
  await expect(page).toHaveURL(/\/reports\/mileage$/)
})

test('a fleet manager sees the fleet view with honest empty states', async ({ page }) => {
  await page.goto('/register?role=fleet_manager')
  const password = 'road-ready-pass-1'
  await fill(page, {
    'Full Name': 'Fran Fleet',
    Email: uniqueEmail('fleet'),
    Password: password,
    'Confirm Password': password,
  })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('region', { name: 'Fleet Performance' })).toBeVisible()
  await expect(page.getByText('No vehicles found')).toBeVisible()
  await expect(page.getByText('No alerts')).toBeVisible()
  await expect(page.getByText('No driver data')).toBeVisible()
  await page.getByRole('link', { name: 'View Settlements' }).click()
  await expect(page).toHaveURL(/\/settlements$/)
  await page.goBack()
  await page.getByRole('link', { name: 'Add Driver' }).click()
  await expect(page).toHaveURL(/\/drivers\/new$/)
})

test('after importing last year the empty current period says so and switches to the latest period with entries', async ({
  page,
}) => {
  await signUp(page)
  const lastYear = Number((await browserToday(page)).slice(0, 4)) - 1
  // Spring of last year: never inside Last Month or Last Quarter, whatever today is.
  for (const [date, cents] of [
    [`${lastYear}-03-14`, 250_000],
    [`${lastYear}-05-20`, 180_050],
  ] as const) {
    const res = await page.request.post('/api/settlements', {
      data: {
        broker: 'Prairie Freight LLC',
        settlementDate: date,
        lines: [{ kind: 'load', amountCents: cents }],
      },
    })
    expect(res.status()).toBe(201)
  }
  await page.reload()
  const notice = page.getByRole('status').filter({ hasText: 'Nothing recorded in this period' })
  await expect(notice).toContainText(`latest entry is dated 5/20/${String(lastYear).slice(2)}`)
  await expect(card(page, 'Total Income')).toContainText('$0.00')
  await notice.getByRole('button', { name: 'Show Last Year' }).click()
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('last-year')
  await expect(card(page, 'Total Income')).toContainText('$4,300.50')
  await expect(notice).toHaveCount(0)
  // The chart plots the year chosen, month by month: not the six months before today.
  const chart = page.getByRole('img', { name: 'Income and expenses by month' })
  await expect(chart).toBeVisible()
  await expect(chart).toContainText('Jan')
  await expect(chart).toContainText('Dec')
  await expect(page.getByText('No income or expenses recorded in this period.')).toHaveCount(0)
})
