import { signUp } from './support/helpers.ts'
import { signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

test('a user writes in the chat, an admin answers live in Live Chat, the user sees it without reloading', async ({
  page,
  browser,
}) => {
  const { email } = await signUp(page, { role: 'owner_operator' })
  await page.getByRole('button', { name: 'Open support chat' }).click()
  const chat = page.getByRole('dialog', { name: 'Support Chat' })
  await expect(chat.getByText('Hello! How can I help you today?')).toBeVisible()
  await expect(chat.getByText('We typically reply within')).toBeVisible()
  const send = chat.getByRole('button', { name: 'Send message' })
  await expect(send).toBeDisabled()
  const question = `Where is my fuel deduction? ${Date.now()}`
  await chat.getByLabel('Your message').fill(question)
  await send.click()
  await expect(chat.getByText(question)).toBeVisible()

  // The admin, in another browser, sees the conversation arrive and answers it.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await adminContext.newPage()
  await signInAdmin(admin.request)
  await admin.goto('/admin/support?tab=chat')
  // Other tests' customers may be in the list too: this one is known by their e-mail.
  await admin
    .getByText(email, { exact: true })
    .locator('..')
    .getByRole('button', { name: /^Conversation with/ })
    .click()
  const pane = admin.getByRole('region', { name: 'Conversation with Casey Trucker' })
  await expect(pane.getByText(question)).toBeVisible()
  await admin.getByLabel('Your answer').fill('Checking with the broker now.')
  await expect(chat.getByText('The support team is typing…')).toBeVisible()
  await admin.getByRole('button', { name: 'Send', exact: true }).click()

  // No reload: the stream brings the answer and the bell's news.
  await expect(chat.getByText('Checking with the broker now.')).toBeVisible()
  await expect(chat.getByText('The support team is typing…')).toBeHidden()
  await chat.getByLabel('Your message').fill('Thanks!')
  await chat.getByRole('button', { name: 'Send message' }).click()
  await expect(pane.getByText('Thanks!')).toBeVisible()
  await adminContext.close()
})

test('an admin publishes a knowledge base article and the Help Center search finds it', async ({
  page,
  browser,
}) => {
  const word = `Reefer${Date.now()}`
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await adminContext.newPage()
  await signInAdmin(admin.request)
  await admin.goto('/admin/support?tab=kb')
  await admin.getByRole('button', { name: 'Add Article' }).first().click()
  const dialog = admin.getByRole('dialog', { name: 'Add Article' })
  await dialog.getByLabel('Title').fill(`${word} fuel on a settlement`)
  await dialog
    .getByLabel('Body')
    .fill('Reefer fuel is **not** part of tractor fuel. <script>window.hacked=1</script>')
  await dialog.getByText('Published', { exact: true }).click()
  await dialog.getByRole('button', { name: 'Add Article' }).click()
  await expect(admin.getByRole('cell', { name: `${word} fuel on a settlement`, exact: true })).toBeVisible()
  await adminContext.close()

  await signUp(page, { role: 'company_driver' })
  await page.goto('/help')
  await page.getByLabel('Search help articles').fill(word.toLowerCase())
  await page.getByRole('link', { name: new RegExp(`${word} fuel on a settlement`) }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${word} fuel on a settlement` })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'not' })).toBeVisible()
  // The script is shown as text, never run.
  await expect(page.getByText('<script>window.hacked=1</script>')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()

  // The app's own guides are found too.
  await page.goto('/help?q=IFTA')
  await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Taxes Guide' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes Guide' })).toBeVisible()
})

test('a user opens a ticket in the Help Center and reads the team’s answer there', async ({
  page,
  browser,
}) => {
  await signUp(page, { role: 'owner_operator' })
  await page.goto('/help')
  // Contact Support opens the chat widget.
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(page.getByRole('dialog', { name: 'Support Chat' })).toBeVisible()
  await page.getByRole('button', { name: 'Close support chat' }).click()
  await page.getByRole('button', { name: 'New Ticket' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New Ticket' })
  await dialog.getByLabel('Subject').fill('Wrong net pay on the 03/06 settlement')
  await dialog.getByLabel('Message').fill('The net should be $2,140.55.')
  await dialog.getByRole('button', { name: /Open Ticket|Submit|Send/ }).click()
  await expect(page).toHaveURL(/\/help\/tickets\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/TICK-\d{3,}/)
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  const number = /TICK-\d{3,}/.exec(title ?? '')![0]

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await adminContext.newPage()
  await signInAdmin(admin.request)
  await admin.goto('/admin/support')
  await admin.getByLabel('Search tickets').fill(number)
  await admin.getByRole('button', { name: `Open ticket ${number}` }).click()
  const detail = admin.getByRole('dialog')
  await detail.getByLabel('Response').fill('Corrected: please look again.')
  await detail.getByRole('button', { name: 'Send Response' }).click()
  await expect(detail.getByText('Corrected: please look again.')).toBeVisible()
  await adminContext.close()

  // Live on the ticket page, without reloading.
  await expect(page.getByText('Corrected: please look again.')).toBeVisible()
  await expect(page.getByText('In Progress')).toBeVisible()
})
