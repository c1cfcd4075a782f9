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
  dialog = await addExpense(page, {
    description: 'Truck wash',
    amount: '40',
    category: 'Repairs & Maintenance',
  })
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
  await choose(page, dialog.getByLabel('Category'), 'Meals')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, 'Lunch at the terminal')).toContainText('Meals')
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

test('the form says what is wrong while typing, counts characters and asks before adding a likely duplicate', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/expenses')
  let dialog = await addExpense(page, {
    description: 'Pilot #412 Amarillo',
    amount: '482.50',
    category: 'Fuel',
  })
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  dialog = page.getByRole('dialog', { name: 'Add New Expense' })
  // The largest amount is shown; a negative one is refused as it is typed, and stays as typed.
  await expect(dialog.getByText('Up to $100,000,000.00')).toBeVisible()
  const amount = dialog.getByLabel('Amount')
  await amount.fill('-50')
  await expect(dialog.getByText('The amount cannot be negative')).toBeVisible()
  await amount.blur()
  await expect(amount).toHaveValue('-$50.00')
  await amount.fill('100000000.01')
  await expect(dialog.getByText('The amount can be at most $100,000,000.00')).toBeVisible()
  await amount.fill('482.5')
  await expect(dialog.getByText(/cannot be negative|at most/)).toHaveCount(0)

  // Counters with the maximum; typing stops at it.
  const description = dialog.getByLabel('Description')
  await expect(dialog.getByText('0 / 300 characters')).toBeVisible()
  await description.fill('x'.repeat(10_000))
  await expect(description).toHaveValue('x'.repeat(300))
  await expect(dialog.getByText('300 / 300 characters')).toBeVisible()
  await expect(dialog.getByText('0 / 2,000 characters')).toBeVisible()
  await dialog.getByLabel('Notes').fill('y'.repeat(5_000))
  await expect(dialog.getByText('2,000 / 2,000 characters')).toBeVisible()
  await dialog.getByLabel('Notes').fill('')

  // The same amount, date and vendor as an existing expense: asked first, added only when confirmed.
  await description.fill('pilot #412 amarillo')
  await choose(page, dialog.getByLabel('Category'), 'Fuel')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  const confirm = dialog.getByRole('alertdialog')
  await expect(confirm).toContainText('This looks like an expense you already have')
  await expect(confirm).toContainText('“Pilot #412 Amarillo” for $482.50')
  await page.screenshot({ path: '/tmp/expenses-duplicate-1280.png' })
  await confirm.getByRole('button', { name: 'Go Back' }).click()
  await expect(confirm).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'Expenses' }).getByRole('row', { name: /Pilot #412/i }),
  ).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'Add Anyway' }).click()
  // The first expense's toast may still be closing: the newest is this one's.
  await expect(page.getByText('Expense added successfully').last()).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'Expenses' }).getByRole('row', { name: /Pilot #412/i }),
  ).toHaveCount(2)
})

test('the category list is one clear list in tax-return groups; an old category still shows on its row', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  // A row from before, in a category the form no longer offers; dated today in the user's time zone
  // (Chicago, a new account's), so the list's This Month shows it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())
  const old = await page.request.post('/api/expenses', {
    data: { description: 'Hotel and dinner', amountCents: 12_000, date: today, category: 'food' },
  })
  expect(old.status()).toBe(201)
  await page.goto('/expenses')
  await expect(rowOf(page, 'Hotel and dinner')).toContainText('Food & Lodging (old category)')

  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add New Expense' })
  await dialog.getByLabel('Category').click()
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByText('Travel: lodging and meals (lines 24a, 24b)')).toBeVisible()
  await expect(listbox.getByText('Repairs and maintenance (line 21)')).toBeVisible()
  for (const name of ['Meals', 'Lodging', 'Repairs & Maintenance', 'Office Supplies', 'Permits & Licenses']) {
    await expect(listbox.getByRole('option', { name, exact: true })).toHaveCount(1)
  }
  for (const twin of [
    'Maintenance',
    'Routine Maintenance',
    'Repairs',
    'Food & Lodging',
    'Office Supplies (other)',
    'License Fees',
    'Miscellaneous',
  ]) {
    await expect(listbox.getByRole('option', { name: twin, exact: true })).toHaveCount(0)
  }
  await page.screenshot({ path: '/tmp/expenses-categories-1280.png' })
  await page.keyboard.press('Escape')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Editing the old row keeps its category, named as old.
  await rowAction(page, 'Hotel and dinner', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit Expense' })
  await expect(edit.getByLabel('Category')).toHaveValue('Food & Lodging (old category)')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Expense updated successfully')).toBeVisible()
  await expect(rowOf(page, 'Hotel and dinner')).toContainText('Food & Lodging (old category)')
})
