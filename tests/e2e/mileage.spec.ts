import { readFileSync } from 'node:fs'
import { mileageDeductionCents, milesToTenths } from '@/domain/mileage/deduction.ts'
import { mileageRateCents } from '@/domain/mileage/rates.ts'
import { formatUsd } from '@/domain/money.ts'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('add, edit, view and delete a mileage entry at this year’s IRS rate', async ({ page }) => {
  const year = new Date().getFullYear()
  const deduction = (miles: number) => formatUsd(mileageDeductionCents(milesToTenths(miles), year))

  await signUp(page)
  await page.goto('/reports/mileage')
  await expect(page.getByRole('heading', { name: 'Mileage Log' })).toBeVisible()
  await expect(page.getByText('No mileage entries for this period')).toBeVisible()
  await expect(page.getByText('owner-operators of tractors', { exact: false })).toBeVisible()

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
