import { TOTP } from 'otpauth'
import { IDENTITY_MESSAGES } from '@/contracts/account.ts'
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
  await expect(page.getByRole('banner').getByTitle('Casey R. Trucker')).toBeVisible()
  // A new sign-in address is asked for with the password; a link goes to it.
  const newEmail = `moved.${email}`
  await profile.getByLabel('New e-mail address').fill(newEmail)
  await profile.getByRole('button', { name: 'Send Confirmation Link' }).click()
  await expect(profile.getByText(IDENTITY_MESSAGES.passwordRequired)).toBeVisible()
  await profile.getByLabel('Current password').fill(password)
  await profile.getByRole('button', { name: 'Send Confirmation Link' }).click()
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible()

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

test('two-factor sign-in: set up with an authenticator code, then asked for at sign-in', async ({ page }) => {
  const { email, password } = await signUp(page)
  await page.goto('/settings/security')
  const panel = page.getByRole('region', { name: 'Two-Factor Sign-In' })
  await panel.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click()
  await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await panel.getByTestId('totp-secret').textContent())!
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
  await panel.getByLabel('Code from the app').fill(totp.generate())
  await panel.getByRole('button', { name: 'Turn On' }).click()
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible()
  await expect(panel.getByLabel('Recovery codes').locator('code')).toHaveCount(10)
  const recovery = (await panel.getByLabel('Recovery codes').locator('code').first().textContent())!
  const another = (await panel.getByLabel('Recovery codes').locator('code').nth(1).textContent())!

  await page.context().clearCookies()
  await signIn(page, email, password)
  await expect(page.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeVisible()
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await page.getByLabel('Recovery code').fill(recovery)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // Turning it off takes the password and a code; without the code nothing is sent.
  await page.goto('/settings/security')
  await panel.getByRole('button', { name: 'Turn Off' }).click()
  await panel.getByLabel('Current password').fill(password)
  await panel.getByRole('button', { name: 'Turn Off' }).click()
  await expect(panel.getByText(IDENTITY_MESSAGES.codeRequired)).toBeVisible()
  await panel.getByLabel('Authentication code').fill(another)
  await panel.getByRole('button', { name: 'Turn Off' }).click()
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible()
})

test('API keys: a key is shown once on creation, listed by name, and revoked', async ({
  page,
  playwright,
}) => {
  // A script's client: no cookies, only the key.
  const script = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const { password } = await signUp(page)
  await page.goto('/settings/api-keys')
  const section = page.getByRole('region', { name: 'API Keys' })
  await expect(section.getByText('No API keys')).toBeVisible()
  await section.getByLabel('Key name').fill('Spreadsheet sync')
  // A key is made with the account's password.
  await section.getByRole('button', { name: 'Create Key' }).click()
  await expect(section.getByText(IDENTITY_MESSAGES.passwordRequired)).toBeVisible()
  await section.getByLabel('Current password').fill('not-the-password')
  await section.getByRole('button', { name: 'Create Key' }).click()
  await expect(section.getByText(IDENTITY_MESSAGES.passwordWrong)).toBeVisible()
  await section.getByLabel('Current password').fill(password)
  await section.getByRole('button', { name: 'Create Key' }).click()
  const shown = section.getByLabel('New API key')
  await expect(shown).toHaveText(/^rlk_/)
  const key = (await shown.textContent())!
  // The key works for the API as its owner.
  const me = await script.get('/api/auth/me', { headers: { authorization: `Bearer ${key}` } })
  expect(me.status()).toBe(200)
  await page.reload()
  await expect(section.getByText('Spreadsheet sync')).toBeVisible()
  await expect(section.getByText(key)).toHaveCount(0)
  await section.getByRole('button', { name: 'Revoke Spreadsheet sync' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('API key revoked')).toBeVisible()
  await expect(section.getByText('No API keys')).toBeVisible()
  const after = await script.get('/api/auth/me', { headers: { authorization: `Bearer ${key}` } })
  expect(after.status()).toBe(401)
  await script.dispose()
})
