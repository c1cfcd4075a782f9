import { count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/domain/period.ts'
import { auditLog, tbillYields } from '@/server/db/schema/index.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { signedInAs } from '../support/signed-in.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * The Treasury bill yields are global to a database: they change every escrow account's checks, so
 * this file runs its own server on a database of its own. The rates are made up for the tests.
 */
const databases = freshDatabases(process.env.TEST_DATABASE_URL)
let server: TestServer
let admin: Agent

beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL ? await databases.create('rigledger_tbill') : undefined
  server = await startTestServer({ config: { databaseUrl } })
  admin = await adminAgent(server)
})

afterAll(async () => {
  await server.close()
  await databases.dropAll()
})

const send = (client: Agent, method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  client.request({ method, url, ...(payload ? { payload } : {}) })

async function yieldsOnFile() {
  const [row] = await server.ctx.db.select({ n: count() }).from(tbillYields)
  return row!.n
}

describe('the Treasury bill yields admin', () => {
  it('is for administrators only: a user gets 403, nobody signed in 401, and nothing is written', async () => {
    const { client } = await signedInAs(server)
    const anonymous = agent(server.app)
    const id = '00000000-0000-4000-8000-000000000001'
    const tries: [string, string, object?][] = [
      ['GET', '/api/admin/tbill-yields'],
      ['POST', '/api/admin/tbill-yields', { auctionDate: '2001-01-02', rate: '5.9' }],
      ['PATCH', `/api/admin/tbill-yields/${id}`, { rate: '5' }],
      ['DELETE', `/api/admin/tbill-yields/${id}`],
      ['POST', '/api/admin/tbill-yields/import', { csv: '2001-01-02,5.9' }],
    ]
    for (const [method, url, payload] of tries) {
      const asUser = await client.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
      expect(asUser.statusCode, `${method} ${url}`).toBe(403)
      const asNobody = await anonymous.request({
        method: method as 'GET',
        url,
        ...(payload ? { payload } : {}),
      })
      expect(asNobody.statusCode, `${method} ${url}`).toBe(401)
    }
    expect(await yieldsOnFile()).toBe(0)
  })

  it('adds, lists newest first, corrects and deletes one auction’s yield, each audited', async () => {
    const added = await admin.post('/api/admin/tbill-yields', { auctionDate: '1999-01-04', rate: ' 4.4100 ' })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json()).toMatchObject({ auctionDate: '1999-01-04', rate: '4.41' })
    expect(added.json().source).toMatch(/^Typed by /)
    const second = await admin.post('/api/admin/tbill-yields', { auctionDate: '1999-01-11', rate: '4.4' })
    expect(second.statusCode).toBe(201)
    // The same auction twice is a conflict, not a second row.
    const again = await admin.post('/api/admin/tbill-yields', { auctionDate: '1999-01-04', rate: '4.5' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatch(/already on file/)

    const list = (await admin.get('/api/admin/tbill-yields?pageSize=1')).json()
    expect(list.total).toBe(2)
    expect(list.items.map((y: { auctionDate: string }) => y.auctionDate)).toEqual(['1999-01-11'])

    const { id } = added.json()
    const fixed = await send(admin, 'PATCH', `/api/admin/tbill-yields/${id}`, { rate: '4.415' })
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(fixed.json().rate).toBe('4.415')
    // Moving it onto another auction's date is a conflict.
    const clash = await send(admin, 'PATCH', `/api/admin/tbill-yields/${id}`, { auctionDate: '1999-01-11' })
    expect(clash.statusCode).toBe(409)
    expect((await send(admin, 'DELETE', `/api/admin/tbill-yields/${id}`)).statusCode).toBe(204)
    expect((await send(admin, 'DELETE', `/api/admin/tbill-yields/${id}`)).statusCode).toBe(404)
    expect((await send(admin, 'DELETE', `/api/admin/tbill-yields/${second.json().id}`)).statusCode).toBe(204)

    const audits = await server.ctx.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(like(auditLog.action, 'tbill_yield.%'))
      .orderBy(auditLog.at)
    expect(audits.map((a) => a.action)).toEqual([
      'tbill_yield.add',
      'tbill_yield.add',
      'tbill_yield.update',
      'tbill_yield.delete',
      'tbill_yield.delete',
    ])
    expect(audits[2]!.details).toMatchObject({
      from: { auctionDate: '1999-01-04', rate: '4.41' },
      to: { rate: '4.415' },
    })
  })

  it('refuses hostile input with a 4xx and writes nothing', async () => {
    const before = await yieldsOnFile()
    const bad: object[] = [
      { auctionDate: '1999-02-01', rate: '1e2' },
      { auctionDate: '1999-02-01', rate: '-1' },
      { auctionDate: '1999-02-01', rate: '100' },
      { auctionDate: '1999-02-01', rate: '4.12345' },
      { auctionDate: '1999-02-01', rate: '4\u0000' },
      { auctionDate: '1999-02-01', rate: 4.1 },
      { auctionDate: '1999-02-30', rate: '4' },
      { auctionDate: '1800-01-01', rate: '4' },
      { auctionDate: "1999-02-01'; drop table tbill_yields; --", rate: '4' },
      { rate: '4' },
      [],
    ]
    for (const payload of bad) {
      const res = await admin.post('/api/admin/tbill-yields', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(typeof res.json().error).toBe('string')
    }
    for (const url of [
      '/api/admin/tbill-yields/not-a-uuid',
      '/api/admin/tbill-yields/00000000-0000-4000-8000-000000000009',
    ]) {
      expect((await send(admin, 'PATCH', url, { rate: '4' })).statusCode).toBe(404)
    }
    for (const payload of [
      {},
      { csv: '' },
      { csv: 'x'.repeat(1_000_001) },
      { csv: 42 },
      { csv: '1999-03-01,4', fileName: 'a\u0000.csv' },
    ]) {
      const res = await admin.post('/api/admin/tbill-yields/import', payload)
      expect(res.statusCode).toBe(400)
      expect(typeof res.json().error).toBe('string')
    }
    expect((await admin.get('/api/admin/tbill-yields?pageSize=1000')).statusCode).toBe(400)
    expect(await yieldsOnFile()).toBe(before)
  })
})

describe('importing auction results', () => {
  const treasuryFile = [
    '"Security Type","Security Term","CUSIP","Auction Date","Issue Date","High Rate","Investment Rate"',
    '"Bill","13-Week","912795AA1","01/03/2000","01/06/2000","5.340","5.497"',
    '"Bill","26-Week","912795AB9","01/03/2000","01/06/2000","5.600","5.820"',
    '"Bill","13-Week","912795AC7","01/10/2000","01/13/2000","5.290","5.445"',
    '"Bill","13-Week","912795AD5","01/18/2000","01/20/2000","",""',
  ].join('\r\n')

  it('takes TreasuryDirect’s export: the 13-week bills only, audited', async () => {
    const res = await admin.post('/api/admin/tbill-yields/import', {
      csv: treasuryFile,
      fileName: 'Securities.csv',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ layout: 'treasurydirect', imported: 2, skipped: 2 })
    const items = (await admin.get('/api/admin/tbill-yields')).json().items
    expect(items.map((y: { auctionDate: string; rate: string }) => [y.auctionDate, y.rate])).toEqual([
      ['2000-01-10', '5.445'],
      ['2000-01-03', '5.497'],
    ])
    expect(items[0].source).toMatch(/from Securities\.csv$/)
    const [audit] = await server.ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'tbill_yield.import'))
    expect(audit!.details).toMatchObject({
      layout: 'treasurydirect',
      imported: 2,
      from: '2000-01-03',
      to: '2000-01-10',
    })
  })

  it('takes a plain date,rate file, replacing the rate of a date already on file', async () => {
    const res = await admin.post('/api/admin/tbill-yields/import', {
      csv: 'date,rate\n2000-01-10,5.45\n1/24/2000,5.5\n',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ layout: 'simple', imported: 2, skipped: 0 })
    const items = (await admin.get('/api/admin/tbill-yields')).json().items
    expect(items.map((y: { auctionDate: string; rate: string }) => [y.auctionDate, y.rate])).toEqual([
      ['2000-01-24', '5.5'],
      ['2000-01-10', '5.45'],
      ['2000-01-03', '5.497'],
    ])
  })

  it('refuses a whole file with one bad row, listing each with its line, in both layouts', async () => {
    const before = await yieldsOnFile()
    const treasuryBad = `${treasuryFile}\r\n"Bill","13-Week","912795AE3","01/31/2000","02/03/2000","5.5","five"`
    const refused = await admin.post('/api/admin/tbill-yields/import', { csv: treasuryBad })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: 'Nothing was imported: 1 row of the file cannot be read',
      problems: [{ line: 6, reason: expect.stringMatching(/rate/) }],
    })
    const plainBad = await admin.post('/api/admin/tbill-yields/import', {
      csv: '2000-02-07,5.6\n2000-02-14\n2000-02-31,5.7\n2000-02-21,5.65',
    })
    expect(plainBad.statusCode).toBe(400)
    expect(plainBad.json().problems.map((p: { line: number }) => p.line)).toEqual([2, 3])
    // A file of other terms only has nothing to take.
    const none = await admin.post('/api/admin/tbill-yields/import', {
      csv: 'Security Term,Auction Date,Investment Rate\n26-Week,01/03/2000,5.8',
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatch(/no 13-week/)
    expect(await yieldsOnFile()).toBe(before)
  })
})

describe('the escrow interest check with the yields on file', () => {
  it('holds a credit to the T-bill yield when it is above the lease’s rate, and says when none is on file', async () => {
    const { client } = await signedInAs(server)
    // Yields of the Mondays 2000-01-03 (5.497 %) and 2000-01-10 (5.445 %) are on file (imported above);
    // 2000-01-24's 5.5 % too. A deposit of $1,000 on 2000-01-04, the lease at 3 %.
    const opened = await client.post('/api/reserve-accounts', {
      payerName: 'Bygone Freight',
      kind: 'escrow',
      interestRate: '3',
      fromSettlements: false,
    })
    expect(opened.statusCode, opened.body).toBe(201)
    const id = opened.json().id
    const entry = async (body: object) => {
      const res = await client.post(`/api/reserve-accounts/${id}/entries`, body)
      expect(res.statusCode, res.body).toBe(201)
    }
    await entry({ kind: 'deposit', amountCents: 100_000, date: '2000-01-04' })
    // Credited on 2000-04-03 for 2000-01-04 … 2000-04-02 (90 days, 2000 a leap year): 100,000 ¢ × 90 =
    // 9,000,000 cent-days. At the lease's 3 %: × 3 / 36,500 = 739.7 → 740 ¢; at the yield of the latest
    // auction on or before 2000-01-04 (2000-01-03's 5.497 %): 9,000,000 × 5.497 / 36,500 = 1,355.42 → 1,355 ¢.
    // 740 ¢ is below 95 % of it.
    await entry({ kind: 'interest', amountCents: 740, date: '2000-04-03' })
    // The next period begins 2000-04-03: the latest auction on file is 2000-01-24's, 70 days old.
    await entry({ kind: 'interest', amountCents: 750, date: addDays('2000-04-03', 91) })
    const account = (await client.get(`/api/reserve-accounts/${id}`)).json()
    const interest = account.checks.filter((c: { kind: string }) =>
      ['interest_below_rate', 'tbill_rate_unknown'].includes(c.kind),
    )
    expect(interest).toEqual([
      {
        kind: 'interest_below_rate',
        date: '2000-04-03',
        creditedCents: 740,
        expectedCents: 1_355,
        ratePercent: '5.497',
        basis: 'tbill',
        periodStart: '2000-01-04',
      },
      { kind: 'tbill_rate_unknown', date: '2000-04-03', creditDate: '2000-07-03' },
    ])
    // The list answers the same checks (the yields read once for every account).
    const listed = (await client.get('/api/reserve-accounts'))
      .json()
      .items.find((a: { id: string }) => a.id === id)
    expect(listed.checks).toEqual(account.checks)
  })
})
