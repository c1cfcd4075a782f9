import { signIn, signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

/** Resource Timing of the page's load: when the session check started, when the app's script ended. */
async function loadTimings(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const sessionChecks = entries.filter((e) => new URL(e.name).pathname === '/api/auth/me')
    const appScript = entries.find((e) => /\/assets\/app-[\w-]+\.js$/.test(new URL(e.name).pathname))
    return {
      sessionChecks: sessionChecks.length,
      sessionCheckStart: sessionChecks[0]?.startTime ?? Number.NaN,
      appScriptEnd: appScript?.responseEnd ?? Number.NaN,
    }
  })
}

test('on a slow connection the session is asked for while the app’s script downloads, once', async ({
  page,
}) => {
  await signUp(page)
  const cdp = await page.context().newCDPSession(page)
  // A first visit: nothing from the cache.
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  // Lighthouse's phone: 150 ms round trips, 1.6 Mbit/s down. The app's script takes most of a second.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const timings = await loadTimings(page)
  // The page's first script asked; the app took that answer instead of asking again.
  expect(timings.sessionChecks).toBe(1)
  expect(timings.sessionCheckStart).toBeLessThan(timings.appScriptEnd)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  // Signed out, the early answer (401) leaves the sign-in form where it is.
  await page.context().clearCookies()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('a phone draws the menu’s links when the menu first opens, a desktop with the page', async ({
  page,
}) => {
  await signUp(page)
  const menu = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(menu.getByRole('link', { name: 'Expenses' })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  // Not drawn off screen, nor read out by a screen reader, until asked for.
  await expect(menu).toHaveCount(0)
  await page.getByRole('button', { name: 'Toggle navigation' }).click()
  await menu.getByRole('link', { name: 'Expenses' }).click()
  await expect(page).toHaveURL(/\/expenses$/)
  // Once drawn it stays, closed, for the next time.
  await expect(menu).toHaveCount(1)
  await page.getByRole('button', { name: 'Toggle navigation' }).click()
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible()
})

test('the chat launcher has a hover label where a pointer hovers; a phone’s tap opens the chat', async ({
  page,
  browser,
}) => {
  const { email, password } = await signUp(page)
  const launcher = page.getByRole('button', { name: 'Open support chat' })
  await launcher.hover()
  await expect(page.getByRole('tooltip', { name: 'Support Chat' })).toBeVisible()

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const phonePage = await phone.newPage()
  await phonePage.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  await signIn(phonePage, email, password)
  await expect(phonePage).toHaveURL(/\/dashboard$/)
  expect(await phonePage.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false)
  await phonePage.getByRole('button', { name: 'Open support chat' }).tap()
  await expect(phonePage.getByRole('dialog', { name: 'Support Chat' })).toBeVisible()
  await phone.close()
})
