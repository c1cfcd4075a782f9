import { ADMIN, fill, setupTokenFromLog } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

// Runs before every other browser test (a project dependency): the other tests use this admin.
test('the first admin is created from the printed setup link, then signs in at /admin', async ({ page }) => {
  await page.goto('/admin/setup?token=not-the-token')
  await expect(page.getByText('This setup link is invalid or has already been used.')).toBeVisible()

  await page.goto(`/admin/setup?token=${setupTokenFromLog()}`)
  await fill(page, {
    'Full Name': ADMIN.fullName,
    Email: ADMIN.email,
    Password: ADMIN.password,
    'Confirm Password': ADMIN.password,
  })
  await page.getByRole('button', { name: 'Create Administrator' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await fill(page, { Username: ADMIN.email, Password: 'not-the-password' })
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid username or password').first()).toBeVisible()

  await fill(page, { Password: ADMIN.password })
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  await page.getByRole('link', { name: 'User Management' }).first().click()
  await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible()
})
