/**
 * npm run bench:lighthouse — Lighthouse performance and accessibility scores of the landing page,
 * the sign-in page and a signed-in dashboard (docs/benchmarks.md).
 * Builds the web app, starts the real server in its own process on a temporary PGlite folder,
 * registers a user through the API, gives it a settlement and a few expenses (so the dashboard
 * draws its charts), then runs the Lighthouse CLI on each page with Debian's Chromium, as a phone
 * (Lighthouse's default: simulated slow 4G and 4× slower CPU) and as a desktop.
 * BENCH_NO_BUILD=1 measures the build already in dist/web (to compare variants of it).
 * BENCH_RUNS (1) runs each page that many times and keeps the median performance score;
 * BENCH_PAGES (`/,/login,/dashboard`) and BENCH_FORM_FACTORS (`mobile,desktop`) pick what is
 * measured; BENCH_REPORT_DIR keeps each run's full JSON report there.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3410)
const origin = `http://127.0.0.1:${port}`
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const runs = Number(process.env.BENCH_RUNS ?? 1)
const reportDir = process.env.BENCH_REPORT_DIR
const PAGES = (process.env.BENCH_PAGES ?? '/,/login,/dashboard').split(',')
type FormFactor = 'mobile' | 'desktop'
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',') as FormFactor[]
/** FCP, LCP, TBT, CLS, SI: the metrics the performance score is made of. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility', { score: number | null; auditRefs: { id: string }[] }>
  audits: Record<string, { score: number | null; displayValue?: string; scoreDisplayMode: string }>
  /** Lighthouse's measure of the host CPU; the simulated phone's times scale with it. */
  environment: { benchmarkIndex: number }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed:\n${result.stderr.toString()}`)
  }
}

/** Three minutes: on a machine shared with other test runs the server can take over one to start. */
async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 900; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not answer /api/health within 180 s')
}

/** A new owner-operator with this month's settlement and expenses; answers its session cookie. */
async function seedUser(): Promise<string> {
  const password = 'lighthouse-pass-1'
  const register = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Lee Lighthouse',
      email: 'lee.lighthouse@example.com',
      password,
      confirmPassword: password,
      role: 'owner_operator',
    }),
  })
  if (register.status !== 201) throw new Error(`register answered ${register.status}`)
  const cookie = register.headers.getSetCookie().map((c) => c.split(';')[0])[0]
  if (!cookie) throw new Error('register set no cookie')
  const today = new Date().toISOString().slice(0, 10)
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
    if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
  }
  await post('/api/settlements', {
    broker: 'Prairie Freight LLC',
    tripNumber: 'T-4471',
    settlementDate: today,
    lines: [
      { kind: 'load', loadNumber: 'L-1001', amountCents: 250_000 },
      { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 61_200 },
    ],
  })
  for (const [category, amountCents] of [
    ['maintenance', 18_950],
    ['tolls', 4_400],
    ['food', 2_375],
  ] as const) {
    await post('/api/expenses', { date: today, description: `Bench ${category}`, amountCents, category })
  }
  return cookie
}

function lighthouse(url: string, formFactor: FormFactor, cookie?: string) {
  const outputPath = path.join(os.tmpdir(), `rigledger-lighthouse-${process.pid}.json`)
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ]
  // Lighthouse now and then fails to record a page's trace (NO_NAVSTART): that run is made again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      run(process.execPath, args, { ...process.env, CHROME_PATH: chromePath })
      break
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error
    }
  }
  const result = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = `${url.replace(origin, '').replaceAll('/', '_') || '_'}-${formFactor}-${Date.now()}.json`
    renameSync(outputPath, path.join(reportDir, name))
  } else {
    rmSync(outputPath, { force: true })
  }
  return result
}

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)))

async function main() {
  if (process.env.BENCH_NO_BUILD === '1') console.log('Measuring the web app as built in dist/web')
  else {
    console.log('Building the web app…')
    run('npx', ['vite', 'build', '--logLevel', 'warn'])
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigledger-lighthouse-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(server)
    const cookie = await seedUser()
    console.log(`Lighthouse ${runs} run(s) a page, Chromium at ${chromePath}\n`)
    console.log(
      '| Page | Form factor | Performance | Accessibility | FCP | LCP | TBT | CLS | SI | CPU index |',
    )
    console.log('|---|---|---:|---:|---|---|---|---|---|---:|')
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const results: LighthouseResult[] = []
        for (let i = 0; i < runs; i += 1) {
          results.push(lighthouse(`${origin}${page}`, formFactor, page === '/dashboard' ? cookie : undefined))
        }
        results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0))
        const median = results[Math.floor(results.length / 2)]!
        const metrics = METRICS.map((id) => median.audits[id]?.displayValue ?? '–')
        const { performance, accessibility } = median.categories
        const cpu = Math.round(median.environment.benchmarkIndex)
        console.log(
          `| \`${page}\` | ${formFactor} | ${score(performance.score)} | ${score(accessibility.score)} | ${metrics.join(' | ')} | ${cpu} |`,
        )
        const failing = accessibility.auditRefs
          .map((ref) => ref.id)
          .filter((id) => median.audits[id]?.scoreDisplayMode === 'binary' && median.audits[id]?.score === 0)
        if (failing.length > 0) console.log(`|  | failing: ${failing.join(', ')} | | | | | | | | |`)
      }
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
