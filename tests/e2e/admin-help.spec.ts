import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('the admin help search filters the guides and the questions as one types', async ({ page }) => {
  await signInAdmin(page.request)
  await page.goto('/admin/help')
  const guides = page.getByRole('region', { name: 'Guides' })
  const suspendQuestion = page.getByRole('button', { name: /How do I suspend a user/ })
  await expect(guides.getByRole('link', { name: /System Settings/ })).toBeVisible()

  const search = page.getByRole('textbox', { name: 'Search guides and FAQs' })
  await search.fill('SUSPEND')
  await expect(suspendQuestion).toBeVisible()
  await expect(guides.getByRole('link', { name: /User Management/ })).toBeVisible()
  await expect(guides.getByRole('link', { name: /System Settings/ })).toBeHidden()
  await expect(page.getByRole('button', { name: /What are test clients/ })).toBeHidden()

  // The answer is there behind its question.
  await suspendQuestion.click()
  await expect(page.getByText('Every session of the account ends at once', { exact: false })).toBeVisible()

  await search.fill('zzqx flux capacitor')
  await expect(page.getByText('No guides or answers match “zzqx flux capacitor”')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Guides' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear search', exact: true }).click()
  await expect(search).toHaveValue('')
  await expect(suspendQuestion).toBeVisible()
  await expect(guides.getByRole('link', { name: /System Settings/ })).toBeVisible()
})

test('a guide card opens its guide, and an unknown guide is not found', async ({ page }) => {
  await signInAdmin(page.request)
  await page.goto('/admin/help')
  await page
    .getByRole('region', { name: 'Guides' })
    .getByRole('link', { name: /User Management/ })
    .click()
  await expect(page).toHaveURL(/\/admin\/docs\/user-management$/)
  await expect(page.getByRole('heading', { level: 1, name: 'User Management Guide' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The last administrator' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Help Center' }).click()
  await expect(page).toHaveURL(/\/admin\/help$/)

  await page.goto('/admin/docs/nope')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'All admin guides' })).toBeVisible()
})
