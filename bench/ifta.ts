/**
 * npm run bench:ifta — a quarter's IFTA return built from 5,000 trips and 2,000 fuel purchases of
 * one user (docs/benchmarks.md). PostgreSQL when BENCH_DATABASE_URL is set (a fresh database beside
 * it, dropped after), else PGlite. Loads the records with SQL (each trip in two to four states), starts
 * the real server and times GET /api/ifta/returns/:quarter one request at a time (the return is
 * built afresh on every request: nothing is cached).
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { createBenchDatabase, startBenchServer } from './bench-database.ts'
import { getText, signIn } from './measure-http.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const TRIPS = env('BENCH_TRIPS', 5_000)
const PURCHASES = env('BENCH_PURCHASES', 2_000)
const RUNS = env('BENCH_RUNS', 20)
const TRUCKS = 25
const QUARTER = '2025Q4'
const STATES = ['TX', 'OK', 'KS', 'MO', 'IL', 'IN', 'OH', 'PA', 'NY', 'KY', 'TN', 'AR', 'VA', 'GA']
const log = (line: string) => console.log(line)

async function main() {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL || undefined)
  log(`Database: ${database.label}`)
  const server = await startBenchServer(database, 'rigledger-bench-ifta')
  try {
    const { db } = server.ctx
    const password = 'bench-password-1'
    const user = await createAccount({
      db,
      input: { fullName: 'Bench Fleet', email: 'bench.ifta@example.com', password, role: 'fleet_manager' },
    })
    const started = performance.now()
    log(`Loading ${TRIPS} trips and ${PURCHASES} fuel purchases in ${QUARTER} on ${TRUCKS} trucks…`)
    await db.execute(sql`
      insert into trucks (user_id, unit_number, axles) select ${user.id}, 'U' || g, 3 from generate_series(1, ${TRUCKS}) g;
    `)
    const states = sql.raw(`array[${STATES.map((s) => `'${s}'`).join(',')}]`)
    // Trips through the quarter's 92 days, each truck's odometers running on from trip to trip.
    await db.execute(sql`
      with t as (select id, row_number() over (order by unit_number) - 1 as n from trucks where user_id = ${user.id}),
      g as (select i, '2025-10-01'::date + (i * 92 / ${TRIPS}) as day from generate_series(0, ${TRIPS - 1}) i)
      insert into ifta_trips (user_id, truck_id, start_date, end_date, start_odometer, end_odometer, miles_tenths, source)
      select ${user.id}, t.id, g.day, g.day, 100000 + (g.i / ${TRUCKS}) * 600, 100000 + (g.i / ${TRUCKS}) * 600 + 600, 6000, 'typed'
      from g join t on t.n = g.i % ${TRUCKS};
    `)
    await db.execute(sql`
      insert into ifta_trip_miles (trip_id, position, jurisdiction, miles_tenths)
      select id, p, (${states})[1 + (abs(hashtext(id::text)) + p) % ${STATES.length}], case when p = 0 then 3000 else 1500 end
      from ifta_trips cross join generate_series(0, 2) p where user_id = ${user.id};
    `)
    await db.execute(sql`
      with t as (select id, row_number() over (order by unit_number) - 1 as n from trucks where user_id = ${user.id}),
      g as (select i, '2025-10-01'::date + (i * 92 / ${PURCHASES}) as day from generate_series(0, ${PURCHASES - 1}) i)
      insert into fuel_purchases (user_id, truck_id, date, jurisdiction, gallons, amount_cents, fuel_type, tax_paid)
      select ${user.id}, t.id, g.day, (${states})[1 + g.i % ${STATES.length}], 240 + (g.i % 100) / 10.0, 90000, 'diesel', true
      from g join t on t.n = g.i % ${TRUCKS};
    `)
    if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`)
    log(`Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)

    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as { port: number }
    const origin = `http://127.0.0.1:${port}`
    const cookie = await signIn(origin, user.email, password)
    const url = `/api/ifta/returns/${QUARTER}`
    const first = await getText(origin, url, cookie)
    if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${first.body.slice(0, 300)}`)
    const built = JSON.parse(first.body) as {
      trips: number
      purchases: number
      rows: unknown[]
      checks: unknown[]
    }
    log(
      `The return: ${built.trips} trips, ${built.purchases} purchases, ${built.rows.length} rows, ${built.checks.length} checks`,
    )
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      const res = await getText(origin, url, cookie)
      times.push(performance.now() - start)
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0)
    const date = new Date().toISOString().slice(0, 10)
    const report = [
      `# IFTA return bench, ${date}`,
      '',
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${database.label}.`,
      `${TRIPS} trips (three states each) and ${PURCHASES} fuel purchases in ${QUARTER} on ${TRUCKS} trucks of one user.`,
      `GET ${url}, one request at a time, ${RUNS} runs (target: under 1 s).`,
      '',
      `| median ms | p90 ms | max ms | checks |`,
      '|---:|---:|---:|---:|',
      `| ${at(0.5)} | ${at(0.9)} | ${times.at(-1)!.toFixed(0)} | ${built.checks.length} |`,
      '',
    ].join('\n')
    const dir = path.join(import.meta.dirname, 'results')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `ifta-${database.kind}-${date}.md`)
    writeFileSync(file, report)
    log(`\n${report}`)
    log(`Written to ${path.relative(process.cwd(), file)}`)
  } finally {
    await server.close()
    if (process.env.BENCH_KEEP) log(`Kept: ${database.label}`)
    else await database.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
