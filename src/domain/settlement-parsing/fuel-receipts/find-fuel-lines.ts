import type { Line } from '@/domain/settlement-parsing/shared/layout.ts'
import type { ExtractedFuelLine, FuelProduct } from '@/domain/settlement-parsing/types.ts'
import { centsOf, type Figure, figureText, productCents } from './figures.ts'
import { PRODUCT_NAMES, productOf } from './vocabulary.ts'

/*
 * The fuels bought: each line naming a fuel ("DIESEL #2", "DSL", "Product: ULSD") starts a
 * purchase, read from the figures on that line and the few below it, up to the next fuel or the
 * total. Among those figures the reading is the quantity, price and amount whose product matches
 * (gallons × price within two cents of the amount, as a pump rounds it), ranked by what the
 * surroundings say each figure is. Nothing that does not check is passed off as checked.
 */

/** Lines below a fuel's name that may still hold its figures. */
const MAX_LINES_BELOW = 5
/** A pump rounds the sale to the cent; some round the gallons or price printed too. */
const TOLERANCE_CENTS = 2
/** A price per gallon (or litre) between these, in ten-thousandths of a dollar, is plausible. */
const PRICE_RANGE = [2_000, 200_000] as const

export interface FuelReading {
  line: ExtractedFuelLine
  /** Gallons × price matched the amount. */
  checked: boolean
  /** The quantity as printed when the fuel was sold in litres. */
  litres: string | null
  figures: Figure[]
  issues: string[]
}

interface Triple {
  quantity: Figure
  price: Figure
  amount: Figure
  score: number
}

/**
 * The purchases in document order. `ends(i)`: line i closes the fuel lines (a total, a subtotal);
 * `skip`: lines that cannot name a fuel (the station's name and address).
 */
export function findFuelLines(
  lines: readonly Line[],
  figures: readonly Figure[],
  ends: (line: Line) => boolean,
  skip: ReadonlySet<number>,
): FuelReading[] {
  const mentions = lines
    .filter((line) => !skip.has(line.index) && !ends(line))
    .map((line) => ({ line, product: productOf(figureText(line)) }))
    .filter((m): m is { line: Line; product: FuelProduct } => m.product !== null)
  const used = new Set<Figure>()
  const readings: FuelReading[] = []
  mentions.forEach(({ line, product }, k) => {
    const next = mentions[k + 1]?.line.index ?? Number.POSITIVE_INFINITY
    const window: Line[] = []
    let closing: Line | null = null
    for (const candidate of lines.slice(line.index, line.index + MAX_LINES_BELOW + 1)) {
      if (candidate.index >= next) break
      if (candidate.index > line.index && ends(candidate)) {
        closing = candidate
        break
      }
      window.push(candidate)
    }
    const free = (within: readonly Line[]) =>
      figures.filter((f) => !used.has(f) && within.some((l) => l.index === f.line))
    const reading = readPurchase(product, window, free, closing ? free([closing]) : [])
    if (!reading) return
    for (const figure of reading.figures) used.add(figure)
    readings.push(reading)
  })
  return readings
}

function readPurchase(
  product: FuelProduct,
  window: readonly Line[],
  free: (within: readonly Line[]) => Figure[],
  closingFigures: Figure[],
): FuelReading | null {
  // The nearest lines first: a purchase's figures are on its own line or right below it.
  for (let end = 1; end <= window.length; end++) {
    const triple = bestTriple(free(window.slice(0, end)))
    if (triple) return fromTriple(product, triple)
  }
  // The amount may be printed only as the total right below ("SALE" lines cut short).
  const all = free(window)
  const withTotal = bestTriple(all, closingFigures)
  if (withTotal) return fromTriple(product, withTotal)
  return unchecked(product, all)
}

function bestTriple(candidates: readonly Figure[], amountsOnly: readonly Figure[] = []): Triple | null {
  let best: Triple | null = null
  const amounts = [...candidates, ...amountsOnly].filter((f) => f.decimals === 2)
  for (const quantity of candidates)
    for (const price of candidates) {
      if (price === quantity) continue
      const exact = productCents(quantity, price)
      for (const amount of amounts) {
        if (amount === quantity || amount === price) continue
        const diff = Math.abs(exact - centsOf(amount)!)
        if (diff > TOLERANCE_CENTS) continue
        const score = rank(quantity, price, amount) - diff / 10
        if (!best || score > best.score) best = { quantity, price, amount, score }
      }
    }
  return best
}

/** How well the figures' surroundings fit the roles given them. */
function rank(quantity: Figure, price: Figure, amount: Figure): number {
  const fit = (figure: Figure, role: 'quantity' | 'price' | 'amount') => {
    if (figure.hints.has(role)) return 2
    return figure.hints.size ? -3 : 0
  }
  let score = fit(quantity, 'quantity') + fit(price, 'price') + fit(amount, 'amount') / 2
  if (price.units < PRICE_RANGE[0] || price.units > PRICE_RANGE[1]) score -= 4
  // Amounts are printed with a dollar sign more often than quantities are.
  if (quantity.dollar) score -= 1
  // Receipts print quantity before price, and the amount last.
  if (quantity.order < price.order) score += 0.5
  if (amount.order > quantity.order && amount.order > price.order) score += 0.5
  return score
}

function fromTriple(product: FuelProduct, { quantity, price, amount }: Triple): FuelReading {
  const amountCents = centsOf(amount)!
  const figures = [quantity, price, amount]
  if (quantity.litres || price.litres) {
    return {
      line: { product, gallons: null, pricePerGallon: null, amountCents },
      checked: true,
      litres: quantity.text,
      figures,
      issues: [`${PRODUCT_NAMES[product]} sold in litres (${quantity.text} L): gallons not read`],
    }
  }
  return {
    line: { product, gallons: quantity.text, pricePerGallon: price.text, amountCents },
    checked: true,
    litres: null,
    figures,
    issues: [],
  }
}

/** No reading checks: what the labels alone say, each missing part said in words. */
function unchecked(product: FuelProduct, candidates: readonly Figure[]): FuelReading | null {
  const name = PRODUCT_NAMES[product]
  const quantity = candidates.find((f) => f.hints.has('quantity') && !f.hints.has('price')) ?? null
  const price = candidates.find((f) => f.hints.has('price') && f !== quantity) ?? null
  const amounts = candidates.filter(
    (f) => f.decimals === 2 && f !== quantity && f !== price && !f.hints.has('quantity'),
  )
  const amount = amounts.find((f) => f.hints.has('amount')) ?? amounts[amounts.length - 1] ?? null
  if (!amount) {
    return null
  }
  const issues: string[] = []
  const litres = Boolean(quantity?.litres)
  if (litres) issues.push(`${name} sold in litres (${quantity!.text} L): gallons not read`)
  else if (!quantity) issues.push(`${name}: gallons not found`)
  if (!litres && !price) issues.push(`${name}: price per gallon not found`)
  if (!litres && quantity && price)
    issues.push(`${name}: gallons × price does not match the amount printed; check the gallons and price`)
  return {
    line: {
      product,
      gallons: litres ? null : (quantity?.text ?? null),
      pricePerGallon: litres ? null : (price?.text ?? null),
      amountCents: centsOf(amount)!,
    },
    checked: false,
    litres: litres ? quantity!.text : null,
    figures: [quantity, price, amount].filter((f): f is Figure => f !== null),
    issues,
  }
}
