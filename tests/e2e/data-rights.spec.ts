import { mkdirSync } from 'node:fs'
import { IDENTITY_MESSAGES } from '@/contracts/account.ts'
import { CLOSE_MESSAGES } from '@/contracts/data-export.ts'
import { screenChecker } from './support/check-screen.ts'
import { signIn, signUp, uniqueEmail } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect as baseExpect, test } from './support/test.ts'

const expect = baseExpect.configure({ timeout: 30_000 })

/*
 * Settings › Account: an owner-operator exports all their data; the page shows the job's progress,
 * then a Download button that fetches the zip; then closes the account (password asked) and signs in
 * again within the grace period, which restores it. Checked with axe-core and photographed at 1280 and 390 px.
 */
const SHOTS = process.env.DATARIGHTS_SHOTS_DIR ?? '/tmp/datarights-shots'
const checkScreen = screenChecker({ shots: SHOTS, prefix: 'account', desktop: { width: 1280, height: 800 } })

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})

test('Export all my data makes a zip in the background, then offers it to download', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const account = await signUp(page, { role: 'owner_operator' })
  const made = await page.request.post('/api/expenses', {
    data: {
      date: '2026-11-05',
      description: 'Oil change',
      amountCents: 45_055,
      category: 'maintenance',
      paymentMethod: 'debit_card',
    },
  })
  expect(made.status(), await made.text()).toBe(201)

  await page.goto('/settings')
  await page.getByRole('link', { name: 'Account', exact: true }).click()
  await expect(page).toHaveURL(/\/settings\/account$/)
  const section = page.getByRole('region', { name: 'Export all my data' })
  await expect(section.getByText('it is kept for 7 days')).toBeVisible()
  await checkScreen(page, 'export-none')

  await section.getByRole('button', { name: 'Export all my data' }).click()
  await expect(section.getByText('Your export is ready')).toBeVisible()
  await checkScreen(page, 'export-ready')

  const download = page.waitForEvent('download')
  await section.getByRole('link', { name: 'Download' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^rigledger-export-\d{4}-\d{2}-\d{2}\.zip$/)
  await expect(section.getByRole('button', { name: 'Make a new export' })).toBeEnabled()

  // Close account: the password is asked for; a wrong one is said so and nothing happens.
  const danger = page.getByRole('region', { name: 'Close account' })
  await danger.getByRole('button', { name: 'Close account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Close your account?' })
  await dialog.getByLabel('Current password').fill('not-my-password-1')
  await dialog.getByRole('button', { name: 'Close my account' }).click()
  await expect(dialog.getByText(IDENTITY_MESSAGES.passwordWrong)).toBeVisible()
  await checkScreen(page, 'close-modal')
  await dialog.getByLabel('Current password').fill(account.password)
  await dialog.getByRole('button', { name: 'Close my account' }).click()
  await expect(page).toHaveURL(/\/login/)

  // Signing in within the 30 days restores it, and says so.
  await signIn(page, account.email, account.password)
  // Signed in again (on the dashboard, or back where it was), and told the account is restored.
  await expect(page).toHaveURL(/\/(dashboard|settings\/account)$/)
  await expect(page.getByText(CLOSE_MESSAGES.restored)).toBeVisible()
})

test('an admin deleting an account is offered its data export first, and downloads it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const email = uniqueEmail('leaving')
  await signUp(page, { role: 'owner_operator', email })
  await page.context().clearCookies()
  await signInAdmin(page.request)
  await page.goto('/admin/users')
  await page.getByLabel('Search users').fill(email)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(page.getByRole('row').filter({ hasText: 'Casey Trucker' })).toHaveCount(1)
  await row.getByRole('button', { name: 'Actions for Casey Trucker' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Prepare data export' }).click()
  const download = page.waitForEvent('download')
  await dialog.getByRole('link', { name: 'Download export' }).click()
  expect((await download).suggestedFilename()).toMatch(/\.zip$/)
  await checkScreen(page, 'admin-delete-export')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
})
