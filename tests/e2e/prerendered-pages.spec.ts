import { expect, test } from './support/test.ts'

/**
 * The public pages come rendered by the build (src/web/prerender.tsx): drawn from the HTML alone,
 * before and without any script, and then taken over by the app, element for element (hydrated, not
 * drawn again), with no hydration error, whether or not the visitor accepted cookies.
 */
const PAGES = [
  { path: '/', text: 'Keep every mile of your business on the books' },
  { path: '/login', text: 'Welcome Back' },
  { path: '/register', text: 'Create Your Account' },
  { path: '/forgot-password', text: 'Reset Your Password' },
  { path: '/admin', text: 'Admin' },
  { path: '/privacy', text: 'Privacy Policy' },
  { path: '/terms', text: 'Terms of Service' },
  { path: '/cookie-policy', text: 'Cookie Policy' },
] as const

test('public pages are drawn from their HTML, without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { path, text } of PAGES) {
    await page.goto(path)
    await expect(page.locator('#root').getByText(text).first(), path).toBeVisible()
  }
  // A form waits for the app: typed before, its fields would be lost, and a plain submit would put
  // them in the address.
  await page.goto('/login')
  await expect(page.getByLabel('Email')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Sign In' }).last()).toBeDisabled()
  // A signed-in screen is not rendered ahead: the app draws it.
  await page.goto('/dashboard')
  await expect(page.locator('#root')).toBeEmpty()
  await context.close()
})

for (const consent of [true, false]) {
  test.describe(consent ? 'with cookies accepted' : 'on a first visit', () => {
    test.use({ cookieConsent: consent })
    test('the app takes over the drawn page without redrawing it', async ({ page }) => {
      const errors: string[] = []
      let at = ''
      page.on('pageerror', (error) => errors.push(`${at}: ${error.message}`))
      page.on('console', (message) => {
        // A signed-out visitor's session check answers 401, which the browser logs.
        if (message.type() === 'error' && !message.text().includes('status of 401')) {
          errors.push(`${at}: ${message.text()}`)
        }
      })
      // The first element of the page as the HTML drew it, before any script ran.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            ;(window as { drawn?: Element | null }).drawn = document.querySelector('#root main, #root header')
          }
        })
      })
      for (const { path, text } of PAGES) {
        at = path
        await page.goto(path)
        await expect(page.locator('#root').getByText(text).first(), path).toBeVisible()
        await page.waitForLoadState('networkidle')
        const kept = await page.evaluate(() => {
          const drawn = (window as { drawn?: Element | null }).drawn
          return Boolean(drawn?.isConnected)
        })
        expect(kept, `${path}: the drawn elements are the app's`).toBe(true)
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(consent ? 0 : 1)
      }
      expect(errors).toEqual([])
    })
  })
}

test('the drawn sign-in form works once the app has taken it over', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('nobody@example.com')
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1')
  await page.getByRole('button', { name: 'Sign In' }).last().click()
  await expect(page.getByRole('alert').first()).toBeVisible()
})
