// npm run help:screenshots: photographs the real screens the customer guides and tutorials show
// (src/web/features/support/docs, tutorials) into src/web/public/guides/, served at /guides/<name>.jpg.
//
// Run it against the demo app, which has an owner-operator with 14 months of books:
//   npm run demo                      (another terminal; PORT=… to use another port)
//   npm run help:screenshots          (HELP_BASE_URL=http://localhost:3000 by default)
// It uploads two sample pay sheets from tests/fixtures, so the upload and review screens
// have something to show: run it on the demo database, never on real books.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { demoAccounts } from '@/server/features/demo/demo.public.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'src/web/public/guides')
const baseURL = process.env.HELP_BASE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`
/** A phone photo the reader posts as it is, and a statement without a date, which waits for review. */
const UPLOADS = [
  path.join(root, 'tests/fixtures/settlements/prairie-wind-settlement-photo.jpg'),
  path.join(root, 'tests/fixtures/holdout/juniper-carriers-undated-statement.pdf'),
]
const owner = demoAccounts.find((account) => account.role === 'owner_operator')!

async function shoot(page: Page, name: string) {
  // Charts animate in and toasts fade out: let both settle before the picture.
  await page.waitForTimeout(1200)
  await page.screenshot({ path: path.join(outDir, `${name}.jpg`), type: 'jpeg', quality: 70 })
  console.log(`saved ${name}.jpg`)
}

async function open(page: Page, url: string, ready: string) {
  await page.goto(url)
  await page.getByRole('heading', { level: 1, name: ready }).waitFor()
  await page.waitForLoadState('networkidle')
}

async function signIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password', { exact: true }).fill(owner.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/dashboard')
}

async function settlementScreens(page: Page) {
  await open(page, '/settlements', 'Settlements')
  await page.getByRole('table', { name: 'Settlements' }).waitFor()
  await shoot(page, 'settlements')

  await open(page, '/settlements/upload', 'Upload Documents')
  await page.getByLabel('Browse files').setInputFiles(UPLOADS)
  await page.getByRole('button', { name: 'Upload & Process' }).click()
  const selected = page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')
  // Each file is finished once the server has read it (reading a photo takes a few seconds).
  for (const file of UPLOADS) {
    await selected
      .filter({ hasText: path.basename(file) })
      .and(page.locator('[data-status="Processed"], [data-status="Needs review"], [data-status="Failed"]'))
      .waitFor({ timeout: 120_000 })
  }
  await page.mouse.move(0, 0)
  await shoot(page, 'upload')

  const review = page.getByRole('link', { name: /^Review settlement/ }).first()
  const view = page.getByRole('link', { name: /^View settlement/ }).first()
  await ((await review.count()) > 0 ? review : view).click()
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
  await shoot(page, 'settlement-review')
}

async function expenseScreens(page: Page) {
  await open(page, '/expenses', 'Expenses')
  await page.getByRole('table', { name: 'Expenses' }).waitFor()
  await shoot(page, 'expenses')

  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add New Expense' })
  await dialog.getByLabel('Amount').fill('412.87')
  await dialog.getByLabel('Description').fill('Diesel at Pilot, Amarillo')
  await dialog.getByLabel('Category').click()
  await page.getByRole('option', { name: 'Fuel', exact: true }).click()
  await shoot(page, 'expense-form')
  await page.keyboard.press('Escape')
}

async function reportScreens(page: Page) {
  await open(page, '/reports', 'Reports')
  await shoot(page, 'reports')

  await open(page, '/reports/profit-loss', 'Profit & Loss')
  await shoot(page, 'profit-loss')

  await open(page, '/reports/tax', 'Tax Summary')
  await page.getByRole('heading', { name: 'Detailed estimate' }).waitFor()
  await shoot(page, 'tax-summary')

  await open(page, '/reports/tax-tools', 'Tax Tools')
  await page.getByLabel('Net profit (Schedule C)').fill('68000')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await page.getByText('Deductible half').waitFor()
  await shoot(page, 'tax-tools')
}

async function main() {
  mkdirSync(outDir, { recursive: true })
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    })
    // The cookie banner would cover the bottom of every picture.
    await context.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
    const page = await context.newPage()
    await signIn(page)
    await open(page, '/dashboard', 'Dashboard')
    await shoot(page, 'dashboard')
    await settlementScreens(page)
    await expenseScreens(page)
    await reportScreens(page)
  } finally {
    await browser?.close()
  }
}

await main()
