import { beforeAll, describe, expect, it } from 'vitest'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { multipart, ONE_PIXEL_PNG } from '../support/multipart.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

/*
 * Who reaches a driver's data, walked from the OpenAPI document. The owner is an owner-operator in a
 * fleet who has shared their books with an accountant. Every route that names one of their rows, or
 * them, is tried by each outsider: another driver, the manager of another fleet, an accountant
 * without a grant, and (outside /api/fleet) their own fleet manager in their own session. Each is
 * refused (403 or 404), nothing changes, and no list any of them reads holds the owner's marker.
 * A route added with a path parameter must be placed in this walk, or the test fails.
 */

interface Operation {
  requestBody?: { content: Record<string, { example?: Record<string, unknown> }> }
}
type OpenApi = { paths: Record<string, Record<string, Operation>> }

const MARKER = `marker-${Date.now().toString(36)}`
const today = new Date().toISOString().slice(0, 10)

let server: TestServer
let document: OpenApi
const owner = {} as { client: Agent; id: string }
const manager = {} as { client: Agent; id: string }
const outsiders: { name: string; client: Agent }[] = []
/**
 * The owner's resource for each path parameter route (one id per parameter, in order); null where the
 * parameter is the caller's own.
 */
let resourceFor: Record<string, string | string[] | null>
/** The owner’s load, whose attached files the walk reads too. */
let loadId = ''

async function created(client: Agent, url: string, body: object, status = 201) {
  const res = await client.post(url, body)
  expect(res.statusCode, `${url} ${res.body}`).toBe(status)
  return res.json().id as string
}

/** An accountant made through a client's invitation; `client` is the one they get. */
async function accountantOf(client: Agent) {
  const email = uniqueEmail('cpa')
  const granted = await client.post('/api/settings/access', { email, access: 'write' })
  expect(granted.statusCode, granted.body).toBe(201)
  const accountant = agent(server.app)
  const password = 'ledger-keeper-1'
  const res = await accountant.post('/api/auth/register', {
    fullName: 'Cora Accountant',
    email,
    password,
    confirmPassword: password,
    inviteToken: (granted.json().inviteUrl as string).split('invite=')[1],
  })
  expect(res.statusCode, res.body).toBe(201)
  return { client: accountant, grantId: granted.json().id as string }
}

/** A fleet manager with the given account in their fleet. */
async function joinFleet(fleetManager: { client: Agent }, driver: { client: Agent; email: string }) {
  const invite = await fleetManager.client.post('/api/fleet/invites', { email: driver.email })
  expect(invite.statusCode, invite.body).toBe(201)
  const token = (invite.json().inviteUrl as string).split('/').pop()
  expect((await driver.client.post(`/api/fleet/invites/${token}/accept`, {})).statusCode).toBe(200)
}

beforeAll(async () => {
  server = await sharedTestServer()
  await adminAgent(server)
  const ownerAccount = await signedInAs(server, 'owner_operator')
  Object.assign(owner, ownerAccount)
  const managerAccount = await signedInAs(server, 'fleet_manager')
  Object.assign(manager, managerAccount)
  await joinFleet(manager, ownerAccount)
  const { grantId } = await accountantOf(owner.client)

  const otherDriver = await signedInAs(server, 'company_driver')
  const otherManager = await signedInAs(server, 'fleet_manager')
  await joinFleet(otherManager, await signedInAs(server, 'company_driver'))
  const someoneElse = await signedInAs(server, 'owner_operator')
  const ungranted = await accountantOf(someoneElse.client)
  outsiders.push(
    { name: 'another driver', client: otherDriver.client },
    { name: 'another fleet’s manager', client: otherManager.client },
    { name: 'an accountant without a grant', client: ungranted.client },
  )
  document = (await owner.client.get('/api/docs/json')).json()

  const truck = await created(owner.client, '/api/trucks', { unitNumber: `T-${MARKER}` })
  const load = await created(owner.client, '/api/loads', {
    loadNumber: `L-${MARKER}`,
    payerName: `Payer ${MARKER}`,
    stops: [
      { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: `${today}T08:00` },
      { type: 'delivery', city: 'Memphis', state: 'TN' },
    ],
    rateLines: [{ kind: 'linehaul', amountCents: 100_000 }],
  })
  const payer = (await owner.client.get('/api/payers')).json().items[0].id
  const attached = await upload(
    owner.client,
    [{ name: `bol-${MARKER}.png`, bytes: ONE_PIXEL_PNG, type: 'image/png' }],
    `/api/loads/${load}/documents?kind=bol`,
  )
  expect(attached.statusCode, attached.body).toBe(201)
  const loadDocument: string = attached.json().id
  loadId = load
  const trip = await created(owner.client, '/api/ifta/trips', {
    truckId: truck,
    startDate: today,
    endDate: today,
    origin: `From ${MARKER}`,
    jurisdictions: [{ jurisdiction: 'TX', miles: 120 }],
  })
  const fuel = await created(owner.client, '/api/fuel-purchases', {
    date: today,
    jurisdiction: 'TX',
    gallons: '50',
    amountCents: 19_500,
    vendor: `Stop ${MARKER}`,
    truckId: truck,
  })
  const reserve = await created(owner.client, '/api/reserve-accounts', {
    payerName: `Carrier ${MARKER}`,
    kind: 'escrow',
  })
  await created(owner.client, `/api/reserve-accounts/${reserve}/entries`, {
    kind: 'deposit',
    amountCents: 10_000,
    date: today,
    description: `Held ${MARKER}`,
  })
  const reserveEntry = (await owner.client.get(`/api/reserve-accounts/${reserve}/entries`)).json().entries[0]
    .id
  const balanceItem = await created(owner.client, '/api/balance-items', {
    kind: 'cash',
    label: `Checking ${MARKER}`,
    amountCents: 10_000,
    asOfDate: today,
  })
  const advance = await created(owner.client, '/api/advances', {
    payerName: `Carrier ${MARKER}`,
    date: today,
    amountCents: 20_000,
    method: 'comchek',
    expenseCategory: 'lumper',
    description: `Lumper ${MARKER}`,
  })
  const asset = await created(owner.client, '/api/assets', {
    kind: 'tractor',
    description: `Tractor ${MARKER}`,
    costCents: 15_000_000,
    placedInServiceDate: today,
    truckId: truck,
  })
  const loan = await created(owner.client, '/api/loans', {
    assetId: asset,
    lender: `Lender ${MARKER}`,
    principalCents: 12_000_000,
    annualRate: '7.5',
    termMonths: 60,
    firstPaymentDate: today,
  })
  // Made some time ago (today in UTC may be tomorrow where the owner is).
  const loanPayment = await created(owner.client, `/api/loans/${loan}/payments`, {
    date: '2025-01-02',
    amountCents: 240_455,
  })
  const expense = await created(owner.client, '/api/expenses', {
    description: `Fuel ${MARKER}`,
    amountCents: 12_345,
    date: today,
    category: 'fuel',
    truckId: truck,
  })
  const settlement = await created(owner.client, '/api/settlements', {
    broker: `Broker ${MARKER}`,
    settlementDate: today,
    lines: [{ kind: 'load', amountCents: 100_000 }],
  })
  const mileage = await created(owner.client, '/api/mileage', {
    startLocation: `From ${MARKER}`,
    endLocation: 'Tulsa, OK',
    miles: 120,
    date: today,
  })
  const perDiemDay = await owner.client.request({
    method: 'PUT',
    url: '/api/per-diem/days',
    payload: { days: [{ date: today, kind: 'full' }] },
  })
  expect(perDiemDay.statusCode, perDiemDay.body).toBe(200)
  const csv = `Date,Broker,Trip Number,Gross,Deductions,Net\n${today},Acme ${MARKER},T-1,100.00,0.00,100.00\n`
  const documentId: string = (await upload(owner.client, [{ name: `${MARKER}.csv`, bytes: csv }])).json()
    .items[0].document.id
  await waitForDocument(owner.client, documentId)
  const gone = await created(owner.client, '/api/expenses', {
    description: 'Gone',
    amountCents: 500,
    date: today,
  })
  const deleted = await owner.client.request({ method: 'DELETE', url: `/api/expenses/${gone}` })
  const report = await created(owner.client, '/api/reports', { type: 'expenses', format: 'csv' }, 202)
  // Made (and told of in the bell) before the walk, so only the walk could change the owner's data.
  for (let status = ''; status !== 'ready'; ) {
    status = (await owner.client.get(`/api/reports/${report}`)).json().status
    expect(status).not.toBe('failed')
    if (status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const template = await created(owner.client, '/api/report-templates', {
    name: `Template ${MARKER}`,
    filters: { dateRange: { start: today, end: today } },
  })
  const invite = await manager.client.post('/api/fleet/invites', { email: uniqueEmail('pending') })
  const inviteToken = (invite.json().inviteUrl as string).split('/').pop()!
  await owner.client.post('/api/comments', { subjectType: 'expense', subjectId: expense, body: MARKER })
  const apiKey = await created(owner.client, '/api/settings/api-keys', {
    name: `Key ${MARKER}`,
    password: 'correct-horse-1',
  })
  const [session] = (await owner.client.get('/api/settings/sessions')).json().items
  const dataExport = await created(owner.client, '/api/account/export', {}, 202)
  // Reading the upload told the owner so in their bell.
  const [notification] = (await owner.client.get('/api/notifications')).json().items
  const ticket = await created(owner.client, '/api/support/tickets', {
    subject: `Ticket ${MARKER}`,
    message: MARKER,
  })
  const chatImage = await owner.client.request({
    method: 'POST',
    url: '/api/support/messages',
    ...multipart([{ name: 'screen.png', bytes: ONE_PIXEL_PNG, type: 'image/png' }], 'image'),
  })
  expect(chatImage.statusCode, chatImage.body).toBe(201)

  const iftaImport = await owner.client.request({
    method: 'POST',
    url: '/api/ifta/imports?kind=fuel_card',
    ...multipart([
      { name: 'card.csv', bytes: `Date,State,Gallons,Amount,Merchant\n${today},TX,40,156.00,${MARKER}\n` },
    ]),
  })
  expect(iftaImport.statusCode, iftaImport.body).toBe(201)

  resourceFor = {
    '/api/expenses/{id}': expense,
    '/api/expenses/{id}/split': expense,
    '/api/settlements/{id}': settlement,
    '/api/settlements/{id}/confirm': settlement,
    '/api/mileage/{id}': mileage,
    '/api/per-diem/days/{date}': today,
    '/api/documents/{id}': documentId,
    '/api/documents/{id}/file': documentId,
    '/api/documents/{id}/mapping': documentId,
    '/api/documents/{id}/retry': documentId,
    '/api/undo/{id}': deleted.headers['undo-id'] as string,
    '/api/reports/{id}': report,
    '/api/reports/{id}/file': report,
    '/api/report-templates/{id}': template,
    '/api/trucks/{id}': truck,
    '/api/loads/{id}': load,
    '/api/loads/{id}/profit': load,
    '/api/loads/{id}/documents': load,
    '/api/loads/{id}/documents/{documentId}': [load, loadDocument],
    '/api/loads/{id}/documents/{documentId}/file': [load, loadDocument],
    // The caller's own loads, as a file.
    '/api/reports/loads/export.{format}': null,
    '/api/payers/{id}': payer,
    '/api/ifta/trips/{id}': trip,
    '/api/fuel-purchases/{id}': fuel,
    '/api/reserve-accounts/{id}': reserve,
    '/api/reserve-accounts/{id}/entries': reserve,
    '/api/reserve-accounts/{id}/statement': reserve,
    '/api/reserve-entries/{id}': reserveEntry,
    '/api/balance-items/{id}': balanceItem,
    '/api/advances/{id}': advance,
    '/api/ifta/imports/{id}': iftaImport.json().id,
    '/api/ifta/imports/{id}/confirm': iftaImport.json().id,
    '/api/assets/{id}': asset,
    '/api/assets/{id}/depreciation': asset,
    '/api/loans/{id}': loan,
    '/api/loans/{id}/schedule': loan,
    '/api/loans/{id}/payments': loan,
    '/api/loans/{id}/ledger-payments': loan,
    '/api/loans/{id}/payments/{paymentId}': [loan, loanPayment],
    // A quarter names the caller's own return (their records in it), and rates are everyone's.
    '/api/ifta/returns/{quarter}': null,
    '/api/ifta/returns/{quarter}/filed': null,
    '/api/ifta/returns/{quarter}/amend': null,
    '/api/ifta/returns/{quarter}/export.{format}': null,
    '/api/ifta/returns/{quarter}/audit-pack.zip': null,
    '/api/ifta/rates/{quarter}': null,
    '/api/fleet/drivers/{id}': owner.id,
    '/api/fleet/drivers/{id}/switch': owner.id,
    '/api/settings/access/{id}': grantId,
    '/api/accountant/switch/{clientId}': owner.id,
    '/api/settings/sessions/{id}': session.id,
    '/api/settings/api-keys/{id}': apiKey,
    '/api/account/export/{id}': dataExport,
    '/api/account/export/{id}/file': dataExport,
    '/api/notifications/{id}': notification.id,
    '/api/support/tickets/{id}': ticket,
    '/api/support/tickets/{id}/messages': ticket,
    '/api/support/messages/{id}/image': chatImage.json().id,
    // Published articles are for every signed-in user alike (drafts are for admins: tried in support.test.ts).
    '/api/help/articles/{id}': null,
    '/api/fleet/invites/{token}/accept': inviteToken,
    // The caller's own: a tax profile is kept per caller and year.
    '/api/reports/tax/profile/{year}': null,
    // The link's token is the secret: whoever holds it sees which fleet invited whom, and only
    // the invited account accepts (tried above).
    '/api/fleet/invites/{token}': null,
  }
}, 90_000)

function routes() {
  const list: { method: string; path: string; body?: Record<string, unknown> }[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    if (path.startsWith('/api/admin/')) continue
    for (const [method, op] of Object.entries(item)) {
      list.push({ method, path, body: op.requestBody?.content['application/json']?.example })
    }
  }
  return list
}

function send(client: Agent, method: string, url: string, body?: object) {
  return client.request({
    method: method.toUpperCase() as 'GET',
    url,
    ...(method === 'get' || method === 'delete' ? {} : { payload: body ?? {} }),
  })
}

/** The owner's data as they read it: nothing an outsider tried may change it. */
async function ownerView() {
  const reads = [
    '/api/expenses',
    '/api/settlements',
    '/api/mileage',
    '/api/trucks',
    '/api/documents',
    '/api/loads',
    '/api/payers',
    '/api/ifta/trips',
    '/api/fuel-purchases',
    '/api/reserve-accounts',
    '/api/balance-items',
    '/api/advances',
    '/api/assets',
    '/api/loans',
  ]
  const bodies = await Promise.all(reads.map(async (url) => (await owner.client.get(url)).body))
  return [
    ...bodies,
    (await owner.client.get(`/api/loads/${loadId}/documents`)).body,
    (await owner.client.get(`/api/per-diem?year=${today.slice(0, 4)}`)).body,
    (await owner.client.get('/api/settings/access')).body,
    (await owner.client.get('/api/settings/fleet')).body,
    (await owner.client.get('/api/settings/api-keys')).body,
    (await owner.client.get('/api/notifications')).body,
    (await owner.client.get('/api/support/tickets')).body,
    (await owner.client.get('/api/support/conversation')).body,
    (await owner.client.get('/api/settings/sessions')).body.replace(/"lastSeenAt":"[^"]*"/g, ''),
  ].join('\n')
}

describe('access to a driver’s data, route by route', () => {
  it('places every path-parameter route of the document in this walk', () => {
    const withParams = routes()
      .map((r) => r.path)
      .filter((path) => path.includes('{'))
    const unplaced = [...new Set(withParams)].filter((path) => !(path in resourceFor))
    expect(unplaced).toEqual([])
  })

  it('refuses every outsider on every route naming the driver’s rows or the driver, and changes nothing', async () => {
    const before = await ownerView()
    const callers = [...outsiders, { name: 'their own fleet manager', client: manager.client }]
    for (const { method, path, body } of routes()) {
      const id = resourceFor[path]
      if (!id) continue
      const url = [id].flat().reduce((url, part) => url.replace(/\{[^}]+\}/, part), path)
      for (const caller of callers) {
        // Their own fleet manager may open their books and remove them: that is the fleet.
        if (caller.client === manager.client && path.startsWith('/api/fleet/')) continue
        // …and read the loads they haul (only the driver changes them: tried below).
        if (caller.client === manager.client && path.startsWith('/api/loads/{id}') && method === 'get') {
          expect((await send(caller.client, method, url)).statusCode).toBe(200)
          continue
        }
        const res = await send(caller.client, method, url, body)
        expect(
          [403, 404],
          `${method.toUpperCase()} ${path} as ${caller.name}: ${res.body.slice(0, 200)}`,
        ).toContain(res.statusCode)
        expect(res.body).not.toContain(MARKER)
      }
    }
    expect(await ownerView()).toBe(before)
    expect(before).toContain(MARKER)
  }, 120_000)

  it('asked by driver: refuses the fleet’s rows and comments to anyone but their fleet manager', async () => {
    const expense = (await owner.client.get('/api/expenses'))
      .json()
      .items.find((e: { description: string }) => e.description === `Fuel ${MARKER}`)
    const comments = `/api/comments?subjectType=expense&subjectId=${expense.id}`
    for (const kind of ['expenses', 'settlements', 'mileage']) {
      const url = `/api/fleet/${kind}?driverId=${owner.id}`
      for (const caller of outsiders)
        expect([403, 404], `${url} as ${caller.name}`).toContain((await caller.client.get(url)).statusCode)
      expect((await manager.client.get(url)).body).toContain(owner.id)
    }
    for (const caller of outsiders) expect((await caller.client.get(comments)).statusCode).toBe(404)
    expect((await manager.client.get(comments)).body).toContain(MARKER)
  })

  it('shows none of the driver’s data on any list an outsider reads', async () => {
    for (const { method, path } of routes()) {
      if (method !== 'get' || path.includes('{')) continue
      for (const caller of outsiders) {
        const res = await caller.client.get(path)
        expect(res.statusCode, `${path} as ${caller.name}`).toBeLessThan(500)
        expect(res.body, `${path} as ${caller.name}`).not.toContain(MARKER)
        expect(res.body, `${path} as ${caller.name}`).not.toContain(owner.id)
      }
    }
  }, 120_000)
})
