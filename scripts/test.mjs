// `npm test`: the whole suite, stage by stage, fastest first, each stage's time printed.
//   check                      types, lint, import rules, OpenAPI lint
//   unit                       the pure rules (money, tax, parsing) and helpers: milliseconds each
//   API on PGlite              every route through the real server on the embedded default
//   API on PostgreSQL          the same, when TEST_DATABASE_URL is set
//   document reading corpus    real PDFs, photos and sheets read end to end (OCR), once: on
//                              PostgreSQL when TEST_DATABASE_URL is set, else PGlite
//   browser tests              once, on PostgreSQL when TEST_DATABASE_URL is set, else PGlite
// The stages are the projects of vitest.config.ts. Stops at the first stage that fails.
import { spawnSync } from 'node:child_process'

const postgres = process.env.TEST_DATABASE_URL
const withoutPostgres = { ...process.env, TEST_DATABASE_URL: '' }
const database = postgres ? 'PostgreSQL' : 'PGlite'
const vitest = (project) => ['test:unit', '--', '--project', project]
const stages = [
  { name: 'check', args: ['check'], env: process.env },
  { name: 'unit (domain, contracts, server and web helpers)', args: vitest('unit'), env: withoutPostgres },
  { name: 'API on PGlite', args: vitest('api'), env: withoutPostgres },
  ...(postgres ? [{ name: 'API on PostgreSQL', args: vitest('api'), env: process.env }] : []),
  { name: `document reading corpus on ${database}`, args: vitest('documents'), env: process.env },
  { name: `browser tests on ${database}`, args: ['test:e2e'], env: process.env },
]

const times = []
const started = Date.now()
for (const stage of stages) {
  console.log(`\n== ${stage.name} (npm run ${stage.args.join(' ')}) ==`)
  const begun = Date.now()
  const run = spawnSync('npm', ['run', '-s', ...stage.args], { stdio: 'inherit', env: stage.env })
  const seconds = Math.round((Date.now() - begun) / 1000)
  times.push(`${stage.name}: ${seconds} s${run.status === 0 ? '' : ' (failed)'}`)
  console.log(`== ${stage.name}: ${seconds} s ==`)
  if (run.status !== 0) {
    console.log(`\n${times.join('\n')}`)
    process.exit(run.status ?? 1)
  }
}
console.log(`\n${times.join('\n')}\ntotal: ${Math.round((Date.now() - started) / 1000)} s`)
