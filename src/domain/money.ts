import { groupDigits } from './decimal'

/** An amount of US money in whole cents. Never a float of dollars. */
export type Cents = number & { readonly __brand?: 'Cents' }

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`)
  return value as Cents
}

/**
 * Parses a dollar amount typed by a person ("1,234.5", "$12", "-3.25") into cents, or null when it
 * is not an amount with at most two decimals.
 */
export function parseDollars(text: string): Cents | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '')
  const match = /^(-)?(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^(-)?()\.(\d{1,2})$/.exec(cleaned)
  if (!match) return null
  const whole = Number(match[2] || '0')
  const fraction = Number((match[3] ?? '').padEnd(2, '0') || '0')
  const value = whole * 100 + fraction
  if (!Number.isSafeInteger(value)) return null
  return cents(match[1] ? -value : value)
}

/** Dollars as a person types them ("1234.50"), for form fields; not for display. */
export function centsToDecimalString(amount: Cents): string {
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * "$1,234.50", "-$12.00": the one way amounts are shown to people (as en-US currency formatting
 * writes them). Written out rather than with `Intl.NumberFormat`: the first number formatter a
 * browser makes sets up its locale data, tens of milliseconds on a phone while a screen draws.
 */
export function formatUsd(amount: Cents): string {
  const whole = Math.round(amount)
  const abs = Math.abs(whole)
  const sign = whole < 0 ? '-' : ''
  return `${sign}$${groupDigits(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}

export function sumCents(values: readonly Cents[]): Cents {
  return cents(values.reduce<number>((total, value) => total + value, 0))
}

/** Rounds half away from zero to whole cents (for rates × quantities). */
export function roundCents(value: number): Cents {
  return cents(Math.sign(value) * Math.round(Math.abs(value)))
}
