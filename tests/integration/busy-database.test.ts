import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { isDatabaseBusy } from '@/server/db/client.ts'
import { agent, registerUser } from '../support/agent.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

describe('a database with no connection to spare', () => {
  it('is told apart from other failures, through drizzle’s wrapping', () => {
    const timeout = new Error('timeout exceeded when trying to connect')
    expect(isDatabaseBusy(timeout)).toBe(true)
    expect(isDatabaseBusy(new Error('Failed query: select 1', { cause: timeout }))).toBe(true)
    expect(
      isDatabaseBusy(Object.assign(new Error('sorry, too many clients already'), { code: '53300' })),
    ).toBe(true)
    expect(isDatabaseBusy(new Error('relation "x" does not exist'))).toBe(false)
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false)
  })
})

// The embedded database has no pool: one process, queries in turn. On PostgreSQL a request that finds
// every connection taken waits a while, then answers 503 with Retry-After, never 500.
describe.runIf(Boolean(inject('databaseUrl')))(
  'on PostgreSQL, a request when every connection is taken',
  () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ config: { databasePool: { size: 1, waitMs: 300 } } })
    })
    afterAll(() => server.close())

    it('answers 503 with Retry-After, and works again once a connection is free', async () => {
      const client = agent(server.app)
      await registerUser(client)
      // The pool's only connection is held by a transaction for a second and a half.
      let taken: () => void = () => {}
      const connectionTaken = new Promise<void>((resolve) => {
        taken = resolve
      })
      const held = server.ctx.db.transaction(async (tx) => {
        taken()
        await tx.execute(sql`select pg_sleep(1.5)`)
      })
      await connectionTaken
      const busy = await client.get('/api/auth/me')
      expect(busy.statusCode, busy.body).toBe(503)
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0)
      expect(busy.json().error).toMatch(/busy/)
      await held
      expect((await client.get('/api/auth/me')).statusCode).toBe(200)
    })
  },
)
