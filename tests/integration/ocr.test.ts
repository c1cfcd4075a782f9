import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseReceipt } from '@/domain/settlement-parsing/receipts/parse-receipt.ts'
import { DocumentReadError } from '@/server/features/documents/extraction/document-read-error.ts'
import { closeOcr, IMAGE_UNREADABLE, ocrImage } from '@/server/features/documents/extraction/ocr.ts'

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const OCR_TIMEOUT = 60_000

afterAll(() => closeOcr())

interface ExpectedSettlement {
  file: string
  settlementNumber: string | null
  settlementDate: string | null
  grossCents: number
  deductionsCents: number
  netCents: number
  loads: { loadNumber: string | null; amountCents: number }[]
  deductions: { amountCents: number }[]
}

const settlementPhotos = readdirSync(path.join(fixtures, 'settlements')).filter((file) =>
  file.endsWith('.jpg'),
)

function expectedOf(file: string, folder: string) {
  const sidecar = path.join(fixtures, folder, file.replace(/\.\w+$/, '.expected.json'))
  return JSON.parse(readFileSync(sidecar, 'utf8'))
}

/** "1,234.56": how the amounts are printed on the pay sheets. */
const printed = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })

describe('ocrImage on photographed pay sheets', () => {
  it('finds the photo fixtures', () => {
    expect(settlementPhotos.length).toBeGreaterThanOrEqual(2)
  })

  for (const file of settlementPhotos) {
    it(
      `reads the amounts, load numbers and dates of ${file}`,
      async () => {
        const expected = expectedOf(file, 'settlements') as ExpectedSettlement
        const page = await ocrImage(readFileSync(path.join(fixtures, 'settlements', file)))
        // Size of the uploaded photo, words inside it, confidences as fractions.
        expect(page.width).toBeGreaterThan(1000)
        expect(page.height).toBeGreaterThan(1000)
        for (const item of page.items) {
          expect(item.x).toBeGreaterThanOrEqual(0)
          expect(item.x + item.width).toBeLessThanOrEqual(page.width + 1)
          expect(item.confidence).toBeGreaterThanOrEqual(0)
          expect(item.confidence).toBeLessThanOrEqual(1)
        }

        // Signs and currency symbols differ by layout; the digits must be read exactly.
        const tokens = new Set(page.items.map((item) => item.text.replace(/^[^\d]+|[^\d]+$/g, '')))
        const amounts = [
          expected.grossCents,
          expected.deductionsCents,
          expected.netCents,
          ...expected.loads.map((load) => load.amountCents),
          ...expected.deductions.map((deduction) => deduction.amountCents),
        ]
        const amountsRead = amounts.filter((cents) => tokens.has(printed(cents)))
        expect(amountsRead.length / amounts.length).toBeGreaterThanOrEqual(0.85)
        expect(tokens.has(printed(expected.netCents))).toBe(true)

        const text = page.items.map((item) => item.text).join(' ')
        const ids = [expected.settlementNumber, ...expected.loads.map((load) => load.loadNumber)].filter(
          (id): id is string => id !== null,
        )
        expect(ids.filter((id) => text.includes(id)).length / ids.length).toBeGreaterThanOrEqual(0.75)
        if (expected.settlementDate) {
          const [year, month, day] = expected.settlementDate.split('-')
          expect(text.includes(expected.settlementDate) || text.includes(`${month}/${day}/${year}`)).toBe(
            true,
          )
        }
      },
      OCR_TIMEOUT,
    )
  }

  it(
    'straightens a tilted photo so a table row shares one line',
    async () => {
      const file = settlementPhotos[0]!
      const expected = expectedOf(file, 'settlements') as ExpectedSettlement
      const page = await ocrImage(readFileSync(path.join(fixtures, 'settlements', file)))
      const load = expected.loads.find((candidate) => candidate.loadNumber)!
      const first = page.items.find((item) => item.text.includes(load.loadNumber!))
      const amount = page.items.find((item) => item.text.endsWith(printed(load.amountCents)))
      expect(first && amount).toBeTruthy()
      // The load number and its amount sit at opposite ends of the row.
      expect(amount!.x - first!.x).toBeGreaterThan(page.width / 3)
      expect(Math.abs(amount!.y - first!.y)).toBeLessThan(first!.height)
    },
    OCR_TIMEOUT,
  )
})

describe('ocrImage on damaged uploads', () => {
  const photo = readFileSync(path.join(fixtures, 'settlements', settlementPhotos[0]!))

  it(
    'rejects a truncated JPEG, random bytes and an empty file with a message for the user, and keeps working',
    async () => {
      const random = new Uint8Array(4096).map((_, i) => (i * 2654435761) % 251)
      const damaged = [photo.subarray(0, Math.floor(photo.length / 3)), random, new Uint8Array(0)]
      for (const bytes of damaged) {
        const error = await ocrImage(bytes).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(DocumentReadError)
        expect((error as Error).message).toBe(IMAGE_UNREADABLE)
      }
      // A JPEG header followed by garbage gets past the format sniffing of most readers.
      const header = Buffer.concat([photo.subarray(0, 600), Buffer.from(random)])
      await expect(ocrImage(header)).rejects.toBeInstanceOf(DocumentReadError)

      const page = await ocrImage(photo)
      expect(page.items.length).toBeGreaterThan(50)
    },
    OCR_TIMEOUT,
  )

  it('says a damaged iPhone HEIC photo cannot be read (whole ones are read: extraction-photos)', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic', 'ascii'),
      Buffer.alloc(200),
    ])
    await expect(ocrImage(heic)).rejects.toThrow(IMAGE_UNREADABLE)
  })

  it(
    'reads photos sent at the same time (queued on the pool)',
    async () => {
      const pages = await Promise.all([ocrImage(photo), ocrImage(photo)])
      expect(pages[0]!.items.map((item) => item.text)).toEqual(pages[1]!.items.map((item) => item.text))
    },
    OCR_TIMEOUT * 2,
  )
})

describe('ocrImage + parseReceipt on receipt images', () => {
  const receipts = readdirSync(path.join(fixtures, 'receipts')).filter((file) => /\.(png|jpe?g)$/.test(file))

  it('finds the receipt fixtures', () => {
    expect(receipts.length).toBeGreaterThanOrEqual(3)
  })

  for (const file of receipts) {
    it(
      `reads vendor, date and total of ${file}`,
      async () => {
        const expected = expectedOf(file, 'receipts') as { vendor: string; date: string; totalCents: number }
        const receipt = parseReceipt([await ocrImage(readFileSync(path.join(fixtures, 'receipts', file)))])
        expect(receipt.totalCents).toBe(expected.totalCents)
        expect(receipt.date).toBe(expected.date)
        expect(receipt.vendor?.toLowerCase()).toBe(expected.vendor.toLowerCase())
        expect(receipt.confidence.totalCents).toBeGreaterThan(0.5)
      },
      OCR_TIMEOUT,
    )
  }
})
