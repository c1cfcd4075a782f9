import { findMoney } from '@/domain/settlement-parsing/shared/amounts.ts'
import { findDates } from '@/domain/settlement-parsing/shared/dates.ts'
import { buildLines, type Line, median } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedReceipt, PageText } from '@/domain/settlement-parsing/types.ts'

/*
 * Reads the three things a bookkeeper needs from a receipt photo or PDF: who was paid, when, and
 * how much. Receipts have no common layout, so each field is found by what surrounds it (a TOTAL
 * label, a date label, the business name printed first and largest). A field that is not found is
 * null: a wrong amount booked silently is worse than asking the driver to type it.
 */

interface ReceiptLine {
  text: string
  height: number
  confidence: number
  page: number
}

function toReceiptLines(pages: PageText[]): ReceiptLine[] {
  return buildLines(pages).map((line: Line) => ({
    text: line.cells
      .map((cell) => cell.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
    height: line.height,
    confidence: line.cells.length ? Math.min(...line.cells.map((cell) => cell.confidence)) : 0,
    page: line.page,
  }))
}

export function parseReceipt(pages: PageText[]): ExtractedReceipt {
  const lines = toReceiptLines(pages).filter((line) => line.text !== '')
  const vendor = findVendor(lines)
  const date = findTransactionDate(lines)
  const total = findTotal(lines)
  return {
    vendor: vendor?.value ?? null,
    date: date?.value ?? null,
    totalCents: total?.value ?? null,
    confidence: {
      vendor: vendor?.confidence ?? 0,
      date: date?.confidence ?? 0,
      totalCents: total?.confidence ?? 0,
    },
  }
}

interface Found<T> {
  value: T
  confidence: number
}

// ---- Total ------------------------------------------------------------------------------------

// OCR often reads O as 0 in capitals ("T0TAL").
const TOTAL = 'T[O0]TAL'
/** Labels of the amount actually paid, strongest first. */
const TOTAL_LABELS: { pattern: RegExp; strength: number }[] = [
  { pattern: new RegExp(`\\bGRAND\\s*${TOTAL}\\b`, 'i'), strength: 1 },
  { pattern: /\b(AMOUNT|AMT|BALANCE|BAL)\s*(DUE|PAID)\b/i, strength: 0.95 },
  {
    pattern: new RegExp(`\\b${TOTAL}\\s*(DUE|SALE|PAID|CHARGED?|AMOUNT|AMT|PURCHASE|CHARGES)\\b`, 'i'),
    strength: 0.95,
  },
  { pattern: new RegExp(`\\b${TOTAL}\\b`, 'i'), strength: 0.9 },
  { pattern: /\b(FUEL\s+)?SALE\b|\bPURCHASE\b/i, strength: 0.75 },
  { pattern: /\bBALANCE\b/i, strength: 0.7 },
  // The card slip line repeats the total; used only when nothing is labelled as one.
  {
    pattern: /\b(VISA|MASTERCARD|MC|AMEX|DISCOVER|DEBIT|CREDIT|FLEET|COMDATA|EFS|TCH|WEX)\b/i,
    strength: 0.55,
  },
]
/** Lines that carry an amount next to a total-like word but are not what was paid. */
const NOT_TOTAL =
  /\b(SUB[\s-]*T[O0]TAL|TAX|TAXES|CHANGE|CASH\s*(BACK|TEND)|TEND(ERED)?|TIP|GRATUITY|DISCOUNT|SAVINGS|SAVED|REWARDS?|POINTS|GALLONS?|GAL|QTY|ITEMS?|PRICE|PPG|PREVIOUS|PAYMENTS?|CREDITS?\s+APPLIED|AUTH|APPROVAL)\b/i

// Subtotal + tax adding up to the total confirms the read digits, however poorly they were read.
const CONFIRMED_TOTAL = 0.97

function findTotal(lines: ReceiptLine[]): Found<number> | null {
  let best: (Found<number> & { strength: number; index: number }) | null = null
  lines.forEach((line, index) => {
    const label = TOTAL_LABELS.find((candidate) => candidate.pattern.test(line.text))
    if (!label || NOT_TOTAL.test(labelPart(line.text))) return
    // The amount sits on the label's line, or on the next line when the receipt prints it below.
    const amount =
      lastMoney(line.text) ??
      (lines[index + 1] && isAmountOnly(lines[index + 1]!.text) ? lastMoney(lines[index + 1]!.text) : null)
    if (!amount) return
    // A balance of 0.00 after payment says nothing about what was spent.
    if (amount.cents === 0) return
    const better =
      !best ||
      label.strength > best.strength ||
      // Among equal labels the later one wins: a receipt ends with what was finally charged.
      (label.strength === best.strength && index > best.index)
    if (better) {
      best = {
        value: amount.cents,
        strength: label.strength,
        index,
        confidence: label.strength * ocrFactor(line),
      }
    }
  })
  if (!best) return null
  const found: Found<number> & { strength: number; index: number } = best
  if (addsUp(lines, found.value)) found.confidence = Math.max(found.confidence, CONFIRMED_TOTAL)
  return { value: found.value, confidence: round(found.confidence) }
}

/** The text before the first digit: where a line's label is. */
function labelPart(text: string): string {
  const digit = text.search(/[$\d]/)
  return digit < 0 ? text : text.slice(0, digit)
}

function lastMoney(text: string) {
  const amounts = findMoney(text)
  return amounts.length ? amounts[amounts.length - 1]! : null
}

function isAmountOnly(text: string): boolean {
  return /^[^A-Za-z]*$/.test(text) && findMoney(text).length > 0
}

function addsUp(lines: ReceiptLine[], totalCents: number): boolean {
  const amountAfter = (pattern: RegExp) =>
    lines
      .filter((line) => pattern.test(labelPart(line.text)))
      .map((line) => lastMoney(line.text)?.cents)
      .filter((cents): cents is number => cents !== undefined)
  const subtotals = amountAfter(/\bSUB[\s-]*T[O0]TAL\b/i)
  const taxes = amountAfter(/\bTAX\b/i)
  return subtotals.some((subtotal) => taxes.some((tax) => subtotal + tax === totalCents))
}

// ---- Date -------------------------------------------------------------------------------------

/** A stay is paid at check-out; a sale on its transaction date. Printing, expiry dates do not count. */
const DATE_LABELS: { pattern: RegExp; strength: number }[] = [
  { pattern: /\b(DEPART(URE)?|CHECK[\s-]*OUT|DEP)\b/i, strength: 0.95 },
  { pattern: /\b(TRANS(ACTION)?|SALE|PURCHASE|INVOICE|ORDER)?\s*DATE\b/i, strength: 0.9 },
]
const NOT_TRANSACTION_DATE =
  /\b(EXP(IRES|IRY|IRATION)?|VALID|DUE|BIRTH|DOB|ARRIV(AL|E)|CHECK[\s-]*IN|PRINTED)\b/i

/** How sure an unlabelled date is the transaction date. */
const UNLABELLED_DATE = {
  // The only date on the receipt.
  only: 0.85,
  // The first of several: a guess.
  firstOfSeveral: 0.6,
} as const

function findTransactionDate(lines: ReceiptLine[]): Found<string> | null {
  const dated = lines
    .map((line) => ({ line, dates: findDates(line.text) }))
    .filter((entry) => entry.dates.length > 0)
  if (!dated.length) return null
  for (const label of DATE_LABELS) {
    for (const { line } of dated) {
      const match = label.pattern.exec(line.text)
      if (!match) continue
      const labelEnd = match.index + match[0].length
      // "Exp Date", or the arrival half of "Arrival 03/10 Departure 03/12", is not the sale.
      if (NOT_TRANSACTION_DATE.test(line.text.slice(Math.max(0, match.index - 12), labelEnd))) continue
      const date = findDates(line.text.slice(labelEnd))[0]
      if (date) return { value: date, confidence: round(label.strength * ocrFactor(line)) }
    }
  }
  const plain = dated.filter((entry) => !NOT_TRANSACTION_DATE.test(entry.line.text))
  if (!plain.length) return null
  const first = plain[0]!
  const distinct = new Set(plain.flatMap((entry) => entry.dates))
  // One date on the whole receipt is the transaction date; with several, the first is a guess.
  return {
    value: first.dates[0]!,
    confidence: round(
      (distinct.size === 1 ? UNLABELLED_DATE.only : UNLABELLED_DATE.firstOfSeveral) * ocrFactor(first.line),
    ),
  }
}

// ---- Vendor -----------------------------------------------------------------------------------

const NOT_A_NAME = [
  /\b(RECEIPT|WELCOME|THANK|CUSTOMER|MERCHANT|COPY|DUPLICATE|REPRINT|INVOICE|FOLIO|GUEST|STATEMENT|ORDER|TABLE|SERVER|CASHIER|REGISTER|TERMINAL)\b/i,
  /\b(TEL|PHONE|FAX|PH)\b|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/i,
  /\bwww\.|https?:|\.com\b|@/i,
  // A street address ("1200 N Main St") or the city line ("Salina, KS 67401").
  /^\d+\s+\w+/,
  /,\s*[A-Z]{2}\b\s*\d{5}/,
  /\b\d{5}(-\d{4})?$/,
]

/** How sure the vendor is, by how its name stands out. */
const VENDOR_CONFIDENCE = {
  // Printed larger than the receipt's usual type.
  prominent: 0.85,
  // The first line, in the usual type.
  firstLine: 0.75,
  // A later line of the top of the receipt.
  laterLine: 0.6,
} as const

function findVendor(lines: ReceiptLine[]): Found<string> | null {
  const firstPage = lines.filter((line) => line.page === lines[0]?.page)
  const typicalHeight = median(firstPage.map((line) => line.height))
  // The name is printed first; a logo line or store banner above it is caught by the size check.
  const candidates = firstPage
    .slice(0, 8)
    .map((line, position) => ({ line, position, name: cleanName(line.text) }))
    .filter((entry) => entry.name !== null && isName(entry.line.text, entry.name))
  if (!candidates.length) return null
  const first = candidates[0]!
  const larger = candidates.find(
    (entry) => entry.position <= first.position + 3 && entry.line.height > first.line.height * 1.3,
  )
  const chosen = larger ?? first
  const prominent = chosen.line.height >= typicalHeight * 1.2
  const base = prominent
    ? VENDOR_CONFIDENCE.prominent
    : chosen.position === 0
      ? VENDOR_CONFIDENCE.firstLine
      : VENDOR_CONFIDENCE.laterLine
  return { value: chosen.name!, confidence: round(base * ocrFactor(chosen.line)) }
}

function isName(raw: string, name: string): boolean {
  if (NOT_A_NAME.some((pattern) => pattern.test(raw))) return false
  if (findDates(raw).length || findMoney(raw).length) return false
  const letters = name.replace(/[^A-Za-z]/g, '').length
  // OCR noise ("=~ ._") and store/lane numbers are not names.
  return letters >= 3 && letters >= name.replace(/\s/g, '').length * 0.6
}

/** The printed name without decorations ("*** ", store numbers) that differ between visits. */
function cleanName(text: string): string | null {
  const name = text
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9.)']+$/g, '')
    .replace(/\s*(#|No\.?|STORE|STORE\s*#|UNIT|LOC(ATION)?)\s*\d+\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
  return name || null
}

// ---- Shared -----------------------------------------------------------------------------------

// Weak OCR lowers the confidence of what was read from the line, to this share at most.
const MIN_OCR_FACTOR = 0.6

function ocrFactor(line: ReceiptLine): number {
  return MIN_OCR_FACTOR + (1 - MIN_OCR_FACTOR) * Math.max(0, Math.min(1, line.confidence))
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
