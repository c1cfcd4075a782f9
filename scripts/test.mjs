// `npm test`: the whole suite, stage by stage, each stage's time printed.
//   check                         types, lint, import rules, OpenAPI lint
//   unit + integration on PGlite  the embedded default
//   unit + integration on PostgreSQL, when TEST_DATABASE_URL is set
//   browser tests                 once, on PostgreSQL when TEST_DATABASE_URL is set, else PGlite
// Stops at the first stage that fails.
import { spawnSync } from 'node:child_process'

const postgres = process.env.TEST_DATABASE_URL
const withoutPostgres = { ...process.env, TEST_DATABASE_URL: '' }
const stages = [
  { name: 'check', script: 'check', env: process.env },
  { name: 'unit + integration on PGlite', script: 'test:unit', env: withoutPostgres },
  ...(postgres ? [{ name: 'unit + integration on PostgreSQL', script: 'test:unit', env: process.env }] : []),
  { name: `browser tests on ${postgres ? 'PostgreSQL' : 'PGlite'}`, script: 'test:e2e', env: process.env },
]

const times = []
const started = Date.now()
for (const stage of stages) {
  console.log(`\n== ${stage.name} (npm run ${stage.script}) ==`)
  const begun = Date.now()
  const run = spawnSync('npm', ['run', '-s', stage.script], { stdio: 'inherit', env: stage.env })
  const seconds = Math.round((Date.now() - begun) / 1000)
  times.push(`${stage.name}: ${seconds} s${run.status === 0 ? '' : ' (failed)'}`)
  console.log(`== ${stage.name}: ${seconds} s ==`)
  if (run.status !== 0) {
    console.log(`\n${times.join('\n')}`)
    process.exit(run.status ?? 1)
  }
}
console.log(`\n${times.join('\n')}\ntotal: ${Math.round((Date.now() - started) / 1000)} s`)
