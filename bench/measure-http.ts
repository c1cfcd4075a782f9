import { spawn } from 'node:child_process'
import http from 'node:http'
import { createRequire } from 'node:module'

export interface LatencyResult {
  path: string
  p50: number
  p97_5: number
  p99: number
  max: number
  requestsPerSecond: number
  requests: number
  non2xx: number
  errors: number
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

/**
 * Runs autocannon against one path in its own process, so the load generator does not share the
 * server's event loop (the server runs in this process, for the memory samples of the export).
 */
export function measureLatency(options: {
  origin: string
  path: string
  cookie: string
  connections: number
  seconds: number
}): Promise<LatencyResult> {
  const args = [
    autocannonBin,
    '--json',
    '--no-progress',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.seconds),
    '--headers',
    `cookie: ${options.cookie}`,
    `${options.origin}${options.path}`,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      err += d
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`))
      const r = JSON.parse(out)
      resolve({
        path: options.path,
        p50: r.latency.p50,
        p97_5: r.latency.p97_5,
        p99: r.latency.p99,
        max: r.latency.max,
        requestsPerSecond: r.requests.average,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      })
    })
  })
}

/** One GET, fully read: for warming up and checking that an endpoint answers what we expect. */
export function getText(
  origin: string,
  path: string,
  cookie: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { cookie } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** Reads the first `chunks` chunks of a response, then hangs up. */
export function readSome(origin: string, path: string, cookie: string, chunks: number): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { cookie } }, (res) => {
        let seen = 0
        res.on('data', () => {
          if (++seen === chunks) res.destroy()
        })
        res.on('close', resolve)
      })
      .on('error', reject)
  })
}

export interface ExportResult {
  status: number
  bytes: number
  rows: number
  seconds: number
  firstByteMs: number
  baselineRss: number
  peakRss: number
  peakHeapUsed: number
  /** RSS at each tenth of the rows read: flat when memory stays constant. */
  rssByProgress: { rows: number; rss: number; heapUsed: number }[]
}

/**
 * Streams a CSV export once, counting bytes and lines as they arrive (nothing is kept), and samples
 * this process's memory every 100 ms: the server runs here, so its RSS is what is sampled.
 */
export function measureExport(options: {
  origin: string
  path: string
  cookie: string
  expectedRows: number
}): Promise<ExportResult> {
  const baselineRss = process.memoryUsage().rss
  let peakRss = baselineRss
  let peakHeapUsed = 0
  let bytes = 0
  let lines = 0
  let firstByteMs = 0
  const rssByProgress: ExportResult['rssByProgress'] = []
  const started = performance.now()
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage()
    peakRss = Math.max(peakRss, rss)
    peakHeapUsed = Math.max(peakHeapUsed, heapUsed)
    const tenth = Math.floor((lines / Math.max(1, options.expectedRows)) * 10)
    if (tenth > rssByProgress.length && rssByProgress.length < 10)
      rssByProgress.push({ rows: Math.max(0, lines - 1), rss, heapUsed })
  }
  const timer = setInterval(sample, 100)
  return new Promise((resolve, reject) => {
    http
      .get(`${options.origin}${options.path}`, { headers: { cookie: options.cookie } }, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (!firstByteMs) firstByteMs = performance.now() - started
          bytes += chunk.length
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
        })
        res.on('end', () => {
          clearInterval(timer)
          sample()
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            rows: Math.max(0, lines - 1),
            seconds: (performance.now() - started) / 1000,
            firstByteMs,
            baselineRss,
            peakRss,
            peakHeapUsed,
            rssByProgress,
          })
        })
        res.on('error', reject)
      })
      .on('error', (error) => {
        clearInterval(timer)
        reject(error)
      })
  })
}

export interface TimedResult {
  path: string
  mode: 'sequential' | 'after-write' | 'revalidate'
  connections: number
  requests: number
  writes: number
  /** Milliseconds, with decimals. */
  p50: number
  p99: number
  max: number
  statuses: Record<string, number>
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

/**
 * What autocannon does not measure, by bench/timed-client.mjs in its own process: one connection
 * request after request (`sequential`), reads right after a write (`after-write`: a write, then
 * `connections` reads at once, again and again), or a browser revalidating with If-None-Match.
 */
export function measureTimed(options: {
  mode: TimedResult['mode']
  origin: string
  path: string
  cookie: string
  seconds: number
  connections?: number
  writeDate?: string
}): Promise<TimedResult> {
  const script = new URL('./timed-client.mjs', import.meta.url).pathname
  const args = [
    script,
    options.mode,
    options.origin,
    options.path,
    options.cookie,
    String(options.seconds),
    String(options.connections ?? 1),
    options.writeDate ?? '',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      err += d
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`timed client exited with ${code}: ${err}`))
      const r = JSON.parse(out) as { latencies: number[]; statuses: Record<string, number>; writes: number }
      const sorted = [...r.latencies].sort((a, b) => a - b)
      const round = (ms: number) => Math.round(ms * 100) / 100
      resolve({
        path: options.path,
        mode: options.mode,
        connections: options.connections ?? 1,
        requests: sorted.length,
        writes: r.writes,
        p50: round(quantile(sorted, 0.5)),
        p99: round(quantile(sorted, 0.99)),
        max: round(sorted.at(-1) ?? 0),
        statuses: r.statuses,
      })
    })
  })
}

/** Signs in through the API and answers the session cookie to send with each request. */
export async function signIn(origin: string, email: string, password: string) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('rigledger_session='))
  if (!setCookie) throw new Error('sign-in set no session cookie')
  return setCookie.split(';')[0]!
}
