import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

const cards = (page: Page) => ({
  total: page.getByTestId('card-Total Expenses'),
  deductible: page.getByTestId('card-Tax Deductible'),
  count: page.getByTestId('card-This Month'),
})

/** Picks an option of a Mantine Select (the input opens a listbox). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function addExpense(page: Page, fields: { description: string; amount: string; category: string }) {
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add New Expense' })
  await dialog.getByLabel('Description').fill(fields.description)
  await dialog.getByLabel('Amount').fill(fields.amount)
  await choose(page, dialog.getByLabel('Category'), fields.category)
  return dialog
}

function rowOf(page: Page, description: string) {
  return page.getByRole('table', { name: 'Expenses' }).getByRole('row').filter({ hasText: description })
}

async function rowAction(page: Page, description: string, action: 'View Details' | 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${description}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('add, edit, view and delete an expense; Undo brings it back', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/expenses')
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible()
  await expect(page.getByText('No expenses yet')).toBeVisible()

  // The spec's validation messages, checked before anything is sent.
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  let dialog = page.getByRole('dialog', { name: 'Add New Expense' })
  // An owner-operator's expenses start as deductible; the category is theirs to choose.
  await expect(dialog.getByLabel('Tax Deductible')).toBeChecked()
  await expect(dialog.getByLabel('Category')).toHaveValue('')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible()
  await dialog.getByLabel('Description').fill('Diesel at Pilot')
  await dialog.getByLabel('Amount').fill('0')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog.getByText('Please enter a valid amount')).toBeVisible()
  await dialog.getByLabel('Amount').fill('123.45')
  await dialog.getByLabel('Notes').fill('Amarillo, TX')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible()
  await choose(page, dialog.getByLabel('Category'), 'Fuel')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(page.getByText('Expense added successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  // A second, non-deductible one, so the two totals differ.
  dialog = await addExpense(page, { description: 'Truck wash', amount: '40', category: 'Maintenance' })
  await dialog.getByLabel('Tax Deductible').uncheck()
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog).toBeHidden()

  const diesel = rowOf(page, 'Diesel at Pilot')
  await expect(diesel).toContainText('$123.45')
  await expect(diesel).toContainText('Amarillo, TX')
  await expect(diesel).toContainText('Fuel')
  await expect(rowOf(page, 'Truck wash')).toContainText('No')
  await expect(rowOf(page, 'Truck wash')).toContainText('Maintenance')
  await expect(cards(page).total).toHaveText('$163.45')
  await expect(cards(page).deductible).toHaveText('$123.45')
  await expect(cards(page).count).toHaveText('2')

  // Edit: the same form, saved with PATCH.
  await rowAction(page, 'Diesel at Pilot', 'Edit')
  dialog = page.getByRole('dialog', { name: 'Edit Expense' })
  await expect(dialog.getByLabel('Description')).toHaveValue('Diesel at Pilot')
  await dialog.getByLabel('Amount').fill('150')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Expense updated successfully')).toBeVisible()
  await expect(diesel).toContainText('$150.00')
  await expect(cards(page).total).toHaveText('$190.00')
  await expect(cards(page).deductible).toHaveText('$150.00')

  // View Details shows every field.
  await rowAction(page, 'Diesel at Pilot', 'View Details')
  dialog = page.getByRole('dialog', { name: 'Expense Details' })
  await expect(dialog).toContainText('$150.00')
  await expect(dialog).toContainText('Credit Card')
  await expect(dialog).toContainText('Amarillo, TX')
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()

  // Delete asks first; the toast offers Undo, which re-creates the expense.
  await rowAction(page, 'Diesel at Pilot', 'Delete')
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to delete this expense?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Expense deleted successfully')).toBeVisible()
  await expect(diesel).toHaveCount(0)
  await expect(cards(page).total).toHaveText('$40.00')
  await expect(cards(page).count).toHaveText('1')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(diesel).toContainText('$150.00')
  await expect(cards(page).total).toHaveText('$190.00')
  await expect(cards(page).count).toHaveText('2')

  // It is on the server: a reload shows it.
  await page.reload()
  await expect(rowOf(page, 'Diesel at Pilot')).toContainText('$150.00')
})

test('search, bulk delete with Undo, and the empty states', async ({ page }) => {
  await signUp(page)
  await page.goto('/expenses')
  for (const [description, amount, category] of [
    ['Tolls on I-40', '12.5', 'Tolls'],
    ['Scale ticket', '13.75', 'Scales'],
  ] as const) {
    const dialog = await addExpense(page, { description, amount, category })
    await dialog.getByRole('button', { name: 'Add Expense' }).click()
    await expect(dialog).toBeHidden()
  }
  await expect(cards(page).total).toHaveText('$26.25')

  await page.getByLabel('Search expenses').fill('scale')
  await expect(rowOf(page, 'Tolls on I-40')).toHaveCount(0)
  await expect(cards(page).total).toHaveText('$13.75')
  // Export downloads what the filters list, from the server.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export' }).click()
  const csv = readFileSync((await (await downloading).path())!, 'utf8')
  expect(csv).toContain('Scale ticket')
  expect(csv).not.toContain('Tolls on I-40')
  await page.getByLabel('Search expenses').fill('no such thing')
  await expect(page.getByText('No expenses match your filters')).toBeVisible()
  await page.getByLabel('Search expenses').fill('')
  await expect(rowOf(page, 'Tolls on I-40')).toBeVisible()

  await page.getByLabel('Select all expenses').check()
  await page.getByRole('button', { name: 'Delete (2)' }).click()
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to delete 2 expense(s)?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('2 expense(s) deleted successfully')).toBeVisible()
  await expect(page.getByText('No expenses yet')).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(rowOf(page, 'Tolls on I-40')).toBeVisible()
  await expect(rowOf(page, 'Scale ticket')).toBeVisible()
  await expect(cards(page).total).toHaveText('$26.25')
})

test('a company driver’s new expense starts as not deductible: W-2 employees cannot deduct', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/expenses')
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add New Expense' })
  await expect(dialog.getByLabel('Tax Deductible')).not.toBeChecked()
  await expect(dialog.getByLabel('Category')).toHaveValue('')
  await dialog.getByLabel('Description').fill('Lunch at the terminal')
  await dialog.getByLabel('Amount').fill('14.20')
  await choose(page, dialog.getByLabel('Category'), 'Food & Lodging')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, 'Lunch at the terminal')).toContainText('Food & Lodging')
  await expect(cards(page).total).toHaveText('$14.20')
  await expect(cards(page).deductible).toHaveText('$0.00')
})

test.describe('on the road in another time zone', () => {
  // The account was opened in Chicago; the laptop now says Tokyo, where it is already the next day.
  test.use({ timezoneId: 'America/Chicago' })

  test("today is the user's date, not the browser's", async ({ page, browser }) => {
    await signUp(page)
    const tokyo = await browser.newContext({
      timezoneId: 'Asia/Tokyo',
      storageState: await page.context().storageState(),
    })
    try {
      const away = await tokyo.newPage()
      // 21:00 on 28 February in Chicago is 12:00 on 1 March in Tokyo.
      await away.clock.setFixedTime(new Date('2026-03-01T03:00:00Z'))
      await away.goto('/expenses')
      await away.getByRole('button', { name: 'Add Expense' }).first().click()
      const dialog = away.getByRole('dialog', { name: 'Add New Expense' })
      await expect(dialog.getByLabel('Date')).toHaveValue('2026-02-28')
    } finally {
      await tokyo.close()
    }
  })
})
