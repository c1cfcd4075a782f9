import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createExtractionPool } from '@/server/features/documents/extraction/extraction-pool.ts'
import { closeOcr } from '@/server/features/documents/extraction/ocr.ts'
import { compareFuel, fuelSidecars, isPhoto, readFuelFixture } from '../support/fuel-receipt-fixtures.ts'

// Every public fuel receipt (tests/fixtures/fuel-receipts/README.md), e-receipt PDFs by their text
// layer and photographed thermal receipts by OCR, through the real extraction, read to the exact
// values of their sidecars: date, time, station, city, state, each fuel line (product, gallons,
// price per gallon, amount), total, payment, truck, odometer and the issues.
const folder = path.resolve(import.meta.dirname, '../fixtures/fuel-receipts')

afterAll(() => closeOcr())

describe('fuel receipt fixtures', () => {
  const sidecars = fuelSidecars(folder)
  it('has receipts, most of them photos', () => {
    expect(sidecars.length).toBeGreaterThanOrEqual(8)
    expect(sidecars.filter((s) => isPhoto(s.file)).length).toBeGreaterThanOrEqual(6)
  })
  for (const expected of sidecars) {
    it(
      `reads ${expected.file}`,
      async () => {
        const c = compareFuel(expected, await readFuelFixture(folder, expected.file))
        expect(c.wrong).toEqual([])
        expect(c.detailsWrong).toEqual([])
      },
      isPhoto(expected.file) ? 60_000 : 20_000,
    )
  }
})

describe('the reader threads', () => {
  it('read a fuel receipt when asked', async () => {
    const pool = createExtractionPool({ threads: 1 })
    try {
      const bytes = new Uint8Array(readFileSync(path.join(folder, 'prairie-wind-efs-e-receipt.pdf')))
      const receipt = await pool.extract(bytes, 'application/pdf', { kind: 'fuel_receipt' })
      expect(receipt).toMatchObject({
        state: 'NE',
        fuelLines: [{ product: 'diesel', gallons: '150.000', pricePerGallon: '3.759', amountCents: 56385 }],
      })
    } finally {
      await pool.close()
    }
  })
})
