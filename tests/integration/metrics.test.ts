import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { startTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

/*
 * Its own server: an SMTP server that refuses some recipients, and a METRICS_TOKEN. Counters are
 * this server's own (one registry per server), so the numbers below are exact.
 */
const TOKEN = 'scrape-token-of-enough-length-0123'
let server: TestServer
let admin: Agent
let smtp: SMTPServer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) return callback(new Error('550 No such mailbox here'))
      callback()
    },
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => callback())
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const port = (smtp.server.address() as { port: number }).port
  server = await startTestServer({
    config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, metricsToken: TOKEN },
  })
  admin = await adminAgent(server)
})

afterAll(async () => {
  await server?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

/** The value of one series of the text format, e.g. `rigledger_mail_total{status="sent",via="smtp"}`. */
function seriesValue(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : null
}

describe('GET /api/metrics', () => {
  it('gives an admin the Prometheus text: requests by route pattern, latency, jobs, pool', async () => {
    const client = agent(server.app)
    const { user } = await registerUser(client)
    // The admin reads a user twice by id: one series under the route's pattern, never the id.
    for (let i = 0; i < 2; i++) expect((await admin.get(`/api/admin/users/${user.id}`)).statusCode).toBe(200)
    await admin.get('/api/no-such-thing')
    await admin.get('/no-such-page')

    const res = await admin.get('/api/metrics')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = res.body
    expect(text).toContain('# TYPE rigledger_http_requests_total counter')
    expect(
      seriesValue(
        text,
        'rigledger_http_requests_total{route="/api/admin/users/:id",method="GET",status="200"}',
      ),
    ).toBe(2)
    expect(text).not.toContain(user.id)
    // An unknown API path is the API's catch-all route, not its own label.
    expect(text).toContain('route="/api/*",method="GET",status="404"')
    // Outside the API, what no route matched is one label.
    expect(text).toContain('route="unmatched",method="GET",status="404"')
    expect(text).not.toContain('no-such-page')
    expect(text).toContain('# TYPE rigledger_http_request_duration_seconds histogram')
    expect(text).toMatch(
      /rigledger_http_request_duration_seconds_bucket\{le="0\.05",route="\/api\/admin\/users\/:id",method="GET"\} \d+/,
    )
    expect(text).toContain('# TYPE rigledger_job_queue_depth gauge')
    expect(text).toContain('# TYPE rigledger_job_failures_total counter')
    expect(seriesValue(text, 'rigledger_db_pool_total')).toBeGreaterThanOrEqual(1)
    expect(text).toContain('rigledger_db_pool_waiting')
    expect(text).toContain('rigledger_process_cpu_user_seconds_total')
  })

  it('counts a job that failed, and shows its queue by state', async () => {
    const queue = 'metrics-test-failing'
    await server.ctx.jobs.work(queue, async () => {
      throw new Error('this job always fails')
    })
    await server.ctx.jobs.send(queue, {})
    let text = ''
    for (let i = 0; i < 60; i++) {
      text = (await admin.get('/api/metrics')).body
      if ((seriesValue(text, `rigledger_job_failures_total{queue="${queue}"}`) ?? 0) >= 1) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(seriesValue(text, `rigledger_job_failures_total{queue="${queue}"}`)).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(new RegExp(`rigledger_job_queue_depth\\{queue="${queue}",state="retrying"\\} \\d`))
  })

  it('takes METRICS_TOKEN as a bearer token; a wrong token, no one and a plain user are refused', async () => {
    const scraper = agent(server.app)
    const ok = await scraper.get('/api/metrics', { authorization: `Bearer ${TOKEN}` })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toContain('rigledger_http_requests_total')

    expect((await scraper.get('/api/metrics', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401)
    expect((await scraper.get('/api/metrics')).statusCode).toBe(401)
    const user = agent(server.app)
    await registerUser(user)
    expect((await user.get('/api/metrics')).statusCode).toBe(403)
    // The token opens the metrics only, nothing else of the back office.
    expect((await scraper.get('/api/admin/mail-log', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(
      401,
    )
  })

  it('counts mail sent and failed, and the mail log says to whom and why', async () => {
    const to = uniqueEmail('ok')
    const bounce = uniqueEmail('bounce')
    expect((await admin.post('/api/admin/settings/email/test', { to })).statusCode).toBe(204)
    expect((await admin.post('/api/admin/settings/email/test', { to: bounce })).statusCode).toBe(400)

    const text = (await admin.get('/api/metrics')).body
    expect(seriesValue(text, 'rigledger_mail_total{status="sent",via="smtp"}')).toBe(1)
    expect(seriesValue(text, 'rigledger_mail_total{status="failed",via="smtp"}')).toBe(1)

    // The database may be shared with other files' servers (PostgreSQL runs): by address.
    const failed = (
      await admin.get(`/api/admin/mail-log?status=failed&to=${encodeURIComponent(bounce)}`)
    ).json()
    expect(failed.total).toBe(1)
    expect(failed.items[0]).toMatchObject({ to: bounce, status: 'failed', via: 'smtp' })
    expect(failed.items[0].error).toMatch(/No such mailbox/)
    expect(failed.items[0]).not.toHaveProperty('text')

    const sent = (
      await admin.get(`/api/admin/mail-log?status=sent&to=${encodeURIComponent(to.slice(0, 8))}`)
    ).json()
    expect(sent.items.map((m: { to: string }) => m.to)).toEqual([to])
    expect(sent.items[0]).toMatchObject({ subject: 'RigLedger test e-mail', error: null })

    // Recipient search is any part of the address, any case; paging counts the whole match.
    const upper = (
      await admin.get(`/api/admin/mail-log?to=${encodeURIComponent(bounce.toUpperCase())}`)
    ).json()
    expect(upper.total).toBe(1)
    const page = (await admin.get('/api/admin/mail-log?pageSize=1&page=2')).json()
    expect(page.items).toHaveLength(1)
    expect(page.total).toBeGreaterThanOrEqual(2)
  })

  it('refuses bad mail log filters with a 400, and a plain user with a 403', async () => {
    expect((await admin.get('/api/admin/mail-log?status=lost')).statusCode).toBe(400)
    expect((await admin.get(`/api/admin/mail-log?to=${'a'.repeat(300)}`)).statusCode).toBe(400)
    expect((await admin.get('/api/admin/mail-log?to=a%00b')).statusCode).toBe(400)
    const user = agent(server.app)
    await registerUser(user)
    expect((await user.get('/api/admin/mail-log')).statusCode).toBe(403)
  })
})

describe('mail without an SMTP server', () => {
  it('is logged as sent to the dev outbox', async () => {
    const dev = await startTestServer()
    try {
      const devAdmin = await adminAgent(dev)
      const to = uniqueEmail('outbox')
      expect((await devAdmin.post('/api/admin/settings/email/test', { to })).statusCode).toBe(204)
      const log = (await devAdmin.get(`/api/admin/mail-log?to=${encodeURIComponent(to)}`)).json()
      expect(log.items).toEqual([expect.objectContaining({ to, status: 'sent', via: 'outbox', error: null })])
      const text = (await devAdmin.get('/api/metrics')).body
      expect(seriesValue(text, 'rigledger_mail_total{status="sent",via="outbox"}')).toBe(1)
    } finally {
      await dev.close()
    }
  })
})
