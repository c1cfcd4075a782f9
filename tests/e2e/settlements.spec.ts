import type { Locator, Page } from '@playwright/test'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Picks an option of a Mantine Select (the input opens a listbox). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function fillSettlement(page: Page) {
  await page.getByLabel('Broker / Payer').fill('Prairie Freight LLC')
  await page.getByLabel('Trip #').fill('T-4471')

  const loads = section(page, 'Loads')
  await loads.getByLabel('Load #').fill('L-1001')
  await loads.getByLabel('Origin').fill('Dallas, TX')
  await loads.getByLabel('Destination').fill('Tulsa, OK')
  await loads.getByLabel('Miles').fill('257.5')
  await loads.getByLabel('Amount').fill('1500.25')
  await loads.getByRole('button', { name: 'Add load' }).click()
  await loads.getByLabel('Load #').nth(1).fill('L-1002')
  await loads.getByLabel('Amount').nth(1).fill('980.50')

  const deductions = section(page, 'Deductions')
  await deductions.getByRole('button', { name: 'Add deduction' }).click()
  await deductions.getByLabel('Description').fill('Fuel card')
  await choose(page, deductions.getByLabel('Category'), 'Fuel')
  await deductions.getByLabel('Amount').fill('412.37')
  await deductions.getByRole('button', { name: 'Add deduction' }).click()
  await deductions.getByLabel('Description').nth(1).fill('Escrow hold')
  await choose(page, deductions.getByLabel('Category').nth(1), 'Escrow / Reserve (not an expense)')
  await deductions.getByLabel('Amount').nth(1).fill('100')
}

test('create a settlement by hand: live totals, detail page, list', async ({ page }) => {
  // An owner-operator is paid as a contractor: gross is business income, fuel an expense.
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/settlements')
  await expect(page.getByRole('heading', { name: 'Settlements' })).toBeVisible()
  await expect(page.getByText('No settlements found')).toBeVisible()

  await page.getByRole('link', { name: 'Add Manually' }).first().click()
  await expect(page).toHaveURL(/\/settlements\/new$/)
  await expect(page.getByRole('heading', { name: 'Add Settlement' })).toBeVisible()

  // The contract's messages, before anything is sent.
  await page.getByRole('button', { name: 'Save Settlement' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  await fillSettlement(page)
  // 1,500.25 + 980.50 = 2,480.75 gross; 412.37 + 100 deducted; 1,968.38 net.
  const totals = section(page, 'Totals')
  await expect(totals.getByTestId('total-gross')).toHaveText('$2,480.75')
  await expect(totals.getByTestId('total-deductions')).toHaveText('$512.37')
  await expect(totals.getByTestId('total-net')).toHaveText('$1,968.38')

  await page.getByRole('button', { name: 'Save Settlement' }).click()
  await expect(page.getByText('Settlement added successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/settlements\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Prairie Freight LLC' })).toBeVisible()
  await expect(page.getByTestId('total-gross')).toHaveText('$2,480.75')
  await expect(page.getByTestId('total-net')).toHaveText('$1,968.38')
  await expect(section(page, 'Loads').getByRole('row', { name: /L-1001/ })).toContainText('Tulsa, OK')
  // Fuel posts as an expense; escrow does not.
  const ledger = section(page, 'Ledger')
  await expect(ledger).toContainText('Posted to your ledger')
  await expect(ledger.getByRole('row', { name: /Revenue Loads/ })).toContainText('$2,480.75')
  await expect(ledger.getByRole('row', { name: /Expense Fuel/ })).toContainText('$412.37')
  await expect(ledger.getByRole('row', { name: /Escrow/ })).toHaveCount(0)
  await expect(ledger).toContainText('Not posted as expenses: Escrow / Reserve $100.00')

  await page.getByRole('link', { name: 'Back to Settlements' }).click()
  const row = page
    .getByRole('table', { name: 'Settlements' })
    .getByRole('row', { name: /Prairie Freight LLC/ })
  await expect(row).toContainText('T-4471')
  await expect(row).toContainText('$2,480.75')
  await expect(row).toContainText('$1,968.38')
  await expect(row).toContainText('Processed')
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible()
})

test('a credit reduces its expense, a lumper paid back posts its fee, a review line is not deducted', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/settlements/new')
  await expect(page.getByRole('radio', { name: 'Contractor (1099)' })).toBeChecked()
  await fillSettlement(page)
  const deductions = section(page, 'Deductions')
  await deductions.getByRole('button', { name: 'Add deduction' }).click()
  await deductions.getByLabel('Description').nth(2).fill('Fuel discount')
  await choose(page, deductions.getByLabel('Category').nth(2), 'Fuel')
  await deductions.getByLabel('Amount').nth(2).fill('12.37')
  await deductions.getByLabel('Credit (money given back)').nth(2).check()
  const reimbursements = section(page, 'Reimbursements')
  await reimbursements.getByRole('button', { name: 'Add reimbursement' }).click()
  await reimbursements.getByLabel('Description').fill('Lumper - DC 6')
  await reimbursements.getByLabel('Amount').fill('75')
  // 412.37 + 100 − 12.37 deducted; 75 paid back.
  await expect(section(page, 'Totals').getByTestId('total-deductions')).toHaveText('$500.00')
  await page.getByRole('button', { name: 'Save Settlement' }).click()
  await expect(page.getByText('Settlement added successfully')).toBeVisible()
  await expect(page.getByTestId('total-net')).toHaveText('$2,055.75')
  await expect(section(page, 'Deductions').getByRole('row', { name: /Fuel discount/ })).toContainText(
    '−$12.37 credit',
  )
  const ledger = section(page, 'Ledger')
  await expect(ledger.getByRole('row', { name: /Expense Fuel/ })).toContainText('$400.00')
  await expect(ledger.getByRole('row', { name: /Expense Lumper Fees/ })).toContainText('$75.00')
  await expect(ledger.getByRole('row', { name: /Revenue Reimbursements/ })).toContainText('$75.00')

  // A line the reader could not name waits for review and shows in the list.
  const res = await page.request.post('/api/settlements', {
    data: {
      broker: 'Unread Deductions Inc',
      settlementDate: '2025-03-03',
      lines: [
        { kind: 'load', amountCents: 100_000 },
        { kind: 'deduction', category: 'needs_review', description: 'XJ-ADJ', amountCents: 4_500 },
      ],
    },
  })
  expect(res.status()).toBe(201)
  await page.goto('/settlements')
  await expect(page.getByRole('row', { name: /Unread Deductions Inc/ })).toContainText('1 line to review')
  await page.getByRole('link', { name: 'Unread Deductions Inc' }).click()
  await expect(section(page, 'Ledger').getByRole('row', { name: /Needs Review/ })).toContainText(
    'not tax-deductible',
  )
})

test("a company driver's pay is W-2 wages; Paid as can be changed", async ({ page }) => {
  await signUp(page, { role: 'company_driver' })
  await page.goto('/settlements/new')
  await expect(page.getByRole('radio', { name: 'Employee (W-2)' })).toBeChecked()
  await fillSettlement(page)
  await page.getByRole('button', { name: 'Save Settlement' }).click()
  await expect(page.getByText('Settlement added successfully')).toBeVisible()
  const ledger = section(page, 'Ledger')
  await expect(ledger.getByRole('row', { name: /Revenue W-2 Wages/ })).toContainText('$2,480.75')
  await expect(ledger.getByRole('row', { name: /Expense/ })).toHaveCount(0)
  await expect(page.getByText('Employee (W-2 pay stub)')).toBeVisible()

  await page.getByRole('link', { name: 'Edit' }).click()
  await page.getByText('Contractor (1099)').click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Settlement updated successfully')).toBeVisible()
  await expect(ledger.getByRole('row', { name: /Revenue Loads/ })).toContainText('$2,480.75')
  await expect(ledger.getByRole('row', { name: /Expense Fuel/ })).toContainText('$412.37')
})

test('edit a settlement, then delete it from the list and undo', async ({ page }) => {
  await signUp(page)
  await page.goto('/settlements/new')
  await fillSettlement(page)
  await page.getByRole('button', { name: 'Save Settlement' }).click()
  await expect(page.getByRole('heading', { name: 'Prairie Freight LLC' })).toBeVisible()

  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Settlement' })).toBeVisible()
  await expect(section(page, 'Loads').getByLabel('Load #').nth(1)).toHaveValue('L-1002')
  await section(page, 'Deductions').getByRole('button', { name: 'Remove deduction 2' }).click()
  // A line added in a section is of that section's kind: a reimbursement adds to the net.
  const reimbursements = section(page, 'Reimbursements')
  await reimbursements.getByRole('button', { name: 'Add reimbursement' }).click()
  await reimbursements.getByLabel('Description').fill('Lumper fee')
  await reimbursements.getByLabel('Amount').fill('25')
  await expect(section(page, 'Totals').getByTestId('total-reimbursements')).toHaveText('$25.00')
  await page.getByLabel('Broker / Payer').fill('Prairie Freight Co')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Settlement updated successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Prairie Freight Co' })).toBeVisible()
  await expect(page.getByTestId('total-net')).toHaveText('$2,093.38')
  await expect(section(page, 'Deductions')).not.toContainText('Escrow hold')
  await expect(section(page, 'Reimbursements')).toContainText('Lumper fee')

  await page.goto('/settlements')
  await page.getByRole('button', { name: 'Actions for Prairie Freight Co' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(page.getByText('Are you sure you want to delete this settlement?')).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Settlement deleted successfully')).toBeVisible()
  await expect(page.getByText('No settlements found')).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  const row = page.getByRole('row', { name: /Prairie Freight Co/ })
  await expect(row).toContainText('$2,093.38')
  await expect(row).toContainText('Processed')
})

test('search, select all, bulk export and bulk delete', async ({ page }) => {
  await signUp(page)
  for (const broker of ['Alpha Logistics', 'Bravo Hauling']) {
    const res = await page.request.post('/api/settlements', {
      data: {
        broker,
        settlementDate: '2025-02-14',
        lines: [{ kind: 'load', amountCents: 125_000 }],
      },
    })
    expect(res.status()).toBe(201)
  }
  await page.goto('/settlements')
  await expect(page.getByText('Showing 1 to 2 of 2')).toBeVisible()

  await page.getByLabel('Search settlements').fill('bravo')
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible()
  await page.getByLabel('Search settlements').fill('nothing like it')
  await expect(page.getByText('No settlements match your filters')).toBeVisible()
  await page.getByLabel('Search settlements').fill('')
  await expect(page.getByText('Showing 1 to 2 of 2')).toBeVisible()

  await page.getByLabel('Select all settlements').check()
  await expect(page.getByText('2 selected')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export' }).click()
  const csv = await (await download).createReadStream()
  let text = ''
  for await (const chunk of csv) text += chunk
  expect(text).toContain('Alpha Logistics')
  expect(text).toContain('Bravo Hauling')

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Are you sure you want to delete 2 settlement(s)?')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('2 settlement(s) deleted successfully')).toBeVisible()
  await expect(page.getByText('No settlements found')).toBeVisible()
})

test('an unknown settlement shows a not-found state with the way back', async ({ page }) => {
  await signUp(page)
  await page.goto('/settlements/5f0c8d8e-0000-4000-8000-000000000000')
  await expect(page.getByText('Settlement not found')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Settlements' }).click()
  await expect(page).toHaveURL(/\/settlements$/)
})

test('on a phone the list shows cards with the same actions', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signUp(page)
  const res = await page.request.post('/api/settlements', {
    data: {
      broker: 'Coyote Logistics',
      tripNumber: 'T-9',
      settlementDate: '2025-03-03',
      lines: [{ kind: 'load', amountCents: 99_999 }],
    },
  })
  expect(res.status()).toBe(201)
  await page.goto('/settlements')
  const card = page.getByRole('listitem').filter({ hasText: 'Coyote Logistics' })
  await expect(card).toContainText('$999.99')
  await expect(card).toContainText('#T-9')
  await expect(page.getByRole('table', { name: 'Settlements' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Actions for Coyote Logistics' }).click()
  await page.getByRole('menuitem', { name: 'View Details' }).click()
  await expect(page.getByRole('heading', { name: 'Coyote Logistics' })).toBeVisible()
})
