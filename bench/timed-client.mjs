/**
 * A load client in its own process (so it does not share the server's event loop), for what
 * autocannon does not measure (bench/measure-http.ts runs it):
 *   sequential <seconds> — one connection, one request after the other: every latency, in ms with decimals.
 *   after-write <seconds> <connections> <date> — rounds of: one write (POST an expense on <date>, which
 *     moves the books' version), then <connections> reads at once; each read's latency.
 *   revalidate <seconds> — one connection sending the ETag of the last answer in If-None-Match.
 * Prints JSON: { latencies: number[], statuses: { [status]: count }, writes: number }.
 */
import http from 'node:http'

const [mode, origin, path, cookie, secondsText, connectionsText, writeDate] = process.argv.slice(2)
const seconds = Number(secondsText)
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
const statuses = {}

function request(method, url, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      `${origin}${url}`,
      {
        method,
        agent,
        headers: { cookie, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode, etag: res.headers.etag, ms: performance.now() - started }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const latencies = []
let writes = 0
const until = performance.now() + seconds * 1000
const count = (status) => {
  statuses[status] = (statuses[status] ?? 0) + 1
}
if (mode === 'sequential') {
  while (performance.now() < until) {
    const r = await request('GET', path)
    count(r.status)
    latencies.push(r.ms)
  }
} else if (mode === 'revalidate') {
  let etag
  while (performance.now() < until) {
    const r = await request('GET', path, etag ? { 'if-none-match': etag } : {})
    count(r.status)
    if (r.etag) etag = r.etag
    latencies.push(r.ms)
  }
} else if (mode === 'after-write') {
  const connections = Number(connectionsText)
  while (performance.now() < until) {
    const w = await request(
      'POST',
      '/api/expenses',
      {},
      JSON.stringify({ description: 'Bench write', amountCents: 1234, date: writeDate, category: 'fuel' }),
    )
    if (w.status !== 201 && w.status !== 200) throw new Error(`the write answered ${w.status}`)
    writes++
    const reads = await Promise.all(Array.from({ length: connections }, () => request('GET', path)))
    for (const r of reads) {
      count(r.status)
      latencies.push(r.ms)
    }
  }
} else {
  throw new Error(`unknown mode ${mode}`)
}
agent.destroy()
process.stdout.write(JSON.stringify({ latencies, statuses, writes }))
