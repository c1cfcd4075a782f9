import { screenChecker } from './support/check-screen.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/* Admin › System › Backups: the last backup, free disk, the warning, and Back up now until ready. */
const checkScreen = screenChecker({
  shots: process.env.BACKUPS_SHOTS_DIR ?? '/tmp/backups-shots',
  prefix: 'backups',
  desktop: { width: 1280, height: 900 },
})

test('an admin backs up now from the System tab and sees it ready, with its size and the free disk', async ({
  page,
}) => {
  test.slow()
  await signInAdmin(page.request)
  await page.goto('/admin/settings?tab=system')
  const panel = page.getByRole('region', { name: 'Backups' })
  await expect(panel.getByText('Free disk')).toBeVisible()
  const hadBackup = (await (await page.request.get('/api/admin/backups')).json()).items.length > 0
  if (!hadBackup) {
    await expect(panel.getByText('No recent backup')).toBeVisible()
    await expect(panel.getByText('No backups yet')).toBeVisible()
    await checkScreen(page, 'none')
  }

  await panel.getByRole('button', { name: 'Back up now' }).click()
  await expect(panel.getByText('Ready').first()).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByText('No recent backup')).toHaveCount(0)
  await expect(panel.getByRole('button', { name: 'Back up now' })).toBeEnabled()
  await checkScreen(page, 'ready')
})
