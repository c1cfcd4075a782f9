import { screenChecker } from './support/check-screen.ts'
import { uniqueEmail } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/* The back office's Mail Log: every mail attempt, to whom, how it ended; search, outcome filter. */
const checkScreen = screenChecker({
  shots: process.env.MAIL_LOG_SHOTS_DIR ?? '/tmp/mail-log-shots',
  prefix: 'mail-log',
  desktop: { width: 1280, height: 900 },
})

test('an admin finds the mail sent to an address, and sees none failed for it', async ({ page }) => {
  await signInAdmin(page.request)
  const to = uniqueEmail('mail-log')
  const sent = await page.request.post('/api/admin/settings/email/test', { data: { to } })
  expect(sent.status(), await sent.text()).toBe(204)

  await page.goto('/admin/dashboard')
  await page.getByRole('link', { name: 'Mail Log' }).first().click()
  await expect(page).toHaveURL(/\/admin\/mail-log$/)
  await expect(page.getByRole('heading', { name: 'Mail Log' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Recipient' }).fill(to.slice(0, -5).toUpperCase())
  const log = page.getByRole('table', { name: 'Mail log' })
  // The search applies once typing pauses: then the header and this address's one mail are left.
  await expect(log.getByRole('row')).toHaveCount(2)
  const row = log.getByRole('row', { name: /RigLedger test e-mail/ })
  await expect(row).toContainText(to)
  await expect(row).toContainText('Kept in outbox')
  await expect(page.getByText('1 message', { exact: true })).toBeVisible()
  await checkScreen(page, 'list')

  // On a phone each attempt is a card with the same facts.
  await page.setViewportSize({ width: 390, height: 844 })
  const card = page.getByRole('list', { name: 'Mail log' }).getByRole('listitem').first()
  await expect(card).toContainText('RigLedger test e-mail')
  await expect(card).toContainText(to)
  await page.setViewportSize({ width: 1280, height: 900 })

  // Nothing failed for this address: the filtered empty state.
  await page.getByText('Failed', { exact: true }).click()
  await expect(page.getByText('No mail matches these filters')).toBeVisible()
  await checkScreen(page, 'empty')
})
