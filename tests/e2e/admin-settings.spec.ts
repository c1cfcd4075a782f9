import { signUp } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('an admin saves the notification settings and they stay saved', async ({ page }) => {
  await signInAdmin(page.request)
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Notifications' }).click()
  const revenue = page.getByRole('checkbox', { name: 'Revenue anomaly alerts' })
  await expect(revenue).toBeChecked()
  await revenue.uncheck()
  await page.getByLabel('Large expense threshold').fill('7500')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings saved successfully')).toBeVisible()

  await page.reload()
  await page.getByRole('tab', { name: 'Notifications' }).click()
  await expect(page.getByRole('checkbox', { name: 'Revenue anomaly alerts' })).not.toBeChecked()
  await expect(page.getByLabel('Large expense threshold')).toHaveValue('$7,500.00')
  // Put back what the other browser tests expect.
  await page.getByRole('checkbox', { name: 'Revenue anomaly alerts' }).check()
  await page.getByLabel('Large expense threshold').fill('5000')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings saved successfully')).toBeVisible()

  // The e-mail tab shows where mail goes now (no SMTP saved: the outbox).
  await page.getByRole('tab', { name: 'Email Settings' }).click()
  await expect(page.getByText('No SMTP server saved', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(page.getByTestId('mail-banner').getByText(/Test e-mail sent to/)).toBeVisible()
})

test('an admin saves a session lifetime, sees it kept, and puts the default back', async ({ page }) => {
  await signInAdmin(page.request)
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Security' }).click()
  const lifetime = page.getByLabel('Session lifetime (days)')
  await expect(lifetime).toHaveValue('30')
  await expect(page.getByLabel('Require two-factor for admins')).not.toBeChecked()
  await lifetime.fill('7')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings saved successfully')).toBeVisible()

  await page.reload()
  await page.getByRole('tab', { name: 'Security' }).click()
  await expect(page.getByLabel('Session lifetime (days)')).toHaveValue('7')
  // Out of bounds: the form says why and nothing is saved.
  await page.getByLabel('Session lifetime (days)').fill('120')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Session lifetime (days) must be a whole number from 1 to 90')).toBeVisible()

  // Put back what the other browser tests expect: the server's configuration, stored as nothing.
  await page.getByRole('button', { name: 'Use Server Defaults' }).click()
  await expect(page.getByLabel('Session lifetime (days)')).toHaveValue('30')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings saved successfully')).toBeVisible()
  const saved = await page.request.get('/api/admin/settings/security')
  const { defaults, ...inForce } = await saved.json()
  expect(inForce).toEqual(defaults)
})

test('the System tab shows the server in figures and retries failed jobs, at phone width too', async ({
  page,
}) => {
  await signInAdmin(page.request)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'System' }).click()
  await expect(page.getByTestId('card-Version')).toHaveText(/^\d+\.\d+\.\d+/)
  await expect(page.getByTestId('card-Database')).toHaveText(/\d+(\.\d)? (B|KB|MB|GB)$/)
  await expect(page.getByTestId('card-Users')).toHaveText(/^[1-9]/)
  await expect(page.getByRole('cell', { name: 'process-document' })).toBeVisible()
  await page.getByRole('button', { name: 'Retry failed jobs' }).click()
  await expect(page.getByText(/^(No failed jobs to retry|\d+ failed job\(s\) queued again)$/)).toBeVisible()
  // Nothing sticks out sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('an admin switches a category off, a customer no longer gets it on Add Expense, and it comes back', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const customerPage = await customer.newPage()
  await customerPage.addInitScript(() => window.localStorage.setItem('rigledger-cookie-consent', 'accepted'))
  await signUp(customerPage, { role: 'owner_operator' })
  /** Opens Add Expense's category list and answers whether Uniforms is on it. */
  const offersUniforms = async () => {
    await customerPage.goto('/expenses')
    await customerPage.getByRole('button', { name: 'Add Expense' }).first().click()
    const dialog = customerPage.getByRole('dialog', { name: 'Add New Expense' })
    await dialog.getByLabel('Category').click()
    await expect(customerPage.getByRole('option', { name: 'Fuel', exact: true })).toBeVisible()
    return (await customerPage.getByRole('option', { name: 'Uniforms', exact: true }).count()) === 1
  }
  expect(await offersUniforms()).toBe(true)

  // At phone width, where the rows wrap.
  await signInAdmin(page.request)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Categories' }).click()
  const expenses = page.getByRole('list', { name: 'Expense categories' })
  const uniforms = expenses.getByRole('listitem', { name: 'Uniforms' })
  await expect(uniforms).toContainText('Safety boots')
  const active = uniforms.getByRole('switch', { name: 'Uniforms active' })
  await expect(active).toBeChecked()
  await active.click()
  await expect(page.getByText('Category updated')).toBeVisible()
  await expect(active).not.toBeChecked()
  await expect(active).toBeEnabled()
  await expect(uniforms.getByText('Inactive', { exact: true })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  expect(await offersUniforms()).toBe(false)

  // Put it back for the other browser tests.
  await active.click()
  await expect(active).toBeChecked()
  // Enabled again once the write is saved (while it runs, the switch shows where it is going).
  await expect(active).toBeEnabled()
  await expect(uniforms.getByText('Inactive', { exact: true })).toBeHidden()
  expect(await offersUniforms()).toBe(true)
  await customer.close()
})

test('an admin sees a quarter’s IFTA rates and imports a rate matrix file after reading it', async ({
  page,
}) => {
  await signInAdmin(page.request)
  await page.goto('/admin/settings?tab=ifta')
  await page.getByRole('combobox', { name: 'Quarter' }).click()
  await page.getByRole('option', { name: '2026Q2' }).click()
  // Shipped with the product: IFTA, Inc.'s matrix, cited.
  const shipped = page.getByRole('table', { name: 'IFTA rates 2026Q2' })
  await expect(shipped.getByRole('row', { name: /^KY / })).toContainText(/0\.\d{4}.*0\.\d{4}/)
  await expect(page.getByText(/Source: https:\/\/www\.iftach\.org/)).toBeVisible()

  const csv =
    'quarter,jurisdiction,fuel_type,rate,surcharge_rate\n2024Q3,TX,diesel,0.2000,\n2024Q3,KY,diesel,0.2460,0.1050\n'
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import rate matrix (CSV)' }).click()
  await (await chooser).setFiles({ name: 'matrix.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  const read = page.getByRole('alert').filter({ hasText: 'Read 2 diesel rates' })
  await expect(read).toContainText('The file is for 2024Q3.')
  await read.getByRole('button', { name: 'Save 2 rates for 2024Q3' }).click()
  await expect(page.getByText('IFTA rates for 2024Q3 saved')).toBeVisible()
  const saved = page.getByRole('table', { name: 'IFTA rates 2024Q3' })
  await expect(saved.getByRole('row', { name: /^TX / })).toContainText('0.2000')
  await expect(saved.getByRole('row', { name: /^KY / })).toContainText('0.1050')
  await expect(page.getByText(/Source: Saved by an administrator/)).toBeVisible()
})
