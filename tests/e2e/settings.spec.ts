import { signIn, signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('settings: the profile saves, notification choices stick, the password changes and the sessions list', async ({
  page,
}) => {
  const { email, password } = await signUp(page, { role: 'owner_operator' })
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click()
  const profile = page.getByRole('region', { name: 'Profile' })
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(email)
  await profile.getByLabel('Full Name').fill('Casey R. Trucker')
  await profile.getByLabel('Company Name').fill('Casey Freight LLC')
  await profile.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  // The chrome shows the new name at once.
  await expect(page.getByRole('banner').getByText('Casey R. Trucker')).toBeVisible()

  const sections = page.getByRole('navigation', { name: 'Settings sections' })
  await sections.getByRole('link', { name: 'Notifications' }).first().click()
  const weekly = page.getByRole('switch', { name: /Weekly summary/ })
  await expect(weekly).toBeChecked()
  await weekly.click({ force: true })
  await expect(page.getByText('Notification settings saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: /Weekly summary/ })).not.toBeChecked()

  await page.goto('/settings/security')
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible()
  const form = page.getByRole('region', { name: 'Change Password' })
  await form.getByLabel('Current password').fill('not-my-password')
  await form.getByLabel('New password', { exact: true }).fill('brand-new-pass-2')
  await form.getByLabel('Confirm new password').fill('brand-new-pass-2')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(form.getByText('Your current password is not correct')).toBeVisible()
  await form.getByLabel('Current password').fill(password)
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText(/Password changed/)).toBeVisible()

  await page.context().clearCookies()
  await signIn(page, email, 'brand-new-pass-2')
  await expect(page).toHaveURL(/\/dashboard$/)
})
