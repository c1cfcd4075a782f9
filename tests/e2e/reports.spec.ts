import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data })
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201)
}

/** Picks an option of a Mantine Select (the input opens a listbox). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('generate a report, download it, and delete it', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
  await post(page, '/api/expenses', {
    date: today,
    description: 'Oil change',
    amountCents: 45_055,
    category: 'maintenance',
  })

  await page.goto('/reports')
  await expect(page.getByTestId('card-Expenses')).toHaveText('$450.55')
  await expect(page.getByText('No reports yet')).toBeVisible()
  const card = page.locator('.mantine-Card-root', {
    has: page.getByRole('heading', { name: 'Expense Report' }),
  })
  await card.getByRole('button', { name: 'Generate Report' }).click()
  await page.getByRole('menuitem', { name: 'PDF' }).click()
  await expect(page.getByText('Expense report generated successfully')).toBeVisible()

  const row = page.getByRole('row', { name: /Expense report/ })
  await expect(row.getByRole('link', { name: /Download/ })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: /Download/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^expense-report-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.pdf$/)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Delete (1)' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Are you sure you want to delete 1 report(s)?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No reports yet')).toBeVisible()
  expect((await (await page.request.get('/api/reports')).json()).total).toBe(0)
})

test('build a custom report, preview real rows, save it as a template and load it again', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
  await post(page, '/api/expenses', {
    date: today,
    description: 'Diesel at Love’s',
    amountCents: 61_200,
    category: 'fuel',
  })
  await post(page, '/api/expenses', {
    date: today,
    description: 'Tire repair',
    amountCents: 18_950,
    category: 'maintenance',
  })

  await page.goto('/reports/new')
  await expect(page.getByRole('heading', { name: 'Custom Report Builder' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate Report' })).toBeDisabled()
  const preview = page.getByRole('region', { name: 'Preview rows' })
  await expect(preview.getByText('Diesel at Love’s')).toBeVisible()
  await expect(preview.getByText('Tire repair')).toBeVisible()

  await choose(page, page.getByRole('combobox', { name: 'Category' }), 'Fuel')
  await expect(preview.getByText('Tire repair')).toBeHidden()
  await expect(page.getByText('1 rows')).toBeVisible()

  await page.getByRole('button', { name: 'Save as Template' }).click()
  await expect(page.getByText('Please enter a report name')).toBeVisible()
  await page.getByLabel('Report name').fill('Fuel only')
  await page.getByRole('button', { name: 'Save as Template' }).click()
  await expect(page.getByText('Report template saved')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Report name')).toHaveValue('')
  await choose(page, page.getByRole('combobox', { name: 'Templates' }), 'Fuel only')
  await expect(page.getByLabel('Report name')).toHaveValue('Fuel only')
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Fuel')
  await expect(preview.getByText('Tire repair')).toBeHidden()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Generate Report' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^fuel-only-.*\.pdf$/)
  await expect(page.getByText('Custom report generated successfully')).toBeVisible()
})

test('the tax summary of a seeded year shows the expected figures', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  await post(page, '/api/settlements', {
    broker: 'Prairie Freight LLC',
    settlementDate: '2025-06-10',
    lines: [
      { kind: 'load', loadNumber: 'L-1', amountCents: 7_010_000 },
      { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 10_000 },
    ],
  })
  await post(page, '/api/expenses', {
    date: '2025-03-01',
    description: 'Liability policy',
    amountCents: 500_000,
    category: 'insurance_liability',
    taxDeductible: true,
  })
  await post(page, '/api/expenses', {
    date: '2025-03-02',
    description: 'Family dinner',
    amountCents: 100_000,
    category: 'food',
    taxDeductible: false,
  })

  await page.goto('/reports/tax')
  await choose(page, page.getByRole('combobox', { name: 'Tax year' }), '2025')
  await expect(page.getByTestId('card-Gross Income')).toHaveText('$70,100.00')
  await expect(page.getByTestId('card-Deductions')).toHaveText('$5,100.00')
  await expect(page.getByTestId('card-Net Profit')).toHaveText('$65,000.00')
  // The detailed federal estimate (the 25 % rule of thumb only where a year has no tables).
  await expect(page.getByTestId('card-Estimated Tax')).toHaveText('$13,233.21')
  await expect(page.getByText('Federal, 2025', { exact: true })).toBeVisible()
  await expect(page.getByText('Schedule C line 15: Insurance (other than health)')).toBeVisible()
  // Schedule SE on $65,000: $7,443.41 + $1,740.80; single, 2025 standard deduction, and the Tax
  // Table's $4,049 on a taxable $35,726.31 (the $35,700–35,750 row).
  await expect(page.getByTestId('tax-Self-employment tax')).toHaveText('$9,184.21')
  await expect(page.getByTestId('tax-Total federal tax')).toHaveText('$13,233.21')
  await expect(page.getByRole('cell', { name: '4/15/25' })).toBeVisible()

  await choose(page, page.getByRole('combobox', { name: 'Filing status' }), 'Married filing jointly')
  await page.getByRole('button', { name: 'Save tax profile' }).click()
  await expect(page.getByText('Tax profile saved')).toBeVisible()
  await expect(page.getByTestId('tax-Standard deduction')).toHaveText('-$31,500.00')
})
