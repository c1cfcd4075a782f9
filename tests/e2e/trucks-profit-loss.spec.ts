import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('an owner-operator adds a truck, tags costs with it, and an admin sees the P&L by owner-operator and by truck', async ({
  page,
  browser,
}) => {
  const name = `Paula Pnl ${Date.now()}`
  const password = 'road-ready-pass-1'
  const register = await page.request.post('/api/auth/register', {
    data: {
      fullName: name,
      email: `pnl.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      role: 'owner_operator',
    },
  })
  expect(register.status()).toBe(201)

  await page.goto('/settings')
  await page.getByRole('link', { name: /Trucks/ }).click()
  await expect(page).toHaveURL(/\/settings\/trucks$/)
  await expect(page.getByText('No trucks yet')).toBeVisible()
  await page.getByRole('button', { name: 'Add Truck' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Truck' })
  await dialog.getByLabel('Unit Number').fill('PNL-7')
  await dialog.getByLabel('VIN').fill('BAD')
  await dialog.getByRole('button', { name: 'Add Truck' }).click()
  await expect(dialog.getByText('A VIN is 17 letters and digits (no I, O or Q)')).toBeVisible()
  await dialog.getByLabel('VIN').fill('1XKYD49X0NJ123456')
  await dialog.getByRole('button', { name: 'Add Truck' }).click()
  await expect(page.getByText('Truck added successfully')).toBeVisible()
  await expect(page.getByText('Unit PNL-7')).toBeVisible()

  // The expense form offers the truck.
  await page.goto('/expenses')
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const form = page.getByRole('dialog')
  await form.getByLabel('Amount').fill('420')
  await form.getByLabel('Description').fill('Steer tires')
  await form.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Tires', exact: true }).click()
  await form.getByRole('combobox', { name: 'Truck' }).click()
  await page.getByRole('option', { name: 'Unit PNL-7' }).click()
  await form.getByRole('button', { name: 'Add Expense' }).click()
  await expect(page.getByText('Expense added successfully')).toBeVisible()

  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const adminPage = await admin.newPage()
  await adminPage.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  await signInAdmin(adminPage.request)
  await adminPage.goto('/admin/reports/profit-loss')
  await expect(adminPage.getByText('Select an owner operator to view P&L report')).toBeVisible()
  await adminPage.getByRole('combobox', { name: 'Owner Operator' }).fill(name)
  await adminPage.getByRole('option', { name }).click()
  await adminPage.getByRole('combobox', { name: 'Period' }).click()
  await adminPage.getByRole('option', { name: 'Yearly (this year)' }).click()
  await expect(adminPage.getByTestId('pnl-Total Expenses')).toHaveText('$420.00')
  await expect(adminPage.getByTestId('pnl-Net Profit')).toHaveText('-$420.00')
  const breakdown = adminPage.getByRole('region', { name: 'Category Breakdown' })
  await expect(breakdown.getByText('Tires')).toBeVisible()

  await adminPage
    .locator('label')
    .filter({ hasText: /^Trucks$/ })
    .click()
  await expect(adminPage.getByText('Select a truck to view P&L report')).toBeVisible()
  await adminPage.getByRole('combobox', { name: 'Truck' }).fill('PNL-7')
  await adminPage.getByRole('option', { name: `Unit PNL-7 · ${name}` }).click()
  await expect(adminPage.getByTestId('pnl-Total Expenses')).toHaveText('$420.00')
  await admin.close()
})
