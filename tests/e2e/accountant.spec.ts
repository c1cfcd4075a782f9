import { request as playwrightRequest } from '@playwright/test'
import { fill, latestMail, signUp, uniqueEmail } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('a client grants an accountant, who sees them in Client Overview, opens the books read-only, and loses them on revoke', async ({
  page,
  browser,
}) => {
  // Two accounts, a grant, its e-mail, a sign-up and a revoke.
  test.slow()
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/settings')
  await page.getByRole('link', { name: /Accountant Access/ }).click()
  const cpaEmail = uniqueEmail('cpa')
  await page.getByLabel("Accountant's email").fill(cpaEmail)
  await page.getByRole('button', { name: 'Share Access' }).click()
  await expect(page.getByText(`Access granted to ${cpaEmail}`)).toBeVisible()
  const people = page.getByRole('region', { name: 'People with access' })
  await expect(people.getByText(cpaEmail)).toBeVisible()

  const mailer = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL })
  const mail = await latestMail(mailer, cpaEmail)
  await mailer.dispose()
  const link = mail.text.match(/https?:\/\/\S+invite=\S+/)![0]

  const cpaContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const cpa = await cpaContext.newPage()
  await cpa.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  await cpa.goto(new URL(link).pathname + new URL(link).search)
  await expect(cpa.getByRole('heading', { name: 'Create Your Accountant Account' })).toBeVisible()
  await fill(cpa, {
    'Full Name': 'Cora Accountant',
    Email: cpaEmail,
    Password: 'ledger-keeper-1',
    'Confirm Password': 'ledger-keeper-1',
  })
  await cpa.getByRole('button', { name: 'Create Account' }).click()
  await expect(cpa).toHaveURL(/\/dashboard$/)
  const overview = cpa.getByRole('region', { name: 'Client Overview' })
  await expect(overview.getByText('Casey Trucker')).toBeVisible()
  await expect(
    cpa
      .getByRole('region', { name: 'Tasks Due' })
      .getByText(/^IFTA return, /)
      .first(),
  ).toBeVisible()

  await overview.getByRole('button', { name: "Open Casey Trucker's books" }).click()
  await expect(
    cpa.getByText("You are working in Casey Trucker's books as their accountant (read-only)"),
  ).toBeVisible()
  // The year's package for the client, taken from their Reports.
  await cpa.goto('/reports')
  await cpa.getByRole('button', { name: 'Year-End Package' }).click()
  const download = cpa.waitForEvent('download')
  const year = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' }).slice(0, 4)
  await cpa.getByRole('menuitem', { name: new RegExp(`^${year}:`) }).click()
  expect((await download).suggestedFilename()).toBe(`rigledger-${year}-year-end.zip`)
  await cpa.getByRole('button', { name: 'Back to My Clients' }).first().click()
  await expect(cpa.getByText('Back to your clients')).toBeVisible()

  // Revoked: gone from the accountant's clients.
  await people.getByRole('button', { name: 'Revoke' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Revoke|Confirm|Delete/ })
    .click()
  await expect(page.getByText('Access revoked')).toBeVisible()
  await cpa.reload()
  await expect(
    cpa.getByRole('region', { name: 'Client Overview' }).getByText('No clients found'),
  ).toBeVisible()
  await cpaContext.close()
})
