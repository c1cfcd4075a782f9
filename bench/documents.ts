// npm run bench:documents — how fast documents are read, and whether the API keeps answering while
// fifty are read at once. BENCH_DATABASE_URL=postgres://… for PostgreSQL, else PGlite.

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { DocumentView } from '@/contracts/documents.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { createExtractionPool } from '@/server/features/documents/extraction/extraction-pool.ts'
import { sniffMediaType } from '@/server/features/documents/sniff.ts'
import { createBenchDatabase, startBenchServer } from './bench-database.ts'
import { type LatencyResult, measureLatency } from './measure-http.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures/settlements')
// Timed one by one too: layouts and photos the parser was not built on, and an iPhone HEIC photo.
const MORE_FIXTURES = ['unseen', 'unseen/photos'].map((folder) =>
  path.resolve(import.meta.dirname, '../tests/fixtures', folder),
)
const BATCH = Number(process.env.BENCH_FILES ?? 50)
const log = (line: string) => console.log(line)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (value: number) => `${Math.round(value)} ms`

/** Per file: the first (cold) reading and the median of five warm ones, in the worker thread. */
async function timeEachFixture() {
  const pool = createExtractionPool({ threads: 1 })
  const rows: string[] = []
  try {
    const files = [FIXTURES, ...MORE_FIXTURES].flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => /\.(pdf|jpe?g|png|heic|csv|xlsx?)$/i.test(name))
        .map((name) => ({ folder, name })),
    )
    for (const { folder, name } of files) {
      const bytes = new Uint8Array(readFileSync(path.join(folder, name)))
      const sniffed = await sniffMediaType(bytes, undefined)
      if (!sniffed.supported) continue
      const time = async () => {
        const start = performance.now()
        await pool.extract(bytes, sniffed.mediaType)
        return performance.now() - start
      }
      const cold = await time()
      const warm: number[] = []
      for (let i = 0; i < 5; i++) warm.push(await time())
      rows.push(`| ${name} | ${sniffed.mediaType} | ${ms(cold)} | ${ms(median(warm))} |`)
      log(`  ${name}: cold ${ms(cold)}, warm ${ms(median(warm))}`)
    }
  } finally {
    await pool.close()
  }
  return rows
}

/** Distinct bytes from the fixtures (a comment after the end of the file), so none is a duplicate. */
function batchOfFiles(count: number) {
  const sources = readdirSync(FIXTURES).filter((n) => /\.(pdf|jpg)$/.test(n))
  return Array.from({ length: count }, (_, i) => {
    const name = sources[i % sources.length]!
    const nonce = Buffer.from(`\n% bench copy ${i}\n`)
    return { name: `${i}-${name}`, bytes: Buffer.concat([readFileSync(path.join(FIXTURES, name)), nonce]) }
  })
}

async function main() {
  log('Reading each fixture in the extraction thread…')
  const perFile = await timeEachFixture()

  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL || undefined)
  log(`Database: ${database.label}`)
  const server = await startBenchServer(database, `rigledger-bench-docs-${process.pid}`)
  try {
    const password = 'bench-password-1'
    const user = await createAccount({
      db: server.ctx.db,
      input: { fullName: 'Bench Owner', email: 'bench.docs@example.com', password, role: 'owner_operator' },
    })
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as { port: number }
    const origin = `http://127.0.0.1:${port}`
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password }),
    })
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!

    const files = batchOfFiles(BATCH)
    const form = new FormData()
    for (const file of files) form.append('file', new Blob([file.bytes]), file.name)
    log(`Uploading ${files.length} files in one request…`)
    const started = performance.now()
    const res = await fetch(`${origin}/api/documents`, { method: 'POST', headers: { cookie }, body: form })
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`)
    const uploadMs = performance.now() - started

    // The API under load while the batch is read: the dashboard, from another process.
    let finishedMs = 0
    let docs: DocumentView[] = []
    let finished = false
    const poll = (async () => {
      for (;;) {
        const list = await fetch(`${origin}/api/documents?pageSize=100`, { headers: { cookie } })
        docs = (await list.json()).items
        if (docs.every((doc) => !['uploaded', 'processing'].includes(doc.status))) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      finishedMs = performance.now() - started
      finished = true
    })()
    // Windows of 5 s until the batch is read: the worst window is what is reported.
    const windows: LatencyResult[] = []
    while (!finished) {
      windows.push(
        await measureLatency({ origin, path: '/api/dashboard', cookie, connections: 2, seconds: 5 }),
      )
    }
    await poll
    const worst = (key: 'p50' | 'p97_5' | 'p99' | 'max') => Math.max(...windows.map((w) => w[key]))
    const requests = windows.reduce((sum, w) => sum + w.requests, 0)
    const non2xx = windows.reduce((sum, w) => sum + w.non2xx, 0)
    const latency = { p50: worst('p50'), p97_5: worst('p97_5'), p99: worst('p99'), max: worst('max') }
    const byStatus = Object.entries(
      docs.reduce<Record<string, number>>((acc, doc) => {
        acc[doc.status] = (acc[doc.status] ?? 0) + 1
        return acc
      }, {}),
    )
      .map(([status, n]) => `${n} ${status}`)
      .join(', ')
    log(`  upload ${ms(uploadMs)}, all read after ${ms(finishedMs)}: ${byStatus}`)
    log(`  GET /api/dashboard meanwhile: p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`)

    const date = new Date().toISOString().slice(0, 10)
    const report = [
      `# Documents benchmark, ${date}`,
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Database: ${database.label}.`,
      '',
      '## One file at a time (extraction thread, warm = median of 5)',
      '',
      '| File | Type | Cold | Warm |',
      '|---|---|---|---|',
      ...perFile,
      '',
      `## ${files.length} files uploaded in one request`,
      '',
      `- Upload answered after ${ms(uploadMs)}; every document read after ${ms(finishedMs)} (${byStatus}).`,
      `- \`GET /api/dashboard\` from 2 connections the whole time (${requests} requests, ${non2xx} non-2xx), worst 5-second window: p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms.`,
      '',
    ].join('\n')
    const dir = path.join(import.meta.dirname, 'results')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `documents-${database.kind}-${date}.md`)
    writeFileSync(file, report)
    log(`Written to ${path.relative(process.cwd(), file)}`)
  } finally {
    await server.close()
    await database.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
