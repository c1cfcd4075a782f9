import { mkdirSync } from 'node:fs'
import { screenChecker } from './support/check-screen.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/*
 * An admin fills the 13-week Treasury bill yields the escrow interest check uses: the empty tab, an
 * auction typed and corrected, TreasuryDirect's auction results refused whole for one bad row (each
 * listed with its line), then imported. Each screen is checked with axe-core and photographed at
 * 1280 and 390 px (pictures outside the repository). The rates are made up for the test, and dated in
 * 1998 so no other browser test's escrow account meets them.
 */
const SHOTS = process.env.TBILL_SHOTS_DIR ?? '/tmp/tbill-shots'
const checkScreen = screenChecker({ shots: SHOTS, prefix: 'tbill', desktop: { width: 1280, height: 800 } })

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

const treasury = (lastRate: string) =>
  [
    '"Security Type","Security Term","CUSIP","Auction Date","Issue Date","High Rate","Investment Rate"',
    '"Bill","13-Week","912795AA1","03/02/1998","03/05/1998","5.040","5.186"',
    '"Bill","26-Week","912795AB9","03/02/1998","03/05/1998","5.100","5.300"',
    `"Bill","13-Week","912795AC7","03/09/1998","03/12/1998","5.010","${lastRate}"`,
  ].join('\r\n')

test('an admin adds, corrects and imports 13-week Treasury bill yields', async ({ page }) => {
  await signInAdmin(page.request)
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'T-Bill Yields' }).click()
  await expect(page).toHaveURL(/tab=tbill/)
  await expect(page.getByText('No Treasury bill yields yet')).toBeVisible()
  await checkScreen(page, 'empty')

  // A bad rate is refused with the form's message; then one auction typed and corrected.
  const form = page.getByRole('region', { name: 'Yield form' })
  await form.getByLabel('Auction date').fill('1998-02-23')
  await form.getByLabel('Investment rate (%)').fill('5,2')
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(form.getByText(/Enter the investment rate in percent/)).toBeVisible()
  await form.getByLabel('Investment rate (%)').fill('5.21')
  await form.getByRole('button', { name: 'Add' }).click()
  const table = page.getByRole('table', { name: '13-week Treasury bill yields' })
  await expect(table.getByRole('row', { name: /^2\/23\/98 / })).toContainText('5.21')
  await page.getByRole('button', { name: /^Edit the .* auction$/ }).click()
  await expect(form.getByRole('heading', { name: /^Edit the / })).toBeVisible()
  await form.getByLabel('Investment rate (%)').fill('5.213')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(table).toContainText('5.213')

  // TreasuryDirect's export with an unreadable rate: nothing imported, the line said.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import auction results (CSV)' }).click()
  await (await chooser).setFiles({
    name: 'Securities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(treasury('five')),
  })
  const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' })
  await expect(refused).toContainText('Line 4: the rate is not a percentage')
  await expect(table.getByRole('row')).toHaveCount(2)
  await checkScreen(page, 'refused')

  const again = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import auction results (CSV)' }).click()
  await (await again).setFiles({
    name: 'Securities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(treasury('5.155')),
  })
  await expect(page.getByText('Imported 2 auctions (1 other row skipped)')).toBeVisible()
  await expect(refused).toHaveCount(0)
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table).toContainText('5.155')
  await expect(table).toContainText('from Securities.csv')
  await checkScreen(page, 'list')

  // Deleting one asks first.
  await page
    .getByRole('button', { name: /^Delete the .* auction$/ })
    .first()
    .click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Confirm|Delete|Yes/ })
    .click()
  await expect(table.getByRole('row')).toHaveCount(3)
})
