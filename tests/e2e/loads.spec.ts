import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { screenChecker } from './support/check-screen.ts'
import { signUp } from './support/helpers.ts'
import { expect as baseExpect, test } from './support/test.ts'

// Each screen's code is its own chunk and each write waits for what it refreshes: on a busy machine
// both take a while. (Success toasts last 2 s, too short to wait for there: the screens are checked.)
const expect = baseExpect.configure({ timeout: 30_000 })

/*
 * An owner-operator books a load through the form, hauls it, and is paid $50 short on the fuel
 * surcharge by the settlement that pays it: the load's page says so with the money at stake, and
 * the list and the settlement's own page flag it. Each screen is checked with axe-core and photographed at 1280 and 390 px (the
 * pictures go to SHOTS, outside the repository, for a person to look at).
 */
const SHOTS = process.env.LOADS_SHOTS_DIR ?? '/tmp/shots'
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

/** The smallest PNG there is: one pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Picks an option of a Mantine Select (the input opens a listbox). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const checkScreen = screenChecker({ shots: SHOTS, prefix: 'loads', desktop: WIDTHS.desktop })

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})

test('a load booked through the form, delivered, and paid $50 short on its fuel surcharge is flagged', async ({
  page,
}) => {
  // Ten screens checked at two widths, on a machine other work shares.
  test.setTimeout(480_000)
  await page.setViewportSize(WIDTHS.desktop)
  await signUp(page, { role: 'owner_operator' })
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Loads' }).click()
  await expect(page).toHaveURL(/\/loads$/)
  await expect(page.getByRole('heading', { name: 'Loads', level: 1 })).toBeVisible()
  await expect(page.getByText('No loads yet')).toBeVisible()
  await expect(page.getByText('Loads are also made from your settlements')).toBeVisible()
  await checkScreen(page, 'empty')

  // The form: the contract's messages before anything is sent, each on its field.
  await page.getByRole('link', { name: 'New Load' }).first().click()
  await expect(page).toHaveURL(/\/loads\/new$/)
  await page.getByRole('button', { name: 'Save Load' }).click()
  await expect(page.getByRole('alert')).toContainText('Please enter the broker or carrier')
  const load = region(page, 'Load')
  await expect(load.getByText('Please enter the broker or carrier')).toBeVisible()

  await load.getByLabel('Load #').fill('RC-7001')
  await load.getByLabel('Broker / Payer').fill('Acme Freight LLC')
  await load.getByLabel('Loaded miles').fill('452')
  await load.getByLabel('Empty miles').fill('38')
  const stops = region(page, 'Stops')
  const first = stops.getByRole('group', { name: 'Stop 1' })
  await first.getByLabel('Facility').fill('Lone Star Foods')
  await first.getByLabel('City').fill('Dallas')
  await first.getByLabel('State').fill('tx')
  await first.getByLabel('ZIP').fill('75201')
  await first.getByLabel('Appointment').fill('2026-03-02T08:00')
  await first.getByLabel('Arrived (optional)').fill('2026-03-02T09:15')
  await first.getByLabel('Departed (optional)').fill('2026-03-02T11:00')
  const second = stops.getByRole('group', { name: 'Stop 2' })
  await second.getByLabel('Facility').fill('Delta Grocers DC')
  await second.getByLabel('City').fill('Memphis')
  await second.getByLabel('State').fill('TN')
  await second.getByLabel('Appointment').fill('2026-03-03T14:00')
  // A stop added at the end moves up into the middle, then goes again.
  await stops.getByRole('button', { name: 'Add stop' }).click()
  await stops.getByRole('group', { name: 'Stop 3' }).getByLabel('City').fill('Little Rock')
  await stops.getByRole('button', { name: 'Move stop 3 up' }).click()
  await expect(stops.getByRole('group', { name: 'Stop 2' }).getByLabel('City')).toHaveValue('Little Rock')
  await expect(stops.getByRole('group', { name: 'Stop 3' }).getByLabel('City')).toHaveValue('Memphis')
  await stops.getByRole('button', { name: 'Remove stop 2' }).click()
  await expect(stops.getByRole('group')).toHaveCount(2)

  const rate = region(page, 'Rate')
  await expect(rate.getByRole('group', { name: 'Rate line 1' }).getByLabel('Kind')).toHaveValue('Linehaul')
  await rate.getByRole('group', { name: 'Rate line 1' }).getByLabel('Amount').fill('1800')
  await rate.getByRole('button', { name: 'Add rate line' }).click()
  const surcharge = rate.getByRole('group', { name: 'Rate line 2' })
  await expect(surcharge.getByLabel('Kind')).toHaveValue('Fuel surcharge')
  await surcharge.getByLabel('Amount').fill('250')
  await expect(rate.getByTestId('rate-total')).toHaveText('$2,050.00')
  await load.getByLabel('Shipper (optional)').fill('Lone Star Foods Inc.')
  await load.getByLabel('Receiver (optional)').fill('Delta Grocers DC')
  await region(page, 'Freight').getByLabel('Commodity').fill('Frozen foods')
  await checkScreen(page, 'form')

  await page.getByRole('button', { name: 'Save Load' }).click()
  await expect(page).toHaveURL(/\/loads\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Load RC-7001' })).toBeVisible()
  const details = region(page, 'Load details')
  await expect(details).toContainText('Acme Freight LLC')
  await expect(details).toContainText('Dallas, TX → Memphis, TN')
  const timeline = region(page, 'Stops')
  await expect(timeline).toContainText('Lone Star Foods')
  await expect(timeline).toContainText('1 h 15 min late')
  await expect(region(page, 'Rate and pay').getByTestId('load-rate-total')).toHaveText('$2,050.00')
  await expect(details).toContainText('Lone Star Foods Inc.')
  await expect(details).toContainText('Delta Grocers DC')
  await checkScreen(page, 'detail-booked')

  // Its papers: a BOL as a PDF and a proof of delivery as a photo, each to open, download or remove.
  const papers = region(page, 'Documents')
  await expect(papers).toContainText('No documents attached yet.')
  const attach = async (kind: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await choose(page, papers.getByLabel('Attach as'), kind)
    const chooser = page.waitForEvent('filechooser')
    await papers.getByRole('button', { name: 'Attach file' }).click()
    await (await chooser).setFiles(file)
  }
  const pdf = readFileSync(
    path.join(
      import.meta.dirname,
      '../fixtures/rate-confirmations/harborline-rate-confirmation-HL-66018.pdf',
    ),
  )
  await attach('Bill of lading (BOL)', { name: 'bol-7001.pdf', mimeType: 'application/pdf', buffer: pdf })
  const bol = papers.getByRole('listitem', { name: 'Bill of lading (BOL): bol-7001.pdf' })
  await expect(bol).toBeVisible()
  await attach('Proof of delivery', { name: 'pod-7001.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG })
  await expect(papers.getByRole('listitem', { name: 'Proof of delivery: pod-7001.png' })).toBeVisible()
  // A text file is no BOL: said before anything is sent.
  await attach('Other', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just words') })
  await expect(papers.getByRole('alert')).toHaveText('Please choose a PDF or a photo')
  const href = await bol.getByRole('link', { name: 'bol-7001.pdf', exact: true }).getAttribute('href')
  const served = await page.request.get(href!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('application/pdf')
  await expect(bol.getByRole('link', { name: 'Download bol-7001.pdf' })).toHaveAttribute(
    'href',
    `${href}?download=1`,
  )
  await checkScreen(page, 'documents')
  await bol.getByRole('button', { name: 'Remove bol-7001.pdf' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(bol).toHaveCount(0)
  await expect(papers.getByRole('listitem')).toHaveCount(1)

  // On the road: one tap to Dispatched, then the list to Delivered.
  const status = details.getByLabel('Status', { exact: true })
  await expect(status).toHaveValue('Booked')
  await details.getByRole('button', { name: 'Mark Dispatched' }).click()
  await expect(status).toHaveValue('Dispatched')
  await expect(details.getByRole('button', { name: 'Mark In transit' })).toBeVisible()
  await choose(page, status, 'Delivered')
  await expect(status).toHaveValue('Delivered')
  await expect(details.getByRole('button', { name: /^Mark / })).toHaveCount(0)
  const loadId = page.url().split('/').pop()!

  // The settlement pays the linehaul whole and $50 less fuel surcharge than booked.
  const posted = await page.request.post('/api/settlements', {
    data: {
      broker: 'Acme Freight LLC',
      settlementDate: '2026-03-10',
      lines: [
        { kind: 'load', description: 'Linehaul', amountCents: 180_000, loadNumber: 'RC-7001' },
        { kind: 'load', description: 'Fuel surcharge', amountCents: 20_000, loadNumber: 'RC-7001' },
      ],
    },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const settlementId: string = (await posted.json()).id

  await page.reload()
  const flag = page.getByRole('alert', { name: /to ask Acme Freight LLC about/ })
  await expect(flag).toContainText('$50.00 to ask Acme Freight LLC about')
  await expect(flag).toContainText('Fuel surcharge paid $200.00, $50.00 short of the $250.00 expected')
  await expect(flag).toContainText('(−$50.00)')
  await expect(details).toContainText('Paid')
  await expect(details).toContainText('Set by its settlement')
  const pay = region(page, 'Rate and pay')
  await expect(pay.getByTestId('load-paid')).toHaveText('$2,000.00')
  await expect(pay.getByRole('link', { name: /Settlement from Acme Freight LLC/ })).toHaveAttribute(
    'href',
    `/settlements/${settlementId}`,
  )
  // Its profit per mile: revenue and cost per loaded and per total mile.
  const profit = region(page, 'Profit')
  for (const label of [
    'Revenue per loaded mile',
    'Revenue per total mile',
    'Cost per loaded mile',
    'Cost per total mile',
  ])
    await expect(profit.getByText(label, { exact: true })).toBeVisible()
  // $2,000.00 paid over 490 miles, loaded and empty: 408.2 → $4.08.
  await expect(profit.getByRole('listitem').filter({ hasText: 'Revenue per total mile' })).toContainText(
    '$4.08',
  )
  await checkScreen(page, 'detail')

  // The settlement that paid it says so too, with the money at stake and the way back to the load.
  await pay.getByRole('link', { name: /Settlement from Acme Freight LLC/ }).click()
  await expect(page).toHaveURL(new RegExp(`/settlements/${settlementId}$`))
  const onSettlement = page.getByRole('alert', { name: '$50.00 to ask Acme Freight LLC about' })
  await expect(onSettlement).toContainText(
    'Fuel surcharge paid $200.00, $50.00 short of the $250.00 expected',
  )
  await expect(onSettlement).toContainText('(−$50.00)')
  const toLoad = onSettlement.getByRole('link', { name: 'Load RC-7001' })
  await expect(toLoad).toHaveAttribute('href', `/loads/${loadId}`)
  await checkScreen(page, 'settlement')
  await toLoad.click()
  await expect(page).toHaveURL(new RegExp(`/loads/${loadId}$`))
  await expect(page.getByRole('heading', { name: 'Load RC-7001' })).toBeVisible()

  // Its IFTA trip sheet begins from it: the truck's dates and the stops' states, the miles to add.
  await page.getByRole('link', { name: 'Make a trip sheet' }).click()
  await expect(page).toHaveURL(/\/ifta\/trips\/new\?loadId=/)
  await expect(page.getByLabel('Origin')).toHaveValue('Dallas, TX')
  for (const [n, state] of [
    [1, 'Texas (TX)'],
    [2, 'Tennessee (TN)'],
  ] as const)
    await expect(
      page.getByRole('group', { name: `State ${n}` }).getByRole('combobox', { name: 'State', exact: true }),
    ).toHaveValue(state)
  await page.goBack()

  await page.getByRole('link', { name: 'Back to Loads' }).click()
  const row = page.getByRole('table', { name: 'Loads' }).getByRole('row', { name: /RC-7001/ })
  await expect(row).toContainText('Acme Freight LLC')
  await expect(row).toContainText('Dallas, TX → Memphis, TN')
  await expect(row).toContainText('Paid')
  await expect(row).toContainText('$2,050.00')
  await expect(row).toContainText('$2,000.00')
  await expect(row).toContainText('$50.00 short')
  await page.getByLabel('Flagged only').check()
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/loads/export.csv?flagged=true',
  )
  await checkScreen(page, 'list')
  // On a phone, a card with every value of the row.
  await page.setViewportSize(WIDTHS.phone)
  const card = page.getByRole('list', { name: 'Loads' }).getByRole('listitem')
  for (const text of ['RC-7001', 'Acme Freight LLC', 'Dallas, TX → Memphis, TN', '$2,050.00', '$2,000.00'])
    await expect(card).toContainText(text)
  await expect(card).toContainText('$50.00 short')
  await expect(card).toContainText('Paid')
  await page.setViewportSize(WIDTHS.desktop)

  // The dashboard tells the money to ask about and opens the flagged loads.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click()
  const ask = page.getByRole('alert').filter({ hasText: 'Money to ask about' })
  await expect(ask).toContainText('$50.00 on 1 load')
  await ask.getByRole('link', { name: 'See the loads' }).click()
  await expect(page).toHaveURL(/\/loads\?flagged=true$/)
  await expect(page.getByLabel('Flagged only')).toBeChecked()
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible()

  // The unpaid-load flag's number of days, kept by the server.
  await expect(page.getByRole('main').getByText('are flagged after 21 days')).toBeVisible()
  await page.getByRole('button', { name: 'Change when unpaid loads are flagged' }).click()
  await page.getByLabel('Unpaid-load flag after').fill('30')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('main').getByText('are flagged after 30 days')).toBeVisible()
  expect(await (await page.request.get('/api/loads/settings')).json()).toEqual({ unpaidAfterDays: 30 })

  // A lease of 88 % that includes the surcharge: the load is checked again under the new terms.
  await page.getByRole('tab', { name: 'Payers' }).click()
  await expect(page).toHaveURL(/\/loads\/payers$/)
  const payer = page.getByRole('form', { name: 'Payer Acme Freight LLC' })
  await expect(payer).toContainText('1 load')
  await payer.getByLabel('MC #').fill('MC-123456')
  await payer.getByLabel('Lease percentage').fill('88')
  await payer.getByLabel('The percentage includes the fuel surcharge').check()
  await payer.getByRole('button', { name: 'Save Acme Freight LLC' }).click()
  // The server's answer fills the form again: its percentage as it keeps it.
  await expect(payer.getByLabel('Lease percentage')).toHaveValue('88.00')
  await checkScreen(page, 'payers')
  // 88 % of the $250.00 surcharge is $220.00: paid $200.00, $20.00 short.
  await page.goto(`/loads/${loadId}`)
  await expect(page.getByRole('alert', { name: /to ask Acme Freight LLC about/ })).toContainText(
    '$20.00 to ask',
  )
})

test('a company driver has no Loads in the menu (their loads are the carrier’s)', async ({ page }) => {
  await signUp(page)
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settlements' }),
  ).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Loads' }),
  ).toHaveCount(0)
})

test('a rate confirmation uploaded is read into a load to check, and its settlement paying $50 less fuel surcharge is flagged', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(WIDTHS.desktop)
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/loads')
  const file = path.join(
    import.meta.dirname,
    '../fixtures/rate-confirmations/harborline-rate-confirmation-HL-66018.pdf',
  )
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Read Rate Confirmation' }).click()
  await (await chooser).setFiles(file)
  // Read on the server while the screen says so; the proposed load opens.
  await expect(page.getByRole('heading', { name: 'Load HL-66018' })).toBeVisible({ timeout: 90_000 })
  const review = page.getByRole('alert', { name: 'Needs review' })
  await expect(review).toBeVisible()
  await expect(page.getByText('Harborline Logistics, LLC').first()).toBeVisible()
  await expect(region(page, 'Rate and pay').getByTestId('load-rate-total')).toHaveText('$2,099.50')
  await review.getByRole('button', { name: 'Confirm' }).click()
  await expect(review).toHaveCount(0)
  await expect(region(page, 'Profit')).toContainText('Revenue (booked rate)')

  const posted = await page.request.post('/api/settlements', {
    data: {
      broker: 'Harborline Logistics, LLC',
      settlementDate: '2025-04-18',
      lines: [
        { kind: 'load', description: 'Linehaul', amountCents: 178_000, loadNumber: 'HL-66018' },
        { kind: 'load', description: 'Fuel surcharge', amountCents: 19_450, loadNumber: 'HL-66018' },
        { kind: 'load', description: 'Tarp fee', amountCents: 7_500, loadNumber: 'HL-66018' },
      ],
    },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  await page.reload()
  const flag = page.getByRole('alert', { name: /to ask Harborline Logistics, LLC about/ })
  await expect(flag).toContainText('Fuel surcharge paid $194.50, $50.00 short of the $244.50 expected')
  await expect(region(page, 'Profit')).toContainText('Revenue (paid)')
})
