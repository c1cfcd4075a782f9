import { z } from 'zod'
import { isLedgerDate, LEDGER_DATE_RANGE } from '@/domain/period.ts'

/*
 * The bounded building blocks every route's schema is made of: text of a known length without
 * control characters, dates a ledger can hold, pages, ids. Hostile input is refused the same way
 * everywhere (400 with one message); NUL and lone surrogates never get this far (the API's
 * preValidation hook, src/server/lib/hostile-text.ts).
 */

export const COMMON_MESSAGES = {
  required: 'Please fill in all required fields',
  characters: 'This text contains characters that are not allowed',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  dateInvalid: 'Please enter a valid date',
  dateRange: `Please enter a date between ${LEDGER_DATE_RANGE.from.slice(0, 4)} and ${LEDGER_DATE_RANGE.to.slice(0, 4)}`,
  noneSelected: 'Please select at least one item',
  tooManySelected: 'Please select at most 1,000 items at a time',
  unknownId: 'Unknown id',
} as const

/** C0/C1 control characters (tab, newline and carriage return are handled apart) and bidi overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const DISALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
/** Half of a UTF-16 pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/** Characters that show nothing: text made only of them (and spaces) is blank. */
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200D\u2060\uFEFF]/gu

/** True when the text holds half a UTF-16 pair, which no storage or encoding keeps as it is. */
export function hasLoneSurrogate(text: string): boolean {
  return new RegExp(LONE_SURROGATE.source).test(text)
}

/** True when the text has no control characters or bidi overrides. */
export function hasOnlyAllowedCharacters(text: string): boolean {
  return !DISALLOWED.test(text)
}

function blankIfInvisible(text: string): string {
  return text.replace(INVISIBLE, '') === '' ? '' : text
}

/** One line of text: tabs and line breaks become spaces, the ends are trimmed, invisible text is blank. */
export function cleanLine(text: string): string {
  return blankIfInvisible(text.replace(/[\t\r\n]+/g, ' ').trim())
}

/**
 * A file name fit to show and to put in a header: the last path part, without control characters,
 * bidi overrides or invisible characters, at most 200 characters; 'document' when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .normalize('NFC')
    .replace(LONE_SURROGATE, '')
    .replace(new RegExp(DISALLOWED.source, 'g'), '')
    .replace(/[\t\r\n"]/g, '')
    .replace(/[\u00AD\u180E\u200B-\u200F\u2060\uFEFF]/g, '')
    .trim()
  return [...(clean || 'document')].slice(0, 200).join('')
}

/** Notes keep tabs and line breaks (as \n); the ends are trimmed, invisible text is blank. */
export function cleanNotes(text: string): string {
  return blankIfInvisible(text.replace(/\r\n?/g, '\n').trim())
}

/** A single-line text field of at most `max` characters (may be blank). */
export const ZLine = (max: number) =>
  z
    .string()
    .overwrite(cleanLine)
    .max(max, { error: COMMON_MESSAGES.tooLong(max) })
    .refine(hasOnlyAllowedCharacters, { error: COMMON_MESSAGES.characters })

/** A required single-line text field: blank (or only invisible characters) is "required". */
export const ZRequiredLine = (max: number, required: string = COMMON_MESSAGES.required) =>
  z
    .string({ error: required })
    .overwrite(cleanLine)
    .min(1, { error: required })
    .max(max, { error: COMMON_MESSAGES.tooLong(max) })
    .refine(hasOnlyAllowedCharacters, { error: COMMON_MESSAGES.characters })

/** Multi-line notes (tabs and line breaks allowed), blank when missing. */
export const ZNotes = (max = 2000) =>
  z
    .string()
    .overwrite(cleanNotes)
    .max(max, { error: COMMON_MESSAGES.tooLong(max) })
    .refine(hasOnlyAllowedCharacters, { error: COMMON_MESSAGES.characters })

/** Search text of a list: one line, at most 200 characters. */
export const ZSearch = ZLine(200).optional()

/** A required calendar date (YYYY-MM-DD) between 1900 and 2200; missing or blank is `required`. */
export const ZRequiredDate = (required: string = COMMON_MESSAGES.required) =>
  z.iso
    .date({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? required
          : COMMON_MESSAGES.dateInvalid,
    })
    .refine(isLedgerDate, { error: COMMON_MESSAGES.dateRange })
    .meta({ examples: ['2026-03-06'] })

export const ZIsoDate = ZRequiredDate()

/** A date filter in a query string. */
export const ZDateFilter = z.iso
  .date({ error: COMMON_MESSAGES.dateInvalid })
  .refine(isLedgerDate, { error: COMMON_MESSAGES.dateRange })
  .optional()

/** Pages of a list: `page` from 1, `pageSize` 1–100 (default 10). */
export const ZPage = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
}

/** The query of a paged list, to extend with its filters. */
export const ZPageQuery = z.object(ZPage)

/** A path id: anything but a uuid cannot name a row, so the answer is the feature's "not found" (404). */
export const ZIdParams = (notFound: string) =>
  z.object({ id: z.uuid({ error: notFound }).meta({ description: 'The id (a uuid) of one of your rows' }) })

export const ZIds = z
  .object({
    ids: z
      .array(z.uuid({ error: COMMON_MESSAGES.unknownId }), { error: COMMON_MESSAGES.noneSelected })
      .min(1, { error: COMMON_MESSAGES.noneSelected })
      .max(1000, { error: COMMON_MESSAGES.tooManySelected }),
  })
  .meta({ examples: [{ ids: ['0f2fba88-9d59-4f09-ac1b-a784901b8b3e'] }] })

export const ZDeletedCount = z.object({ deleted: z.number().int() })

/** Every error answer: one human message. */
export const ZError = z.object({ error: z.string() })

/** An answer that is only something to tell the user. */
export const ZMessage = z.object({ message: z.string() })
