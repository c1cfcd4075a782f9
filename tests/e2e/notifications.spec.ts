import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('the bell shows a dot only while something is unread, and leads to what happened', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  const csv = 'Date,Broker,Trip Number,Gross,Deductions,Net\n2026-03-01,Acme,T-1,100.00,0.00,100.00\n'
  const uploaded = await page.request.post('/api/documents', {
    multipart: { file: { name: 'march.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  })
  expect(uploaded.status()).toBe(201)
  // Read in the background; the bell asks again when the page loads.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click()
  await page.getByRole('button', { name: /march\.csv was processed/ }).click()
  await expect(page).toHaveURL(/\/settlements$/)
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
})
