import type { Page } from '@playwright/test'
import { fill, signUp, uniqueEmail } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('a fleet manager invites a driver, the driver joins, and their settlement shows on the fleet dashboard', async ({
  page,
  browser,
}) => {
  // Two accounts in two browser contexts: a long walk on a busy machine.
  test.slow()
  await signUp(page, { role: 'fleet_manager' })
  await page.goto('/drivers/new')
  await expect(page.getByText('No drivers yet')).toBeVisible()
  const driverEmail = uniqueEmail('fleet-driver')
  await page.getByLabel("Driver's email").fill(driverEmail)
  await page.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${driverEmail}`)).toBeVisible()
  const link = (await page.getByText(/\/fleet\/join\//).textContent())!.match(/https?:\/\/\S+/)![0]
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(driverEmail)).toBeVisible()

  const driverContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const driver = await driverContext.newPage()
  await driver.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  await signUp(driver, { role: 'company_driver', email: driverEmail })
  await driver.goto(new URL(link).pathname)
  await driver.getByRole('button', { name: /^Join / }).click()
  await expect(driver.getByText('You joined the fleet')).toBeVisible()
  await expect(driver).toHaveURL(/\/dashboard$/)
  // The driver's today: new accounts keep their books in America/Chicago.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })
  const settlement = await driver.request.post('/api/settlements', {
    data: { broker: 'Acme Logistics', settlementDate: today, lines: [{ kind: 'load', amountCents: 98_765 }] },
  })
  expect(settlement.status()).toBe(201)
  // The driver lets the manager write in their books.
  await driver.goto('/settings')
  await driver.getByRole('link', { name: /My Fleet/ }).click()
  await expect(driver.getByText(/Managed by /)).toBeVisible()
  await driver
    .locator('label')
    .filter({ hasText: /^Read and write$/ })
    .click()
  await expect(driver.getByText('Fleet access saved')).toBeVisible()
  await driverContext.close()

  await page.goto('/dashboard')
  const performance = page.getByRole('region', { name: 'Driver Performance' })
  // A busy machine may take a while over the dashboard's first screen.
  await expect(performance.getByRole('row', { name: /Casey Trucker/ })).toContainText('$987.65', {
    timeout: 30_000,
  })
  await page.goto('/drivers/new')
  await expect(page.getByRole('region', { name: 'Drivers' }).getByText(driverEmail)).toBeVisible()
  // The fleet's books: the driver's settlement with its driver.
  await page.getByRole('link', { name: 'Fleet', exact: true }).first().click()
  const row = page.getByRole('row', { name: /Acme Logistics/ })
  await expect(row).toContainText('Casey Trucker')
  // Team collaboration: a comment on the driver's settlement.
  await row.getByRole('button', { name: 'Comments' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('No comments yet.')).toBeVisible()
  await drawer.getByLabel('Add a comment').fill('Please add the lumper receipt')
  await drawer.getByRole('button', { name: 'Send' }).click()
  await expect(drawer.getByText('Please add the lumper receipt')).toBeVisible()

  await page.keyboard.press('Escape')

  // Working in the driver's books, bannered, and back to the fleet.
  await page.goto('/drivers/new')
  const drivers = page.getByRole('region', { name: 'Drivers' })
  await expect(drivers.getByText('Read & write')).toBeVisible()
  await drivers.getByRole('button', { name: /Open .* books/ }).click()
  await expect(
    page.getByText("You are working in Casey Trucker's books as their fleet manager (read and write)"),
  ).toBeVisible()
  await page.getByRole('status').getByRole('button', { name: 'Back to Fleet' }).click()
  await expect(page).toHaveURL(/\/fleet$/)
  await expect(page.getByText('Back to your fleet')).toBeVisible()
})

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
/** Today of new accounts' books (America/Chicago). */
const chicagoToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })

/** A fleet manager (this page) inviting `email`: the invitation link. */
async function invite(page: Page, email: string) {
  const res = await page.request.post('/api/fleet/invites', { data: { email } })
  expect(res.status()).toBe(201)
  return new URL((await res.json()).inviteUrl as string).pathname
}

test('a fleet’s cards count driver pay as a cost, and Trucks & Drivers calls it driver pay', async ({
  page,
  browser,
}) => {
  // Two accounts in two browser contexts: a long walk on a busy machine.
  test.slow()
  await signUp(page, { role: 'fleet_manager' })
  const driverEmail = uniqueEmail('w2-driver')
  const link = await invite(page, driverEmail)
  const driverContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const driver = driverContext.request
  const registered = await driver.post('/api/auth/register', {
    data: {
      fullName: 'Wes Wages',
      email: driverEmail,
      password: 'road-ready-pass-1',
      confirmPassword: 'road-ready-pass-1',
      role: 'company_driver',
      timeZone: 'America/Chicago',
    },
  })
  expect(registered.status()).toBe(201)
  expect((await driver.post(`/api${link.replace('/join/', '/invites/')}/accept`)).status()).toBe(200)
  // The driver's W-2 pay, and the fleet's own freight and fuel.
  const pay = await driver.post('/api/settlements', {
    data: {
      broker: 'The Fleet',
      settlementDate: chicagoToday(),
      lines: [{ kind: 'load', amountCents: 58_000 }],
    },
  })
  expect(pay.status()).toBe(201)
  await driverContext.close()
  const freight = await page.request.post('/api/settlements', {
    data: {
      broker: 'Big Shipper',
      settlementDate: chicagoToday(),
      lines: [{ kind: 'load', amountCents: 400_000 }],
    },
  })
  expect(freight.status()).toBe(201)
  await page.request.post('/api/expenses', {
    data: { date: chicagoToday(), description: 'Fuel', amountCents: 50_000, category: 'fuel' },
  })

  await page.goto('/dashboard')
  await expect(card(page, 'Total Income')).toContainText('$4,000.00', { timeout: 30_000 })
  await expect(card(page, 'Total Income')).toContainText('Freight revenue in your own books')
  await expect(card(page, 'Total Expenses')).toContainText('$1,080.00')
  await expect(card(page, 'Total Expenses')).toContainText('Your expenses $500.00 + driver pay $580.00')
  await expect(card(page, 'Net Profit')).toContainText('$2,920.00')
  const performance = page.getByRole('region', { name: 'Driver Performance' })
  await expect(performance.getByRole('columnheader', { name: 'Driver pay' })).toBeVisible()
  await expect(performance.getByRole('row', { name: /Wes Wages/ })).toContainText('$580.00')
  await expect(performance.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0)

  await page.goto('/reports/trucks')
  const byDriver = page.getByRole('region', { name: 'By driver' })
  await expect(byDriver.getByRole('columnheader', { name: 'Driver pay' })).toBeVisible()
  await expect(byDriver.getByRole('row', { name: /Wes Wages/ })).toContainText('$580.00')
  await expect(byDriver.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0)
  // Revenue and cost per mile by driver come from the loads they hauled: the load report, so grouped.
  await byDriver.getByRole('link', { name: 'Load Profit by driver' }).click()
  await expect(page).toHaveURL(/\/reports\/loads\?by=driver$/)
  await expect(page.getByRole('radio', { name: 'Driver' })).toBeChecked()
})

test('an invitation followed signed out survives sign-up: the address filled in, the Driver card chosen, the fleet joined', async ({
  page,
  browser,
}) => {
  // Two accounts in two browser contexts: a long walk on a busy machine.
  test.slow()
  await signUp(page, { role: 'fleet_manager' })
  const driverEmail = uniqueEmail('new-driver')
  const link = await invite(page, driverEmail)

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const driver = await context.newPage()
  await driver.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  await driver.goto(link)
  await expect(driver).toHaveURL(/\/login$/)
  await expect(driver.getByText(/invites .* to drive for/)).toContainText(driverEmail)
  await expect(driver.getByLabel('Email', { exact: true })).toHaveValue(driverEmail)
  await driver.getByRole('link', { name: 'Sign up', exact: true }).click()
  await expect(driver).toHaveURL(/\/register\?fleetInvite=/)
  await expect(driver.getByLabel('Email', { exact: true })).toHaveValue(driverEmail)
  await expect(driver.getByRole('radio', { name: /^Driver / })).toBeChecked()
  await fill(driver, {
    'Full Name': 'Nia Newhire',
    Password: 'road-ready-pass-1',
    'Confirm Password': 'road-ready-pass-1',
  })
  await driver.getByRole('button', { name: 'Create Account' }).click()
  await expect(driver.getByText(/You joined the fleet/)).toBeVisible()
  await expect(driver).toHaveURL(/\/dashboard$/)
  await driver.goto('/settings/fleet')
  await expect(driver.getByText(/Managed by /)).toBeVisible()
  await context.close()

  await page.goto('/drivers/new')
  await expect(page.getByRole('region', { name: 'Drivers' }).getByText(driverEmail)).toBeVisible()
})

test('an invitation followed signed out survives sign-in: the address filled in, then Join', async ({
  page,
  browser,
}) => {
  // Two accounts in two browser contexts: a long walk on a busy machine.
  test.slow()
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const driver = await context.newPage()
  await driver.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  const account = await signUp(driver, { role: 'owner_operator' })
  await context.clearCookies()

  await signUp(page, { role: 'fleet_manager' })
  const link = await invite(page, account.email)
  await driver.goto(link)
  await expect(driver).toHaveURL(/\/login$/)
  await expect(driver.getByLabel('Email', { exact: true })).toHaveValue(account.email)
  await driver.getByLabel('Password', { exact: true }).fill(account.password)
  await driver.getByRole('button', { name: 'Sign In' }).click()
  await expect(driver).toHaveURL(new RegExp(`${link}$`))
  await driver.getByRole('button', { name: /^Join / }).click()
  await expect(driver.getByText('You joined the fleet')).toBeVisible()
  await context.close()
})
