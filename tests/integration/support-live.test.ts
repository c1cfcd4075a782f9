import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from '@/server/features/support/event-stream.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { startTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

/*
 * The live stream across instances: on PostgreSQL two servers share the database, and what is written
 * through one reaches a browser connected to the other (LISTEN/NOTIFY, not process memory). The
 * embedded database is one process by design, so there both ends are the one server.
 */
const shared = Boolean(inject('databaseUrl'))
let first: TestServer
let second: TestServer
const started: TestServer[] = []

const urls = new Map<TestServer, Promise<string>>()
/** The server's address, listening from the first call on. */
function listening(server: TestServer) {
  let url = urls.get(server)
  if (!url) {
    url = server.app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`)
    urls.set(server, url)
  }
  return url
}

async function start() {
  const server = await startTestServer()
  started.push(server)
  return server
}

beforeAll(async () => {
  first = await start()
  second = shared ? await start() : first
})

afterAll(async () => {
  for (const server of started) await server.close().catch(() => {})
})

/** A browser's EventSource, read by hand: waits (up to a deadline) for the next event of a kind. */
async function openStream(baseUrl: string, path: string, client: Agent) {
  const controller = new AbortController()
  const res = await fetch(`${baseUrl}${path}`, {
    headers: {
      accept: 'text/event-stream',
      cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`,
    },
    signal: controller.signal,
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let ended = false
  async function next(kind: string, timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const events = buffer.split('\n\n')
      for (let i = 0; i < events.length - 1; i++) {
        const lines = events[i]!.split('\n')
        if (lines.includes(`event: ${kind}`)) {
          buffer = events.slice(i + 1).join('\n\n')
          const data = lines.find((line) => line.startsWith('data: '))!.slice(6)
          return JSON.parse(data)
        }
      }
      if (ended) throw new Error(`the stream ended before a ${kind} event`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${kind} event in ${timeoutMs} ms`)
      let timer: NodeJS.Timeout | undefined
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left)
        }),
      ]).finally(() => clearTimeout(timer))
      if (chunk === 'timeout') continue
      if (chunk.done) ended = true
      else buffer += decoder.decode(chunk.value, { stream: true })
    }
  }
  async function untilEnd(timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    while (!ended && Date.now() < deadline) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (chunk.done) ended = true
    }
    return ended
  }
  return { next, untilEnd, close: () => controller.abort() }
}

describe('live support updates', () => {
  it('reaches a user connected to another instance, and the team the other way, with typing', async () => {
    const userClient = agent(first.app)
    const { user } = await registerUser(userClient, { email: uniqueEmail('live') })
    const admin = await adminAgent(second)
    const firstUrl = await listening(first)
    const secondUrl = shared ? await listening(second) : firstUrl

    // The user's browser is connected to the second instance, the admin's to the first.
    const userStream = await openStream(secondUrl, '/api/support/events', userClient)
    const adminStream = await openStream(firstUrl, '/api/admin/support/events', admin)
    await userStream.next('ready')
    await adminStream.next('ready')

    // Written through the first instance: the admin (on the first) hears of it.
    expect(
      (await userClient.post('/api/support/messages', { content: 'Hello from the road' })).statusCode,
    ).toBe(201)
    const told = await adminStream.next('chat')
    expect(told).toMatchObject({ userId: user.id })
    const conversationId = told.conversationId as string

    // The admin types and answers through the second instance: the user's stream (second) hears both.
    const adminOnSecond = admin
    await adminOnSecond.post(`/api/admin/support/conversations/${conversationId}/typing`, { typing: true })
    expect(await userStream.next('typing')).toMatchObject({ from: 'admin', typing: true })
    await adminOnSecond.post(`/api/admin/support/conversations/${conversationId}/messages`, {
      content: 'On it',
    })
    expect(await userStream.next('chat')).toMatchObject({ conversationId })
    expect(await userStream.next('notification')).toMatchObject({ userId: user.id })
    const messages = (await userClient.get('/api/support/conversation')).json().messages
    expect(messages.at(-1)).toMatchObject({ author: 'admin', content: 'On it' })

    // Another user's stream hears nothing of it.
    const otherClient = agent(first.app)
    await registerUser(otherClient, { email: uniqueEmail('live-other') })
    const otherStream = await openStream(secondUrl, '/api/support/events', otherClient)
    await otherStream.next('ready')
    await adminOnSecond.post(`/api/admin/support/conversations/${conversationId}/messages`, {
      content: 'More',
    })
    await userStream.next('chat')
    await expect(otherStream.next('chat', 300)).rejects.toThrow(/no chat event/)

    userStream.close()
    adminStream.close()
    otherStream.close()
  })

  it('keeps five streams a session and ten a user: one more closes the oldest', async () => {
    const server = first
    const url = await listening(server)
    const phone = agent(server.app)
    const { email, password } = await registerUser(phone, { email: uniqueEmail('streams') })
    const laptop = agent(server.app)
    expect((await laptop.post('/api/auth/login', { email, password })).statusCode).toBe(200)
    const tablet = agent(server.app)
    expect((await tablet.post('/api/auth/login', { email, password })).statusCode).toBe(200)
    const open = async (client: Agent) => {
      const stream = await openStream(url, '/api/support/events', client)
      await stream.next('ready')
      return stream
    }
    const onPhone = []
    for (let i = 0; i < STREAMS_PER_SESSION; i++) onPhone.push(await open(phone))
    const sixth = await open(phone)
    expect(await onPhone[0]!.untilEnd()).toBe(true)
    // Five on the phone and five on the laptop are the user's ten; one on the tablet closes the oldest.
    const onLaptop = []
    for (let i = 0; i < STREAMS_PER_USER - STREAMS_PER_SESSION; i++) onLaptop.push(await open(laptop))
    const onTablet = await open(tablet)
    expect(await onPhone[1]!.untilEnd()).toBe(true)
    // The ten others are open: each hears what happens next.
    await phone.post('/api/support/messages', { content: 'Still here' })
    for (const stream of [...onPhone.slice(2), sixth, ...onLaptop, onTablet]) await stream.next('chat')
    for (const stream of [...onPhone, sixth, ...onLaptop, onTablet]) stream.close()
  })

  it('ends its streams when the server stops; a new server serves the stream and what was missed', async () => {
    const server = await start()
    const url = await listening(server)
    const userClient = agent(server.app)
    await registerUser(userClient, { email: uniqueEmail('restart') })
    const stream = await openStream(url, '/api/support/events', userClient)
    await stream.next('ready')
    await userClient.post('/api/support/messages', { content: 'Before the restart' })
    await server.close()
    expect(await stream.untilEnd()).toBe(true)

    // The browser reconnects to whichever instance answers and reads everything again.
    const next = shared ? await start() : server
    if (next !== server) {
      const nextUrl = await listening(next)
      const again = agent(next.app)
      for (const [name, value] of userClient.cookies) again.cookies.set(name, value)
      const reopened = await openStream(nextUrl, '/api/support/events', again)
      await reopened.next('ready')
      const messages = (await again.get('/api/support/conversation')).json().messages
      expect(messages.map((m: { content: string }) => m.content)).toEqual(['Before the restart'])
      reopened.close()
    }
  })
})
