// The local fake of the payment provider as its own process, for the browser tests (serve.mjs
// starts it beside the app): FAKE_STRIPE_PORT, and where to send the signed checkout events.
import { startFakeStripe } from './fake-stripe.ts'

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT),
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
  webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET,
})
console.log(`fake payment provider on ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
