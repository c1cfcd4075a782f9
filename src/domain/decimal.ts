/**
 * Exact decimal arithmetic for rates, fractions and quantities given as decimal strings ("0.725",
 * "152.4", "92.35"): a value is a bigint scaled by a power of ten, so no float ever touches a rate
 * or an amount. Results are rounded once, where a form says, with `roundTo`.
 */

export interface Decimal {
  /** The digits, as an integer: 152.4 is { units: 1524n, scale: 1 }. */
  units: bigint
  scale: number
}

/** At most 18 digits after the point: enough for any rate a form prints. */
const DECIMAL_TEXT = /^(-)?(\d{1,15})(?:\.(\d{1,18}))?$/

/** "152.4" → 152.4 as a Decimal, or null when the text is not a plain decimal number. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return null
  const fraction = match[3] ?? ''
  const units = BigInt(`${match[2]}${fraction}`)
  return { units: match[1] ? -units : units, scale: fraction.length }
}

/** Like parseDecimal, for text already validated by a schema. */
export function decimal(text: string): Decimal {
  const value = parseDecimal(text)
  if (!value) throw new RangeError(`Not a decimal number: ${text}`)
  return value
}

export function fromInteger(value: number | bigint): Decimal {
  return { units: BigInt(value), scale: 0 }
}

/** A whole number of hundredths (cents, percent points as "92.35") as a Decimal. */
export function fromScaled(units: number | bigint, scale: number): Decimal {
  return { units: BigInt(units), scale }
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale]
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b)
  return { units: x + y, scale }
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b)
  return { units: x - y, scale }
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale }
}

export function compare(a: Decimal, b: Decimal): number {
  const [x, y] = aligned(a, b)
  return x < y ? -1 : x > y ? 1 : 0
}

export function isZero(a: Decimal): boolean {
  return a.units === 0n
}

/**
 * How a result is cut to its unit: `half_up` rounds halves away from zero (the forms' "round to the
 * nearest cent"), `truncate` drops the rest toward zero (Form 2290's Table II).
 */
export type Rounding = 'half_up' | 'truncate'

/** numerator ÷ denominator as an integer, rounded as asked. */
export function divideToInteger(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  let quotient = n / d
  if (rounding === 'half_up' && (n % d) * 2n >= d) quotient += 1n
  return negative ? -quotient : quotient
}

/** The value in whole units of 10^-scale (scale 2 and a dollar value: cents), rounded as asked. */
export function roundTo(value: Decimal, scale: number, rounding: Rounding = 'half_up'): bigint {
  if (value.scale <= scale) return value.units * 10n ** BigInt(scale - value.scale)
  return divideToInteger(value.units, 10n ** BigInt(value.scale - scale), rounding)
}

/** a ÷ b in whole units of 10^-scale, rounded as asked. */
export function divide(a: Decimal, b: Decimal, scale: number, rounding: Rounding = 'half_up'): bigint {
  // a/b × 10^scale = (a.units × 10^(b.scale + scale)) / (b.units × 10^a.scale)
  const numerator = a.units * 10n ** BigInt(b.scale + scale)
  const denominator = b.units * 10n ** BigInt(a.scale)
  return divideToInteger(numerator, denominator, rounding)
}

/** A Decimal as plain text with exactly `scale` digits after the point ("6.25"). */
export function formatScaled(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const whole = scale === 0 ? digits : digits.slice(0, -scale)
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`
  return `${negative ? '-' : ''}${whole}${fraction}`
}

/** A bigint that must fit a JSON number exactly (cents of any real amount do). */
export function toSafeNumber(value: bigint): number {
  const number = Number(value)
  if (!Number.isSafeInteger(number)) throw new RangeError(`Out of range: ${value}`)
  return number
}

/** `percent` % of an amount in cents ("92.35" of 5,000,000), half-up to the cent. */
export function percentOfCents(cents: number | bigint, percent: string): number {
  return toSafeNumber(roundTo(multiply(multiply(fromInteger(cents), decimal(percent)), fromScaled(1, 2)), 0))
}

/** A decimal as stored ("4.2500", numeric(7,4)) as a person writes it: "4.25"; "4.0000" is "4". */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/**
 * A whole number with thousands commas ("20,000"), for messages built while a module loads: the
 * first `toLocaleString` in a browser sets up its number formatting, tens of milliseconds on a
 * phone, which a sign-in page would pay before it answers.
 */
export function groupDigits(value: number): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 ? `-${digits}` : digits
}
