import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ParsedFuelReceipt } from '@/domain/settlement-parsing/types.ts'
import { extractFuelReceipt } from '@/server/features/documents/extraction/extract-document.ts'
import { sniffMediaType } from '@/server/features/documents/sniff.ts'

/*
 * Fuel receipt fixtures (tests/fixtures/fuel-receipts/README.md) against their `.expected.json`
 * sidecars: which key fields were read right (date, city, state, the number of fuel lines and each
 * line's product, gallons, price per gallon and amount), and which details (station, time, total,
 * payment, truck, odometer, issues). Used by the fixture tests and by the score script.
 */

export type FuelSidecar = Omit<ParsedFuelReceipt, 'confidence' | 'issues'> & {
  file: string
  layout: string
  issues?: string[]
}

export function fuelSidecars(folder: string): FuelSidecar[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.expected.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as FuelSidecar)
}

export async function readFuelFixture(folder: string, file: string): Promise<ParsedFuelReceipt> {
  const bytes = new Uint8Array(readFileSync(path.join(folder, file)))
  const sniffed = await sniffMediaType(bytes, undefined)
  if (!sniffed.supported) throw new Error(`${file} is not a supported document (${sniffed.type})`)
  return extractFuelReceipt(bytes, sniffed.mediaType)
}

export const isPhoto = (file: string) => /\.(jpe?g|png|webp|heic|heif)$/i.test(file)

/** A name's words, for comparing: case and punctuation aside. */
const words = (text: string | null) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9#&]+/g, ' ')
    .trim()

export interface FuelComparison {
  /** Key fields: [right, of]. */
  keys: [number, number]
  details: [number, number]
  /** What differs, "field: read ≠ printed". */
  wrong: string[]
  detailsWrong: string[]
}

export function compareFuel(expected: FuelSidecar, actual: ParsedFuelReceipt): FuelComparison {
  const c: FuelComparison = { keys: [0, 0], details: [0, 0], wrong: [], detailsWrong: [] }
  const check = (
    detail: boolean,
    field: string,
    read: unknown,
    printed: unknown,
    same = read === printed,
  ) => {
    const tally = detail ? c.details : c.keys
    tally[1]++
    if (same) tally[0]++
    else
      (detail ? c.detailsWrong : c.wrong).push(
        `${field}: ${JSON.stringify(read)} ≠ ${JSON.stringify(printed)}`,
      )
  }
  check(false, 'date', actual.date, expected.date)
  check(
    false,
    'city',
    actual.city,
    expected.city,
    actual.city?.toLowerCase() === expected.city?.toLowerCase(),
  )
  check(false, 'state', actual.state, expected.state)
  check(false, 'fuelLines', actual.fuelLines.length, expected.fuelLines.length)
  expected.fuelLines.forEach((line, i) => {
    const read = actual.fuelLines[i]
    check(false, `fuel line ${i + 1} product`, read?.product, line.product)
    check(false, `fuel line ${i + 1} gallons`, read?.gallons, line.gallons)
    check(false, `fuel line ${i + 1} pricePerGallon`, read?.pricePerGallon, line.pricePerGallon)
    check(false, `fuel line ${i + 1} amountCents`, read?.amountCents, line.amountCents)
  })
  check(true, 'vendor', actual.vendor, expected.vendor, words(actual.vendor) === words(expected.vendor))
  check(true, 'time', actual.time, expected.time)
  check(true, 'totalCents', actual.totalCents, expected.totalCents)
  check(true, 'paymentMethod', actual.paymentMethod, expected.paymentMethod)
  check(true, 'truckNumber', actual.truckNumber, expected.truckNumber)
  check(true, 'odometer', actual.odometer, expected.odometer)
  check(
    true,
    'issues',
    actual.issues,
    expected.issues ?? [],
    JSON.stringify(actual.issues) === JSON.stringify(expected.issues ?? []),
  )
  return c
}
