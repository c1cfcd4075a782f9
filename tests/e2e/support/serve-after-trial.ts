// A second app server for the browser tests that need an account past its free trial: the real
// server on a fresh PGlite folder whose clock runs a little over the trial ahead, so an account made
// now (stamped by the database's clock) has already ended its trial. Beside it, in this process, the
// local fake of the payment provider, with the catalogue pushed to it, and an administrator.
// Run with tsx; PORT and FAKE_STRIPE_PORT say where; prints "ready" once both listen.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TRIAL_DAYS } from '@/domain/billing/entitlements.ts'
import { loadConfig } from '@/server/env.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { createServer } from '@/server/server.ts'
import { startFakeStripe } from '../../support/fake-stripe.ts'
import { ADMIN } from './helpers.ts'

const port = Number(process.env.PORT)
const fakePort = Number(process.env.FAKE_STRIPE_PORT)
const webhookSecret = 'whsec_e2e_after_trial_0123456789'
const AHEAD_MS = (TRIAL_DAYS + 1) * 86_400_000

const fake = await startFakeStripe({
  port: fakePort,
  webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
  webhookSecret,
})
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rigledger-e2e-after-trial-')),
  STRIPE_API_BASE: fake.url,
  STRIPE_SECRET_KEY: 'sk_test_e2e_after_trial_0123456789abcdef',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_after_trial_0123456789',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  REGISTRATIONS_PER_HOUR: '1000000',
  LOGIN_ADDRESS_CAPTCHA_AFTER: '1000000',
  LOGIN_DELAY_AFTER: '1000000',
})
const server = await createServer(config, {
  clock: { now: () => new Date(Date.now() + AHEAD_MS) },
  logger: { level: 'warn' },
})
await createAccount({
  db: server.ctx.db,
  input: {
    fullName: ADMIN.fullName,
    email: ADMIN.email,
    password: ADMIN.password,
    role: 'admin',
  },
})
await server.app.listen({ port, host: '127.0.0.1' })
console.log('ready')

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void Promise.allSettled([server.close(), fake.close()]).then(() => process.exit(0))
  })
