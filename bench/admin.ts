/**
 * npm run bench:admin — the back office at platform scale (docs/benchmarks.md): 10,000 users with
 * 1,000 ledger rows each (10 million rows), grouped into companies, a hundred trucks tagged on their
 * owners' rows. PostgreSQL when BENCH_DATABASE_URL is set (a fresh database beside it, dropped
 * after), else PGlite. Measures the admin P&L by entity, the stats and the reports with autocannon
 * as a signed-in admin and writes bench/results/admin-<db>-<date>.md.
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { todayIn } from '@/domain/period.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { queryRows } from '@/server/lib/sql-values.ts'
import { createBenchDatabase, startBenchServer } from './bench-database.ts'
import { type LoadPlan, loadLedger } from './load-ledger.ts'
import { getText, type LatencyResult, measureLatency } from './measure-http.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const plan: LoadPlan = {
  mainExpenses: 900,
  mainRevenue: 100,
  otherUsers: env('BENCH_USERS', 10_000) - 1,
  rowsPerOtherUser: env('BENCH_ROWS_PER_USER', 1000),
  years: 3,
}
const USERS_PER_COMPANY = 20
const TRUCKS = 100
const connections = env('BENCH_CONNECTIONS', 10)
const seconds = env('BENCH_SECONDS', 10)
const P99_TARGET_MS = 200
const log = (line: string) => console.log(line)

async function main() {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL || undefined)
  log(`Database: ${database.label}`)
  const server = await startBenchServer(database)
  try {
    const { db } = server.ctx
    const owner = await createAccount({
      db,
      input: {
        fullName: 'Bench Owner',
        email: 'bench.owner@example.com',
        password: 'bench-password-1',
        role: 'owner_operator',
      },
    })
    const today = todayIn(owner.timeZone, new Date())
    const total = plan.mainExpenses + plan.mainRevenue + plan.otherUsers * plan.rowsPerOtherUser
    log(`Loading ${total.toLocaleString('en-US')} rows for ${plan.otherUsers + 1} users…`)
    const load = await loadLedger({ db, userId: owner.id, today, plan, log })
    log(`Loaded in ${load.insertSeconds.toFixed(1)} s`)

    // Companies of 20 users each, and a hundred trucks, each tagged on its owner's rows.
    await db.execute(sql`
      update users set company_name = 'Bench Carrier ' || (row_number / ${USERS_PER_COMPANY})
      from (select id, row_number() over (order by id) as row_number from users where role = 'owner_operator') numbered
      where users.id = numbered.id`)
    const truckOwners = await queryRows<{ id: string }>(
      db,
      sql`select id from users where role = 'owner_operator' order by id limit ${TRUCKS}`,
    )
    for (const [i, { id }] of truckOwners.entries()) {
      await db.execute(sql`
        with truck as (insert into trucks (user_id, unit_number) values (${id}, ${`B-${i}`}) returning id)
        update ledger_entries set truck_id = (select id from truck) where user_id = ${id}`)
    }
    await db.execute(sql`vacuum analyze`)
    const [size] = await queryRows<{ size: string }>(
      db,
      sql`select pg_size_pretty(pg_total_relation_size('ledger_entries')) as size`,
    )

    const admin = await createAccount({
      db,
      input: {
        fullName: 'Bench Admin',
        email: 'bench.admin@example.com',
        password: 'bench-password-1',
        role: 'admin',
      },
    })
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as { port: number }
    const origin = `http://127.0.0.1:${port}`
    const cookie = await signIn(origin, admin.email, 'bench-password-1')
    const entity = async (type: string) => {
      const list = JSON.parse((await getText(origin, `/api/entities?type=${type}&search=`, cookie)).body) as {
        id: string
      }[]
      if (!list[0]) throw new Error(`no ${type} entity`)
      return list[Math.floor(list.length / 2)]!.id
    }
    const endpoints = [
      '/api/admin/stats',
      '/api/admin/users?page=1&pageSize=10',
      '/api/admin/users?page=1&pageSize=10&search=driver%2099',
      `/api/profit-loss?period=yearly&entityId=${await entity('owner_operator')}&type=owner_operator`,
      `/api/profit-loss?period=monthly&entityId=${await entity('owner_operator')}`,
      `/api/profit-loss?period=yearly&entityId=${await entity('company')}&type=company`,
      `/api/profit-loss?period=yearly&entityId=${await entity('company')}`,
      `/api/profit-loss?period=yearly&entityId=${await entity('truck')}&type=truck`,
      '/api/entities?type=company&search=carrier%2042',
      '/api/entities?type=owner_operator&search=driver%20123',
      '/api/admin/reports/overview?period=this-year',
      '/api/admin/reports/user-activity?period=this-year',
      '/api/admin/reports/documents?period=this-year',
    ]
    const latencies: LatencyResult[] = []
    for (const endpoint of endpoints) {
      const warm = await getText(origin, endpoint, cookie)
      if (warm.status !== 200)
        throw new Error(`${endpoint} answered ${warm.status}: ${warm.body.slice(0, 300)}`)
      log(`Measuring GET ${endpoint} for ${seconds} s…`)
      const result = await measureLatency({ origin, path: endpoint, cookie, connections, seconds })
      log(`  p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requestsPerSecond} req/s`)
      latencies.push(result)
    }

    const date = new Date().toISOString().slice(0, 10)
    const lines = [
      `# Admin benchmark: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${date}`,
      '',
      `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}`,
      `- Data: ${(plan.otherUsers + 1).toLocaleString('en-US')} users with ${plan.rowsPerOtherUser.toLocaleString('en-US')} ledger rows each over ${plan.years} years (${load.rows.toLocaleString('en-US')} rows, ${size?.size ?? '?'} with indexes); companies of ${USERS_PER_COMPANY} users; ${TRUCKS} trucks tagged on their owners' rows.`,
      `- Load: ${load.insertSeconds.toFixed(1)} s (${Math.round(load.rows / load.insertSeconds).toLocaleString('en-US')} rows/s).`,
      `- HTTP: autocannon, ${connections} connections, ${seconds} s per endpoint, loopback, signed-in admin.`,
      '',
      `| Endpoint | p50 ms | p99 ms | max ms | req/s | non-2xx | p99 < ${P99_TARGET_MS} ms |`,
      '|---|---:|---:|---:|---:|---:|:---:|',
      ...latencies.map(
        (l) =>
          `| \`GET ${l.path.replace(/entityId=[0-9a-f-]+/, 'entityId=…')}\` | ${l.p50} | ${l.p99} | ${l.max} | ${l.requestsPerSecond.toFixed(1)} | ${l.non2xx + l.errors} | ${l.p99 < P99_TARGET_MS && l.non2xx + l.errors === 0 ? 'yes' : '**no**'} |`,
      ),
      '',
    ]
    const dir = path.join(import.meta.dirname, 'results')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `admin-${database.kind}-${date}.md`)
    writeFileSync(file, lines.join('\n'))
    log(`\n${lines.join('\n')}`)
    log(`Written to ${path.relative(process.cwd(), file)}`)
  } finally {
    await server.close()
    await database.drop()
  }
}

async function signIn(origin: string, email: string, password: string) {
  const res = await fetch(`${origin}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('rigledger_session='))
  if (!setCookie) throw new Error('sign-in set no session cookie')
  return setCookie.split(';')[0]!
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
