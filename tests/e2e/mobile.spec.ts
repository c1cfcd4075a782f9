import { signUp } from './support/helpers.ts'
import { expect, test } from './support/test.ts'

test.use({ serviceWorkers: 'allow' })

test('the app installs on a phone: a manifest with icons, and an offline page when there is no signal', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: 'RigLedger', display: 'standalone', start_url: '/dashboard' })
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200)

  await signUp(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await context.setOffline(true)
  await page.goto('/settlements').catch(() => {})
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
  await context.setOffline(false)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
