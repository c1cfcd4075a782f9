import { test as base } from '@playwright/test'

/**
 * The browser tests' `test`: the cookie banner is accepted beforehand (it overlays the page bottom,
 * where the logout button is) unless a test sets `cookieConsent: false`.
 */
export const test = base.extend<{ cookieConsent: boolean }>({
  cookieConsent: [true, { option: true }],
  page: async ({ page, cookieConsent }, use) => {
    if (cookieConsent) {
      await page.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
    }
    await use(page)
  },
})

export { expect } from '@playwright/test'
