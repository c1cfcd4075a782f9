/**
 * npm run bench:support — live support delivery (docs/benchmarks.md). Many users keep the support
 * stream open on one instance while an admin answers them through another (on PostgreSQL two
 * servers share the database; on PGlite, one process by design, both ends are the one server).
 * Measures the time from the admin's request to the user's stream hearing the answer, and the
 * server's memory per open stream. Writes bench/results/support-<db>-<date>.md.
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { systemClock } from '@/server/lib/clock.ts'
import { createSession, SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { createBenchDatabase, startBenchServer } from './bench-database.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const STREAMS = env('BENCH_STREAMS', 200)
const ANSWERS = env('BENCH_ANSWERS', 1000)
const IN_FLIGHT = env('BENCH_IN_FLIGHT', 10)
const P99_TARGET_MS = 250
const log = (line: string) => console.log(line)

async function listen(server: Awaited<ReturnType<typeof startBenchServer>>) {
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
}

async function signIn(base: string, path: string, body: object): Promise<string> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))
  return cookie!.split(';')[0]!
}

async function post(base: string, path: string, cookie: string, body: object) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: 'http://127.0.0.1' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

/** Opens a user's stream; calls `onChat` with each chat event's conversation id. */
async function openStream(base: string, cookie: string, onChat: (conversationId: string) => void) {
  const controller = new AbortController()
  const res = await fetch(`${base}/api/support/events`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  })
  if (res.status !== 200) throw new Error(`stream: ${res.status}`)
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (chunk.done) return
      buffer += decoder.decode(chunk.value, { stream: true })
      const events = buffer.split('\n\n')
      buffer = events.pop() ?? ''
      for (const event of events) {
        if (!event.includes('event: chat\n')) continue
        const data = JSON.parse(event.split('data: ')[1] ?? '{}') as { conversationId?: string }
        if (data.conversationId) onChat(data.conversationId)
      }
    }
  })()
  return () => controller.abort()
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function main() {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL || undefined)
  log(`Database: ${database.label}`)
  const first = await startBenchServer(database, 'rigledger-bench-support-a')
  const second =
    database.kind === 'postgres' ? await startBenchServer(database, 'rigledger-bench-support-b') : first
  const closers: (() => void)[] = []
  try {
    const writeUrl = await listen(first)
    const streamUrl = second === first ? writeUrl : await listen(second)
    const adminEmail = 'bench.admin@example.com'
    await createAccount({
      db: first.ctx.db,
      input: { fullName: 'Bench Admin', email: adminEmail, password: 'bench-password-1', role: 'admin' },
    })
    const admin = await signIn(writeUrl, '/api/auth/admin-login', {
      username: adminEmail,
      password: 'bench-password-1',
    })

    log(`Opening ${STREAMS} user streams…`)
    const waiting = new Map<string, (at: number) => void>()
    const conversations: string[] = []
    const rssBefore = process.memoryUsage().rss
    for (let i = 0; i < STREAMS; i++) {
      const email = `bench.user.${i}@example.com`
      const user = await createAccount({
        db: first.ctx.db,
        input: { fullName: `Bench User ${i}`, email, password: 'bench-password-1', role: 'owner_operator' },
      })
      // Sessions made directly: signing in hundreds of times from one address meets the captcha.
      const { token } = await createSession({
        db: first.ctx.db,
        clock: systemClock,
        userId: user.id,
        persistent: false,
      })
      const cookie = `${SESSION_COOKIE}=${token}`
      closers.push(
        await openStream(streamUrl, cookie, (conversationId) =>
          waiting.get(conversationId)?.(performance.now()),
        ),
      )
      await post(writeUrl, '/api/support/messages', cookie, { content: `Question ${i}` })
    }
    const list = (await (
      await fetch(`${writeUrl}/api/admin/support/conversations`, { headers: { cookie: admin } })
    ).json()) as { items: { id: string }[] }
    conversations.push(...list.items.map((c) => c.id))
    const rssStreams = process.memoryUsage().rss
    // Let the users' own messages' events pass before timing answers.
    await new Promise((resolve) => setTimeout(resolve, 500))

    log(`Answering ${ANSWERS} times, ${IN_FLIGHT} at a time…`)
    const latencies: number[] = []
    let next = 0
    const started = performance.now()
    const worker = async () => {
      while (next < ANSWERS) {
        const n = next++
        const conversationId = conversations[n % conversations.length]!
        while (waiting.has(conversationId)) await new Promise((resolve) => setTimeout(resolve, 1))
        const heard = new Promise<number>((resolve) => waiting.set(conversationId, resolve))
        const t0 = performance.now()
        await post(writeUrl, `/api/admin/support/conversations/${conversationId}/messages`, admin, {
          content: `Answer ${n}`,
        })
        latencies.push((await heard) - t0)
        waiting.delete(conversationId)
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    const row = (p: number) => percentile(latencies, p).toFixed(1)
    const p99 = percentile(latencies, 99)
    const report = [
      `# Live support delivery — ${database.kind}, ${new Date().toISOString().slice(0, 10)}`,
      '',
      `${database.label}; ${os.cpus().length} cores; ${second === first ? 'one instance' : 'two instances on one database'}.`,
      `${STREAMS} users with the support stream open on ${second === first ? 'the server' : 'the second instance'};`,
      `an admin answers through ${second === first ? 'the same server' : 'the first'}, ${IN_FLIGHT} answers in flight, ${ANSWERS} answers.`,
      '',
      '| answer request → user stream hears it | ms |',
      '|---|---|',
      `| p50 | ${row(50)} |`,
      `| p95 | ${row(95)} |`,
      `| p99 | ${row(99)} |`,
      `| max | ${latencies.at(-1)?.toFixed(1)} |`,
      '',
      `Throughput: ${(ANSWERS / seconds).toFixed(0)} answers/s delivered. Process RSS with ${STREAMS} open streams (and both servers in this process): ${((rssStreams - rssBefore) / 1024 / 1024).toFixed(0)} MB more than before they were opened.`,
      `Target: p99 < ${P99_TARGET_MS} ms — ${p99 < P99_TARGET_MS ? 'met' : 'NOT met'}.`,
    ].join('\n')
    log(`\n${report}`)
    const dir = path.resolve(import.meta.dirname, 'results')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `support-${database.kind}-${new Date().toISOString().slice(0, 10)}.md`)
    writeFileSync(file, `${report}\n`)
    log(`\nWritten to ${path.relative(process.cwd(), file)}`)
  } finally {
    for (const close of closers) close()
    await first.close()
    if (second !== first) await second.close()
    await database.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
