import { request as newRequest } from '@playwright/test'
import { TOTP } from 'otpauth'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { screenChecker } from './support/check-screen.ts'
import { ADMIN, fill, uniqueEmail } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

const check = screenChecker({
  shots: process.env.ACCOUNTS_SHOTS_DIR ?? '/tmp/accounts-shots',
  prefix: 'accounts',
  desktop: { width: 1280, height: 800 },
})

test('registration refuses a common password under the field, then takes a better one', async ({ page }) => {
  await page.goto('/register')
  await expect(page.getByText(AUTH_MESSAGES.passwordHint).first()).toBeVisible()
  await fill(page, {
    'Full Name': 'Casey Trucker',
    Email: uniqueEmail('common'),
    Password: 'Password123',
    'Confirm Password': 'Password123',
  })
  await page.getByRole('button', { name: 'Create Account' }).click()
  const password = page.getByLabel('Password', { exact: true })
  await expect(password).toHaveAccessibleDescription(new RegExp(AUTH_MESSAGES.passwordCommon.slice(0, 40)))
  await expect(page.getByText(AUTH_MESSAGES.passwordCommon)).toHaveCount(1)
  await expect(page).toHaveURL(/\/register$/)
  await check(page, 'register-common-password')

  await fill(page, { Password: 'gravel-lane-88', 'Confirm Password': 'gravel-lane-88' })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('an admin without two-factor sign-in is asked at sign-in, and can say not now', async ({ page }) => {
  await page.goto('/admin')
  await fill(page, { Username: ADMIN.email, Password: ADMIN.password })
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  const prompt = page.getByRole('alert').filter({ hasText: 'Turn on two-factor sign-in' })
  await expect(prompt).toBeVisible()
  await check(page, 'admin-two-factor-prompt')

  await prompt.getByRole('link', { name: 'Turn it on in Settings › Security' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\?tab=security$/)
  await expect(page.getByRole('region', { name: 'Two-Factor Sign-In' })).toBeVisible()
  await expect(page.getByLabel('Require two-factor for admins')).not.toBeChecked()

  // Not now: gone until the next sign-in.
  await page.getByRole('button', { name: 'Not now' }).click()
  await expect(prompt).toBeHidden()
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
  await expect(prompt).toBeHidden()
  await page.getByRole('button', { name: 'Logout' }).click()
  await fill(page, { Username: ADMIN.email, Password: ADMIN.password })
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(prompt).toBeVisible()
})

test('with two-factor required, an admin without it sets it up before the back office', async ({
  page,
  baseURL,
}) => {
  // A second admin with two-factor sign-in on requires it (the first admin signs in with a password
  // alone in the other browser tests).
  await signInAdmin(page.request)
  const keeper = { email: uniqueEmail('keeper'), password: 'keeper-of-books-7' }
  const newcomer = { email: uniqueEmail('newcomer'), password: 'newcomer-books-8' }
  for (const [name, who] of [
    ['Kim Keeper', keeper],
    ['Nia Newcomer', newcomer],
  ] as const) {
    const made = await page.request.post('/api/admin/users', {
      data: { name, email: who.email, password: who.password, role: 'admin', sendWelcomeEmail: false },
    })
    expect(made.status()).toBe(201)
  }
  await page.context().clearCookies()
  const api = await newRequest.newContext({ baseURL })
  expect(
    (
      await api.post('/api/auth/admin-login', { data: { username: keeper.email, password: keeper.password } })
    ).status(),
  ).toBe(200)
  const { secret } = await (await api.post('/api/settings/two-factor/setup', { data: {} })).json()
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
  expect(
    (await api.post('/api/settings/two-factor/enable', { data: { code: totp.generate() } })).status(),
  ).toBe(200)
  const settings = await (await api.get('/api/admin/settings/security')).json()
  const { defaults, ...inForce } = settings
  const require = (on: boolean) =>
    api.put('/api/admin/settings/security', { data: { ...inForce, requireAdminTwoFactor: on } })
  expect((await require(true)).status()).toBe(200)
  try {
    await page.goto('/admin')
    await fill(page, { Username: newcomer.email, Password: newcomer.password })
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Set Up Two-Factor Sign-In' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeHidden()
    await check(page, 'admin-two-factor-required')

    const panel = page.getByRole('region', { name: 'Two-Factor Sign-In' })
    await panel.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click()
    const mine = (await panel.getByTestId('totp-secret').textContent())!
    await panel
      .getByLabel('Code from the app')
      .fill(new TOTP({ secret: mine, digits: 6, period: 30, algorithm: 'SHA1' }).generate())
    await panel.getByRole('button', { name: 'Turn On' }).click()
    await expect(panel.getByLabel('Recovery codes').locator('code')).toHaveCount(10)
    await page.getByRole('button', { name: 'Continue to the Back Office' }).click()
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  } finally {
    expect((await require(false)).status()).toBe(200)
    await api.dispose()
  }
})
