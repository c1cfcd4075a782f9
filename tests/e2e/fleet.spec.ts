import { signUp, uniqueEmail } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('a fleet manager invites a driver, the driver joins, and their settlement shows on the fleet dashboard', async ({
  page,
  browser,
}) => {
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
  await expect(performance.getByRole('row', { name: /Casey Trucker/ })).toContainText('$987.65')
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
