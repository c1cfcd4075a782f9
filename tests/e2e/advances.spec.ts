import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { screenChecker } from './support/check-screen.ts'
import { signUp } from './support/helpers.ts'
import { expect as baseExpect, test } from './support/test.ts'

const expect = baseExpect.configure({ timeout: 30_000 })

/*
 * An owner-operator records a $350 Comchek the carrier advanced for a lumper: it is owed to the
 * carrier and the lumper is an expense once. The next settlement deducts it (matched by its number)
 * and a $75 cash advance nobody recorded, which the user records from the settlement's line. Each
 * screen is checked with axe-core and photographed at 1280 and 390 px (pictures outside the
 * repository).
 */
const SHOTS = process.env.ADVANCES_SHOTS_DIR ?? '/tmp/advance-shots'
const DESKTOP = { width: 1280, height: 800 }
const checkPage = screenChecker({ shots: SHOTS, prefix: 'advances', desktop: DESKTOP })

/** Checks a screen once the toasts (fading in or out, their colours mid-way) have gone. */
async function checkScreen(page: Page, name: string) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0)
  await checkPage(page, name)
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})

test('an advance is owed until a settlement deducts it, and its lumper is an expense once', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize(DESKTOP)
  await signUp(page, { role: 'owner_operator' })

  // From the Escrow & Reserves page to Advances, still empty.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Escrow' })
    .click()
  await page.getByRole('link', { name: 'Advances' }).last().click()
  await expect(page.getByRole('heading', { name: 'Advances', level: 1 })).toBeVisible()
  await expect(page.getByText('No advances yet')).toBeVisible()
  await checkScreen(page, 'empty')

  await page.getByRole('button', { name: 'Record Advance' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByLabel('Advanced by').fill('Prairie Line Carriers')
  await dialog.getByLabel('Date advanced').fill(isoDaysAgo(6))
  await dialog.getByLabel('Amount').fill('350')
  await dialog.getByLabel('Check or code number').fill('40221-7')
  await dialog.getByLabel('What it paid for').click()
  await page.getByRole('option', { name: 'Lumper Fees' }).click()
  await dialog.getByLabel('Description').fill('Lumper, Kroger DC Denver')
  await dialog.getByRole('button', { name: 'Record Advance' }).click()
  await expect(dialog).toBeHidden()
  const owed = page.getByRole('region', { name: 'Owed to carriers' })
  await expect(owed.getByText('$350.00').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'All advances' }).getByText('Owed')).toBeVisible()

  // The settlement deducts it (its number on the line) and a cash advance nobody recorded.
  const date = isoDaysAgo(2)
  const res = await page.request.post('/api/settlements', {
    data: {
      broker: 'Prairie Line Carriers',
      tripNumber: 'T-8812',
      settlementDate: date,
      lines: [
        { kind: 'load', description: 'Omaha to Denver', amountCents: 300_000 },
        { kind: 'deduction', category: 'advance', description: 'Comchek 40221-7', amountCents: 35_000 },
        { kind: 'deduction', category: 'advance', description: 'Cash advance', amountCents: 7_500 },
      ],
    },
  })
  expect(res.status()).toBe(201)
  await page.reload()
  await expect(owed.getByText('Nothing owed today')).toBeVisible()
  const list = page.getByRole('region', { name: 'All advances' })
  await expect(list.getByRole('link', { name: 'T-8812' })).toBeVisible()
  await expect(list.getByText('by its number')).toBeVisible()
  const toMatch = page.getByRole('region', { name: 'Repayments to match' })
  await expect(toMatch.getByText('Cash advance')).toBeVisible()
  await checkScreen(page, 'matched')

  await toMatch.getByRole('button', { name: 'Record this advance' }).click()
  dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Advanced by')).toHaveValue('Prairie Line Carriers')
  await dialog.getByLabel('Paid as').click()
  await page.getByRole('option', { name: 'Cash', exact: true }).click()
  await dialog.getByLabel('Date advanced').fill(isoDaysAgo(4))
  await checkScreen(page, 'record-from-line')
  await dialog.getByRole('button', { name: 'Record Advance' }).click()
  await expect(dialog).toBeHidden()
  await expect(toMatch).toBeHidden()
  await expect(list.getByText('matched by you')).toBeVisible()

  // The books: the lumper once, the settlement's advance lines nothing.
  const expenses = await (await page.request.get('/api/expenses?pageSize=100')).json()
  expect(
    expenses.items.map((e: { description: string; amountCents: number }) => [e.description, e.amountCents]),
  ).toEqual([['Lumper, Kroger DC Denver (paid with an advance from Prairie Line Carriers)', 35_000]])
})
