import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { ADMIN_SCREENS, customerScreens, STATES, saveSession } from './support/screens.ts'
import { type SeededAccount, seedCustomer, signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/**
 * Every screen at a desktop and a phone width: none may scroll sideways, and axe-core finds no
 * critical or serious accessibility violation on it. Each screen is opened once and checked at both
 * widths, signed-in sessions are made once; screenshots are kept for review.
 */
const WIDTHS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const
type Width = keyof typeof WIDTHS

const PUBLIC = [
  '/',
  '/privacy',
  '/terms',
  '/cookie-policy',
  '/no-such-page',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=no-such-token',
  '/confirm-email?token=no-such-token',
  '/admin',
  '/admin/setup?token=no-such-token',
]

// Signed-in sessions made once through the API and reused by every signed-in visit.
const CUSTOMER_STATE = path.join(STATES, 'e2e-customer-state.json')
const ADMIN_STATE = path.join(STATES, 'e2e-admin-state.json')
let seeded: SeededAccount
let ticketId: string

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000)
  const baseURL = testInfo.project.use.baseURL!
  const save = (file: string, signIn: (request: APIRequestContext) => Promise<unknown>) =>
    saveSession(playwright, baseURL, file, signIn)
  await save(CUSTOMER_STATE, async (request) => {
    seeded = await seedCustomer(request)
    const ticket = await request.post('/api/support/tickets', {
      data: { subject: 'Settlement shows the wrong net', message: 'The net should be $2,140.55.' },
    })
    expect(ticket.status()).toBe(201)
    ticketId = (await ticket.json()).id
  })
  await save(ADMIN_STATE, signInAdmin)
})

/** Waits until data, lazy chunks and transitions have settled, so colours are measured as shown. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/** Checks the screen as it is shown now at the given width. */
async function check(page: Page, width: Width, name: string) {
  await page.setViewportSize(WIDTHS[width])
  await settle(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect.soft(overflow, `${name} scrolls sideways by ${overflow}px at ${width} width`).toBeLessThanOrEqual(0)
  expect.soft(await seriousViolations(page), `axe on ${name} at ${width} width`).toEqual([])
  const file = name === '/' ? 'landing' : name.slice(1).replace(/\?.*$/, '').replaceAll('/', '-')
  await page.screenshot({ path: test.info().outputPath(`${width}-${file}.png`), fullPage: true })
}

/** Opens a screen once and checks it at both widths (the layout follows a resize). */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('h1').first(), `a heading on ${path}`).toBeVisible()
  for (const width of Object.keys(WIDTHS) as Width[]) await check(page, width, path)
}

/** The first Tab stop is the skip link, shown when focused; following it focuses the main landmark. */
async function expectSkipLink(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('h1').first(), `a heading on ${path}`).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip, `the first Tab stop on ${path}`).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main'), `the skip link's target on ${path}`).toBeFocused()
  await expect(skip).not.toBeInViewport()
}

test.describe('signed out', () => {
  // A first visit: the cookie banner is part of what is checked.
  test.use({ cookieConsent: false })

  test('public and sign-in screens', async ({ page }) => {
    test.setTimeout(180_000)
    for (const path of PUBLIC) await visit(page, path)
  })

  test('every layout starts with a skip link to its main content', async ({ page }) => {
    for (const path of ['/', '/login', '/privacy', '/no-such-page']) await expectSkipLink(page, path)
  })
})

test.describe('as a customer', () => {
  test.use({ storageState: CUSTOMER_STATE })

  test('customer screens', async ({ page }) => {
    // About 50 screens, each at two widths with axe and a full-page screenshot: some 6 s a screen (more on a busy machine).
    test.setTimeout(720_000)
    for (const path of customerScreens(seeded, ticketId)) await visit(page, path)

    for (const width of Object.keys(WIDTHS) as Width[]) {
      await page.setViewportSize(WIDTHS[width])
      await page.goto('/dashboard')
      await page.getByRole('button', { name: 'New' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await check(page, width, '/dashboard (New menu open)')

      await page.goto('/expenses')
      await page.getByRole('button', { name: 'Add Expense' }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await check(page, width, '/expenses (Add Expense dialog open)')

      await page.goto('/help')
      await page.getByRole('button', { name: 'Open support chat' }).click()
      await expect(page.getByRole('dialog', { name: 'Support Chat' })).toBeVisible()
      await check(page, width, '/help (support chat open)')
    }

    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Toggle navigation' }).click()
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await check(page, 'phone', '/dashboard (menu open)')
  })

  test('the customer area starts with a skip link to its main content', async ({ page }) => {
    await expectSkipLink(page, '/dashboard')
  })
})

test.describe('as an admin', () => {
  test.use({ storageState: ADMIN_STATE })

  test('admin screens', async ({ page }) => {
    test.setTimeout(300_000)
    for (const path of ADMIN_SCREENS) await visit(page, path)
  })
})
