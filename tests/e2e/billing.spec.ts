import { signUp } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('a customer upgrades through the provider’s checkout and sees the plan in Billing', async ({
  page,
  playwright,
  browser,
}) => {
  // An admin has pushed the catalogue to the provider (a local fake in these tests).
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  await signInAdmin(admin)
  expect((await admin.post('/api/admin/settings/payment-gateway/products')).status()).toBe(200)
  await admin.dispose()

  const { email } = await signUp(page, { role: 'owner_operator' })
  await page.goto('/settings/billing')
  const billing = page.getByRole('region', { name: 'Billing' })
  await expect(billing.getByText('Free trial', { exact: true })).toBeVisible()
  await expect(billing.getByText(/14 days of your free trial left/)).toBeVisible()

  await page.getByRole('button', { name: 'Choose Owner Operator' }).click()
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
  await expect(page.getByText('Amount: $99.99')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/settings\/billing\?checkout=success$/)
  await expect(page.getByText(/your payment went through/)).toBeVisible()
  await expect(billing.getByRole('heading', { name: 'Owner Operator (monthly)' })).toBeVisible()
  await expect(billing.getByText('Active', { exact: true })).toBeVisible()
  const payments = page.getByRole('region', { name: 'Payments' })
  await expect(payments.getByRole('row', { name: /Owner Operator/ })).toContainText('$99.99')

  // The admins see it in Payment Management, and export it.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const adminPage = await adminContext.newPage()
  await signInAdmin(adminPage.request)
  await adminPage.goto('/admin/payments')
  await adminPage.getByRole('textbox', { name: /Search/ }).fill(email)
  const row = adminPage.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
  await expect(row).toContainText('$99.99')
  await expect(row).toContainText(/completed/i)
  const download = adminPage.waitForEvent('download')
  await adminPage.getByRole('button', { name: 'Export CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/)
  await adminContext.close()
})
