import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type {
  ExtractedRateLine,
  ExtractedStop,
  ParsedRateConfirmation,
} from '@/domain/settlement-parsing/types.ts'
import { extractRateConfirmation } from '@/server/features/documents/extraction/extract-document.ts'
import { sniffMediaType } from '@/server/features/documents/sniff.ts'

/*
 * Rate confirmation fixtures (tests/fixtures/rate-confirmations/README.md) against their
 * `.expected.json` sidecars: which key fields were read right (load number, payer, total, each
 * stop's type, city, state and date, each rate line's kind and amount), and which details (names,
 * zips, times, descriptions, MC, miles, weight, commodity, references). Used by the fixture tests
 * and by the score script.
 */

export type RateConSidecar = Omit<ParsedRateConfirmation, 'confidence' | 'issues'> & {
  file: string
  layout: string
  issues?: string[]
}

export function rateConSidecars(folder: string): RateConSidecar[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.expected.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as RateConSidecar)
}

export async function readRateConFixture(folder: string, file: string): Promise<ParsedRateConfirmation> {
  const bytes = new Uint8Array(readFileSync(path.join(folder, file)))
  const sniffed = await sniffMediaType(bytes, undefined)
  if (!sniffed.supported) throw new Error(`${file} is not a supported document (${sniffed.type})`)
  return extractRateConfirmation(bytes, sniffed.mediaType)
}

export const isPhoto = (file: string) => /\.(jpe?g|png|webp|heic|heif)$/i.test(file)

/** A description's or a name's words, for comparing: case and punctuation aside. */
const words = (text: string | null) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()

export interface Comparison {
  /** Key fields: [right, of]. */
  keys: [number, number]
  details: [number, number]
  /** What differs, "field: read ≠ printed". */
  wrong: string[]
  detailsWrong: string[]
}

export function compareRateCon(expected: RateConSidecar, actual: ParsedRateConfirmation): Comparison {
  const c: Comparison = { keys: [0, 0], details: [0, 0], wrong: [], detailsWrong: [] }
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
  check(false, 'loadNumber', actual.loadNumber, expected.loadNumber)
  // A company's name in capitals or in title case is the same payer (the reader title-cases capitals).
  check(
    false,
    'payer',
    actual.payer,
    expected.payer,
    actual.payer?.toLowerCase() === expected.payer?.toLowerCase(),
  )
  check(false, 'totalCents', actual.totalCents, expected.totalCents)
  check(false, 'stops', actual.stops.length, expected.stops.length)
  expected.stops.forEach((stop: ExtractedStop, i) => {
    const read = actual.stops[i]
    check(false, `stop ${i + 1} type`, read?.type, stop.type)
    check(
      false,
      `stop ${i + 1} city`,
      read?.city,
      stop.city,
      read?.city?.toLowerCase() === stop.city?.toLowerCase(),
    )
    check(false, `stop ${i + 1} state`, read?.state, stop.state)
    check(false, `stop ${i + 1} date`, read?.date, stop.date)
    check(true, `stop ${i + 1} name`, read?.name, stop.name, words(read?.name ?? null) === words(stop.name))
    check(true, `stop ${i + 1} zip`, read?.zip, stop.zip)
    check(true, `stop ${i + 1} time`, read?.time, stop.time)
  })
  check(false, 'rateLines', actual.rateLines.length, expected.rateLines.length)
  expected.rateLines.forEach((line: ExtractedRateLine, i) => {
    const read = actual.rateLines[i]
    check(
      false,
      `rate line ${i + 1}`,
      read && [read.kind, read.amountCents],
      [line.kind, line.amountCents],
      read?.kind === line.kind && read.amountCents === line.amountCents,
    )
    check(
      true,
      `rate line ${i + 1} description`,
      read?.description,
      line.description,
      words(read?.description ?? null) === words(line.description),
    )
  })
  check(true, 'payerMcNumber', actual.payerMcNumber, expected.payerMcNumber)
  check(true, 'miles', actual.miles, expected.miles)
  check(true, 'weightLb', actual.weightLb, expected.weightLb)
  check(
    true,
    'commodity',
    actual.commodity,
    expected.commodity,
    words(actual.commodity) === words(expected.commodity),
  )
  for (const ref of ['po', 'bol', 'pro'] as const)
    check(true, `references.${ref}`, actual.references[ref], expected.references[ref])
  check(
    false,
    'issues',
    actual.issues,
    expected.issues ?? [],
    JSON.stringify(actual.issues) === JSON.stringify(expected.issues ?? []),
  )
  return c
}
