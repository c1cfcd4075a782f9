import type { QueryPlan } from './explain-queries.ts'
import type { LoadPlan, LoadResult } from './load-ledger.ts'
import type { ExportResult, LatencyResult, TimedResult } from './measure-http.ts'

export const P99_TARGET_MS = 100

export interface BenchReport {
  date: string
  machine: string
  database: string
  kind: 'postgres' | 'pglite'
  plan: LoadPlan
  load: LoadResult
  tableSize: string
  connections: number
  seconds: number
  latencies: LatencyResult[]
  /** Median ms of the year's sums read straight from ledger_entries on one connection. */
  rawAggregate: number
  answers: TimedResult[]
  exportResult: ExportResult
  plans: { path: string; queries: QueryPlan[] }[]
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const n = (value: number) => Math.round(value).toLocaleString('en-US')

export function renderReport(r: BenchReport): string {
  const totalRows = r.load.rows
  const out: string[] = []
  out.push(`# Ledger benchmark: ${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${r.date}`, '')
  out.push(`- Machine: ${r.machine}`)
  out.push(`- Database: ${r.database}`)
  out.push(
    `- Data: the measured user has ${n(r.plan.mainExpenses)} expenses and ${n(r.plan.mainRevenue)} income rows over ${r.plan.years} years; ` +
      `${n(r.plan.otherUsers)} other users have ${n(r.plan.rowsPerOtherUser)} rows each; ${n(totalRows)} ledger rows in all (${r.tableSize} with indexes).`,
  )
  out.push(
    `- Load: ${r.load.insertSeconds.toFixed(1)} s (${n(totalRows / r.load.insertSeconds)} rows/s, unnest batches of 50,000), then VACUUM ANALYZE ${r.load.vacuumSeconds.toFixed(1)} s.`,
  )
  out.push(
    `- HTTP: autocannon, ${r.connections} connections, ${r.seconds} s per endpoint, loopback, signed-in cookie.`,
    '',
  )
  out.push('| Endpoint | p50 ms | p97.5 ms | p99 ms | max ms | req/s | requests | non-2xx | p99 < 100 ms |')
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|:---:|')
  for (const l of r.latencies) {
    const ok = l.p99 < P99_TARGET_MS && l.non2xx === 0 && l.errors === 0
    out.push(
      `| \`GET ${l.path}\` | ${l.p50} | ${l.p97_5} | ${l.p99} | ${l.max} | ${l.requestsPerSecond.toFixed(1)} | ${n(l.requests)} | ${l.non2xx + l.errors} | ${ok ? 'yes' : '**no**'} |`,
    )
  }
  out.push('', '### The dashboard and the reports: one connection, revalidated, right after a write', '')
  out.push(
    `Raw SQL aggregate of the year to date (ledger_entries grouped by type and category, one connection, median of 15): **${r.rawAggregate.toFixed(2)} ms**.`,
    '',
  )
  out.push(
    '| Endpoint | How | Connections | p50 ms | p99 ms | max ms | requests | answers | p50 vs raw SQL |',
  )
  out.push('|---|---|---:|---:|---:|---:|---:|---|---:|')
  const how = {
    sequential: 'one after another, book unchanged',
    revalidate: 'If-None-Match with the last ETag',
    'after-write': 'right after a write (a POST, then a read per connection)',
  }
  for (const a of r.answers) {
    const statuses = Object.entries(a.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')
    const ratio = a.p50 > 0 ? `1/${(r.rawAggregate / a.p50).toFixed(1)}` : '–'
    out.push(
      `| \`GET ${a.path}\` | ${how[a.mode]} | ${a.connections} | ${a.p50} | ${a.p99} | ${a.max} | ${n(a.requests)} | ${statuses} | ${ratio} |`,
    )
  }
  const e = r.exportResult
  out.push('', '### CSV export of every expense', '')
  out.push(
    '| Rows | Bytes | Time | Rows/s | First byte | RSS before | Peak RSS | Peak RSS growth | Peak heap used |',
  )
  out.push('|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  out.push(
    `| ${n(e.rows)} | ${mb(e.bytes)} | ${e.seconds.toFixed(1)} s | ${n(e.rows / e.seconds)} | ${n(e.firstByteMs)} ms | ${mb(e.baselineRss)} | ${mb(e.peakRss)} | ${mb(e.peakRss - e.baselineRss)} | ${mb(e.peakHeapUsed)} |`,
  )
  out.push('', 'Server memory as the export progressed (sampled every 100 ms):', '')
  out.push(`| Rows read | ${e.rssByProgress.map((p) => n(p.rows)).join(' | ')} |`)
  out.push(`|---|${e.rssByProgress.map(() => '---:').join('|')}|`)
  out.push(`| RSS | ${e.rssByProgress.map((p) => mb(p.rss)).join(' | ')} |`)
  out.push(`| Heap used | ${e.rssByProgress.map((p) => mb(p.heapUsed)).join(' | ')} |`)
  out.push('', '## Query plans (EXPLAIN ANALYZE, BUFFERS) of the queries each route ran', '')
  for (const { path, queries } of r.plans) {
    if (queries.length === 0) continue
    out.push(`### GET ${path}`, '')
    for (const q of queries) {
      out.push(
        '```sql',
        q.text.trim(),
        `-- params: ${JSON.stringify(q.params)}`,
        '```',
        '```',
        q.plan,
        '```',
        '',
      )
    }
  }
  return `${out.join('\n')}\n`
}
