import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { uniqueEmail } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

/**
 * The pages `npm run bench:lighthouse` measures, at its phone (412×823) and desktop widths: every
 * touch target is at least 24×24 CSS px or far enough from the next one (axe-core's `target-size`,
 * the rule behind Lighthouse's audit; axe leaves it off by default, so tests/e2e/screens.spec.ts
 * does not run it).
 */
const WIDTHS = { phone: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } } as const

async function smallTargets(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze()
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))
}

async function checkAtBothWidths(page: Page, path: string) {
  for (const [name, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size)
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect.soft(await smallTargets(page), `${path} at ${name} width`).toEqual([])
  }
}

test.describe('signed out, first visit (the cookie banner shows)', () => {
  test.use({ cookieConsent: false })

  test('the landing and sign-in pages have touch targets of 24 px or more', async ({ page }) => {
    test.setTimeout(90_000)
    for (const path of ['/', '/login']) await checkAtBothWidths(page, path)
  })
})

test.describe('signed in', () => {
  test.use({ cookieConsent: false })

  test('the dashboard with its charts has touch targets of 24 px or more', async ({ page }) => {
    test.setTimeout(90_000)
    // As the benchmark seeds it: a settlement and expenses of this month, so both charts draw.
    const password = 'target-size-pass-1'
    const register = await page.request.post('/api/auth/register', {
      data: {
        fullName: 'Tara Target',
        email: uniqueEmail('targets'),
        password,
        confirmPassword: password,
        role: 'owner_operator',
      },
    })
    expect(register.status()).toBe(201)
    const date = new Date().toISOString().slice(0, 10)
    const settlement = await page.request.post('/api/settlements', {
      data: {
        broker: 'Prairie Freight LLC',
        tripNumber: 'T-4471',
        settlementDate: date,
        lines: [
          { kind: 'load', loadNumber: 'L-1001', amountCents: 250_000 },
          { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 61_200 },
        ],
      },
    })
    expect(settlement.status()).toBe(201)
    for (const [category, amountCents] of [
      ['maintenance', 18_950],
      ['tolls', 4_400],
      ['food', 2_375],
    ] as const) {
      const expense = await page.request.post('/api/expenses', {
        data: { date, description: `Target ${category}`, amountCents, category },
      })
      expect(expense.status()).toBe(201)
    }
    await checkAtBothWidths(page, '/dashboard')
  })
})
