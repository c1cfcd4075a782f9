import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { screenChecker } from './support/check-screen.ts'
import { signUp } from './support/helpers.ts'
import { expect as baseExpect, test } from './support/test.ts'

// Each screen's code is its own chunk and each write waits for what it refreshes: on a busy machine
// both take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

/*
 * An owner-operator types a trip sheet and a fuel purchase of 2025Q4 (a quarter with IFTA, Inc.'s
 * rates shipped) through the forms, opens the quarter's return, sees its check (the states add up to
 * 50 miles fewer than the odometer), marks it filed and finds the quarter's records locked. Each
 * screen is checked with axe-core and photographed at 1366 and 390 px (the pictures go to
 * IFTA_SHOTS_DIR, outside the repository, for a person to look at).
 */
const SHOTS = process.env.IFTA_SHOTS_DIR ?? '/tmp/ifta-shots'
const WIDTHS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Picks an option of a Mantine Select, typing to find it when the list is long. */
async function choose(page: Page, select: Locator, option: string, search?: string) {
  await select.click()
  if (search) await select.fill(search)
  await page.getByRole('option', { name: option, exact: true }).click()
}

const checkScreen = screenChecker({ shots: SHOTS, prefix: 'ifta', desktop: WIDTHS.desktop })

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})

test('a trip and a fuel purchase typed in make the quarter’s return, which is checked, filed and locks them', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await page.setViewportSize(WIDTHS.desktop)
  await signUp(page, { role: 'owner_operator' })
  const truck = await page.request.post('/api/trucks', { data: { unitNumber: '101', axles: 3 } })
  expect(truck.status(), await truck.text()).toBe(201)

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'IFTA' }).click()
  await expect(page).toHaveURL(/\/ifta$/)
  await expect(page.getByRole('heading', { name: 'IFTA', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'IFTA quarters' }).getByRole('row')).not.toHaveCount(0)
  await checkScreen(page, 'quarters-empty')

  // The trip sheet: the contract's messages on the state row first, then the trip typed in.
  await page.getByRole('tab', { name: 'Trips' }).click()
  await expect(page).toHaveURL(/\/ifta\/trips$/)
  await expect(page.getByText('No trips yet')).toBeVisible()
  await page.getByRole('link', { name: 'New Trip' }).first().click()
  await expect(page).toHaveURL(/\/ifta\/trips\/new$/)
  await page.getByRole('button', { name: 'Save Trip' }).click()
  await expect(page.getByRole('alert').first()).toContainText('Use a state, province or territory code')

  const trip = region(page, 'Trip')
  await trip.getByLabel('Start date').fill('2025-10-06')
  await trip.getByLabel('End date').fill('2025-10-08')
  await trip.getByLabel('Start odometer').fill('100000')
  await trip.getByLabel('End odometer').fill('101250')
  await trip.getByLabel('Origin').fill('Dallas, TX')
  await trip.getByLabel('Destination').fill('Wichita, KS')
  await choose(page, trip.getByLabel('Truck'), 'Unit 101')
  await trip.getByLabel('Routes').fill('I-35 N')
  await choose(page, trip.getByLabel('Loaded or empty'), 'Loaded')
  const states = region(page, 'Miles by state')
  const typeState = async (n: number, option: string, search: string, miles: string) => {
    const row = states.getByRole('group', { name: `State ${n}` })
    await choose(page, row.getByRole('combobox', { name: 'State', exact: true }), option, search)
    await row.getByRole('textbox', { name: 'Miles', exact: true }).fill(miles)
  }
  await typeState(1, 'Texas (TX)', 'Texas', '600')
  await expect(states.getByTestId('miles-tally')).toHaveText(
    'States: 600 mi · Odometer: 1,250 mi · 650 mi fewer in the states',
  )
  await states.getByRole('button', { name: 'Add state' }).click()
  await typeState(2, 'Oklahoma (OK)', 'Oklah', '350')
  await states.getByRole('button', { name: 'Add state' }).click()
  await typeState(3, 'Kansas (KS)', 'Kansas', '250')
  await expect(states.getByTestId('miles-tally')).toHaveText(
    'States: 1,200 mi · Odometer: 1,250 mi · 50 mi fewer in the states',
  )
  await checkScreen(page, 'trip-form')
  await page.getByRole('button', { name: 'Save Trip' }).click()
  await expect(page).toHaveURL(/\/ifta\/trips$/)
  const tripRow = page.getByRole('table', { name: 'Trips' }).getByRole('row', { name: /TX 600/ })
  for (const text of ['TX 600 · OK 350 · KS 250', '1,200 mi', 'Unit 101', 'Dallas, TX → Wichita, KS'])
    await expect(tripRow).toContainText(text)
  await checkScreen(page, 'trips')

  // The fuel: its amount left blank is worked out from gallons × price.
  await page.getByRole('tab', { name: 'Fuel' }).click()
  await expect(page.getByText('No fuel purchases yet')).toBeVisible()
  await page.getByRole('link', { name: 'New Fuel Purchase' }).first().click()
  await expect(page).toHaveURL(/\/ifta\/fuel\/new$/)
  const where = region(page, 'Purchase')
  await where.getByLabel('Date').fill('2025-10-07')
  await choose(page, where.getByLabel('Truck'), 'Unit 101')
  await where.getByLabel('Vendor').fill('Pilot #391')
  await where.getByLabel('City').fill('Amarillo')
  await choose(page, where.getByRole('combobox', { name: 'State', exact: true }), 'Texas (TX)', 'Texas')
  const cost = region(page, 'Fuel and cost')
  await cost.getByLabel('Gallons').fill('150.250')
  await cost.getByLabel('Price per gallon').fill('3.899')
  await expect(cost.getByText('Left blank: $585.82, the gallons × the price')).toBeVisible()
  await checkScreen(page, 'fuel-form')
  await page.getByRole('button', { name: 'Save Purchase' }).click()
  await expect(page).toHaveURL(/\/ifta\/fuel$/)
  const fuelRow = page.getByRole('table', { name: 'Fuel purchases' }).getByRole('row', { name: /Pilot/ })
  for (const text of ['Pilot #391 · Amarillo, TX', '150.25 gal', '$3.899', '$585.82', 'Diesel'])
    await expect(fuelRow).toContainText(text)
  await checkScreen(page, 'fuel')

  // The quarter, overdue since February 2026, and its return.
  await page.getByRole('tab', { name: 'Quarters' }).click()
  const quarterRow = page
    .getByRole('table', { name: 'IFTA quarters' })
    .getByRole('row', { name: /4th quarter 2025/ })
  for (const text of ['Open', 'Overdue', '1,200 mi', '150.25 gal'])
    await expect(quarterRow).toContainText(text)
  await checkScreen(page, 'quarters')
  await quarterRow.getByRole('link', { name: /4th quarter 2025/ }).click()
  await expect(page).toHaveURL(/\/ifta\/2025Q4$/)
  await expect(page.getByRole('heading', { name: 'IFTA return, 4th quarter 2025 (Oct–Dec)' })).toBeVisible()
  await expect(page.getByTestId('card-Fleet MPG')).toHaveText('8.00')
  await expect(page.getByTestId('card-Total miles')).toHaveText('1,200 mi')
  await expect(page.getByTestId('card-Total gallons')).toHaveText('150 gal')
  await expect(page.getByTestId('card-Late penalty')).toHaveText('$50.00')
  const checks = region(page, 'Checks')
  await expect(checks).toContainText('Warning')
  await expect(checks).toContainText('the odometer says 1,250 miles, the states add up to 1,200')
  const openTrip = checks.getByRole('link', { name: 'Open the trip' })
  await expect(openTrip).toHaveAttribute('href', /^\/ifta\/trips\/[0-9a-f-]{36}\/edit$/)
  const lines = page.getByRole('table', { name: 'Jurisdictions' })
  for (const state of ['Texas (TX)', 'Oklahoma (OK)', 'Kansas (KS)'])
    await expect(
      lines.getByRole('row', { name: new RegExp(state.replace(/[()]/g, '\\$&')) }),
    ).not.toContainText('No rate')
  await expect(lines.getByRole('row', { name: /Texas/ })).toContainText('600')
  await checkScreen(page, 'return')

  // Filed: the date and amount paid, then the screen says so and the records lock.
  await page.getByRole('button', { name: 'Mark as filed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark 2025Q4 as filed' })
  await dialog.getByLabel('Filed on').fill('2026-01-20')
  await checkScreen(page, 'file-dialog')
  await dialog.getByRole('button', { name: 'Mark as filed' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Filed on 1/20/26')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Amend return' })).toBeVisible()
  await expect(page.getByTestId('card-Late penalty')).toHaveCount(0)
  await checkScreen(page, 'return-filed')

  await region(page, 'Checks').getByRole('link', { name: 'Open the trip' }).click()
  await expect(page.getByText('Filed quarter', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0)
  await expect(region(page, 'Trip').getByLabel('Start odometer')).toBeDisabled()
  await checkScreen(page, 'trip-locked')

  await page.goto('/ifta/trips')
  const locked = page.getByRole('table', { name: 'Trips' }).getByRole('row', { name: /TX 600/ })
  await expect(locked).toContainText('Filed quarter')
  await expect(locked.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  await expect(locked.getByRole('link', { name: /Edit/ })).toHaveCount(0)
  await checkScreen(page, 'trips-locked')
  await page.goto('/ifta/fuel')
  await expect(
    page.getByRole('table', { name: 'Fuel purchases' }).getByRole('row', { name: /Pilot/ }),
  ).toContainText('Filed quarter')
  await page.goto('/ifta')
  await expect(
    page.getByRole('table', { name: 'IFTA quarters' }).getByRole('row', { name: /4th quarter 2025/ }),
  ).toContainText('Filed 1/20/26')
})

test('a company driver has no IFTA in the menu and reads who keeps IFTA records', async ({ page }) => {
  await signUp(page)
  const menu = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(menu.getByRole('link', { name: 'Settlements' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'IFTA' })).toHaveCount(0)
  await page.goto('/ifta')
  await expect(page.getByText('IFTA records are kept by owner-operators and fleet managers')).toBeVisible()
  await page.goto('/ifta/trips/new')
  await expect(page.getByText('IFTA records are kept by owner-operators and fleet managers')).toBeVisible()
})

test('a fuel receipt read from its PDF opens as a purchase to check, and saving it checks it', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/ifta/fuel')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Read Fuel Receipt' }).click()
  await (await chooser).setFiles(
    path.join(import.meta.dirname, '../fixtures/fuel-receipts/prairie-wind-efs-e-receipt.pdf'),
  )
  await expect(page).toHaveURL(/\/ifta\/fuel\/[0-9a-f-]+\/edit$/)
  const review = page.getByRole('alert').filter({ hasText: 'Read from a receipt: check it' })
  await expect(review).toContainText('The receipt names truck 3307')
  await expect(page.getByLabel('Gallons')).toHaveValue('150')
  await checkScreen(page, 'fuel-receipt-review')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL(/\/ifta\/fuel$/)
  const purchases = (await (await page.request.get('/api/fuel-purchases')).json()).items
  expect(purchases).toMatchObject([
    { jurisdiction: 'NE', gallons: '150.000', amountCents: 56_385, review: null },
  ])
})

test('a settlement’s fuel lines printing gallons become fuel purchases without retyping, posting nothing twice', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  // As a pay sheet with a gallons column is read: the place in the words, the gallons beside them.
  const posted = await page.request.post('/api/settlements', {
    data: {
      broker: 'Acme Freight LLC',
      settlementDate: '2025-11-14',
      lines: [
        { kind: 'load', amountCents: 300_000 },
        {
          kind: 'deduction',
          category: 'fuel',
          amountCents: 45_000,
          description: 'Fuel - Prairie Star Travel Plaza #533, Lexington, KY',
          gallons: '120.5',
        },
        {
          kind: 'deduction',
          category: 'fuel',
          amountCents: 38_000,
          description: 'Fuel - Blue Ridge Fuel Center #501, Cincinnati, OH',
          gallons: '101.25',
        },
      ],
    },
  })
  expect(posted.status()).toBe(201)
  await page.goto('/ifta/fuel')
  const toLink = page.getByRole('region', { name: 'Fuel not on IFTA yet' })
  await expect(toLink).toContainText('Lexington, KY · 120.5 gal · from a settlement')
  await checkScreen(page, 'fuel-to-link')
  // One opened as a purchase: its gallons and state are there, nothing to type.
  await toLink
    .getByRole('listitem')
    .filter({ hasText: 'Lexington' })
    .getByRole('link', { name: 'Make a fuel purchase' })
    .click()
  await expect(page.getByLabel('Vendor')).toHaveValue('Prairie Star Travel Plaza #533')
  await expect(page.getByLabel('Gallons')).toHaveValue('120.5')
  await page.getByRole('button', { name: 'Save Purchase' }).click()
  await expect(page).toHaveURL(/\/ifta\/fuel$/)
  // The rest in one step.
  await page.getByRole('button', { name: 'Add 1 as fuel purchases' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '1 fuel purchase added' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Fuel not on IFTA yet' })).toHaveCount(0)
  const fuel = (await (await page.request.get('/api/expenses?category=fuel')).json()).summary
  expect(fuel).toMatchObject({ count: 2, totalCents: 83_000 })
  const purchases = (await (await page.request.get('/api/fuel-purchases')).json()).items as {
    amountCents: number
  }[]
  // Both of the settlement's date: in amount order.
  expect(purchases.sort((a, b) => a.amountCents - b.amountCents)).toMatchObject([
    { jurisdiction: 'OH', gallons: '101.250', amountCents: 38_000, source: 'settlement' },
    { jurisdiction: 'KY', gallons: '120.500', amountCents: 45_000, source: 'expense' },
  ])
})

test('an ELD export is imported after its columns are checked, and its trips are on the quarter’s return', async ({
  page,
}) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/ifta')
  await page.getByRole('link', { name: 'Import ELD or Fuel Card' }).click()
  await expect(page).toHaveURL(/\/ifta\/import$/)
  await checkScreen(page, 'import')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'File', exact: true }).click()
  await (await chooser).setFiles(
    path.join(import.meta.dirname, '../fixtures/ifta-imports/motive-ifta-trip-report.csv'),
  )
  await page.getByRole('button', { name: 'Read the file' }).click()
  await expect(page).toHaveURL(/\/ifta\/import\/[0-9a-f-]+$/)
  await expect(page.getByRole('heading', { name: 'Import ELD Miles' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Sample rows' })).toContainText('412.3')
  await checkScreen(page, 'import-columns')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Imported' })).toBeVisible()
  await checkScreen(page, 'import-result')
  const trips = (await (await page.request.get('/api/ifta/trips?quarter=2025Q3')).json()) as {
    total: number
    items: { source: string }[]
  }
  expect(trips.total).toBeGreaterThan(0)
  expect(trips.items.every((t) => t.source === 'eld_import')).toBe(true)
  const ret = await (await page.request.get('/api/ifta/returns/2025Q3')).json()
  expect(ret.rows.map((r: { jurisdiction: string }) => r.jurisdiction)).toContain('TX')
})
