import { getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ReportFile } from '@/contracts/reports.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
const clock = testClock(new Date('2026-11-24T18:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

async function owner() {
  const { client } = await signedInAs(server)
  const expense = await client.post('/api/expenses', {
    date: '2026-11-05',
    description: 'Oil change',
    amountCents: 45_055,
    category: 'maintenance',
    paymentMethod: 'debit_card',
  })
  expect(expense.statusCode, expense.body).toBe(201)
  return client
}

/** Polls a report until its job has finished. */
async function waitForReport(client: Agent, id: string): Promise<ReportFile> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const report = (await client.get(`/api/reports/${id}`)).json() as ReportFile
    if (report.status === 'ready' || report.status === 'failed') return report
    if (Date.now() > deadline) throw new Error(`report ${id} still ${report.status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const texts: string[] = []
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const page = await pdf.getPage(i)
    const content = await page.getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return texts.join('\n')
}

describe('report files', () => {
  it('are made in the background as a real PDF, kept, listed, and deleted', async () => {
    const client = await owner()
    const profile = (await client.get('/api/settings/profile')).json()
    const named = await client.request({
      method: 'PATCH',
      url: '/api/settings/profile',
      payload: {
        fullName: 'Casey Trucker',
        companyName: 'Casey Freight LLC',
        username: profile.username,
        timeZone: profile.timeZone,
      },
    })
    expect(named.statusCode, named.body).toBe(200)
    const queued = await client.post('/api/reports', {
      type: 'profit_loss',
      format: 'pdf',
      period: 'monthly',
    })
    expect(queued.statusCode, queued.body).toBe(202)
    expect(queued.json()).toMatchObject({
      status: 'queued',
      type: 'profit_loss',
      name: 'Profit & Loss report, Nov 1, 2026 – Nov 24, 2026',
    })
    const { id } = queued.json()

    const ready = await waitForReport(client, id)
    expect(ready).toMatchObject({
      status: 'ready',
      progress: 100,
      fileName: 'profit-loss-2026-11-01-to-2026-11-24.pdf',
    })
    const file = await client.get(`/api/reports/${id}/file`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(ready.sizeBytes).toBe(file.rawPayload.length)
    const text = await pdfText(file.rawPayload)
    // Whose books: the business and its owner, under the product name.
    expect(text).toContain('Casey Freight LLC')
    expect(text).toContain('Casey Trucker')
    expect(text).toContain('Profit & Loss')
    expect(text).toContain('$450.55')
    expect(text).toContain('Maintenance')

    // Nobody else sees it or its file.
    const stranger = agent(server.app)
    await registerUser(stranger)
    expect((await stranger.get(`/api/reports/${id}`)).statusCode).toBe(404)
    expect((await stranger.get(`/api/reports/${id}/file`)).statusCode).toBe(404)
    expect((await stranger.request({ method: 'DELETE', url: `/api/reports/${id}` })).statusCode).toBe(404)
    expect((await stranger.get('/api/reports')).json()).toEqual({ items: [], total: 0 })

    const list = (await client.get('/api/reports')).json()
    expect(list.total).toBe(1)
    expect((await client.request({ method: 'DELETE', url: `/api/reports/${id}` })).statusCode).toBe(204)
    expect((await client.get(`/api/reports/${id}/file`)).statusCode).toBe(404)
    expect((await client.get('/api/reports')).json().total).toBe(0)
  })

  it('makes every type as CSV, bulk-deletes, and zips a period', async () => {
    const client = await owner()
    const ids: string[] = []
    for (const type of ['profit_loss', 'expenses', 'revenue', 'tax', 'mileage'] as const) {
      const res = await client.post('/api/reports', { type, format: 'csv', period: 'monthly', year: 2026 })
      expect(res.statusCode, res.body).toBe(202)
      ids.push(res.json().id)
    }
    for (const id of ids) expect((await waitForReport(client, id)).status).toBe('ready')
    const expenses = await client.get(`/api/reports/${ids[1]}/file`)
    expect(expenses.body).toContain('Maintenance,1,450.55,450.55,100')
    expect(expenses.headers['content-disposition']).toContain('expense-report-2026-11-01-to-2026-11-24.csv')

    const zip = await client.get('/api/reports/export.zip?from=2026-11-01&to=2026-11-30')
    expect(zip.statusCode).toBe(200)
    expect(zip.headers['content-type']).toBe('application/zip')
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK')
    for (const name of [
      'profit-loss-2026-11-01-to-2026-11-24.csv',
      'tax-summary-2026.csv',
      'mileage-log-2026-11-01-to-2026-11-24.csv',
    ]) {
      expect(zip.rawPayload.includes(Buffer.from(name))).toBe(true)
    }
    expect((await client.get('/api/reports/export.zip?from=2020-01-01&to=2020-12-31')).statusCode).toBe(404)

    const removed = await client.post('/api/reports/bulk-delete', { ids: ids.slice(0, 3) })
    expect(removed.json()).toEqual({ deleted: 3 })
    expect((await client.get('/api/reports')).json().total).toBe(2)
  })

  it('previews a custom report over real rows and keeps templates', async () => {
    const client = await owner()
    const config = {
      name: 'Maintenance by card',
      type: 'expenses',
      filters: {
        dateRange: { start: '2026-11-01', end: '2026-11-24' },
        category: 'maintenance',
        amountRange: { min: 0, max: 1_000_000 },
        paymentMethod: 'debit_card',
      },
      columns: ['date', 'description', 'amount'],
    }
    const preview = await client.post('/api/reports/custom/preview', config)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json()).toMatchObject({
      rowCount: 1,
      totalExpensesCents: 45_055,
      rows: [{ description: 'Oil change' }],
    })
    const none = await client.post('/api/reports/custom/preview', {
      ...config,
      filters: { ...config.filters, paymentMethod: 'cash' },
    })
    expect(none.json()).toMatchObject({ rowCount: 0, rows: [] })
    const blank = await client.post('/api/reports/custom/preview', { ...config, name: '  ' })
    expect(blank.json()).toEqual({ error: 'Please enter a report name' })

    const file = await client.post('/api/reports', { type: 'custom', format: 'csv', config })
    expect(file.statusCode, file.body).toBe(202)
    expect(file.json().name).toBe('Maintenance by card')
    const ready = await waitForReport(client, file.json().id)
    expect(ready.fileName).toBe('maintenance-by-card-2026-11-01-to-2026-11-24.csv')
    const csv = (await client.get(`/api/reports/${ready.id}/file`)).body
    expect(csv).toContain('Date,Description,Amount (USD)')
    expect(csv).toContain('2026-11-05,Oil change,450.55')

    const saved = await client.post('/api/report-templates', config)
    expect(saved.statusCode, saved.body).toBe(201)
    const templates = (await client.get('/api/report-templates')).json()
    expect(templates.items[0]).toMatchObject({
      name: 'Maintenance by card',
      config: { columns: ['date', 'description', 'amount'] },
    })
    const stranger = agent(server.app)
    await registerUser(stranger)
    expect(
      (await stranger.request({ method: 'DELETE', url: `/api/report-templates/${saved.json().id}` }))
        .statusCode,
    ).toBe(404)
    expect(
      (await client.request({ method: 'DELETE', url: `/api/report-templates/${saved.json().id}` }))
        .statusCode,
    ).toBe(204)
    expect((await client.get('/api/report-templates')).json().total).toBe(0)
  })
})
