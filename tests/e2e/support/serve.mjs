// Starts the real server for the browser tests on a fresh database: a new PGlite folder, or a new
// PostgreSQL database when TEST_DATABASE_URL is set. Its output is also written to SERVER_LOG so a
// test can read what it printed (the first-admin setup link).
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { SERVER_LOG } from './paths.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const port = process.env.E2E_PORT ?? '3210'
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rigledger-e2e-')),
  LOG_LEVEL: 'warn',
  // Every browser test signs up and signs in from 127.0.0.1: the per-address limits and the waits of
  // one address on one account are tested on their own (tests/integration/sign-in-abuse.test.ts).
  REGISTRATIONS_PER_HOUR: '1000000',
  LOGIN_ADDRESS_CAPTCHA_AFTER: '1000000',
  LOGIN_DELAY_AFTER: '1000000',
}
delete env.DATABASE_URL
delete env.SMTP_URL

// The payment provider is a local fake (tests/support/fake-stripe.ts) on the next port: checkout
// pages it serves send their signed events to this server's webhook.
const fakePort = String(Number(port) + 1)
const webhookSecret = 'whsec_e2e_rigledger_0123456789'
Object.assign(env, {
  STRIPE_API_BASE: `http://127.0.0.1:${fakePort}`,
  STRIPE_SECRET_KEY: 'sk_test_e2e_rigledger_0123456789abcdef',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_rigledger_0123456789',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
})
const fake = spawn(process.execPath, ['--import', 'tsx', 'tests/support/fake-stripe-main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    FAKE_STRIPE_PORT: fakePort,
    FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    FAKE_STRIPE_WEBHOOK_SECRET: webhookSecret,
  },
  stdio: 'inherit',
})

const base = process.env.TEST_DATABASE_URL
const database = base ? `rigledger_e2e_${Date.now()}` : undefined

async function admin(statement) {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

if (database) {
  await admin(`CREATE DATABASE ${database}`)
  const url = new URL(base)
  url.pathname = `/${database}`
  env.DATABASE_URL = url.toString()
}

mkdirSync(path.dirname(SERVER_LOG), { recursive: true })
const log = createWriteStream(SERVER_LOG)
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env })
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => {
    log.write(chunk)
    process.stdout.write(chunk)
  })
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.kill(signal)
    fake.kill(signal)
  })
server.on('exit', async (code) => {
  fake.kill('SIGTERM')
  // The run's database goes with the run.
  if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {})
  process.exit(code ?? 0)
})
