import { screenChecker } from './support/check-screen.ts'
import { uniqueEmail } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/* The back office's Audit Log: an action in words, who did it and about whom by name, filters, CSV. */
const checkScreen = screenChecker({
  shots: process.env.AUDIT_SHOTS_DIR ?? '/tmp/audit-shots',
  prefix: 'audit',
  desktop: { width: 1280, height: 900 },
})

test('an admin finds who created an account, by name, and exports what they see', async ({ page }) => {
  await signInAdmin(page.request)
  const email = uniqueEmail('audited')
  const created = await page.request.post('/api/admin/users', {
    data: { name: 'Morgan Audited', email, password: 'road-ready-pass-1', role: 'owner_operator' },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/admin/dashboard')
  await page.getByRole('link', { name: 'View the audit log' }).click()
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await page.getByRole('textbox', { name: 'Search' }).fill(email)
  const log = page.getByRole('table', { name: 'Audit log' })
  // The search applies once typing pauses: then the header and one event are left.
  await expect(log.getByRole('row')).toHaveCount(2)
  const row = log.getByRole('row', { name: /Created a user/ })
  await expect(row).toContainText('Morgan Audited')

  // A day range with nothing in it, then dates the wrong way round.
  await page.getByLabel('To', { exact: true }).fill('2020-01-01')
  await expect(page.getByText('Nothing matches these filters')).toBeVisible()
  await page.getByLabel('From', { exact: true }).fill('2020-02-01')
  await expect(page.getByText('The start date must be on or before the end date')).toBeVisible()
  await page.getByLabel('From', { exact: true }).fill('')
  await page.getByLabel('To', { exact: true }).fill('')
  await expect(row).toBeVisible()

  const csv = page.getByRole('link', { name: 'Export CSV' })
  const download = await page.request.get((await csv.getAttribute('href')) ?? '')
  expect(download.status()).toBe(200)
  const text = await download.text()
  expect(text).toContain('Created a user')
  expect(text.trim().split('\r\n')).toHaveLength(2)

  await checkScreen(page, 'log')
  // On a phone each event is a card with the same facts.
  await page.setViewportSize({ width: 390, height: 844 })
  const card = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first()
  await expect(card).toContainText('Created a user')
  await expect(card).toContainText('Morgan Audited')
})
