import { signUp, uniqueEmail } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('an admin creates a user, suspends and activates them, views their account and returns', async ({
  page,
}) => {
  await signInAdmin(page.request)
  await page.goto('/admin/users')
  await expect(page.getByTestId('card-Total Users')).not.toHaveText('')

  await page.getByRole('button', { name: 'Create User' }).click()
  let dialog = page.getByRole('dialog', { name: 'Create User' })
  await dialog.getByRole('button', { name: 'Create User' }).click()
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible()
  const email = uniqueEmail('managed')
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Morgan Managed')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByLabel('Password').fill('road-ready-pass-1')
  await dialog.getByRole('combobox', { name: 'Role' }).click()
  await page.getByRole('option', { name: 'Owner Operator', exact: true }).click()
  await dialog.getByRole('button', { name: 'Create User' }).click()
  await expect(page.getByText('User Morgan Managed created successfully')).toBeVisible()

  await page.getByLabel('Search users').fill(email)
  const row = page.getByRole('row', { name: /Morgan Managed/ })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Actions for Morgan Managed' }).click()
  await page.getByRole('menuitem', { name: 'Suspend' }).click()
  await expect(page.getByText('User suspended successfully')).toBeVisible()
  await expect(row.getByText('Suspended')).toBeVisible()

  await page.getByRole('checkbox', { name: 'Select Morgan Managed' }).check()
  await page.getByRole('button', { name: 'Activate' }).click()
  await expect(page.getByText('1 user(s) activated successfully')).toBeVisible()
  await expect(row.getByText('Active')).toBeVisible()

  await row.getByRole('button', { name: 'Actions for Morgan Managed' }).click()
  await page.getByRole('menuitem', { name: 'View Details' }).click()
  dialog = page.getByRole('dialog', { name: 'User Details' })
  // The billing plan, not one named after the role: a new account is on the free trial.
  await expect(dialog.getByText('No plan')).toBeVisible()
  await expect(dialog.getByText('Free trial')).toBeVisible()
  await expect(dialog.getByText('user.activate')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  await row.getByRole('button', { name: 'Actions for Morgan Managed' }).click()
  await page.getByRole('menuitem', { name: 'View User Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Viewing user account')).toBeVisible()
  await expect(page.getByText('You are viewing a client account as an administrator')).toBeVisible()
  await expect(page.getByText('Morgan Managed').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Return to Admin' }).last()).toBeVisible()

  await page.getByRole('button', { name: 'Return to Admin' }).first().click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await expect(page.getByText('Returned to admin account')).toBeVisible()
  await expect(page.getByText('You are viewing a client account as an administrator')).toBeHidden()
})

test('a large expense reaches the admins’ notifications, which they read and clear', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const customerPage = await customer.newPage()
  await customerPage.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  await signUp(customerPage, { role: 'owner_operator' })
  const description = `Engine rebuild ${Date.now()}`
  const res = await customerPage.request.post('/api/expenses', {
    data: { date: '2026-03-02', description, amountCents: 650_000, category: 'maintenance' },
  })
  expect(res.status()).toBe(201)
  await customer.close()

  await signInAdmin(page.request)
  await page.goto('/admin/dashboard')
  await expect(page.getByTestId('card-Users')).not.toHaveText('')
  await page.getByRole('tab', { name: /Notifications/ }).click()
  const item = page.getByRole('listitem').filter({ hasText: description })
  await item.getByRole('button', { expanded: false }).click()
  await expect(item.getByText(description, { exact: false })).toBeVisible()
  await item.getByRole('button', { name: 'Mark “Large expense recorded” as read' }).click()
  await expect(page.getByText('Notification marked as read')).toBeVisible()

  await page.getByRole('button', { name: 'Delete all read' }).click()
  await page
    .getByRole('dialog')
    .getByText('Are you sure you want to delete all read notifications?')
    .waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('All read notifications deleted')).toBeVisible()
  await expect(page.getByText(description, { exact: false })).toBeHidden()
})
