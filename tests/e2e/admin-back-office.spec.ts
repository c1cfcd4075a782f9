import type { APIRequestContext } from '@playwright/test'
import { formatUsd } from '@/domain/money.ts'
import { signUp, uniqueEmail } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/** A checkout paid on the provider's (fake's) page, as a customer would: the signed event follows. */
async function pay(request: APIRequestContext, item: string) {
  const checkout = await request.post('/api/billing/checkout', { data: { item, interval: 'month' } })
  expect(checkout.status(), await checkout.text()).toBe(200)
  const paid = await request.post((await checkout.json()).url, { maxRedirects: 0 })
  expect(paid.status()).toBe(303)
}

test('the dashboard counts revenue, MRR and open tickets; View Details shows the plan; deleting a payer warns', async ({
  page,
  browser,
}) => {
  // A sign-up, a checkout, a ticket and three admin screens.
  test.slow()
  await signInAdmin(page.request)
  expect((await page.request.post('/api/admin/settings/payment-gateway/products')).status()).toBe(200)

  // A driver pays for the Driver plan and opens a ticket.
  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const customerPage = await customer.newPage()
  await customerPage.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  const { email } = await signUp(customerPage, { role: 'company_driver' })
  await pay(customerPage.request, 'driver')
  const ticket = await customerPage.request.post('/api/support/tickets', {
    data: { subject: 'Where is my settlement?', message: 'It did not show up.' },
  })
  expect(ticket.status()).toBe(201)
  await customer.close()

  const stats = await (await page.request.get('/api/admin/stats')).json()
  expect(stats.revenueThisMonthCents).toBeGreaterThanOrEqual(4999)
  expect(stats.mrrCents).toBeGreaterThanOrEqual(4999)
  expect(stats.openTickets).toBeGreaterThanOrEqual(1)
  await page.goto('/admin/dashboard')
  await expect(page.getByTestId('card-Revenue This Month')).toHaveText(formatUsd(stats.revenueThisMonthCents))
  await expect(page.getByText(`MRR ${formatUsd(stats.mrrCents)}`)).toBeVisible()
  await expect(page.getByTestId('card-Open Tickets')).toHaveText(String(stats.openTickets))
  await expect(page.getByText('Billing is not set up yet')).toBeHidden()
  await expect(page.getByText('Support is not set up yet')).toBeHidden()

  await page.goto('/admin/users')
  await page.getByLabel('Search users').fill(email)
  // Other tests sign up a Casey Trucker too: the row of this one's address (the search filters after
  // a pause).
  const row = page.getByRole('row').filter({ hasText: email })
  await row.getByRole('button', { name: 'Actions for Casey Trucker' }).click()
  await page.getByRole('menuitem', { name: 'View Details' }).click()
  const details = page.getByRole('dialog', { name: 'User Details' })
  await expect(details.getByText('Driver (monthly)')).toBeVisible()
  await expect(details.getByText('Paying')).toBeVisible()
  await expect(details.getByText('Renews')).toBeVisible()
  await details.getByRole('button', { name: 'Close' }).click()

  await row.getByRole('button', { name: 'Actions for Casey Trucker' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Please confirm' })
  await expect(confirm).toContainText('Casey Trucker pays for the Driver plan (monthly)')
  await expect(confirm).toContainText('cancels the subscription at the payment provider')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('User deleted successfully')).toBeVisible()
  const after = await (await page.request.get('/api/admin/stats')).json()
  expect(after.activeSubscriptions).toBe(stats.activeSubscriptions - 1)
})

test('back-office pages while viewing a client say so, with Return to Admin; an unknown one has its own 404', async ({
  page,
}) => {
  await signInAdmin(page.request)
  await page.goto('/admin/nothing-here')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'User Management' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeHidden()
  await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  const made = await page.request.post('/api/admin/users', {
    data: {
      name: 'Vera Viewed',
      email: uniqueEmail('viewed'),
      password: 'road-ready-pass-1',
      role: 'owner_operator',
      sendWelcomeEmail: false,
    },
  })
  expect(made.status()).toBe(201)
  const viewed = await page.request.post(`/api/admin/impersonate/${(await made.json()).id}`)
  expect(viewed.status()).toBe(200)

  await page.goto('/admin/reports')
  await expect(page.getByRole('heading', { name: 'You are viewing a client' })).toBeVisible()
  await expect(page.getByText('Vera Viewed’s account')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeHidden()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'You are viewing a client' })).toBeVisible()
  await page.goto('/admin/reports')
  await page.getByRole('button', { name: 'Return to Admin' }).click()
  await expect(page).toHaveURL(/\/admin\/reports$/)
  await expect(page.getByText('Returned to admin account')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reports & Analytics' })).toBeVisible()
})

test('the support mailbox and phone show only once saved; a failed test e-mail turns the banner red', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const home = await visitor.newPage()
  await home.goto('/')
  const footer = home.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Help Center' })).toBeVisible()
  await expect(footer.getByRole('link', { name: /@/ })).toHaveCount(0)
  await expect(footer).not.toContainText('1-800')

  await signInAdmin(page.request)
  await page.goto('/admin/settings?tab=system')
  const form = page.getByRole('region', { name: 'Support contact' })
  await form.getByLabel('Support email').fill('not an address')
  await form.getByRole('button', { name: 'Save Support Contact' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await form.getByLabel('Support email').fill('help@prairie-hauling.com')
  await form.getByLabel('Support phone').fill('+1 (312) 555-0148')
  await form.getByRole('button', { name: 'Save Support Contact' }).click()
  await expect(page.getByText('Support contact saved')).toBeVisible()

  await home.reload()
  await expect(footer.getByRole('link', { name: 'help@prairie-hauling.com' })).toBeVisible()
  await expect(footer.getByRole('link', { name: '+1 (312) 555-0148' })).toHaveAttribute(
    'href',
    'tel:+13125550148',
  )
  await home.goto('/terms')
  await expect(home.getByRole('link', { name: 'help@prairie-hauling.com' })).toBeVisible()
  await visitor.close()
  // Blank again: the other tests see an unset contact.
  const cleared = await page.request.put('/api/admin/settings/support-contact', {
    data: { email: '', phone: '' },
  })
  expect(cleared.status()).toBe(200)

  await page.getByRole('tab', { name: 'Email Settings' }).click()
  await expect(page).toHaveURL(/tab=email/)
  const banner = page.getByTestId('mail-banner')
  await page.getByLabel('Send a test e-mail to').fill('nobody-at-nowhere')
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(banner).toContainText('Test e-mail failed')
  await expect(banner).toContainText('Please enter a valid email address')
  await expect(banner).toHaveAttribute('role', 'alert')
  await page.getByLabel('Send a test e-mail to').fill('erin.admin@example.com')
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(banner).toContainText('Test e-mail sent')
  await expect(banner).not.toContainText('failed')
})
