import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { screenChecker } from './support/check-screen.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/*
 * An admin edits a quarter's IFTA rates by hand: rows added to a quarter without rates, a bad
 * surcharge refused on its field as the save route would refuse it, a rate corrected and a row removed,
 * and the quarter put back to no rates at the end. The quarter is the one after today's, which no
 * other browser test uses and for which no matrix ships. Each screen is checked with axe-core and
 * photographed at 1280 and 390 px (pictures outside the repository).
 */
const SHOTS = process.env.IFTA_RATES_SHOTS_DIR ?? '/tmp/ifta-rates-shots'
const checkScreen = screenChecker({
  shots: SHOTS,
  prefix: 'ifta-rates',
  desktop: { width: 1280, height: 800 },
})

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

async function chooseState(page: Page, row: Locator, name: string, code: string) {
  const select = row.getByLabel('Jurisdiction')
  await select.click()
  await select.fill(code)
  await page.getByRole('option', { name: `${name} (${code})`, exact: true }).click()
}

test('an admin adds, corrects and removes a quarter’s IFTA rates one by one', async ({ page }) => {
  await signInAdmin(page.request)
  await page.goto('/admin/settings?tab=ifta')
  await page.getByRole('combobox', { name: 'Quarter' }).click()
  const next = page.getByRole('option').first()
  const quarter = (await next.textContent())!.trim()
  await next.click()
  await expect(page.getByText(`No rates for ${quarter}`)).toBeVisible()

  await page.getByRole('button', { name: 'Edit rates' }).click()
  const editor = page.getByRole('region', { name: `Edit ${quarter} rates` })
  const row = (n: number) => editor.getByRole('group', { name: new RegExp(`^Rate ${n}\\b`) })
  await chooseState(page, row(1), 'Texas', 'TX')
  await row(1).getByLabel('Rate ($/gal)').fill('0.2000')
  await editor.getByRole('button', { name: 'Add rate' }).click()
  await chooseState(page, row(2), 'Kentucky', 'KY')
  await row(2).getByLabel('Rate ($/gal)').fill('0.2460')
  await row(2).getByLabel('Surcharge ($/gal)').fill('0.10505')
  await editor.getByRole('button', { name: 'Add rate' }).click()
  await chooseState(page, row(3), 'Oklahoma', 'OK')
  await row(3).getByLabel('Rate ($/gal)').fill('0.19')
  await editor.getByRole('button', { name: `Save ${quarter} rates` }).click()
  await expect(editor.getByText('Please correct the field marked below')).toBeVisible()
  await expect(row(2).getByText('Enter the rate in dollars per gallon, e.g. 0.3200')).toBeVisible()
  await checkScreen(page, 'edit-refused')

  await row(2).getByLabel('Surcharge ($/gal)').fill('0.1050')
  await editor.getByRole('button', { name: `Save ${quarter} rates` }).click()
  await expect(page.getByText(`IFTA rates for ${quarter} saved`)).toBeVisible()
  const table = page.getByRole('table', { name: `IFTA rates ${quarter}` })
  await expect(table.getByRole('row', { name: /^KY / })).toContainText('0.2460')
  await expect(table.getByRole('row', { name: /^KY / })).toContainText('0.1050')
  await expect(table.getByRole('row', { name: /^OK / })).toContainText('0.1900')
  await expect(page.getByText(/Source: Saved by an administrator/)).toBeVisible()

  // A rate corrected and a row removed; the others stay as saved.
  await page.getByRole('button', { name: 'Edit rates' }).click()
  await expect(editor.getByRole('group')).toHaveCount(3)
  const texas = editor.getByRole('group', { name: /\bTX$/ })
  await texas.getByLabel('Rate ($/gal)').fill('0.2100')
  await editor.getByRole('button', { name: /^Remove rate \d+ OK$/ }).click()
  await expect(editor.getByRole('group')).toHaveCount(2)
  await checkScreen(page, 'edit')
  await editor.getByRole('button', { name: `Save ${quarter} rates` }).click()
  await expect(page.getByText(`IFTA rates for ${quarter} saved`)).toBeVisible()
  await expect(table.getByRole('row', { name: /^TX / })).toContainText('0.2100')
  await expect(table.getByRole('row', { name: /^OK / })).toHaveCount(0)
  await expect(table.getByRole('row', { name: /^KY / })).toContainText('0.1050')
  await checkScreen(page, 'saved')

  // Every row removed: the quarter has no rates again.
  await page.getByRole('button', { name: 'Edit rates' }).click()
  for (const code of ['KY', 'TX'])
    await editor.getByRole('button', { name: new RegExp(`^Remove rate \\d+ ${code}$`) }).click()
  await editor.getByRole('button', { name: `Save ${quarter} rates` }).click()
  await expect(page.getByText(`No rates for ${quarter}`)).toBeVisible()
})
