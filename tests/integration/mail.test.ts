import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agent, registerUser } from '../support/agent.ts'
import { solveCaptcha } from '../support/solve-captcha.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtp() {
  const received: { to: string[]; raw: string }[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk) => {
        raw += chunk
      })
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  return new Promise<{ smtp: SMTPServer; port: number; received: typeof received }>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const { port } = smtp.server.address() as { port: number }
      resolve({ smtp, port, received })
    })
  })
}

let server: TestServer
let mail: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  mail = await startSmtp()
  server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true` } })
})
afterAll(async () => {
  await server.close()
  await new Promise<void>((resolve) => mail.smtp.close(() => resolve()))
})

describe('with SMTP_URL set', () => {
  it('sends the reset e-mail over SMTP instead of the outbox', async () => {
    const user = await registerUser(agent(server.app))
    const challenge = await server.app.inject({ method: 'GET', url: '/api/auth/captcha' })
    const res = await agent(server.app).post('/api/auth/forgot-password', {
      email: user.email,
      captcha: await solveCaptcha(challenge.json()),
    })
    expect(res.statusCode).toBe(200)
    await server.settle()
    const message = mail.received.find((m) => m.to.includes(user.email))
    expect(message).toBeTruthy()
    expect(message!.raw).toMatch(/Subject: Reset your RigLedger password/)
    expect(message!.raw).toMatch(/reset-password\?token=/)
  })
})

describe('cookies under https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await startTestServer({ config: { publicUrl: 'https://app.rigledger.example' } })
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Sam Secure',
        email: `secure.${Date.now()}@example.com`,
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
      },
    })
    expect(res.statusCode).toBe(201)
    expect(res.cookies.find((c) => c.name === 'rigledger_session')?.secure).toBe(true)
    expect(res.headers['strict-transport-security']).toBeTruthy()
    await secure.close()
  })
})
