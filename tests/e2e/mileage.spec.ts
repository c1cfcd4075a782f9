import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { NO_DEDUCTION_TEXT } from '@/contracts/mileage.ts'
import { mileageDeductionCents, milesToTenths } from '@/domain/mileage/deduction.ts'
import { mileageRateCents } from '@/domain/mileage/rates.ts'
import { formatUsd } from '@/domain/money.ts'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

const year = new Date().getFullYear()
const deduction = (miles: number) => formatUsd(mileageDeductionCents(milesToTenths(miles), year))
const deductionCard = (page: Page) => page.getByTestId('card-Deduction Value')
const vehicleSelect = (page: Page) => page.getByRole('combobox', { name: 'Vehicle' })

/** Picks an option of a Mantine Select (the input opens a listbox). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** One business trip of today, straight through the API. */
async function logTrip(page: Page, miles: number) {
  const date = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
  const res = await page.request.post('/api/mileage', {
    data: { date, startLocation: 'Dallas, TX', endLocation: 'Tulsa, OK', miles },
  })
  expect(res.status()).toBe(201)
}

test('add, edit, view and delete a mileage entry at this year’s IRS rate', async ({ page }) => {
  await signUp(page, { role: 'fleet_manager' })
  await page.goto('/reports/mileage')
  await expect(page.getByRole('heading', { name: 'Mileage Log' })).toBeVisible()
  await expect(page.getByText('No mileage entries for this period')).toBeVisible()
  await expect(page.getByText('Tractors (semi trucks) cannot use it', { exact: false })).toBeVisible()

  // The standard rate is for a car, pickup or van: until the vehicle is known there is no deduction.
  await expect(deductionCard(page)).toHaveText('None')
  await expect(page.getByText(NO_DEDUCTION_TEXT.vehicle_unknown)).toBeVisible()
  await choose(page, vehicleSelect(page), 'Car, pickup or van')
  await expect(deductionCard(page)).toHaveText('$0.00')
  await expect(page.getByText(NO_DEDUCTION_TEXT.vehicle_unknown)).toBeHidden()

  await page.getByRole('button', { name: 'Add Entry' }).first().click()
  let dialog = page.getByRole('dialog', { name: 'Add Mileage Entry' })
  await dialog.getByRole('button', { name: 'Add Entry' }).click()
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible()
  await dialog.getByLabel('Start Location').fill('Dallas, TX')
  await dialog.getByLabel('End Location').fill('Oklahoma City, OK')
  await dialog.getByLabel('Miles').fill('0')
  await dialog.getByRole('button', { name: 'Add Entry' }).click()
  await expect(dialog.getByText('Please enter a valid number of miles')).toBeVisible()
  await dialog.getByLabel('Miles').fill('206.4')
  await dialog.getByRole('button', { name: 'Add Entry' }).click()
  await expect(page.getByText('Mileage entry added successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const table = page.getByRole('table', { name: 'Mileage entries' })
  const row = table.getByRole('row').filter({ hasText: 'Dallas, TX → Oklahoma City, OK' })
  await expect(row).toContainText('206.4')
  await expect(row).toContainText('Business')
  await expect(row).toContainText(deduction(206.4))
  await expect(page.getByTestId('card-Total Miles')).toHaveText('206.4')
  await expect(page.getByTestId('card-Business Miles')).toHaveText('206.4')
  await expect(page.getByTestId('card-Standard Rate')).toHaveText(`${mileageRateCents(year)}¢ / mile`)
  await expect(page.getByTestId('card-Deduction Value')).toHaveText(deduction(206.4))

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  await expect(page.getByText('Mileage report exported successfully')).toBeVisible()
  expect(readFileSync((await (await downloading).path())!, 'utf8')).toContain('Oklahoma City, OK')

  // Edit: 100 miles.
  await page.getByRole('button', { name: 'Edit Dallas, TX → Oklahoma City, OK' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit Mileage Entry' })
  await dialog.getByLabel('Miles').fill('100')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Mileage entry updated successfully')).toBeVisible()
  await expect(page.getByTestId('card-Total Miles')).toHaveText('100')
  await expect(page.getByTestId('card-Deduction Value')).toHaveText(deduction(100))

  await page.getByRole('button', { name: 'View Dallas, TX → Oklahoma City, OK' }).click()
  dialog = page.getByRole('dialog', { name: 'Mileage Entry' })
  await expect(dialog).toContainText('Oklahoma City, OK')
  await expect(dialog).toContainText(deduction(100))
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()

  await page.getByRole('button', { name: 'Delete Dallas, TX → Oklahoma City, OK' }).click()
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to delete this mileage entry?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Mileage entry deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect(page.getByTestId('card-Total Miles')).toHaveText('0')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(row).toContainText('100')
  await expect(page.getByTestId('card-Deduction Value')).toHaveText(deduction(100))
})

test('a company driver on a W-2 is told why there is no deduction, with nothing to choose', async ({
  page,
}) => {
  await signUp(page)
  await logTrip(page, 120)
  await page.goto('/reports/mileage')
  await expect(page.getByTestId('card-Business Miles')).toHaveText('120')
  await expect(deductionCard(page)).toHaveText('None')
  await expect(page.getByText(NO_DEDUCTION_TEXT.w2_employee)).toBeVisible()
  await expect(vehicleSelect(page)).toHaveCount(0)
  const table = page.getByRole('table', { name: 'Mileage entries' })
  await expect(table.getByRole('row').filter({ hasText: 'Dallas, TX → Tulsa, OK' })).toContainText('120')
  await expect(table.getByRole('columnheader', { name: 'Deduction' })).toHaveCount(0)
  await expect(table).not.toContainText('$')
  const irsPanel = page.getByRole('alert').filter({ hasText: 'IRS Mileage Information' })
  await expect(irsPanel).toContainText('Company drivers paid on a W-2 cannot deduct their business miles')
})

test('an owner-operator’s tractor miles earn no standard-rate deduction; a van’s do', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  await logTrip(page, 80)
  await page.goto('/reports/mileage')
  const table = page.getByRole('table', { name: 'Mileage entries' })
  await expect(page.getByText(NO_DEDUCTION_TEXT.vehicle_unknown)).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Deduction' })).toHaveCount(0)

  await choose(page, vehicleSelect(page), 'Tractor (semi truck)')
  await expect(page.getByText(NO_DEDUCTION_TEXT.tractor)).toBeVisible()
  await expect(deductionCard(page)).toHaveText('None')
  await page.getByRole('button', { name: 'View Dallas, TX → Tulsa, OK' }).click()
  const details = page.getByRole('dialog', { name: 'Mileage Entry' })
  await expect(details).toContainText('IRS Rate')
  await expect(details).not.toContainText('Deduction')
  await details.getByRole('button', { name: 'Close', exact: true }).click()

  // The choice is kept on the server: it is still there after a reload, and can be changed.
  await page.reload()
  await expect(vehicleSelect(page)).toHaveValue('Tractor (semi truck)')
  await choose(page, vehicleSelect(page), 'Car, pickup or van')
  await expect(deductionCard(page)).toHaveText(deduction(80))
  await expect(table.getByRole('columnheader', { name: 'Deduction' })).toBeVisible()
  await expect(page.getByText(NO_DEDUCTION_TEXT.tractor)).toBeHidden()
})

test('the Reports area leads to the Mileage Log', async ({ page }) => {
  await signUp(page)
  await page.getByRole('link', { name: 'Reports', exact: true }).first().click()
  await expect(page).toHaveURL(/\/reports$/)
  await page.getByRole('link', { name: 'Open Mileage Log' }).click()
  await expect(page).toHaveURL(/\/reports\/mileage$/)
  await expect(page.getByRole('heading', { name: 'Mileage Log', level: 1 })).toBeVisible()
})
