import { expect, test } from './support/test.ts'

test.describe('cookie banner', () => {
  test.use({ cookieConsent: false })

  test('stays until accepted; closing hides it for this view only', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    // The page keeps room for the bar: scrolled to the end, the footer ends above it.
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Cookie Policy')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(footer).toBeInViewport()
    await expect
      .poll(async () => {
        const [end, bar] = [await footer.boundingBox(), await banner.boundingBox()]
        return Math.round(end!.y + end!.height - bar!.y)
      })
      .toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: 'Close cookie banner' }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(banner).toBeHidden()
  })
})

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible()
  await page.getByRole('link', { name: 'Help Center' }).click()
  await expect(page).toHaveURL(/\/(help|login)$/)
})

test('the landing page shows plans that lead to registration, and no demo credentials', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('$49.99').first()).toBeVisible()
  await expect(page.getByText('$99.99').first()).toBeVisible()
  await expect(page.getByText('$199.99').first()).toBeVisible()
  await expect(page.getByText('demo.rigledger.com')).toHaveCount(0)
  await page.getByRole('link', { name: 'Start Your Free Trial' }).first().click()
  await expect(page).toHaveURL(/\/register/)
})

test('legal pages link to each other', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible()
  await page.getByRole('link', { name: /Terms/ }).last().click()
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
  await expect(page.getByText(/99\.9%/).first()).toBeVisible()
})
