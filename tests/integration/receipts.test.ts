import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_MESSAGES } from '@/contracts/documents.ts'
import { type Agent, agent } from '../support/agent.ts'
import { upload } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await sharedTestServer()
})

const RECEIPTS = path.resolve(import.meta.dirname, '../fixtures/receipts')
const receipt = (name: string) => readFileSync(path.join(RECEIPTS, name))
const expectedOf = (name: string) =>
  JSON.parse(readFileSync(path.join(RECEIPTS, name.replace(/\.\w+$/, '.expected.json')), 'utf8'))

const scan = (client: Agent, name: string, bytes: Uint8Array | string) =>
  upload(client, [{ name, bytes }], '/api/receipts/scan')

describe('POST /api/receipts/scan', () => {
  it.each([
    ['a photo', 'fuel-stop-receipt.png'],
    ['a PDF', 'parts-store-receipt.pdf'],
  ])(
    'reads vendor, date and total from %s and keeps the file',
    async (_kind, name) => {
      const { client } = await signedInAs(server, 'owner_operator')
      const res = await scan(client, name, receipt(name))
      expect(res.statusCode).toBe(200)
      const want = expectedOf(name)
      const body = res.json()
      expect(body).toMatchObject({ date: want.date, totalCents: want.totalCents })
      expect(body.vendor.toLowerCase()).toBe(want.vendor.toLowerCase())
      expect(body.document).toMatchObject({ kind: 'receipt', status: 'processed', fileName: name })
      const file = await client.get(`/api/documents/${body.document.id}/file`)
      expect(file.rawPayload.equals(receipt(name))).toBe(true)
    },
    60_000,
  )

  it('refuses a spreadsheet, more than one file, and another user reaching the scan', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const csv = await scan(client, 'fuel.csv', 'Date,Vendor,Total\n03/12/2025,Pilot,$45.00\n')
    expect(csv.statusCode).toBe(415)
    expect(csv.json().error).toBe(DOCUMENT_MESSAGES.unsupported('text/csv'))

    const two = await upload(
      client,
      [
        { name: 'a.png', bytes: receipt('fuel-stop-receipt.png') },
        { name: 'b.png', bytes: receipt('fuel-stop-receipt.png') },
      ],
      '/api/receipts/scan',
    )
    expect(two.statusCode).toBe(400)
    expect(two.json().error).toBe('Please scan one receipt at a time')

    const scanned = (await scan(client, 'parts.pdf', receipt('parts-store-receipt.pdf'))).json()
    const { client: other } = await signedInAs(server, 'owner_operator')
    expect((await other.get(`/api/documents/${scanned.document.id}`)).statusCode).toBe(404)
    expect((await other.get(`/api/documents/${scanned.document.id}/file`)).statusCode).toBe(404)
    expect((await agent(server.app).post('/api/receipts/scan')).statusCode).toBe(401)
  }, 60_000)
})
