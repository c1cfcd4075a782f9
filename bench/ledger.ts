/**
 * npm run bench:ledger — the ledger's read paths at a million rows (docs/benchmarks.md).
 * PostgreSQL when BENCH_DATABASE_URL is set (a fresh database beside it, dropped after), else PGlite
 * in a temp folder. Loads the data, starts the real server in this process on 127.0.0.1, signs in,
 * measures each endpoint with autocannon, streams the CSV export while sampling memory, explains
 * the routes' queries and writes bench/results/ledger-<db>-<date>.md.
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { todayIn } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { createBenchDatabase, startBenchServer } from './bench-database.ts'
import { queryRecorder } from './explain-queries.ts'
import { type LoadPlan, loadLedger } from './load-ledger.ts'
import {
  getText,
  measureExport,
  measureLatency,
  measureTimed,
  readSome,
  signIn,
  type TimedResult,
} from './measure-http.ts'
import { type BenchReport, renderReport } from './report.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const plan: LoadPlan = {
  mainExpenses: env('BENCH_MAIN_EXPENSES', 1_000_000),
  mainRevenue: env('BENCH_MAIN_REVENUE', 100_000),
  otherUsers: env('BENCH_OTHER_USERS', 1000),
  rowsPerOtherUser: env('BENCH_ROWS_PER_OTHER_USER', 1000),
  years: 5,
}
const connections = env('BENCH_CONNECTIONS', 10)
const seconds = env('BENCH_SECONDS', 10)
const ALL_ENDPOINTS = [
  // The floor: a signed-in request that reads no ledger rows (session lookup, serialisation).
  '/api/auth/me',
  '/api/dashboard?period=ytd',
  '/api/dashboard?period=last-year',
  '/api/expenses?page=1&pageSize=10',
  '/api/expenses?page=500&pageSize=10',
  '/api/expenses?category=fuel',
  // The reports read the totals tables, whatever the period's length.
  '/api/reports/profit-loss?period=yearly',
  '/api/reports/expenses?period=yearly',
  '/api/reports/revenue?period=yearly&trend=12m',
  `/api/reports/tax?year=${new Date().getFullYear()}`,
]
/** BENCH_ENDPOINTS (a comma list of paths, e.g. `/api/reports/tax?year=2026`) measures only those. */
const ENDPOINTS = process.env.BENCH_ENDPOINTS ? process.env.BENCH_ENDPOINTS.split(',') : ALL_ENDPOINTS
/**
 * The answers a user opens again and again (the dashboard and the reports): each is also measured on
 * one connection, right after a write (10 connections) and revalidated with its ETag.
 */
const BOOKS_ANSWERS = new Set([
  '/api/dashboard?period=ytd',
  '/api/reports/profit-loss?period=yearly',
  '/api/reports/revenue?period=yearly&trend=12m',
])
const EXPORT = '/api/expenses/export.csv'
const log = (line: string) => console.log(line)

async function main() {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL || undefined)
  log(`Database: ${database.label}`)
  const server = await startBenchServer(database)
  try {
    const { db } = server.ctx
    const password = 'bench-password-1'
    const user = await createAccount({
      db,
      input: { fullName: 'Bench Owner', email: 'bench.owner@example.com', password, role: 'owner_operator' },
    })
    const today = todayIn(user.timeZone, new Date())
    log(`Loading ${plan.mainExpenses + plan.mainRevenue + plan.otherUsers * plan.rowsPerOtherUser} rows…`)
    const load = await loadLedger({ db, userId: user.id, today, plan, log })
    log(`Loaded in ${load.insertSeconds.toFixed(1)} s, VACUUM ANALYZE ${load.vacuumSeconds.toFixed(1)} s`)
    const size = await db.execute(
      sql`select pg_size_pretty(pg_total_relation_size('ledger_entries')) as size`,
    )
    const tableSize = String((size as unknown as { rows: { size: string }[] }).rows[0]?.size ?? '?')

    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as { port: number }
    const origin = `http://127.0.0.1:${port}`
    const cookie = await signIn(origin, user.email, password)

    const recorder = queryRecorder(db)
    const plans: BenchReport['plans'] = []
    const latencies = []
    for (const endpoint of ENDPOINTS) {
      const warm = await getText(origin, endpoint, cookie)
      if (warm.status !== 200)
        throw new Error(`${endpoint} answered ${warm.status}: ${warm.body.slice(0, 300)}`)
      const queries = await recorder.record(() => getText(origin, endpoint, cookie))
      plans.push({ path: endpoint, queries: await recorder.explain(queries) })
      log(`Measuring GET ${endpoint} for ${seconds} s…`)
      const result = await measureLatency({ origin, path: endpoint, cookie, connections, seconds })
      log(
        `  p50 ${result.p50} ms, p97.5 ${result.p97_5} ms, p99 ${result.p99} ms, ${result.requestsPerSecond} req/s`,
      )
      latencies.push(result)
    }

    // The same year summed straight from ledger_entries, one connection: what the dashboard is
    // measured against (its one-connection median at most 1/12 of this).
    const rawAggregate = await timeRawAggregate(db, user.id, today)
    log(`Raw SQL aggregate of the year (ledger_entries): median ${rawAggregate.toFixed(2)} ms`)
    const answers: TimedResult[] = []
    for (const endpoint of ENDPOINTS.filter((e) => BOOKS_ANSWERS.has(e))) {
      for (const [mode, extra] of [
        ['sequential', { seconds: Math.min(seconds, 5) }],
        ['revalidate', { seconds: Math.min(seconds, 3) }],
        ['after-write', { seconds, connections, writeDate: today }],
      ] as const) {
        const result = await measureTimed({ mode, origin, path: endpoint, cookie, ...extra })
        log(
          `  ${endpoint} ${mode}: p50 ${result.p50} ms, p99 ${result.p99} ms (${result.requests} requests, ${JSON.stringify(result.statuses)})`,
        )
        answers.push(result)
      }
    }

    log('Generating the PDF of the year’s profit & loss…')
    const pdf = await timeReportPdf(origin, cookie)
    log(`  ready in ${pdf.ms} ms (${pdf.sizeBytes} bytes)`)

    log(`Streaming GET ${EXPORT}…`)
    const exportResult = await measureExport({
      origin,
      path: EXPORT,
      cookie,
      expectedRows: plan.mainExpenses,
    })
    if (exportResult.status !== 200) throw new Error(`${EXPORT} answered ${exportResult.status}`)
    log(`  ${exportResult.rows} rows in ${exportResult.seconds.toFixed(1)} s`)
    // The first two batches of the export show the keyset plan.
    const exportQueries = await recorder.record(() => readSome(origin, EXPORT, cookie, 3))
    plans.push({ path: EXPORT, queries: await recorder.explain(exportQueries.slice(0, 2)) })

    const date = new Date().toISOString().slice(0, 10)
    const report = renderReport({
      date,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}`,
      database: database.label,
      kind: database.kind,
      plan,
      load,
      tableSize,
      connections,
      seconds,
      latencies,
      rawAggregate,
      answers,
      exportResult,
      plans,
    })
    const dir = path.join(import.meta.dirname, 'results')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `ledger-${database.kind}-${date}.md`)
    writeFileSync(file, report)
    log(`\n${report.slice(0, report.indexOf('## Query plans'))}`)
    log(`Written to ${path.relative(process.cwd(), file)}`)
  } finally {
    await server.close()
    await database.drop()
  }
}

/** Median of 15 runs of the year's sums by type and category read from ledger_entries itself. */
async function timeRawAggregate(db: Db, userId: string, today: string) {
  const query = sql`select type, category, sum(amount_cents)::text as cents, count(*) as n
    from ledger_entries where user_id = ${userId} and date >= ${`${today.slice(0, 4)}-01-01`}::date
    and date <= ${today}::date group by type, category`
  const times: number[] = []
  for (let i = 0; i < 15; i++) {
    const started = performance.now()
    await db.execute(query)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[7]!
}

/** From POST /api/reports to the file being ready: the year's P&L as a PDF, made by its job. */
async function timeReportPdf(origin: string, cookie: string) {
  const started = performance.now()
  const res = await fetch(`${origin}/api/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ type: 'profit_loss', period: 'yearly', format: 'pdf' }),
  })
  if (res.status !== 202) throw new Error(`POST /api/reports answered ${res.status}`)
  const { id } = (await res.json()) as { id: string }
  for (;;) {
    const report = (await (await fetch(`${origin}/api/reports/${id}`, { headers: { cookie } })).json()) as {
      status: string
      sizeBytes: number | null
    }
    if (report.status === 'ready')
      return { ms: Math.round(performance.now() - started), sizeBytes: report.sizeBytes }
    if (report.status === 'failed') throw new Error('the report failed')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
