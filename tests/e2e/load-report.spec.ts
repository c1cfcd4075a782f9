import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { screenChecker } from './support/check-screen.ts'
import { signUp } from './support/helpers.ts'
import { expect as baseExpect, test } from './support/test.ts'

// Each screen's code is its own chunk: on a busy machine it takes a while.
const expect = baseExpect.configure({ timeout: 30_000 })

/*
 * An owner-operator's loads of the year, booked through the API: two Peach State loads Texas →
 * Georgia in January, paid 14 and 11 days after delivery; a Blue Ridge load Texas → Georgia and one
 * Texas → Tennessee in February, unpaid. The Load Profit screen groups them by load, by broker (with
 * the days to pay) and by month, and with the lane TX → GA gives what it paid a mile month by month.
 * Every figure below is worked by hand. Each screen is checked with axe-core and photographed at 1280
 * and 390 px (the pictures go to SHOTS, outside the repository, for a person to look at).
 */
const SHOTS = process.env.LOAD_REPORT_SHOTS_DIR ?? '/tmp/shots'
const DESKTOP = { width: 1280, height: 800 }
const checkScreen = screenChecker({ shots: SHOTS, prefix: 'load-report', desktop: DESKTOP })

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})

/** Books a delivered load picked up on `pickup` and delivered on `delivery` (MM-DD of `year`). */
async function book(
  page: Page,
  year: string,
  load: {
    number: string
    payer: string
    lane: [string, string]
    pickup: string
    delivery: string
    cents: number
    loaded: number
    empty: number
  },
) {
  const res = await page.request.post('/api/loads', {
    data: {
      loadNumber: load.number,
      payerName: load.payer,
      status: 'delivered',
      stops: [
        { type: 'pickup', city: 'Dallas', state: load.lane[0], scheduledAt: `${year}-${load.pickup}T08:00` },
        {
          type: 'delivery',
          city: load.lane[1] === 'GA' ? 'Atlanta' : 'Memphis',
          state: load.lane[1],
          scheduledAt: `${year}-${load.delivery}T14:00`,
        },
      ],
      rateLines: [{ kind: 'linehaul', amountCents: load.cents }],
      loadedMiles: load.loaded,
      emptyMiles: load.empty,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** A settlement paying one load its booked linehaul on `date` (MM-DD of `year`). */
async function pay(page: Page, year: string, payer: string, number: string, cents: number, date: string) {
  const res = await page.request.post('/api/settlements', {
    data: {
      broker: payer,
      settlementDate: `${year}-${date}`,
      lines: [{ kind: 'load', description: 'Linehaul', amountCents: cents, loadNumber: number }],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

test('the Load Profit report groups the year’s loads by load, broker and month, and gives a lane’s rate per mile', async ({
  page,
}) => {
  test.setTimeout(420_000)
  await page.setViewportSize(DESKTOP)
  await signUp(page, { role: 'owner_operator' })

  // From the Reports hub, its card; with no loads yet, the screen says what to do.
  await page.goto('/reports')
  await page.getByRole('link', { name: 'Open Load Profit' }).click()
  await expect(page).toHaveURL(/\/reports\/loads$/)
  await expect(page.getByRole('heading', { name: 'Load Profit', level: 1 })).toBeVisible()
  await expect(page.getByText('No loads picked up in this period')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add a load' })).toHaveAttribute('href', '/loads/new')
  await checkScreen(page, 'empty')

  const year = ((await (await page.request.get('/api/dashboard')).json()).range.from as string).slice(0, 4)
  const peach = 'Peach State Brokerage'
  const blue = 'Blue Ridge Logistics'
  await book(page, year, {
    number: 'PS-101',
    payer: peach,
    lane: ['TX', 'GA'],
    pickup: '01-05',
    delivery: '01-06',
    cents: 250_000,
    loaded: 1000,
    empty: 100,
  })
  await book(page, year, {
    number: 'PS-102',
    payer: peach,
    lane: ['TX', 'GA'],
    pickup: '01-20',
    delivery: '01-21',
    cents: 200_000,
    loaded: 812.5,
    empty: 0,
  })
  await book(page, year, {
    number: 'BR-201',
    payer: blue,
    lane: ['TX', 'GA'],
    pickup: '02-10',
    delivery: '02-11',
    cents: 230_000,
    loaded: 1000,
    empty: 50,
  })
  await book(page, year, {
    number: 'BR-202',
    payer: blue,
    lane: ['TX', 'TN'],
    pickup: '02-12',
    delivery: '02-13',
    cents: 100_000,
    loaded: 450,
    empty: 0,
  })
  // Paid 14 days (Jan 6 → Jan 20) and 11 days (Jan 21 → Feb 1) after delivery: 12.5 on average.
  await pay(page, year, peach, 'PS-101', 250_000, '01-20')
  await pay(page, year, peach, 'PS-102', 200_000, '02-01')

  await page.reload()
  // By load (this year): one row a load, best profit first, and the totals.
  const byLoad = page.getByRole('table', { name: 'Load profit by load' })
  await expect(byLoad.getByRole('row')).toHaveCount(6)
  const first = byLoad.getByRole('row', { name: /PS-101/ })
  // 250,000 over 1,000 loaded miles: $2.50; over 1,100 miles: 227.27 → $2.27.
  for (const text of ['$2,500.00', '$2.50', '$2.27', '1,000']) await expect(first).toContainText(text)
  await expect(byLoad.getByRole('link', { name: /PS-101/ })).toHaveAttribute(
    'href',
    /\/loads\/[0-9a-f-]{36}$/,
  )
  const total = byLoad.locator('tfoot').getByRole('row')
  await expect(total).toContainText('4 loads')
  await expect(total).toContainText('$7,800.00')
  await expect(page.getByText('3,262.5 loaded miles')).toBeVisible()

  // By broker, with how long each takes to pay.
  await page.getByText('Broker', { exact: true }).click()
  const byBroker = page.getByRole('table', { name: 'Load profit by broker' })
  await expect(byBroker.getByRole('columnheader', { name: 'Avg days to pay' })).toBeVisible()
  const peachRow = byBroker.getByRole('row', { name: new RegExp(peach) })
  // 450,000 over 1,812.5 loaded miles = 248.28 → $2.48; its loads $2.46 (200,000 / 812.5) and $2.50.
  for (const text of ['$4,500.00', '$2.48', '$2.46 – $2.50', '12.5 days']) {
    await expect(peachRow).toContainText(text)
  }
  const blueRow = byBroker.getByRole('row', { name: new RegExp(blue) })
  // 330,000 over 1,450 loaded miles = 227.59 → $2.28; $2.22 (100,000 / 450) to $2.30; not paid yet.
  for (const text of ['$3,300.00', '$2.28', '$2.22 – $2.30', '—']) await expect(blueRow).toContainText(text)
  await checkScreen(page, 'by-broker')

  // By month, then the lane TX → GA: what it paid a mile each month, to quote from.
  await page.getByText('Month', { exact: true }).click()
  const byMonth = page.getByRole('table', { name: 'Load profit by month' })
  await expect(byMonth.getByRole('row', { name: new RegExp(`Feb ${year}`) })).toContainText('$3,300.00')
  await page.getByLabel('Lane from').fill('TX')
  await page.getByLabel('Lane to').fill('GA')
  const lane = page.getByRole('table', { name: 'TX → GA by month' })
  const january = lane.getByRole('row', { name: new RegExp(`Jan ${year}`) })
  // 450,000 over 1,812.5 loaded miles = $2.48, over 1,912.5 miles = 235.29 → $2.35.
  for (const text of ['$4,500.00', '$2.48', '$2.35', '$2.46 – $2.50'])
    await expect(january).toContainText(text)
  // February without the Tennessee load: 230,000 / 1,000 = $2.30, / 1,050 = 219.05 → $2.19.
  const february = lane.getByRole('row', { name: new RegExp(`Feb ${year}`) })
  for (const text of ['$2,300.00', '$2.30', '$2.19']) await expect(february).toContainText(text)
  // 680,000 over 2,812.5 loaded miles = 241.78 → $2.42; over 2,962.5 miles = 229.54 → $2.30.
  const laneTotal = lane.locator('tfoot').getByRole('row')
  for (const text of ['3 loads', '$6,800.00', '$2.42', '$2.30']) await expect(laneTotal).toContainText(text)
  await checkScreen(page, 'lane-by-month')

  // The CSV holds the same rows and says the lane.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toBe(`load-profit-by-month-tx-to-ga-${year}-01-01-to-${year}-12-31.csv`)
  const csv = readFileSync((await file.path())!, 'utf8')
  expect(csv).toContain('Load Profit by Month, TX → GA')
  expect(csv).toContain(`Jan ${year},2,4500.00,`)
  expect(csv).toContain(`Feb ${year},1,2300.00,`)

  // A lane with no loads says so; a code that is not one says what to type.
  await page.getByLabel('Lane from').fill('CA')
  await expect(page.getByText('No CA → GA loads in this period')).toBeVisible()
  await page.getByLabel('Lane from').fill('T1')
  await expect(page.getByText('Use the two-letter state or province code')).toBeVisible()

  // On a phone, a grouping chooser and a card a row.
  await page.getByLabel('Lane from').fill('TX')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('Month')
  await expect(lane.getByRole('row', { name: new RegExp(`Jan ${year}`) })).toContainText('$2.48')
})
