import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('an admin saves the notification settings and they stay saved', async ({ page }) => {
  await signInAdmin(page.request)
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Notifications' }).click()
  const revenue = page.getByRole('checkbox', { name: 'Revenue anomaly alerts' })
  await expect(revenue).toBeChecked()
  await revenue.uncheck()
  await page.getByLabel('Large expense threshold').fill('7500')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings saved successfully')).toBeVisible()

  await page.reload()
  await page.getByRole('tab', { name: 'Notifications' }).click()
  await expect(page.getByRole('checkbox', { name: 'Revenue anomaly alerts' })).not.toBeChecked()
  await expect(page.getByLabel('Large expense threshold')).toHaveValue('$7,500')
  // Put back what the other browser tests expect.
  await page.getByRole('checkbox', { name: 'Revenue anomaly alerts' }).check()
  await page.getByLabel('Large expense threshold').fill('5000')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings saved successfully')).toBeVisible()

  // The e-mail tab shows where mail goes now (no SMTP saved: the outbox).
  await page.getByRole('tab', { name: 'Email Settings' }).click()
  await expect(page.getByText('No SMTP server saved', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(page.getByText(/Test e-mail sent to/)).toBeVisible()
})
