import { fill, latestMail, signIn, signUp, uniqueEmail } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('sign up, land on the dashboard, log out and log in again', async ({ page }) => {
  const { email, password } = await signUp(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Driver Account')).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)

  await signIn(page, email, 'wrong-password-1')
  await expect(page.getByText('Invalid email or password').first()).toBeVisible()
  await signIn(page, email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Welcome back!')).toBeVisible()
})

test('registration shows the spec messages and keeps the chosen account type', async ({ page }) => {
  await page.goto('/register?role=owner_operator')
  await fill(page, {
    'Full Name': 'Pat Owner',
    Email: uniqueEmail('owner'),
    Password: 'short',
    'Confirm Password': 'short',
  })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Password must be at least 8 characters long').first()).toBeVisible()
  await fill(page, { Password: 'long-enough-1', 'Confirm Password': 'long-enough-1' })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Owner Operator').first()).toBeVisible()
})

test('the login guard sends a signed-out visitor to /login and back after signing in', async ({ page }) => {
  const { email, password } = await signUp(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.goto('/expenses')
  await expect(page).toHaveURL(/\/login$/)
  await fill(page, { Email: email, Password: password })
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/expenses$/)
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible()
  // Signed in, /login and /register lead to the dashboard.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/register')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('forgot password: captcha, e-mailed link, new password, sign in', async ({ page, request }) => {
  const { email } = await signUp(page)
  await page.getByRole('button', { name: 'Logout' }).click()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  // The captcha widget loads after the form; the e-mail is typed once the screen has settled.
  await expect(page.getByText("I'm not a robot")).toBeVisible()
  await fill(page, { Email: email })
  const send = page.getByRole('button', { name: 'Send Reset Instructions' })
  await expect(send).toBeDisabled()
  await page.getByText("I'm not a robot").click()
  await expect(send).toBeEnabled({ timeout: 15_000 })
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await send.click()
  await expect(page.getByText('Check Your Email')).toBeVisible()

  const mail = await latestMail(request, email)
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0]
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await fill(page, { 'New Password': 'fresh-pass-2026', 'Confirm New Password': 'fresh-pass-2026' })
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await signIn(page, email, 'fresh-pass-2026')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('after strangers fail to sign in, the owner solves a captcha and gets in', async ({ page, request }) => {
  const { email, password } = await signUp(page)
  await page.context().clearCookies()
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/auth/login', { data: { email, password: `guess-${i}` } })
    expect(res.status()).toBe(401)
  }
  await signIn(page, email, password)
  await expect(page.getByText('Please complete the CAPTCHA verification').first()).toBeVisible()
  const signInButton = page.getByRole('button', { name: 'Sign In' })
  await expect(signInButton).toBeDisabled()
  await page.getByText("I'm not a robot").click()
  await expect(signInButton).toBeEnabled({ timeout: 15_000 })
  await signInButton.click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
