import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExtractedDeduction, ExtractedLoad } from '@/domain/settlement-parsing/types.ts'
import { extractDocument } from '@/server/features/documents/extraction/extract-document.ts'
import { toFixtureShape } from '@/server/features/documents/extraction/fixture-shape.ts'
import { closeOcr } from '@/server/features/documents/extraction/ocr.ts'
import { sniffMediaType } from '@/server/features/documents/sniff.ts'

/*
 * Every document of a folder against its `.expected.json` sidecar: key fields exact, at least 95 %
 * of load and deduction lines found, no extra lines and no issues but the sidecar's own `issues`;
 * exports row for row. A new
 * document is picked up by dropping it and its sidecar in the folder.
 */

const KEY_FIELDS = [
  'payer',
  'settlementNumber',
  'settlementDate',
  'periodStart',
  'periodEnd',
  'grossCents',
  'deductionsCents',
  'reimbursementsCents',
  'netCents',
] as const

const loadKey = (l: ExtractedLoad) =>
  [l.amountCents, l.loadNumber, l.date, l.origin?.toLowerCase(), l.destination?.toLowerCase(), l.miles].join(
    '|',
  )
const deductionKey = (d: ExtractedDeduction) => `${d.amountCents}|${d.category}`

/** A description's words, for comparing: case, punctuation and a printed "Less:" aside. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()
    .replace(/^less /, '')

/** "Fuel - Pilot #12": a section or category named before the row's own text. */
const withoutSection = (text: string) => text.replace(/^[A-Za-z' ]{1,24} - /, '')

/**
 * Whether a line's description is the text of its own row: the same words as the sidecar's, either
 * may name the line's section before them ("Fuel - …", "Fuel purchases - …").
 */
export function readsAsItsRow(actual: string, expected: string): boolean {
  const a = words(actual)
  const e = words(expected)
  const [bareA, bareE] = [words(withoutSection(actual)), words(withoutSection(expected))]
  return a === e || a === bareE || bareA === e || bareA === bareE
}

/** The expected deductions whose description was not read as its row ("amount: read ≠ printed"). */
export function misreadDescriptions(
  expected: readonly ExtractedDeduction[],
  actual: readonly ExtractedDeduction[],
): string[] {
  const pool = [...actual]
  const wrong: string[] = []
  for (const line of expected) {
    const same = (d: ExtractedDeduction) => d.amountCents === line.amountCents && d.category === line.category
    const at = pool.findIndex((d) => same(d) && readsAsItsRow(d.description, line.description))
    if (at >= 0) {
      pool.splice(at, 1)
      continue
    }
    const other = pool.findIndex(same)
    if (other < 0) continue // a line not read at all is counted by the share of lines
    wrong.push(
      `${line.amountCents}: ${JSON.stringify(pool[other]!.description)} ≠ ${JSON.stringify(line.description)}`,
    )
    pool.splice(other, 1)
  }
  return wrong
}

/** The share of expected lines read: 1 when none are expected (a week with no deductions). */
const share = (found: number, expected: number) => (expected ? found / expected : 1)

/** How many expected keys the actual list holds, each actual line used once. */
function matched(expected: string[], actual: string[]): number {
  const pool = [...actual]
  let count = 0
  for (const key of expected) {
    const at = pool.indexOf(key)
    if (at >= 0) {
      pool.splice(at, 1)
      count++
    }
  }
  return count
}

export async function readFixture(folder: string, file: string) {
  const bytes = new Uint8Array(readFileSync(path.join(folder, file)))
  const sniffed = await sniffMediaType(bytes, undefined)
  if (!sniffed.supported) throw new Error(`${file} is not a supported document (${sniffed.type})`)
  return toFixtureShape(file, await extractDocument(bytes, sniffed.mediaType))
}

// biome-ignore lint/suspicious/noExplicitAny: sidecars are JSON in one of two shapes.
type Expected = Record<string, any>

export function describeFixtureFolder(
  title: string,
  folder: string,
  options: { include?: (file: string) => boolean } = {},
) {
  const sidecars = readdirSync(folder)
    .filter((name) => name.endsWith('.expected.json'))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Expected)
    .filter((expected) => options.include?.(expected.file) ?? true)

  afterAll(() => closeOcr())

  describe(title, () => {
    it('has documents', () => expect(sidecars.length).toBeGreaterThan(0))
    for (const expected of sidecars) {
      const photo = /\.(jpe?g|png|webp|heic|heif)$/i.test(expected.file)
      it(
        `reads ${expected.file}`,
        async () => {
          const actual = (await readFixture(folder, expected.file)) as Expected
          if (expected.settlements) {
            expect(actual.settlements).toEqual(expected.settlements)
            return
          }
          const keys = (shape: Expected) => Object.fromEntries(KEY_FIELDS.map((key) => [key, shape[key]]))
          expect(keys(actual)).toEqual(keys(expected))
          const loads = matched(expected.loads.map(loadKey), actual.loads.map(loadKey))
          expect(share(loads, expected.loads.length), 'share of load lines read').toBeGreaterThanOrEqual(0.95)
          const deductions = matched(
            expected.deductions.map(deductionKey),
            actual.deductions.map(deductionKey),
          )
          expect(
            share(deductions, expected.deductions.length),
            'share of deduction lines read',
          ).toBeGreaterThanOrEqual(0.95)
          // A line's description is its own row's text (ledger, reports and the accountant read it):
          // held exactly on documents with a text layer; a photo's words are as OCR reads them.
          if (!photo) expect(misreadDescriptions(expected.deductions, actual.deductions)).toEqual([])
          // Extra lines would make the totals wrong even when every expected line is there.
          expect(actual.loads).toHaveLength(expected.loads.length)
          expect(actual.deductions).toHaveLength(expected.deductions.length)
          // A sidecar lists the issues a document must raise (a field it does not print); none otherwise.
          expect(actual.issues).toEqual(expected.issues ?? [])
        },
        photo ? 60_000 : 20_000,
      )
    }
  })
}
