import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test('the tax tools add and remove lines and answer from the server', async ({ page }) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/reports/tax-tools')
  await page.getByRole('tab', { name: 'Standard mileage' }).click()
  await expect(page.getByRole('button', { name: 'Remove year' })).toBeDisabled()
  await page.getByRole('button', { name: 'Add year' }).click()
  await expect(page.getByRole('button', { name: 'Remove year' })).toHaveCount(2)
  await page.getByRole('button', { name: 'Remove year' }).last().click()
  await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2025')
  await page.getByLabel('Business miles').fill('152.4')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(
    page.getByRole('table', { name: 'Standard mileage deduction' }).getByText('$106.68').first(),
  ).toBeVisible()

  await page.getByRole('tab', { name: 'Per diem' }).click()
  await expect(page.getByRole('button', { name: 'Remove line' })).toHaveCount(2)
  await page.getByRole('button', { name: 'Remove line' }).last().click()
  await expect(page.getByRole('button', { name: 'Remove line' })).toBeDisabled()
})
