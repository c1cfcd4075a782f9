import { type Browser, type BrowserContext, expect as baseExpect } from '@playwright/test'
import { freePort, type RunningProcess, runScript } from '../support/spawn-server.ts'
import { signUp } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/*
 * A screen the plan does not include, on a server whose clock is past the new account's trial (its
 * own process: tests/e2e/support/serve-after-trial.ts). The account buys the Driver plan through the
 * provider's checkout, then opens Profit & Loss: an upgrade panel names the plan that has it and
 * leads to Billing, instead of a red "Failed to load" and cards loading for ever.
 */
let later: RunningProcess | undefined
let baseURL = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const [port, fakePort] = [await freePort(), await freePort()]
  later = runScript('tests/e2e/support/serve-after-trial.ts', {
    PORT: String(port),
    FAKE_STRIPE_PORT: String(fakePort),
  })
  await baseExpect.poll(() => later!.output(), { timeout: 90_000 }).toContain('ready')
  baseURL = `http://localhost:${port}`
})

test.afterAll(async () => {
  later?.child.kill('SIGTERM')
  await later?.exited
})

async function laterContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width, height: 900 } })
}

test('a Driver-plan account past its trial is shown the plan Profit & Loss needs, with the way to Billing', async ({
  browser,
}) => {
  const context = await laterContext(browser)
  // An admin has pushed the catalogue to the provider.
  await signInAdmin(context.request)
  expect((await context.request.post('/api/admin/settings/payment-gateway/products')).status()).toBe(200)
  await context.clearCookies()
  const page = await context.newPage()
  await signUp(page, { role: 'owner_operator' })

  await page.goto('/settings/billing')
  const billing = page.getByRole('region', { name: 'Billing' })
  await expect(billing.getByText('Trial ended', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Choose Driver' }).click()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/settings\/billing\?checkout=success$/)
  await expect(billing.getByRole('heading', { name: 'Driver (monthly)' })).toBeVisible()

  await page.goto('/reports/profit-loss')
  const panel = page.getByRole('region', { name: 'Upgrade' })
  await expect(
    panel.getByRole('heading', { name: 'Profit & Loss comes with the Owner Operator plan' }),
  ).toBeVisible()
  await expect(panel).toContainText('Your Driver plan does not include it.')
  await expect(page.getByText(/Failed to load/)).toHaveCount(0)
  await page.screenshot({ path: '/tmp/expenses-plan-locked-1280.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '/tmp/expenses-plan-locked-390.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  await panel.getByRole('link', { name: 'Upgrade to Owner Operator' }).click()
  await expect(page).toHaveURL(/\/settings\/billing$/)
  await expect(page.getByRole('button', { name: 'Choose Owner Operator' })).toBeVisible()

  // The fleet screens name the Fleet Manager plan; the books themselves stay open.
  await page.goto('/fleet')
  await expect(page.getByRole('heading', { name: 'Fleet comes with the Fleet Manager plan' })).toBeVisible()
  await page.goto('/expenses')
  // The header's button (an empty list offers a second one once it has loaded).
  await expect(page.getByRole('button', { name: 'Add Expense' }).first()).toBeVisible()
  await context.close()
})
