import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@/contracts/documents.ts'
import { SETTLEMENT_MESSAGES } from '@/contracts/settlements.ts'
import { agent } from '../support/agent.ts'
import { fixture, passwordProtectedPdf, simplePdf, truncatedPdf, zipBombXlsx } from '../support/bad-files.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

const PDF = 'brightwater-settlement-1045.pdf'
const HEIC = path.resolve(
  import.meta.dirname,
  '../fixtures/unseen/photos/tri-county-paystub-photo-iphone.heic',
)
const expected = (name: string) => JSON.parse(fixture(name.replace(/\.\w+$/, '.expected.json')).toString())

describe('POST /api/documents', () => {
  it('stores a PDF, reads it in the background and posts the settlement it found', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const res = await upload(client, [{ name: PDF, bytes: fixture(PDF), type: 'application/pdf' }])
    expect(res.statusCode).toBe(201)
    const [item] = res.json().items
    expect(item).toMatchObject({ fileName: PDF, duplicate: false, error: null })
    expect(item.document).toMatchObject({ mediaType: 'application/pdf', sizeBytes: fixture(PDF).length })
    expect(['uploaded', 'processing', 'processed']).toContain(item.document.status)

    const doc = await waitForDocument(client, item.document.id)
    expect(doc.status).toBe('processed')
    expect(doc.settlementIds).toHaveLength(1)
    const want = expected(PDF)
    const settlement = (await client.get(`/api/settlements/${doc.settlementIds[0]}`)).json()
    expect(settlement).toMatchObject({
      broker: want.payer,
      settlementDate: want.settlementDate,
      grossCents: want.grossCents,
      deductionsCents: want.deductionsCents,
      netCents: want.netCents,
      status: 'processed',
      documentId: doc.id,
    })
    expect(settlement.confirmedAt).not.toBeNull()
    // Posted: the gross is revenue on the dashboard's ledger.
    const expenses = (await client.get('/api/expenses?pageSize=100')).json()
    expect(
      expenses.items.filter((e: { settlementId: string }) => e.settlementId === settlement.id).length,
    ).toBe(want.deductions.length)
  })

  it('recognises the same file uploaded again and points to the first document', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const bytes = simplePdf(['Statement 77', 'Net pay $10.00'])
    const first = (await upload(client, [{ name: 'a.pdf', bytes }])).json().items[0].document
    const again = await upload(client, [{ name: 'renamed.pdf', bytes }])
    expect(again.statusCode).toBe(200)
    expect(again.json().items[0]).toMatchObject({
      duplicate: true,
      document: { id: first.id, fileName: 'a.pdf' },
    })
    const list = (await client.get('/api/documents')).json()
    expect(list.total).toBe(1)
    // Another user uploading the same bytes gets a document of their own.
    const other = await signedInAs(server, 'owner_operator')
    const theirs = await upload(other.client, [{ name: 'a.pdf', bytes }])
    expect(theirs.statusCode).toBe(201)
    expect(theirs.json().items[0].document.id).not.toBe(first.id)
  })

  it('refuses a type it does not read with 415 and the type sniffed from the bytes', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const text = await upload(client, [
      { name: 'notes.pdf', bytes: 'just some notes\nnothing else', type: 'application/pdf' },
    ])
    expect(text.statusCode).toBe(415)
    expect(text.json().error).toBe(DOCUMENT_MESSAGES.unsupported('text/plain'))
    const zip = await upload(client, [{ name: 'x.xlsx', bytes: Buffer.from('504b0304140000000000', 'hex') }])
    expect(zip.statusCode).toBe(415)
    const exe = await upload(client, [
      { name: 'a.jpg', bytes: Buffer.from('4d5a90000300000004000000ffff', 'hex'), type: 'image/jpeg' },
    ])
    expect(exe.statusCode).toBe(415)
    expect((await client.get('/api/documents')).json().total).toBe(0)
  })

  it('refuses a file over 25 MB with 413, an empty file and no file with 400', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 10, 0x20)
    big.write('%PDF-1.4\n')
    const tooLarge = await upload(client, [{ name: 'big.pdf', bytes: big }])
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error).toBe(DOCUMENT_MESSAGES.tooLarge)
    const empty = await upload(client, [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }])
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe(DOCUMENT_MESSAGES.empty)
    const none = await client.request({ method: 'POST', url: '/api/documents', payload: {} })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toBe(DOCUMENT_MESSAGES.noFiles)
    expect((await client.get('/api/documents')).json().total).toBe(0)
  })

  it('stores the first 50 files of a larger upload and says the rest were too many', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const files = Array.from({ length: 51 }, (_, i) => ({
      name: `week-${i}.csv`,
      bytes: `Date,Payer,Trip,Gross,Deductions,Net\n03/07/2025,Lone Pine,T-${i},100.00,10.00,90.00\n`,
    }))
    const res = await upload(client, files)
    expect(res.statusCode).toBe(201)
    const items = res.json().items
    expect(items).toHaveLength(51)
    expect(items.slice(0, 50).every((item: { document: unknown }) => item.document !== null)).toBe(true)
    expect(items[50]).toMatchObject({ document: null, error: DOCUMENT_MESSAGES.tooManyFiles })
    expect((await client.get('/api/documents?pageSize=100')).json().total).toBe(50)
  })

  it('fails a damaged or locked file with its reason and reads the other files of the upload', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const res = await upload(client, [
      { name: 'cut.pdf', bytes: truncatedPdf() },
      { name: 'locked.pdf', bytes: passwordProtectedPdf() },
      { name: 'huge.xlsx', bytes: Buffer.from('not really a zip') },
      { name: PDF, bytes: fixture(PDF) },
      { name: 'bomb.xlsx', bytes: zipBombXlsx() },
    ])
    expect(res.statusCode).toBe(201)
    const items = res.json().items
    // Plain text named .xlsx is refused at once; the rest are stored and read.
    expect(items[2].error).toBe(DOCUMENT_MESSAGES.unsupported('text/plain'))
    const [cut, locked, , good, bomb] = await Promise.all(
      items.map(
        (item: { document: { id: string } | null }) =>
          item.document && waitForDocument(client, item.document.id),
      ),
    )
    expect(cut).toMatchObject({ status: 'failed', settlementIds: [] })
    expect(cut.error).toMatch(/damaged|incomplete/i)
    expect(locked).toMatchObject({ status: 'failed' })
    expect(locked.error).toMatch(/password/i)
    expect(good.status).toBe('processed')
    expect(bomb).toMatchObject({ status: 'failed', settlementIds: [] })
    expect(bomb.error).toMatch(/spreadsheet is (damaged|too large)/)
    // The server is still answering after the bomb.
    expect((await client.get('/api/documents')).statusCode).toBe(200)
    // Four files read one after another by one extraction thread, one of them through OCR: more than
    // the default 20 s on a busy 2-core machine.
  }, 60_000)
})

describe('review and retry', () => {
  it('keeps an incomplete reading pending, unposted, until the user confirms it', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const bytes = simplePdf([
      'Acme Freight LLC',
      'Settlement date: 03/21/2025',
      'Total earnings $1,000.00',
      'Fuel $100.00',
    ])
    const doc = (await upload(client, [{ name: 'partial.pdf', bytes }])).json().items[0].document
    const read = await waitForDocument(client, doc.id)
    expect(read.status).toBe('needs_review')
    const id = read.settlementIds[0]
    const pending = (await client.get(`/api/settlements/${id}`)).json()
    expect(pending.review.issues).toContain('Net pay not found')
    expect(pending.document).toEqual({ id: doc.id, fileName: 'partial.pdf', mediaType: 'application/pdf' })
    expect(pending).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      broker: 'Acme Freight LLC',
      grossCents: 100_000,
    })
    expect((await client.get('/api/expenses')).json().total).toBe(0)

    const confirmed = await client.post(`/api/settlements/${id}/confirm`, pending)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().status).toBe('processed')
    expect((await client.get(`/api/documents/${doc.id}`)).json().status).toBe('processed')
    expect((await client.get('/api/expenses')).json().items).toMatchObject([
      { amountCents: 10_000, category: 'fuel' },
    ])
  })

  it('leaves a payer and date the sheet does not show empty, and posts only once the user enters them', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const bytes = simplePdf(['Total earnings $1,200.00', 'Fuel $200.00', 'Net pay $1,000.00'])
    const doc = (await upload(client, [{ name: 'undated.pdf', bytes }])).json().items[0].document
    const read = await waitForDocument(client, doc.id)
    expect(read.status).toBe('needs_review')
    const review = (await client.get(`/api/settlements/${read.settlementIds[0]}`)).json().review
    expect(review.issues).toEqual(
      expect.arrayContaining([
        'Payer (the company issuing the settlement) not found',
        'Settlement date not found',
      ]),
    )
    const id = read.settlementIds[0]
    expect((await client.get(`/api/settlements/${id}`)).json()).toMatchObject({
      status: 'pending',
      broker: null,
      settlementDate: null,
    })
    const csv = (await client.get('/api/settlements/export.csv')).body
    expect(csv.split('\r\n')[1]).toMatch(/^,,/)

    const pending = (await client.get(`/api/settlements/${id}`)).json()
    const refused = await client.post(`/api/settlements/${id}/confirm`, pending)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe(SETTLEMENT_MESSAGES.fieldsMissing)
    expect((await client.get(`/api/settlements/${id}`)).json().status).toBe('pending')
    expect((await client.get('/api/expenses')).json().total).toBe(0)

    // The review screen sends what the user entered; it is saved and posted in one request.
    const edited = { ...pending, broker: 'Plains Carrier Co.', settlementDate: '2025-03-28' }
    expect((await client.post(`/api/settlements/${id}/confirm`, edited)).json()).toMatchObject({
      status: 'processed',
      broker: 'Plains Carrier Co.',
      settlementDate: '2025-03-28',
    })
    expect((await client.get('/api/expenses')).json().items).toMatchObject([
      { amountCents: 20_000, category: 'fuel', date: '2025-03-28' },
    ])
  })

  it('reads a failed file again when it is uploaded again', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const bytes = truncatedPdf()
    const doc = (await upload(client, [{ name: 'cut.pdf', bytes }])).json().items[0].document
    const first = await waitForDocument(client, doc.id)
    expect(first.status).toBe('failed')
    const again = (await upload(client, [{ name: 'cut.pdf', bytes }])).json().items[0]
    expect(again).toMatchObject({
      duplicate: true,
      document: { id: doc.id, status: 'uploaded', error: null },
    })
    const second = await waitForDocument(client, doc.id)
    expect(second.status).toBe('failed')
    expect(second.processedAt! > first.processedAt!).toBe(true)
  })
})

describe('iPhone photos', () => {
  it('reads a HEIC photo and shows it to browsers as a JPEG', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const bytes = readFileSync(HEIC)
    const doc = (await upload(client, [{ name: 'IMG_0412.HEIC', bytes }])).json().items[0].document
    expect(doc.mediaType).toBe('image/heic')
    const read = await waitForDocument(client, doc.id, 90_000)
    expect(read.status).toBe('processed')
    expect((await client.get(`/api/settlements/${read.settlementIds[0]}`)).json()).toMatchObject({
      broker: 'Tri-County Freightways Inc.',
      netCents: 112_720,
    })

    const original = await client.get(`/api/documents/${doc.id}/file`)
    expect(original.headers['content-type']).toBe('image/heic')
    expect(original.rawPayload.equals(bytes)).toBe(true)
    const preview = await client.get(`/api/documents/${doc.id}/file?preview=1`)
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-type']).toBe('image/jpeg')
    expect([...preview.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  }, 120_000)
})

describe('documents of one user only', () => {
  it('hides, refuses to serve and refuses to delete another user’s document', async () => {
    const owner = await signedInAs(server, 'owner_operator')
    const doc = (
      await upload(owner.client, [{ name: 'mine.pdf', bytes: simplePdf(['Mine', 'Net $1.00']) }])
    ).json().items[0].document
    const stranger = await signedInAs(server, 'owner_operator')
    for (const url of [
      `/api/documents/${doc.id}`,
      `/api/documents/${doc.id}/file`,
      `/api/documents/${doc.id}/file?preview=1`,
      '/api/documents/not-a-uuid',
    ]) {
      expect((await stranger.client.get(url)).statusCode, url).toBe(404)
    }
    expect(
      (await stranger.client.request({ method: 'DELETE', url: `/api/documents/${doc.id}` })).statusCode,
    ).toBe(404)
    expect((await stranger.client.get('/api/documents')).json().total).toBe(0)
    expect((await agent(server.app).get(`/api/documents/${doc.id}/file`)).statusCode).toBe(401)
    const file = await owner.client.get(`/api/documents/${doc.id}/file`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.equals(simplePdf(['Mine', 'Net $1.00']))).toBe(true)
  })

  it('deletes the document and its file; the settlements read from it stay', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const doc = (await upload(client, [{ name: PDF, bytes: fixture(PDF) }])).json().items[0].document
    const read = await waitForDocument(client, doc.id)
    const storedFiles = async () =>
      (
        await readdir(server.ctx.config.storage.kind === 'local' ? server.ctx.config.storage.dir : '/', {
          recursive: true,
        })
      ).filter((f) => f.includes('/'))
    const before = (await storedFiles()).length
    expect((await client.request({ method: 'DELETE', url: `/api/documents/${doc.id}` })).statusCode).toBe(204)
    expect((await client.get(`/api/documents/${doc.id}`)).statusCode).toBe(404)
    expect((await storedFiles()).length).toBe(before - 1)
    const settlement = (await client.get(`/api/settlements/${read.settlementIds[0]}`)).json()
    expect(settlement.documentId).toBeNull()
  })
})

describe('spreadsheet exports', () => {
  it('stores one settlement per row of a CSV export', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const name = 'settlement-history-2025q1.csv'
    const doc = (await upload(client, [{ name, bytes: fixture(name) }])).json().items[0].document
    expect(doc.mediaType).toBe('text/csv')
    const read = await waitForDocument(client, doc.id)
    const want = expected(name).settlements
    expect(read.status).toBe('processed')
    expect(read.settlementIds).toHaveLength(want.length)
    const list = (await client.get('/api/settlements?pageSize=100')).json()
    const gross = list.items.reduce((sum: number, s: { grossCents: number }) => sum + s.grossCents, 0)
    expect(gross).toBe(want.reduce((sum: number, s: { grossCents: number }) => sum + s.grossCents, 0))
  })

  it('asks to confirm the columns when it is unsure, then stores the rows', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const csv =
      'Date,Broker,Load #,Value A,Value B\n01/06/2025,Acme Freight,T-1,1000.00,950.00\n01/13/2025,Acme Freight,T-2,2000.00,1900.00\n'
    const doc = (await upload(client, [{ name: 'odd.csv', bytes: csv }])).json().items[0].document
    const read = await waitForDocument(client, doc.id)
    expect(read.status).toBe('needs_review')
    expect(read.mappingReview).toMatchObject({
      headers: ['Date', 'Broker', 'Load #', 'Value A', 'Value B'],
      rowCount: 2,
      sampleRows: [
        ['01/06/2025', 'Acme Freight', 'T-1', '1000.00', '950.00'],
        ['01/13/2025', 'Acme Freight', 'T-2', '2000.00', '1900.00'],
      ],
    })
    expect(read.settlementIds).toEqual([])
    const mapping = { date: 0, payer: 1, tripNumber: 2, grossCents: 3, deductionsCents: null, netCents: 4 }
    const stranger = await signedInAs(server, 'owner_operator')
    expect((await stranger.client.post(`/api/documents/${doc.id}/mapping`, { mapping })).statusCode).toBe(404)
    const bad = await client.post(`/api/documents/${doc.id}/mapping`, {
      mapping: { ...mapping, grossCents: 9 },
    })
    expect(bad.statusCode).toBe(400)
    const confirmed = await client.post(`/api/documents/${doc.id}/mapping`, { mapping })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ status: 'processed', mappingReview: null })
    expect(confirmed.json().settlementIds).toHaveLength(2)
    // Confirming twice stores nothing more.
    expect((await client.post(`/api/documents/${doc.id}/mapping`, { mapping })).statusCode).toBe(409)
    expect((await client.get('/api/settlements')).json().total).toBe(2)
  })
})
