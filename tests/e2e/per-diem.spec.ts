import { formatUsd } from '@/domain/money.ts'
import { perDiemTotals, pricePerDiemDay } from '@/domain/tax/per-diem-log.ts'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

const year = new Date().getFullYear()

test('confirm a trip suggested from a settlement’s loads, then click days on the calendar', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/per-diem')
  await expect(page.getByRole('heading', { name: 'Per Diem Log' })).toBeVisible()
  await expect(page.getByText('No trips suggested yet')).toBeVisible()
  await expect(
    page.getByText('A company driver paid on a W-2 cannot deduct per diem', { exact: false }),
  ).toBeVisible()
  await expect(page.getByTestId('card-Full Days')).toHaveText('0')
  await page.screenshot({ path: '/tmp/per-diem-empty-1280.png', fullPage: true })

  // A settlement with loads on the 3rd and the 5th of March: one trip, the 3rd to the 6th.
  const created = await page.request.post('/api/settlements', {
    data: {
      broker: 'Acme Freight',
      settlementDate: `${year}-03-09`,
      lines: [
        { kind: 'load', description: 'Dallas to Memphis', amountCents: 250_000, loadDate: `${year}-03-03` },
        { kind: 'load', description: 'Memphis to Atlanta', amountCents: 180_000, loadDate: `${year}-03-05` },
      ],
    },
  })
  expect(created.status()).toBe(201)
  await page.reload()
  const trip = page.getByTestId('suggested-trip')
  await expect(trip).toHaveCount(1)
  await expect(trip).toContainText('2 full days, 2 partial days')
  await page.screenshot({ path: '/tmp/per-diem-suggested-1280.png', fullPage: true })

  await trip.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Trip of 4 days added to your per diem log')).toBeVisible()
  const days = [
    { date: `${year}-03-03`, kind: 'partial' as const, outsideConus: false },
    { date: `${year}-03-04`, kind: 'full' as const, outsideConus: false },
    { date: `${year}-03-05`, kind: 'full' as const, outsideConus: false },
    { date: `${year}-03-06`, kind: 'partial' as const, outsideConus: false },
  ]
  const totals = perDiemTotals(days.map(pricePerDiemDay))
  await expect(page.getByTestId('card-Full Days')).toHaveText('2')
  await expect(page.getByTestId('card-Partial Days')).toHaveText('2')
  await expect(page.getByTestId('card-Allowance')).toHaveText(formatUsd(totals.allowanceCents))
  await expect(page.getByTestId('card-Deductible (80 %)')).toHaveText(formatUsd(totals.deductibleCents))
  await expect(
    page.getByText('Every trip read from your confirmed settlements', { exact: false }),
  ).toBeVisible()
  await expect(page.getByTestId('per-diem-row')).toHaveCount(4)

  // The calendar of March: the confirmed days show; a click cycles none → full → partial → none.
  await page.getByRole('combobox', { name: 'Tax year' }).click()
  await page.getByRole('option', { name: String(year), exact: true }).click()
  const month = page.getByTestId('calendar-month')
  for (let i = 0; i < 12 && !(await month.textContent())?.startsWith('March'); i++) {
    await page.getByRole('button', { name: 'Previous month' }).click()
  }
  await expect(month).toHaveText(`March ${year}`)
  await expect(page.getByRole('button', { name: `${year}-03-04: full day` })).toBeVisible()
  const tenth = (state: string) => page.getByRole('button', { name: `${year}-03-10: ${state}` })
  await tenth('not away').click()
  await expect(tenth('full day')).toBeVisible()
  await expect(page.getByTestId('card-Full Days')).toHaveText('3')
  await tenth('full day').click()
  await expect(tenth('partial day')).toBeVisible()
  await expect(page.getByTestId('card-Partial Days')).toHaveText('3')
  await expect(page.getByTestId('card-Full Days')).toHaveText('2')

  // Outside the continental US, from the year list.
  await page.getByRole('switch', { name: `${year}-03-10 outside the continental US` }).click()
  await expect(
    page.getByRole('button', { name: `${year}-03-10: partial day, outside the continental US` }),
  ).toBeVisible()
  await page.screenshot({ path: '/tmp/per-diem-log-1280.png', fullPage: true })
  // At phone width: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByTestId('per-diem-row')).toHaveCount(5)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: '/tmp/per-diem-log-390.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: `${year}-03-10: partial day, outside the continental US` }).click()
  await expect(tenth('not away')).toBeVisible()
  await expect(page.getByTestId('card-Partial Days')).toHaveText('2')

  // Delete from the year list.
  await page.getByRole('button', { name: `Delete ${year}-03-06` }).click()
  await expect(page.getByTestId('per-diem-row')).toHaveCount(3)
  await expect(page.getByTestId('card-Partial Days')).toHaveText('1')

  // Reachable from the Tax Summary and the reports hub.
  await page.goto('/reports')
  await page.getByRole('link', { name: 'Per Diem Log' }).click()
  await expect(page).toHaveURL(/\/per-diem$/)
})
