import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMON_MESSAGES } from '@/contracts/common.ts'
import { SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { subscriptions, supportConversations, supportMessages } from '@/server/db/schema/index.ts'
import { ticketUnansweredChats } from '@/server/features/support/ticket-unanswered-chats.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { multipart, ONE_PIXEL_PNG } from '../support/multipart.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
let admin: Agent
const clock = testClock()

beforeAll(async () => {
  server = await sharedTestServer({ clock })
  admin = await adminAgent(server)
})

const json = (client: Agent, method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  client.request({ method, url, payload })

const PNG = ONE_PIXEL_PNG

function imageMessage(bytes: Buffer, name: string, type: string, content = '') {
  const body = multipart([{ name, bytes, type }], 'image')
  if (!content) return body
  // A caption field before the closing boundary.
  const boundary = body.headers['content-type'].split('boundary=')[1]!
  const text = body.payload
    .toString('latin1')
    .replace(
      `--${boundary}--\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    )
  return { ...body, payload: Buffer.from(text, 'latin1') }
}

async function conversationIdOf(userId: string) {
  const [row] = await server.ctx.db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
  return row!.id
}

describe('support chat', () => {
  it('carries a user’s message to the team and the answer back, with read marks and a reply time', async () => {
    const user = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    const empty = (await user.client.get('/api/support/conversation')).json()
    expect(empty).toMatchObject({
      greeting: SUPPORT_MESSAGES.greeting,
      messages: [],
      unread: 0,
      ticket: null,
    })

    const sent = await user.client.post('/api/support/messages', {
      content: 'My <b>fuel</b> deduction is missing',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({
      author: 'user',
      type: 'text',
      content: 'My <b>fuel</b> deduction is missing',
    })

    const id = await conversationIdOf(user.id)
    const list = (await admin.get('/api/admin/support/conversations')).json().items
    const mine = list.find((c: { id: string }) => c.id === id)
    expect(mine).toMatchObject({
      userId: user.id,
      email: user.email,
      unread: 1,
      lastMessage: 'My <b>fuel</b> deduction is missing',
    })
    expect(mine.waitingSince).not.toBeNull()

    clock.advance(3 * 60_000)
    const answer = await admin.post(`/api/admin/support/conversations/${id}/messages`, {
      content: 'Checking now.',
    })
    expect(answer.statusCode, answer.body).toBe(201)
    expect((await admin.post(`/api/admin/support/conversations/${id}/read`)).statusCode).toBe(204)
    const after = (await admin.get('/api/admin/support/conversations'))
      .json()
      .items.find((c: { id: string }) => c.id === id)
    expect(after).toMatchObject({ unread: 0, waitingSince: null })

    const conversation = (await user.client.get('/api/support/conversation')).json()
    expect(
      conversation.messages.map((m: { author: string; content: string }) => [m.author, m.content]),
    ).toEqual([
      ['user', 'My <b>fuel</b> deduction is missing'],
      ['admin', 'Checking now.'],
    ])
    expect(conversation.unread).toBe(1)
    expect(conversation.typicalReplyMinutes).toBeGreaterThanOrEqual(1)
    expect((await user.client.post('/api/support/conversation/read')).statusCode).toBe(204)
    expect((await user.client.get('/api/support/conversation')).json().unread).toBe(0)

    // The answer rings the user's bell; a chat answer is not e-mailed (only a ticket's is).
    const bell = (await user.client.get('/api/notifications')).json()
    expect(bell.items[0]).toMatchObject({ kind: 'support_replies', body: 'Checking now.' })
  })

  it('refuses blank messages and images that are not JPEG, PNG, GIF or WebP or are over 5 MB', async () => {
    const user = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    const blank = await user.client.post('/api/support/messages', { content: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error).toBe(SUPPORT_MESSAGES.empty)
    const long = await user.client.post('/api/support/messages', { content: 'x'.repeat(4001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error).toBe(COMMON_MESSAGES.tooLong(4000))

    const pdf = await user.client.request({
      method: 'POST',
      url: '/api/support/messages',
      ...imageMessage(Buffer.from('%PDF-1.4\n%%EOF'), 'x.png', 'image/png'),
    })
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().error).toBe(SUPPORT_MESSAGES.imageType)
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await user.client.request({
      method: 'POST',
      url: '/api/support/messages',
      ...imageMessage(big, 'big.png', 'image/png'),
    })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().error).toBe(SUPPORT_MESSAGES.imageSize)
    expect((await user.client.get('/api/support/conversation')).json().messages).toEqual([])

    const ok = await user.client.request({
      method: 'POST',
      url: '/api/support/messages',
      ...imageMessage(PNG, 'screen.png', 'image/png', 'See this'),
    })
    expect(ok.statusCode, ok.body).toBe(201)
    const message = ok.json()
    expect(message).toMatchObject({ type: 'image', content: 'See this' })
    const image = await user.client.get(message.imageUrl)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true)

    // Another user never sees it; the team does.
    const other = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    expect((await other.client.get(message.imageUrl)).statusCode).toBe(404)
    expect((await admin.get(`/api/admin/support/messages/${message.id}/image`)).statusCode).toBe(200)

    // Deleting the account deletes the images it sent, not only their rows.
    const [stored] = await server.ctx.db
      .select({ key: supportMessages.imageKey })
      .from(supportMessages)
      .where(eq(supportMessages.id, message.id))
    expect(await server.ctx.storage.get(stored!.key!)).not.toBeNull()
    expect((await json(admin, 'DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(204)
    expect(await server.ctx.storage.get(stored!.key!)).toBeNull()
  })

  it('keeps each user to their own conversation and tickets, and the team’s routes to admins', async () => {
    const user = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    const other = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    const ticket = (
      await user.client.post('/api/support/tickets', { subject: 'Help', message: 'Mine only' })
    ).json()
    expect((await other.client.get(`/api/support/tickets/${ticket.id}`)).statusCode).toBe(404)
    expect(
      (await other.client.post(`/api/support/tickets/${ticket.id}/messages`, { content: 'hi' })).statusCode,
    ).toBe(404)
    expect((await other.client.get('/api/support/tickets')).json().items).toEqual([])
    for (const url of [
      '/api/admin/support/tickets',
      '/api/admin/support/conversations',
      '/api/admin/kb',
      '/api/admin/support/stats',
    ]) {
      expect((await user.client.get(url)).statusCode).toBe(403)
    }
    expect((await agent(server.app).get('/api/support/conversation')).statusCode).toBe(401)
    expect((await user.client.get('/api/support/events')).statusCode).toBe(406)
  })
})

describe('tickets', () => {
  it('numbers tickets TICK-nnn and takes them through open, in progress, resolved and closed', async () => {
    const user = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    const missing = await user.client.post('/api/support/tickets', { subject: ' ', message: 'x' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toBe(SUPPORT_MESSAGES.subject)

    const created = await user.client.post('/api/support/tickets', {
      subject: 'Wrong net on my settlement',
      message: 'The net should be $2,140.55',
      priority: 'urgent',
    })
    expect(created.statusCode, created.body).toBe(201)
    const ticket = created.json()
    expect(ticket).toMatchObject({
      status: 'open',
      priority: 'urgent',
      source: 'help',
      subject: 'Wrong net on my settlement',
    })
    expect(ticket.number).toMatch(/^TICK-\d{3,}$/)
    const second = (
      await user.client.post('/api/support/tickets', { subject: 'Another', message: 'm' })
    ).json()
    expect(Number(second.number.slice(5))).toBeGreaterThan(Number(ticket.number.slice(5)))
    expect(second.priority).toBe('medium')

    const found = (await admin.get(`/api/admin/support/tickets?search=${ticket.number}`)).json()
    expect(found.items.map((t: { id: string }) => t.id)).toEqual([ticket.id])
    const filtered = (
      await admin.get(`/api/admin/support/tickets?search=${encodeURIComponent(user.email)}&priority=medium`)
    ).json()
    expect(filtered.items.map((t: { id: string }) => t.id)).toEqual([second.id])

    const answered = await json(admin, 'PATCH', `/api/admin/support/tickets/${ticket.id}`, {
      reply: 'Corrected: the broker sent a new sheet.',
    })
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json()).toMatchObject({ status: 'in-progress' })
    // Mailed after the answer is stored, in the background.
    await server.settle()
    const mail = await latestMailTo(admin, user.email)
    expect(mail.subject).toBe(`[${ticket.number}] Wrong net on my settlement`)
    expect(mail.text).toContain('Corrected: the broker sent a new sheet.')
    const seen = (await user.client.get(`/api/support/tickets/${ticket.id}`)).json()
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'admin'])

    const resolved = await json(admin, 'PATCH', `/api/admin/support/tickets/${ticket.id}`, {
      status: 'resolved',
    })
    expect(resolved.json().status).toBe('resolved')
    const reopened = await user.client.post(`/api/support/tickets/${ticket.id}/messages`, {
      content: 'Still wrong',
    })
    expect(reopened.json().status).toBe('open')
    await json(admin, 'PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'closed' })
    const late = await user.client.post(`/api/support/tickets/${ticket.id}/messages`, { content: 'Hello?' })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toBe(SUPPORT_MESSAGES.closed)

    const notAdmin = await json(admin, 'PATCH', `/api/admin/support/tickets/${ticket.id}`, {
      assigneeId: user.id,
    })
    expect(notAdmin.statusCode).toBe(400)
    expect(notAdmin.json().error).toBe(SUPPORT_MESSAGES.assignee)
    const admins = (await admin.get('/api/admin/support/admins')).json().items
    const assigned = await json(admin, 'PATCH', `/api/admin/support/tickets/${ticket.id}`, {
      assigneeId: admins[0].id,
    })
    expect(assigned.json()).toMatchObject({ assigneeId: admins[0].id, assigneeName: admins[0].name })

    const stats = (await admin.get('/api/admin/support/stats')).json()
    expect(stats.openTickets).toBeGreaterThanOrEqual(1)
    expect(stats.resolutionRate).toBeGreaterThan(0)
    expect(stats.averageFirstResponseMinutes).not.toBeNull()
  })

  it('lists priority-support users’ tickets first', async () => {
    const plain = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    const priority = await signedInAs(server, 'fleet_manager', { fullName: 'Sam Support' })
    await server.ctx.db.insert(subscriptions).values({
      userId: priority.id,
      itemId: 'priority_support',
      interval: 'month',
      status: 'active',
      providerSubscriptionId: `sub_test_${priority.id}`,
    })
    const first = (
      await plain.client.post('/api/support/tickets', { subject: 'Plain', message: 'm', priority: 'urgent' })
    ).json()
    const second = (
      await priority.client.post('/api/support/tickets', { subject: 'Priority', message: 'm' })
    ).json()
    expect(second.priority).toBe('high')
    const items = (await admin.get('/api/admin/support/tickets?pageSize=100')).json().items as {
      id: string
      prioritySupport: boolean
    }[]
    const at = (id: string) => items.findIndex((t) => t.id === id)
    expect(items[at(second.id)]!.prioritySupport).toBe(true)
    expect(at(second.id)).toBeLessThan(at(first.id))
  })

  it('turns a chat nobody answered in five minutes into a ticket, and keeps both in step', async () => {
    const user = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    await user.client.post('/api/support/messages', { content: 'Is anyone there? My IFTA report is empty.' })
    const id = await conversationIdOf(user.id)
    clock.advance(4 * 60_000)
    await ticketUnansweredChats(server.ctx)
    expect((await user.client.get('/api/support/conversation')).json().ticket).toBeNull()

    clock.advance(2 * 60_000)
    await ticketUnansweredChats(server.ctx)
    const conversation = (await user.client.get('/api/support/conversation')).json()
    expect(conversation.ticket).toMatchObject({ status: 'open' })
    const last = conversation.messages.at(-1)
    expect(last.author).toBe('system')
    expect(last.content).toContain(conversation.ticket.number)
    expect(last.content).toContain('e-mail')
    // Only once.
    await ticketUnansweredChats(server.ctx)
    const tickets = (await user.client.get('/api/support/tickets')).json().items
    expect(tickets).toHaveLength(1)
    expect(tickets[0]).toMatchObject({ source: 'chat', preview: 'Is anyone there? My IFTA report is empty.' })

    // More words in the chat reach the ticket; the team's answer on the ticket reaches the chat and the inbox.
    clock.advance(1000)
    await user.client.post('/api/support/messages', { content: 'It is for Q3.' })
    clock.advance(1000)
    await json(admin, 'PATCH', `/api/admin/support/tickets/${tickets[0].id}`, {
      reply: 'Fixed, please look again.',
    })
    const detail = (await admin.get(`/api/admin/support/tickets/${tickets[0].id}`)).json()
    expect(detail.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is anyone there? My IFTA report is empty.',
      'It is for Q3.',
      'Fixed, please look again.',
    ])
    const chat = (await admin.get(`/api/admin/support/conversations/${id}`)).json()
    expect(chat.messages.at(-1)).toMatchObject({ author: 'admin', content: 'Fixed, please look again.' })
    expect(chat.waitingSince).toBeNull()
    await server.settle()
    expect((await latestMailTo(admin, user.email)).text).toContain('Fixed, please look again.')

    // The user answers on the ticket: the team's Live Chat sees it, waiting for an answer.
    clock.advance(1000)
    await user.client.post(`/api/support/tickets/${tickets[0].id}/messages`, { content: 'Looks right now.' })
    const again = (await admin.get(`/api/admin/support/conversations/${id}`)).json()
    expect(again.messages.at(-1)).toMatchObject({ author: 'user', content: 'Looks right now.' })
    expect(again.waitingSince).not.toBeNull()

    // Closed without another word: the chat is free and waits for nothing, so no new ticket comes of it.
    await json(admin, 'PATCH', `/api/admin/support/tickets/${tickets[0].id}`, { status: 'closed' })
    clock.advance(10 * 60_000)
    await ticketUnansweredChats(server.ctx)
    expect((await user.client.get('/api/support/tickets')).json().items).toHaveLength(1)
    const freed = (await user.client.get('/api/support/conversation')).json()
    expect(freed.ticket).toBeNull()
    expect(freed.messages.filter((m: { author: string }) => m.author === 'system')).toHaveLength(1)
  })

  it('never deadlocks when the user writes in the chat while the team answers its ticket', async () => {
    const user = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    await user.client.post('/api/support/messages', { content: 'Still waiting on my deduction' })
    clock.advance(6 * 60_000)
    await ticketUnansweredChats(server.ctx)
    const [ticket] = (await user.client.get('/api/support/tickets')).json().items
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? user.client.post('/api/support/messages', { content: `More ${i}` })
          : json(admin, 'PATCH', `/api/admin/support/tickets/${ticket.id}`, { reply: `Answer ${i}` }),
      ),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      ...Array(5).fill(200),
      ...Array(5).fill(201),
    ])
  })
})

describe('knowledge base and Help Center search', () => {
  it('finds published articles and FAQ entries, never drafts', async () => {
    const user = await signedInAs(server, 'owner_operator', { fullName: 'Sam Support' })
    const word = `zephyr${Date.now()}`
    const draft = await admin.post('/api/admin/kb', {
      title: `Draft ${word}`,
      body: 'Not yet',
      status: 'draft',
    })
    expect(draft.statusCode, draft.body).toBe(201)
    const article = (
      await admin.post('/api/admin/kb', {
        title: `Detention pay ${word}`,
        body: '# Detention\n\nHow **detention** shows on a settlement <script>alert(1)</script>',
        status: 'published',
      })
    ).json()
    expect(article.publishedAt).not.toBeNull()

    const results = (await user.client.get(`/api/help/search?q=${word}`)).json().items
    expect(results.map((r: { id: string }) => r.id)).toEqual([article.id])
    expect(results[0].excerpt).not.toContain('#')
    expect((await user.client.get(`/api/help/articles/${draft.json().id}`)).statusCode).toBe(404)
    expect((await user.client.get(`/api/help/articles/${article.id}`)).json().body).toContain('<script>')

    const faq = (await user.client.get('/api/help/search?q=accountant%20books')).json().items
    expect(
      faq.some((r: { kind: string; id: string }) => r.kind === 'faq' && r.id === 'accountant-access'),
    ).toBe(true)
    expect((await user.client.get('/api/help/search?q=%25')).json().items).toEqual([])

    // Back to draft hides it; deleting removes it.
    await json(admin, 'PATCH', `/api/admin/kb/${article.id}`, { status: 'draft' })
    expect((await user.client.get(`/api/help/search?q=${word}`)).json().items).toEqual([])
    expect((await json(admin, 'PATCH', `/api/admin/kb/${article.id}`, { title: '' })).statusCode).toBe(400)
    expect((await json(admin, 'DELETE', `/api/admin/kb/${article.id}`)).statusCode).toBe(204)
    expect((await json(admin, 'DELETE', `/api/admin/kb/${article.id}`)).statusCode).toBe(404)
    expect((await json(user.client, 'POST', '/api/admin/kb', { title: 't', body: 'b' })).statusCode).toBe(403)
  })
})
