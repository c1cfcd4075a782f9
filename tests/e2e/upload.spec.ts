import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { simplePdf } from '../support/bad-files.ts'
import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

const fixture = (name: string) => path.resolve(import.meta.dirname, '../fixtures/settlements', name)
const PDF = 'brightwater-settlement-1045.pdf'
const PHOTO = 'prairie-wind-settlement-photo.jpg'
/** Reading a photo is OCR on the server: several seconds. */
const OCR_TIMEOUT = 60_000

const selectedFile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Selected files' }).getByRole('listitem', { name })

/** Slows the browser's uploads so the progress of a transfer can be watched (Chrome DevTools protocol). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
}

test('upload a PDF and a photo, watch both read, and open what was read', async ({ page }) => {
  test.setTimeout(180_000)
  await signUp(page)
  await page.goto('/settlements/upload')
  await expect(page.getByRole('heading', { name: 'Upload Documents' })).toBeVisible()
  await expect(page.getByText('No documents uploaded yet')).toBeVisible()

  await page.getByRole('button', { name: 'Upload & Process' }).click()
  await expect(page.getByText('Please select files to upload')).toBeVisible()

  await page.getByLabel('Browse files').setInputFiles(fixture(PDF))
  await page.getByLabel('Take a photo').setInputFiles(fixture(PHOTO))
  const pdf = selectedFile(page, PDF)
  const photo = selectedFile(page, PHOTO)
  await expect(pdf).toContainText('Waiting')
  await expect(pdf).toContainText('89 KB')
  await expect(photo).toContainText('248 KB')

  // ~250 KB at 100 KB/s: the photo's transfer takes a few seconds, long enough to see it move.
  const unthrottle = await throttleUploads(page, 100 * 1024)
  await page.getByRole('button', { name: 'Upload & Process' }).click()
  await expect(photo.getByText(/^Uploading ([1-9]|[1-9]\d)%$/)).toBeVisible({ timeout: 15_000 })
  await expect(photo.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0')
  await expect(photo).toHaveAttribute('data-status', /Processing|Processed/, { timeout: 30_000 })
  await unthrottle()

  await expect(pdf).toHaveAttribute('data-status', 'Processed', { timeout: OCR_TIMEOUT })
  await expect(photo).toHaveAttribute('data-status', 'Processed', { timeout: OCR_TIMEOUT })
  await expect(page.getByText('All 2 documents processed successfully!')).toBeVisible()
  await expect(pdf.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  // Files that are finished cannot be removed one by one.
  await expect(pdf.getByRole('button', { name: `Remove ${PDF}` })).toHaveCount(0)

  // The recent uploads list shows both documents with where they led.
  const recent = page.getByRole('region', { name: 'Recent uploads' })
  await expect(recent.getByRole('listitem', { name: PDF })).toContainText('Processed')
  await expect(recent.getByRole('listitem', { name: PHOTO })).toContainText('Processed')

  // Both added up: posted already, their detail pages have the printed totals.
  await pdf.getByRole('link', { name: /View settlement/ }).click()
  await expect(page.getByRole('heading', { name: 'Brightwater Freight LLC' })).toBeVisible()
  await expect(page.getByTestId('total-gross')).toHaveText('$7,920.00')
  await expect(page.getByTestId('total-net')).toHaveText('$5,577.78')
  await expect(page.getByRole('link', { name: /View original document/ })).toHaveAttribute(
    'href',
    /\/api\/documents\/[0-9a-f-]{36}\/file$/,
  )
  await page.goBack()
  await recent
    .getByRole('listitem', { name: PHOTO })
    .getByRole('link', { name: /View settlement/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Prairie Wind Transport, Inc.' })).toBeVisible()
  await expect(page.getByTestId('total-gross')).toHaveText('$5,333.83')
  await expect(page.getByTestId('total-deductions')).toHaveText('$1,636.82')
  await expect(page.getByTestId('total-net')).toHaveText('$3,697.01')
  await expect(page.getByRole('region', { name: 'Ledger' })).toContainText('Posted to your ledger')
})

test('a photo that misses the net pay is reviewed beside the scan, corrected and posted', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // The phone caught the statement only down to the deductions: the net pay box is not in the picture.
  const whole = sharp(fixture(PHOTO))
  const { width = 0, height = 0 } = await whole.metadata()
  const cutName = 'settlement-top-half.jpg'
  const cut = testInfo.outputPath(cutName)
  await whole.extract({ left: 0, top: 0, width, height: Math.round(height * 0.49) }).toFile(cut)

  await signUp(page)
  await page.goto('/settlements/upload')
  await page.getByLabel('Take a photo').setInputFiles(cut)
  await page.getByRole('button', { name: 'Upload & Process' }).click()
  const photo = selectedFile(page, cutName)
  await expect(photo).toHaveAttribute('data-status', 'Needs review', { timeout: OCR_TIMEOUT })
  const recent = page.getByRole('region', { name: 'Recent uploads' })
  await expect(recent.getByRole('listitem', { name: cutName })).toContainText('Needs review')

  await recent
    .getByRole('listitem', { name: cutName })
    .getByRole('link', { name: /Review settlement/ })
    .click()
  await expect(page).toHaveURL(/\/settlements\/[0-9a-f-]{36}\/review$/)
  await expect(page.getByRole('heading', { name: 'Review Settlement' })).toBeVisible()
  await expect(page.getByRole('img', { name: `Scan of ${cutName}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open original/ })).toBeVisible()

  // What the reader could not find or was unsure of is listed and marked.
  const alert = page.getByRole('alert').filter({ hasText: 'Please check before posting' })
  await expect(alert).toContainText('Net pay not found')
  await expect(page.locator('[data-flagged]').first()).toBeVisible()

  // The lines it did read add up to the statement's figures; the user puts the payer right.
  await page.getByLabel('Broker / Payer').fill('Prairie Wind Transport, Inc.')
  await expect(page.getByLabel('Settlement Date')).toHaveValue('2025-03-27')
  const totals = page.getByRole('region', { name: 'Totals' })
  await expect(totals.getByTestId('total-gross')).toHaveText('$5,333.83')
  await expect(totals.getByTestId('total-deductions')).toHaveText('$1,636.82')
  await expect(totals.getByTestId('total-net')).toHaveText('$3,697.01')
  await page.getByRole('button', { name: 'Confirm & Post' }).click()
  await expect(page.getByText('Settlement confirmed and posted to your ledger')).toBeVisible()
  await expect(page).toHaveURL(/\/settlements\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Prairie Wind Transport, Inc.' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ledger' })).toContainText('Posted to your ledger')
  await expect(page.getByTestId('total-net')).toHaveText('$3,697.01')

  await page.getByRole('link', { name: 'Back to Settlements' }).click()
  const table = page.getByRole('table', { name: 'Settlements' })
  await expect(table.getByRole('row', { name: /Prairie Wind Transport/ })).toContainText('Processed')
})

test('files of other types are refused before upload', async ({ page }) => {
  await signUp(page)
  await page.goto('/settlements/upload')
  await page.getByLabel('Browse files').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Load 1045 paid $2,000'),
  })
  await expect(page.getByRole('alert')).toContainText('Please upload PDF, image, CSV or Excel files only')
  await expect(page.getByRole('alert')).toContainText('notes.txt was not added.')
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0)

  // A file still waiting can be taken off the list again.
  await page.getByLabel('Browse files').setInputFiles(fixture(PDF))
  await page.getByRole('button', { name: `Remove ${PDF}` }).click()
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0)
})

test('a spreadsheet with unclear columns is imported after the user confirms them', async ({ page }) => {
  test.setTimeout(90_000)
  await signUp(page)
  await page.goto('/settlements/upload')
  const csv = [
    'Col A,Col B,Col C,Col D,Col E,Col F',
    '03/07/2025,Lone Pine Logistics,T-881,"$2,450.00",$310.50,"$2,139.50"',
    '03/14/2025,Lone Pine Logistics,T-902,"$1,980.00",$205.00,"$1,775.00"',
  ].join('\n')
  await page.getByLabel('Browse files').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Upload & Process' }).click()
  const file = selectedFile(page, 'export.csv')
  await expect(file).toHaveAttribute('data-status', 'Needs review', { timeout: 30_000 })
  await file.getByRole('link', { name: /Confirm columns/ }).click()

  await expect(page.getByRole('heading', { name: 'Confirm Columns' })).toBeVisible()
  const samples = page.getByRole('region', { name: 'Sample rows' })
  await expect(samples).toContainText('Lone Pine Logistics')
  await expect(samples).toContainText('$2,450.00')
  const columns = page.getByRole('region', { name: 'Columns' })
  for (const [field, column] of [
    ['Date', 'Column A'],
    ['Payer', 'Column B'],
    ['Trip #', 'Column C'],
    ['Gross', 'Column D'],
    ['Deductions', 'Column E'],
    ['Net', 'Column F'],
  ] as const) {
    await columns.getByLabel(field, { exact: true }).click()
    await page.getByRole('option', { name: column, exact: true }).click()
  }
  // On a phone each sample row is a card: a value is labelled with its field and its column apart.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(samples.locator('td[data-label="Date: Column A"]').nth(1)).toHaveText('03/07/2025')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Confirm & Import' }).click()
  await expect(page.getByText('2 settlements imported from export.csv')).toBeVisible()
  await expect(page).toHaveURL(/\/settlements$/)
  const table = page.getByRole('table', { name: 'Settlements' })
  await expect(table.getByRole('row', { name: /T-881/ })).toContainText('$2,450.00')
  await expect(table.getByRole('row', { name: /T-902/ })).toContainText('$1,775.00')
})

test('a sheet that shows no payer or date is posted only after the user enters them', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await signUp(page)
  await page.goto('/settlements/upload')
  const name = 'undated-pay-sheet.pdf'
  await page.getByLabel('Browse files').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: simplePdf(['Total earnings $1,200.00', 'Fuel $200.00', 'Net pay $1,000.00']),
  })
  await page.getByRole('button', { name: 'Upload & Process' }).click()
  const file = selectedFile(page, name)
  await expect(file).toHaveAttribute('data-status', 'Needs review', { timeout: 30_000 })
  await file.getByRole('link', { name: /Review settlement/ }).click()

  // Nothing is made up: both fields are empty, listed and marked.
  const alert = page.getByRole('alert').filter({ hasText: 'Please check before posting' })
  await expect(alert).toContainText('Payer (the company issuing the settlement) not found')
  await expect(alert).toContainText('Settlement date not found')
  await expect(page.getByLabel('Broker / Payer')).toHaveValue('')
  await expect(page.getByLabel('Settlement Date')).toHaveValue('')
  for (const [width, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: testInfo.outputPath(`${width}-review-undated.png`), fullPage: true })
  }

  await page.getByRole('button', { name: 'Confirm & Post' }).click()
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible()
  await expect(page).toHaveURL(/\/review$/)

  await page.getByLabel('Broker / Payer').fill('Plains Carrier Co.')
  await page.getByLabel('Settlement Date').fill('2025-03-28')
  await page.getByRole('button', { name: 'Confirm & Post' }).click()
  await expect(page.getByText('Settlement confirmed and posted to your ledger')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Plains Carrier Co.' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ledger' })).toContainText('Posted to your ledger')
})

test('a PDF settlement goes by its number in the list, and its lines read as their own rows', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  await page.goto('/settlements/upload')
  await page.getByLabel('Browse files').setInputFiles(fixture(PDF))
  await page.getByRole('button', { name: 'Upload & Process' }).click()
  const pdf = selectedFile(page, PDF)
  await expect(pdf).toHaveAttribute('data-status', 'Processed', { timeout: OCR_TIMEOUT })

  await page.goto('/settlements')
  const row = page
    .getByRole('table', { name: 'Settlements' })
    .getByRole('row', { name: /Brightwater Freight LLC/ })
  // The statement's number, as the detail page shows it ("Settlement #1045"), not "—".
  await expect(row.getByRole('cell').nth(3)).toHaveText('1045', { timeout: 30_000 })

  await row.getByRole('link', { name: 'Brightwater Freight LLC' }).click()
  await expect(page.getByText('Settlement #1045')).toBeVisible()
  // A fuel line wrapped over two lines of its cell names its own stop and place, nothing of the rows around it.
  const deductions = page.getByRole('region', { name: 'Deductions', exact: true })
  await expect(deductions.getByText(/Prairie Star Travel Plaza #533, Lexington, KY$/)).toBeVisible()
  await expect(deductions.getByText(/Blue Ridge Fuel Center #501, Cincinnati, OH$/)).toBeVisible()
  await expect(deductions).not.toContainText('Orlando, FL Prairie Star')
})

test('a failed document has a Retry button that reads it again', async ({ page }) => {
  test.setTimeout(90_000)
  await signUp(page)
  await page.goto('/settlements/upload')
  // A photo cut short does not decode: it fails with the message for an unreadable image.
  const photo = await sharp(fixture(PHOTO)).jpeg().toBuffer()
  const name = 'cut-short.jpg'
  await page.getByLabel('Browse files').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: photo.subarray(0, Math.floor(photo.length / 3)),
  })
  await page.getByRole('button', { name: 'Upload & Process' }).click()
  const recent = page.getByRole('region', { name: 'Recent uploads' }).getByRole('listitem', { name })
  await expect(recent).toContainText('Failed', { timeout: OCR_TIMEOUT })
  await expect(recent).toContainText('We could not read this image. Please upload a clearer photo.')

  await recent.getByRole('button', { name: `Retry ${name}` }).click()
  await expect(page.getByText(`${name} will be read again`)).toBeVisible()
  // Read again: the same file still does not decode, and says so again.
  await expect(recent).toContainText('Failed', { timeout: OCR_TIMEOUT })
  await expect(recent.getByRole('button', { name: `Retry ${name}` })).toBeVisible()
})
