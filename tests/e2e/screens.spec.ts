import type { Page } from '@playwright/test'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

/** Screens at a desktop and a phone width: none may scroll sideways. Screenshots kept for review. */
const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const

const PUBLIC = ['/', '/login', '/register', '/forgot-password', '/admin', '/no-such-page']
const SIGNED_IN = ['/dashboard', '/settlements', '/settlements/upload', '/expenses', '/reports/mileage']

async function check(page: Page, width: keyof typeof WIDTHS, path: string) {
  await page.goto(path)
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${path} scrolls sideways by ${overflow}px at ${width} width`).toBeLessThanOrEqual(0)
  const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-')
  await page.screenshot({ path: test.info().outputPath(`${width}-${name}.png`), fullPage: true })
}

for (const width of Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport: WIDTHS[width] })

    test('public screens fit', async ({ page }) => {
      for (const path of PUBLIC) await check(page, width, path)
    })

    test('signed-in screens fit', async ({ page }) => {
      // Five screens, each waited on until the network is idle.
      test.setTimeout(90_000)
      await signUp(page)
      for (const path of SIGNED_IN) await check(page, width, path)
      if (width === 'phone') {
        await page.getByRole('button', { name: 'Toggle navigation' }).click()
        await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible()
        await page.screenshot({ path: test.info().outputPath('phone-menu-open.png') })
      }
    })
  })
}
