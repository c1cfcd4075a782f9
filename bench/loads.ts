/**
 * npm run bench:loads — the loads' read paths at 100,000 loads for one user (docs/benchmarks.md).
 * PostgreSQL when BENCH_DATABASE_URL is set (a fresh database beside it, dropped after), else PGlite.
 * Loads the data with SQL (loads with two stops and two rate lines each, a year's running and fixed
 * costs per truck, per diem days), starts the real server, and measures the load list and the load
 * report (each grouping, a year) with autocannon: unchanged books, and the first answer after a write.
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { todayIn } from '@/domain/period.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { createBenchDatabase, startBenchServer } from './bench-database.ts'
import { getText, measureLatency, signIn } from './measure-http.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const LOADS = env('BENCH_LOADS', 100_000)
const connections = env('BENCH_CONNECTIONS', 10)
const seconds = env('BENCH_SECONDS', 10)
const TRUCKS = 20
const YEARS = 4
const log = (line: string) => console.log(line)

async function main() {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL || undefined)
  log(`Database: ${database.label}`)
  const server = await startBenchServer(database, 'rigledger-bench-loads')
  try {
    const { db } = server.ctx
    const password = 'bench-password-1'
    const user = await createAccount({
      db,
      input: { fullName: 'Bench Fleet', email: 'bench.loads@example.com', password, role: 'owner_operator' },
    })
    const today = todayIn(user.timeZone, new Date())
    const year = today.slice(0, 4)
    const started = performance.now()
    log(`Loading ${LOADS} loads over ${YEARS} years on ${TRUCKS} trucks…`)
    await db.execute(sql`
      insert into trucks (user_id, unit_number) select ${user.id}, 'U' || g from generate_series(1, ${TRUCKS}) g;
    `)
    await db.execute(sql`
      insert into payers (user_id, name) select ${user.id}, 'Broker ' || g from generate_series(1, 200) g;
    `)
    // Loads spread evenly over the years up to today, a day or two each, on the trucks in turn.
    await db.execute(sql`
      with t as (select id, row_number() over (order by unit_number) - 1 as n from trucks where user_id = ${user.id}),
      p as (select id, row_number() over (order by name) - 1 as n from payers where user_id = ${user.id}),
      g as (select i, (${today}::date - ((i * ${YEARS * 365}) / ${LOADS})::int) as day from generate_series(0, ${LOADS - 1}) i)
      insert into loads (user_id, load_number, payer_id, status, origin, pickup_date, delivery_date,
        origin_place, destination_place, origin_state, destination_state, loaded_miles, empty_miles,
        truck_id, rate_total_cents, paid_cents, pay_flags, short_cents)
      select ${user.id}, 'L-' || g.i, p.id, case when g.i % 50 = 0 then 'delivered' else 'paid' end::load_status, 'typed',
        g.day, g.day + (g.i % 2), 'Dallas, TX', 'Memphis, TN',
        (array['TX','OK','AR','TN','GA'])[1 + g.i % 5], (array['TN','GA','FL','IL','OH'])[1 + (g.i / 5) % 5],
        300 + g.i % 400, g.i % 60, t.id, 150000 + (g.i % 997) * 100,
        case when g.i % 50 = 0 then null else 150000 + (g.i % 997) * 100 - case when g.i % 40 = 1 then 5000 else 0 end end,
        '[]'::jsonb, case when g.i % 40 = 1 then 5000 else 0 end
      from g join t on t.n = g.i % ${TRUCKS} join p on p.n = g.i % 200;
    `)
    await db.execute(sql`
      insert into load_stops (load_id, position, type, city, state)
      select id, 0, 'pickup'::stop_type, 'Dallas', 'TX' from loads where user_id = ${user.id}
      union all select id, 1, 'delivery'::stop_type, 'Memphis', 'TN' from loads where user_id = ${user.id};
    `)
    await db.execute(sql`
      insert into load_rate_lines (load_id, position, kind, amount_cents)
      select id, 0, 'linehaul'::rate_line_kind, rate_total_cents - 20000 from loads where user_id = ${user.id}
      union all select id, 1, 'fuel_surcharge'::rate_line_kind, 20000 from loads where user_id = ${user.id};
    `)
    // Running costs: fuel and tolls every day on every truck; fixed costs monthly; per diem daily.
    await db.execute(sql`
      insert into ledger_entries (user_id, type, category, amount_cents, date, description, truck_id)
      select ${user.id}, 'expense'::entry_type, c.category, c.cents, d::date, c.category, t.id
      from generate_series(${today}::date - ${YEARS * 365}::int, ${today}::date, interval '1 day') d
      cross join trucks t
      cross join (values ('fuel', 45000), ('tolls', 1800)) c(category, cents)
      where t.user_id = ${user.id};
    `)
    await db.execute(sql`
      insert into ledger_entries (user_id, type, category, amount_cents, date, description, truck_id)
      select ${user.id}, 'expense'::entry_type, c.category, c.cents, d::date, c.category, t.id
      from generate_series(date_trunc('month', ${today}::date - ${YEARS * 365}::int), ${today}::date, interval '1 month') d
      cross join trucks t
      cross join (values ('insurance', 120000), ('truck_payment', 250000)) c(category, cents)
      where t.user_id = ${user.id};
    `)
    await db.execute(sql`
      insert into per_diem_days (user_id, date, kind)
      select ${user.id}, d::date, 'full'::per_diem_day_kind from generate_series(${today}::date - ${YEARS * 365}::int, ${today}::date, interval '1 day') d
      where extract(dow from d) between 1 and 5;
    `)
    if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`)
    log(`Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)

    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as { port: number }
    const origin = `http://127.0.0.1:${port}`
    const cookie = await signIn(origin, user.email, password)

    const all = [
      '/api/loads?page=1&pageSize=20',
      '/api/loads?page=2000&pageSize=20',
      '/api/loads?search=L-4242&pageSize=20',
      '/api/loads?flagged=true&pageSize=20',
      ...['load', 'broker', 'lane', 'truck', 'driver'].map(
        (g) => `/api/reports/loads?from=${year}-01-01&to=${today}&groupBy=${g}`,
      ),
    ]
    /** BENCH_ENDPOINTS (a comma list of paths) measures only those. */
    const endpoints = process.env.BENCH_ENDPOINTS ? process.env.BENCH_ENDPOINTS.split(',') : all
    const rows: string[] = []
    for (const endpoint of endpoints) {
      // The first answer computes it (a book just changed); the measured ones are an unchanged book.
      await touch(origin, cookie)
      const first = performance.now()
      const warm = await getText(origin, endpoint, cookie)
      const firstMs = performance.now() - first
      if (warm.status !== 200)
        throw new Error(`${endpoint} answered ${warm.status}: ${warm.body.slice(0, 300)}`)
      log(`Measuring GET ${endpoint} for ${seconds} s (first answer ${firstMs.toFixed(0)} ms)…`)
      const r = await measureLatency({ origin, path: endpoint, cookie, connections, seconds })
      log(`  p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requestsPerSecond} req/s`)
      rows.push(`| \`${endpoint}\` | ${firstMs.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.requestsPerSecond} |`)
    }
    const date = new Date().toISOString().slice(0, 10)
    const report = [
      `# Loads bench, ${date}`,
      '',
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${database.label}.`,
      `${LOADS} loads for one user over ${YEARS} years on ${TRUCKS} trucks, each with two stops and two rate lines;`,
      'fuel and tolls daily and insurance and a truck payment monthly on every truck; per diem on weekdays.',
      `${connections} connections, ${seconds} s each. "First" is one request right after a write (the answer computed).`,
      '',
      '| GET | first ms | p50 ms | p99 ms | req/s |',
      '|---|---:|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n')
    const dir = path.join(import.meta.dirname, 'results')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `loads-${database.kind}-${date}.md`)
    writeFileSync(file, report)
    log(`\n${report}`)
    log(`Written to ${path.relative(process.cwd(), file)}`)
  } finally {
    await server.close()
    // BENCH_KEEP=1 keeps the database, to explain its queries by hand.
    if (process.env.BENCH_KEEP) log(`Kept: ${database.label}`)
    else await database.drop()
  }
}

/** A write to the books (the load settings), so the next answer is computed afresh. */
async function touch(origin: string, cookie: string) {
  for (const days of [22, 21]) {
    const res = await fetch(`${origin}/api/loads/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify({ unpaidAfterDays: days }),
    })
    if (res.status !== 200) throw new Error(`PUT /api/loads/settings answered ${res.status}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
