import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { multipart, ONE_PIXEL_PNG } from '../support/multipart.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

/*
 * The route table, walked from the OpenAPI document: every route gets hostile values in every path
 * parameter, query parameter and body field, as the owner of the data and as another user. Nothing
 * may answer 5xx or break off, a refusal is a JSON `{ error }`, and a refused write changes nothing.
 * A route added tomorrow is covered the day it is added.
 */

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[]
  requestBody?: { content: Record<string, { example?: Record<string, unknown> }> }
}
type OpenApi = { paths: Record<string, Record<string, Operation>> }

const BIG = 'x'.repeat(100_000)
/** Strings no field accepts as they are (or at all). */
const HOSTILE_TEXT = [
  '\u0000',
  'before\u0000after',
  '\uD800',
  'a\uDFFFb',
  BIG,
  '\u202Egnp.exe',
  '\u200B\u200B',
  '\u0007bell',
  '0100-01-01',
  '9999-12-31',
  '2025-02-30',
]
/** Numbers past what money, counts or pages can be. */
const HOSTILE_NUMBERS = [2 ** 53 + 2, -1, 0.5, -0.01, 1e308, -0]
/** Shapes where another is expected. */
const HOSTILE_SHAPES: unknown[] = [[], [{}], {}, null, true, { nested: { deeper: ['\u0000'] } }]
const HOSTILE_QUERY = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  BIG.slice(0, 20_000),
  '-1',
  '0',
  '100000',
  '1e400',
  '9007199254740993',
  '0.5',
  '0100-01-01',
  '9999-12-31',
  '2025-02-30',
  '%5B%5D',
]
const HOSTILE_IDS = [
  '%00',
  'not-a-uuid',
  BIG.slice(0, 5_000),
  '00000000-0000-0000-0000-000000000000',
  "1'; drop table users; --",
]

/** Ends the caller's session: walked last, alone. */
const SIGN_OUT = 'post /api/auth/logout'

let server: TestServer
let owner: Agent
let intruder: Agent
let document: OpenApi
const ownIds: Record<string, string> = {}
const userIds: string[] = []

beforeAll(async () => {
  server = await sharedTestServer()
  owner = agent(server.app, { ip: '203.0.113.10' })
  intruder = agent(server.app, { ip: '203.0.113.11' })
  userIds.push((await registerUser(owner, { role: 'owner_operator' })).user.id)
  userIds.push((await registerUser(intruder, { role: 'owner_operator' })).user.id)
  document = (await owner.get('/api/docs/json')).json()

  const made = async (url: string, body: object) => {
    const res = await owner.post(url, body)
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id as string
  }
  ownIds.expenses = await made('/api/expenses', {
    description: 'Diesel',
    amountCents: 10_000,
    date: '2026-03-01',
    category: 'fuel',
  })
  ownIds.settlements = await made('/api/settlements', {
    broker: 'Acme',
    settlementDate: '2026-03-01',
    lines: [{ kind: 'load', amountCents: 100_000 }],
  })
  ownIds.mileage = await made('/api/mileage', {
    startLocation: 'Dallas, TX',
    endLocation: 'Tulsa, OK',
    miles: 257,
    date: '2026-03-01',
  })
  const csv = 'Date,Broker,Trip Number,Gross,Deductions,Net\n2026-03-01,Acme,T-1,100.00,0.00,100.00\n'
  const documentId: string = (await upload(owner, [{ name: 'one.csv', bytes: csv }])).json().items[0].document
    .id
  // Read in the background: done before the walk, so only the walk's requests could change data.
  await waitForDocument(owner, documentId)
  ownIds.documents = documentId
  const gone = await made('/api/expenses', { description: 'Gone', amountCents: 500, date: '2026-03-02' })
  const deleted = await owner.request({ method: 'DELETE', url: `/api/expenses/${gone}` })
  ownIds.undo = deleted.headers['undo-id'] as string
  const report = await owner.post('/api/reports', { type: 'expenses', format: 'csv' })
  expect(report.statusCode, report.body).toBe(202)
  ownIds.reports = report.json().id
  // Made by its job before the walk, so only the walk's requests could change data.
  for (let status = ''; status !== 'ready'; ) {
    status = (await owner.get(`/api/reports/${ownIds.reports}`)).json().status
    expect(status).not.toBe('failed')
    if (status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50))
  }
  ownIds.trucks = await made('/api/trucks', { unitNumber: '101', vin: '1XKYD49X0NJ123456' })
  ownIds.loads = await made('/api/loads', {
    loadNumber: 'RC-1',
    payerName: 'Acme Freight LLC',
    stops: [
      { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: '2026-03-02T08:00' },
      { type: 'delivery', city: 'Memphis', state: 'TN' },
    ],
    rateLines: [{ kind: 'linehaul', amountCents: 100_000 }],
  })
  ownIds.payers = (await owner.get('/api/payers')).json().items[0].id
  const attached = await owner.request({
    method: 'POST',
    url: `/api/loads/${ownIds.loads}/documents?kind=bol`,
    ...multipart([{ name: 'bol.png', bytes: ONE_PIXEL_PNG, type: 'image/png' }]),
  })
  expect(attached.statusCode, attached.body).toBe(201)
  ownIds.loadDocument = attached.json().id
  ownIds.ifta = await made('/api/ifta/trips', {
    startDate: '2026-03-02',
    endDate: '2026-03-02',
    jurisdictions: [{ jurisdiction: 'TX', miles: 120 }],
  })
  ownIds['fuel-purchases'] = await made('/api/fuel-purchases', {
    date: '2026-03-02',
    jurisdiction: 'TX',
    gallons: '50',
    amountCents: 19_500,
  })
  const iftaImport = await upload(
    owner,
    [{ name: 'card.csv', bytes: 'Date,State,Gallons,Amount\n2026-03-02,TX,40,156.00\n' }],
    '/api/ifta/imports?kind=fuel_card',
  )
  expect(iftaImport.statusCode, iftaImport.body).toBe(201)
  ownIds['ifta/imports'] = iftaImport.json().id
  ownIds['reserve-accounts'] = await made('/api/reserve-accounts', { payerName: 'Acme', kind: 'escrow' })
  await made(`/api/reserve-accounts/${ownIds['reserve-accounts']}/entries`, {
    kind: 'deposit',
    amountCents: 10_000,
    date: '2026-03-02',
  })
  ownIds['reserve-entries'] = (
    await owner.get(`/api/reserve-accounts/${ownIds['reserve-accounts']}/entries`)
  ).json().entries[0].id
  ownIds['balance-items'] = await made('/api/balance-items', {
    kind: 'cash',
    label: 'Checking',
    amountCents: 10_000,
    asOfDate: '2026-03-02',
  })
  ownIds.advances = await made('/api/advances', {
    payerName: 'Acme',
    date: '2026-03-02',
    amountCents: 5_000,
    method: 'comchek',
    expenseCategory: 'lumper',
    description: 'Lumper',
  })
  ownIds.assets = await made('/api/assets', {
    kind: 'tractor',
    description: 'Cascadia',
    costCents: 15_000_000,
    placedInServiceDate: '2026-03-01',
  })
  ownIds.loans = await made('/api/loans', {
    assetId: ownIds.assets,
    lender: 'Mack Financial',
    principalCents: 12_000_000,
    annualRate: '7.5',
    termMonths: 60,
    firstPaymentDate: '2026-03-01',
  })
  ownIds.loanPayment = await made(`/api/loans/${ownIds.loans}/payments`, {
    date: '2026-03-01',
    amountCents: 240_455,
  })
  const dataExport = await owner.post('/api/account/export', {})
  expect(dataExport.statusCode, dataExport.body).toBe(202)
  ownIds['account/export'] = dataExport.json().id
  ownIds['report-templates'] = await made('/api/report-templates', {
    name: 'Fuel',
    filters: { dateRange: { start: '2026-03-01', end: '2026-03-31' } },
  })
}, 60_000)

/** The two users' data, every table of it, as one digest: any write to it changes it. */
async function digest() {
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const rows = await server.ctx.db.execute<{ digest: string }>(sql`
    select md5(coalesce(string_agg(row, ',' order by row), '')) as digest from (
      select 'users:' || t::text as row from users t where id in (${ids})
      union all select 'ledger:' || t::text from ledger_entries t where user_id in (${ids})
      union all select 'settlements:' || t::text from settlements t where user_id in (${ids})
      union all select 'lines:' || l::text from settlement_lines l
        join settlements s on s.id = l.settlement_id where s.user_id in (${ids})
      union all select 'mileage:' || t::text from mileage_entries t where user_id in (${ids})
      union all select 'documents:' || t::text from documents t where user_id in (${ids})
      union all select 'deletions:' || t::text from deletions t where user_id in (${ids})
      union all select 'tax-profiles:' || t::text from tax_profiles t where user_id in (${ids})
      union all select 'reports:' || t::text from generated_reports t where user_id in (${ids})
      union all select 'templates:' || t::text from report_templates t where user_id in (${ids})
      union all select 'trucks:' || t::text from trucks t where user_id in (${ids})
      union all select 'loads:' || t::text from loads t where user_id in (${ids})
      union all select 'stops:' || s::text from load_stops s join loads l on l.id = s.load_id
        where l.user_id in (${ids})
      union all select 'rate-lines:' || r::text from load_rate_lines r join loads l on l.id = r.load_id
        where l.user_id in (${ids})
      union all select 'load-documents:' || d::text from load_documents d join loads l on l.id = d.load_id
        where l.user_id in (${ids})
      union all select 'payers:' || t::text from payers t where user_id in (${ids})
      union all select 'trips:' || t::text from ifta_trips t where user_id in (${ids})
      union all select 'trip-miles:' || m::text from ifta_trip_miles m join ifta_trips t on t.id = m.trip_id
        where t.user_id in (${ids})
      union all select 'fuel:' || t::text from fuel_purchases t where user_id in (${ids})
      union all select 'ifta-returns:' || t::text from ifta_returns t where user_id in (${ids})
      union all select 'ifta-imports:' || t::text from ifta_imports t where user_id in (${ids})
      union all select 'import-mappings:' || t::text from import_mappings t where user_id in (${ids})
      union all select 'reserve-accounts:' || t::text from reserve_accounts t where user_id in (${ids})
      union all select 'reserve-entries:' || t::text from reserve_entries t where user_id in (${ids})
      union all select 'balance-items:' || t::text from balance_items t where user_id in (${ids})
      union all select 'advances:' || t::text from advances t where user_id in (${ids})
      union all select 'assets:' || t::text from assets t where user_id in (${ids})
      union all select 'loans:' || t::text from loans t where user_id in (${ids})
      union all select 'loan-payments:' || t::text from loan_payments t where user_id in (${ids})
    ) all_rows`)
  return (rows as unknown as { rows: { digest: string }[] }).rows?.[0]?.digest ?? JSON.stringify(rows)
}

function operations() {
  const list: { key: string; method: string; path: string; op: Operation }[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) list.push({ key: `${method} ${path}`, method, path, op })
  }
  return list
}

function urlOf(path: string, id: string, query = '') {
  // A payment of the owner's loan, a file of the owner's load, under whatever loan or load id is tried.
  const url = path
    .replace('{id}', id)
    .replace('{paymentId}', ownIds.loanPayment!)
    .replace('{documentId}', ownIds.loadDocument!)
  return url + (query ? `?${query}` : '')
}

function ownIdFor(path: string) {
  const [resource = '', sub = ''] = path.replace(/^\/api\//, '').split('/')
  return ownIds[`${resource}/${sub}`] ?? ownIds[resource] ?? '00000000-0000-4000-8000-000000000001'
}

function exampleBody(op: Operation): Record<string, unknown> | undefined {
  return op.requestBody?.content['application/json']?.example
}

/** No 5xx, a complete answer, and a refusal that says why. */
function expectHandled(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500)
  if (res.statusCode >= 400) {
    const body = res.json() as { error?: unknown }
    expect(typeof body.error, `${what}: ${res.body.slice(0, 200)}`).toBe('string')
  }
}

async function send(client: Agent, method: string, url: string, payload?: unknown) {
  return client.request({
    method: method.toUpperCase() as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
  })
}

/** The data as the last accepted write left it (recomputed only after one). */
let known: string | undefined

/** Sends it and, for a write that was refused, checks nobody's data changed. */
async function attempt(client: Agent, method: string, url: string, payload?: unknown) {
  if (method !== 'get') known ??= await digest()
  const res = await send(client, method, url, payload)
  const what = `${method.toUpperCase()} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 120) ?? ''}`
  expectHandled(res, what)
  if (method === 'get') return res
  if (res.statusCode >= 400) expect(await digest(), `${what} changed data`).toBe(known)
  else known = await digest()
  return res
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('lists the API routes and only them', () => {
    const paths = Object.keys(document.paths)
    expect(paths.length).toBeGreaterThan(25)
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true)
    expect(paths.some((path) => path.includes('*'))).toBe(false)
  })

  it('answers hostile path ids with a 4xx, and another user with not found', async () => {
    for (const { key, method, path, op } of operations()) {
      if (!path.includes('{id}') || key === SIGN_OUT) continue
      const body = exampleBody(op)
      for (const id of HOSTILE_IDS) {
        const res = await attempt(owner, method, urlOf(path, encodeURIComponent(id)), body)
        expect(res.statusCode, `${key} with ${id.slice(0, 40)}`).toBeGreaterThanOrEqual(400)
      }
      // The owner's real id, asked for by someone else: never theirs, never a hint it exists.
      const theirs = await attempt(intruder, method, urlOf(path, ownIdFor(path)), body)
      expect([401, 403, 404], `${key} as another user: ${theirs.body}`).toContain(theirs.statusCode)
    }
  }, 120_000)

  it('answers hostile query values without a 5xx', async () => {
    for (const { key, method, path, op } of operations()) {
      if (key === SIGN_OUT) continue
      const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      // Paging parameters a route does not declare are tried where lists are: on reads.
      for (const name of method === 'get' ? [...names, 'page', 'pageSize'] : names) {
        for (const value of HOSTILE_QUERY) {
          await attempt(owner, method, urlOf(path, ownIdFor(path), `${name}=${value}`), exampleBody(op))
        }
      }
      // One parameter given twice arrives as an array.
      for (const name of names) {
        await attempt(owner, method, urlOf(path, ownIdFor(path), `${name}=a&${name}=b`), exampleBody(op))
      }
    }
  }, 300_000)

  it('answers hostile body fields and shapes without a 5xx and writes nothing it refuses', async () => {
    for (const { key, method, path, op } of operations()) {
      if (method === 'get' || key === SIGN_OUT) continue
      const url = urlOf(path, ownIdFor(path))
      for (const shape of HOSTILE_SHAPES) await attempt(owner, method, url, shape)
      await attempt(owner, method, url, BIG)
      const example = exampleBody(op)
      if (!example) continue
      for (const field of Object.keys(example)) {
        for (const value of [...HOSTILE_TEXT, ...HOSTILE_NUMBERS, ...HOSTILE_SHAPES]) {
          await attempt(owner, method, url, { ...example, [field]: value })
        }
      }
      // Inside the lines of a settlement too.
      if (Array.isArray(example.lines)) {
        const line = example.lines[0] as Record<string, unknown>
        for (const field of Object.keys(line)) {
          for (const value of [...HOSTILE_TEXT, ...HOSTILE_NUMBERS]) {
            await attempt(owner, method, url, { ...example, lines: [{ ...line, [field]: value }] })
          }
        }
        await attempt(owner, method, url, { ...example, lines: Array.from({ length: 501 }, () => line) })
      }
    }
  }, 300_000)

  it('signs out on hostile input without a 5xx', async () => {
    for (const shape of HOSTILE_SHAPES) await attempt(intruder, 'post', '/api/auth/logout', shape)
  })
})
