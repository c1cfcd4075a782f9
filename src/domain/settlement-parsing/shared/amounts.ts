/*
 * Money as printed on pay sheets, into integer cents. Deductions arrive in every sign convention
 * ("-125.00", "$-125.00", "(125.00)", "125.00-", "125.00 CR") and currency conventions
 * ("$1,234.56", "1234.56 USD", "$ 1 234.56"), so the sign is reported apart from
 * the magnitude and the caller decides what it means.
 */

export interface ParsedAmount {
  /** The magnitude in cents, never negative. */
  cents: number
  negative: boolean
  /** True when printed like money: a currency sign or exactly two decimals. */
  money: boolean
}

// Optional sign/parenthesis, optional currency before, digits with thousands commas (or spaces,
// "$ 1 234.56", only beside a currency), optional decimals, optional trailing minus or CR/DR, optional
// currency after ("1234.56 USD").
const AMOUNT =
  /^(\()?\s*([-+−–])?\s*(USD|US\$|\$)?\s*([-−–])?\s*(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)?(?:\.(\d+))?\s*(\))?\s*(-|−|CR|DR)?\s*(USD)?$/i

/** Reads one amount token ("$1,234.56", "(62.00)", "88.5", "1234.56 USD"); null for anything else. */
export function parseAmount(raw: string): ParsedAmount | null {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (!text) return null
  const m = AMOUNT.exec(text)
  if (!m) return null
  const [, open, sign, currency, sign2, whole, decimals, close, trailing, currencyAfter] = m
  if (whole === undefined && decimals === undefined) return null
  if (Boolean(open) !== Boolean(close)) return null
  if (decimals !== undefined && decimals.length > 3) return null
  const marked = Boolean(currency || currencyAfter)
  // Without a currency sign, "145 680.00" is two cells run together, not one amount.
  if (whole?.includes(' ') && !marked) return null
  const units = Number((whole ?? '0').replace(/[, ]/g, ''))
  // Three decimals are fractions of a cent (fuel prices, gallons): round half away from zero.
  const fraction = decimals ? Math.round(Number(`0.${decimals}`) * 100) : 0
  const cents = units * 100 + fraction
  if (!Number.isSafeInteger(cents)) return null
  const negative =
    Boolean(open) ||
    [sign, sign2].some((s) => s !== undefined && s !== '+') ||
    trailing === '-' ||
    trailing === '−' ||
    trailing?.toUpperCase() === 'DR'
  return { cents, negative, money: marked || decimals?.length === 2 }
}

/** Cents of an amount token, negative when printed negative; null for anything else. */
export function parseSignedCents(raw: string): number | null {
  const amount = parseAmount(raw)
  if (!amount) return null
  return amount.negative ? -amount.cents : amount.cents
}

/** Every money-looking token in a line of text, in order (for "Net pay ..... $1,234.56"). */
export function findMoney(text: string): ParsedAmount[] {
  const found: ParsedAmount[] = []
  const token =
    /\(?[-−–]?\s?(?:USD|US\$|\$)\s?[-−–]?\d{1,3}(?: \d{3})+(?:\.\d{2})?\)?-?|\(?[-−–]?\s?(?:USD|US\$|\$)?\s?[-−–]?\d[\d,]*\.\d{2}\)?-?(?:\s?USD\b)?|\(?[-−–]?\s?(?:USD|US\$|\$)\s?[-−–]?\d[\d,]*\)?/gi
  for (const match of text.matchAll(token)) {
    const amount = parseAmount(match[0])
    if (amount?.money) found.push(amount)
  }
  return found
}
