import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('an admin creates a test client, generates data and sees it on the client’s dashboard', async ({
  page,
}) => {
  await signInAdmin(page.request)
  await page.goto('/admin/test-clients')
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()

  await page.getByRole('button', { name: 'Templates' }).click()
  const templates = page.getByRole('dialog', { name: 'Data Templates' })
  await expect(templates.getByText('Owner Operator Regional')).toBeVisible()
  await expect(templates.getByText('Local Delivery Driver')).toBeVisible()
  await templates.getByRole('button', { name: 'Close' }).click()

  const email = `tess.${Date.now()}@example.com`
  await page.getByRole('button', { name: 'Create User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Test Client' })
  await dialog.getByLabel('Full Name').fill('Tess Tester')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Create User' }).click()
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible()
  await dialog.getByLabel('Company Name').fill('Tess Freight LLC')
  await dialog.getByRole('combobox', { name: 'Role' }).click()
  await page.getByRole('option', { name: 'Owner Operator' }).click()
  // Only the owner-operator's template is offered now.
  await dialog.getByRole('combobox', { name: 'Data Template' }).click()
  await expect(page.getByRole('option', { name: 'High Volume Driver' })).toBeHidden()
  await page.getByRole('option', { name: 'Owner Operator Regional' }).click()
  await dialog.getByRole('button', { name: 'Create User' }).click()
  await expect(page.getByText(/Password: TestPass[A-Za-z0-9]{8}!/)).toBeVisible()

  // The search is sent after a pause in typing: act on its answer, not on the list before it.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/admin/test-clients?') && r.url().includes('search='),
  )
  await page.getByLabel('Search clients').fill('Tess Tester')
  await searched
  const row = page.getByRole('row', { name: /Tess Tester/ })
  await expect(row).toContainText('$0.00')
  await row.getByRole('button', { name: 'Actions for Tess Tester' }).click()
  await page.getByRole('menuitem', { name: 'Generate Data' }).click()
  await expect(page.getByText('Data generated successfully')).toBeVisible()
  await expect(row).not.toContainText('Never')
  const revenue = row.getByRole('cell').nth(4)
  await expect(revenue).not.toHaveText('$0.00')

  await row.getByRole('button', { name: 'Actions for Tess Tester' }).click()
  await page.getByRole('menuitem', { name: 'View User Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('You are viewing a client account as an administrator')).toBeVisible()
  const activity = page.getByRole('region', { name: 'Recent Activity' })
  await expect(activity.getByRole('listitem').first()).toBeVisible()
  await page.goto('/settlements')
  await expect(page.getByRole('cell', { name: 'Processed' }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Return to Admin' }).first().click()
  await expect(page).toHaveURL(/\/admin\/test-clients$/)

  // The schedule: auto-generate weekly from now on.
  await page.getByLabel('Search clients').fill('Tess Tester')
  await row.getByRole('button', { name: 'Actions for Tess Tester' }).click()
  await page.getByRole('menuitem', { name: 'Data Schedule' }).click()
  const schedule = page.getByRole('dialog', { name: 'Data Schedule: Tess Tester' })
  await schedule.getByLabel('Generate data automatically').check()
  await schedule.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Data schedule saved')).toBeVisible()
  await expect(row).toContainText('Weekly')

  // Pause from the row menu, then delete with its data.
  await page.getByLabel('Search clients').fill('Tess Tester')
  await row.getByRole('button', { name: 'Actions for Tess Tester' }).click()
  await page.getByRole('menuitem', { name: 'Pause' }).click()
  await expect(page.getByText('Client paused successfully')).toBeVisible()
  await expect(row).toContainText('paused')
  await row.getByRole('button', { name: 'Actions for Tess Tester' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Confirm/ })
    .click()
  await expect(page.getByText('1 user(s) deleted successfully')).toBeVisible()
  await expect(page.getByText('No test clients match your filters')).toBeVisible()
})
