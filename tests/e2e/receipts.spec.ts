import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

/** Reading a receipt is OCR on the server: several seconds. */
const OCR_TIMEOUT = 60_000

const RECEIPT = 'fuel-stop-receipt.png'
const receiptPath = path.resolve(import.meta.dirname, '../fixtures/receipts', RECEIPT)
/** What the receipt says: vendor, date and total, as the fixture's sidecar records it. */
const expected = JSON.parse(readFileSync(receiptPath.replace(/\.png$/, '.expected.json'), 'utf8')) as {
  vendor: string
  date: string
  totalCents: number
}
const totalText = `$${(expected.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`

/** Picks an option of a Mantine Select (the input opens a listbox). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('scan a receipt: the expense form is filled from it and keeps the receipt', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page)
  await page.goto('/expenses')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Scan Receipt' }).click()
  await (await chooser).setFiles(receiptPath)

  const scanning = page.getByRole('dialog', { name: 'Scan Receipt' })
  await expect(scanning.getByText(RECEIPT)).toBeVisible()
  await expect(scanning.getByRole('progressbar')).toBeVisible()

  const form = page.getByRole('dialog', { name: 'Add New Expense' })
  await expect(form).toBeVisible({ timeout: OCR_TIMEOUT })
  await expect(scanning).toBeHidden()
  await expect(form.getByLabel('Description')).toHaveValue(new RegExp(expected.vendor, 'i'))
  await expect(form.getByLabel('Amount')).toHaveValue(totalText)
  await expect(form.getByLabel('Date')).toHaveValue(expected.date)
  await expect(form.getByRole('img', { name: `Receipt ${RECEIPT}` })).toBeVisible()
  await expect(form.getByRole('link', { name: /View receipt/ })).toHaveAttribute(
    'href',
    /\/api\/documents\/[0-9a-f-]{36}\/file$/,
  )

  // What the receipt was for is the user's to say: no category is chosen for them.
  await choose(page, form.getByLabel('Category'), 'Fuel')
  await form.getByRole('button', { name: 'Add Expense' }).click()
  await expect(page.getByText('Expense added successfully')).toBeVisible()
  await expect(form).toBeHidden()

  // The receipt is from March 2025: list every date to see it.
  await choose(page, page.getByRole('combobox', { name: 'Date' }), 'All Time')
  const row = page
    .getByRole('table', { name: 'Expenses' })
    .getByRole('row')
    .filter({ hasText: new RegExp(expected.vendor, 'i') })
  await expect(row).toContainText(totalText)
  await expect(row).toContainText('Receipt')
  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'View Details' }).click()
  const details = page.getByRole('dialog', { name: 'Expense Details' })
  await expect(details).toContainText('Scanned receipt')
  const href = await details.getByRole('link', { name: /View receipt/ }).getAttribute('href')
  const file = await page.request.get(href!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('image/png')
})

test('a file that is not a receipt is explained, and an unreadable one still opens the form', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page)
  await page.goto('/expenses')

  let chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Scan Receipt' }).click()
  await (await chooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('fuel 40'),
  })
  const scanning = page.getByRole('dialog', { name: 'Scan Receipt' })
  await expect(scanning.getByRole('alert')).toHaveText('Please choose a photo or a PDF of the receipt')
  await scanning.getByRole('button', { name: 'Close', exact: true }).click()

  // A blank picture: nothing to read, but the photo is kept with the expense the user types in.
  const blank = await page.screenshot({ clip: { x: 0, y: 0, width: 8, height: 8 } })
  chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Scan Receipt' }).click()
  await (await chooser).setFiles({ name: 'blurry.png', mimeType: 'image/png', buffer: blank })
  const form = page.getByRole('dialog', { name: 'Add New Expense' })
  await expect(form).toBeVisible({ timeout: OCR_TIMEOUT })
  await expect(form.getByRole('status')).toHaveText(
    'We could not read this receipt. Please fill in the details.',
  )
  await expect(form.getByRole('img', { name: 'Receipt blurry.png' })).toBeVisible()
})
