import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('the admin reports hub shows real figures, exports everything and lists the downloads', async ({
  page,
}) => {
  await signInAdmin(page.request)
  await page.goto('/admin/reports')
  await expect(page.getByRole('heading', { name: 'Reports & Analytics' })).toBeVisible()
  // This admin just signed in: at least one active user this month.
  await expect(page.getByTestId('card-Active Users')).not.toHaveText('0')
  await expect(page.getByTestId('card-Revenue')).toHaveText(/^\$[\d,]+\.\d\d$/)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export All' }).click()
  expect((await download).suggestedFilename()).toBe('rigledger-reports-this-month.zip')
  await expect(page.getByText('Reports exported successfully')).toBeVisible()
  const recent = page.getByRole('region', { name: 'Recent Reports' })
  await expect(recent.getByText('All Reports — This Month').first()).toBeVisible()

  await page.getByRole('link', { name: /User Activity/ }).click()
  await expect(page.getByRole('heading', { name: 'User Activity Report' })).toBeVisible()
  await expect(page.getByTestId('card-Logins')).not.toHaveText('0')
  await page.getByRole('combobox', { name: 'Period' }).click()
  await page.getByRole('option', { name: 'This Year' }).click()
  await expect(page).toHaveURL(/period=this-year/)
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByText('Report exported successfully')).toBeVisible()

  await page.getByRole('link', { name: 'Back to Reports' }).click()
  await expect(
    page.getByRole('region', { name: 'Recent Reports' }).getByText('User Activity — This Year').first(),
  ).toBeVisible()
  // The Revenue card (the P&L card's description mentions revenue too).
  await page.getByRole('link', { name: /^Revenue/ }).click()
  await expect(page.getByRole('heading', { name: 'Revenue Report' })).toBeVisible()
  await expect(page.getByTestId('card-MRR')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(page.getByText('Billing is not set up yet')).toBeHidden()
})
