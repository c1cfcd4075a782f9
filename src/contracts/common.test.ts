import { describe, expect, it } from 'vitest'
import {
  COMMON_MESSAGES,
  cleanFileName,
  ZDateFilter,
  ZIsoDate,
  ZLine,
  ZNotes,
  ZRequiredLine,
} from './common.ts'

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message

describe('text fields', () => {
  it('make one line of tabs and line breaks and trim it', () => {
    expect(ZLine(50).parse('  Fuel\tcard\r\nLove’s  ')).toBe('Fuel card Love’s')
  })

  it('keep tabs and line breaks in notes, as \\n', () => {
    expect(ZNotes().parse('one\r\ntwo\tthree\rfour')).toBe('one\ntwo\tthree\nfour')
  })

  it('refuse control characters and bidi overrides', () => {
    for (const text of ['bell\u0007', 'escape\u001b[31m', 'c1\u0085', 'evil\u202Egnp.exe', 'iso\u2066late']) {
      expect(message(ZLine(50).safeParse(text)), JSON.stringify(text)).toBe(COMMON_MESSAGES.characters)
      expect(message(ZNotes().safeParse(text)), JSON.stringify(text)).toBe(COMMON_MESSAGES.characters)
    }
  })

  it('count text of only invisible characters as blank', () => {
    expect(message(ZRequiredLine(50).safeParse('\u200B\u200D\uFEFF '))).toBe(COMMON_MESSAGES.required)
    expect(ZLine(50).parse('\u200B')).toBe('')
    // A joiner inside real text (an emoji sequence) stays.
    expect(ZLine(50).parse('Crew 👩‍🔧')).toBe('Crew 👩‍🔧')
  })

  it('bound the length', () => {
    expect(message(ZLine(5).safeParse('abcdef'))).toBe(COMMON_MESSAGES.tooLong(5))
  })
})

describe('dates', () => {
  it('accept calendar dates from 1900 to 2200 only', () => {
    expect(ZIsoDate.parse('2026-03-06')).toBe('2026-03-06')
    expect(ZIsoDate.parse('1900-01-01')).toBe('1900-01-01')
    expect(ZIsoDate.parse('2200-12-31')).toBe('2200-12-31')
    expect(message(ZIsoDate.safeParse('0100-01-01'))).toBe(COMMON_MESSAGES.dateRange)
    expect(message(ZIsoDate.safeParse('9999-12-31'))).toBe(COMMON_MESSAGES.dateRange)
    expect(message(ZIsoDate.safeParse('2025-02-30'))).toBe(COMMON_MESSAGES.dateInvalid)
    expect(message(ZIsoDate.safeParse(''))).toBe(COMMON_MESSAGES.required)
    expect(message(ZDateFilter.safeParse('9999-12-31'))).toBe(COMMON_MESSAGES.dateRange)
  })
})

describe('cleanFileName', () => {
  it('keeps a readable name without paths, controls, bidi overrides or invisible characters', () => {
    expect(cleanFileName('C:\\Users\\me\\settlement "final".pdf')).toBe('settlement final.pdf')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(cleanFileName('a\u0000b\u0007c\u200Bd.pdf')).toBe('abcd.pdf')
    expect(cleanFileName('half\uD800.pdf')).toBe('half.pdf')
    expect(cleanFileName('\u200B\u202E')).toBe('document')
    expect(cleanFileName('é'.normalize('NFD'))).toBe('é')
    expect([...cleanFileName('🚚'.repeat(300))]).toHaveLength(200)
  })
})
