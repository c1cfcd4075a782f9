import type { FuelType } from './build-return.ts'
import { isJurisdiction } from './jurisdictions.ts'

/** What a fuel expense's words say of the purchase: "Fuel - Prairie Star Travel Plaza #533, Lexington, KY". */
export interface FuelExpensePlace {
  vendor: string | null
  city: string | null
  /** A jurisdiction code, or null when none is printed. */
  jurisdiction: string | null
  /** Gallons as printed ("112.457"), or null. */
  gallons: string | null
}

const PLACE =
  /,\s*([A-Za-z][A-Za-z .'-]{1,40}),\s*([A-Za-z]{2})\b(?!.*,\s*[A-Za-z][A-Za-z .'-]{1,40},\s*[A-Za-z]{2}\b)/
/** "1,050 gal" and "1,234.5 gal" (thousands commas), or "112,5 gal" (a decimal comma). */
const GALLONS = /(\d{1,3}(?:,\d{3})+(?:\.\d{1,3})?|\d{1,5}(?:[.,]\d{1,3})?)\s*(?:gal(?:lon)?s?|gl)\b/i
/** A settlement's "<payer>: " when it posted the line, then "Fuel - ", "Fuel card – " when printed. */
const LEAD = /^(?:[^:]{1,80}:\s*)?(?:(?:fuel(?:\s+card|\s+purchase)?|diesel|reefer fuel)\s*[-–:]\s*)?/i

/**
 * Reads where fuel was bought from an expense's description, as pay sheets and card statements
 * print it: "<what> - <vendor>, <city>, <ST>", and gallons when printed ("112.5 gal"). Nothing is
 * guessed: a part not printed is null.
 */
export function fuelExpensePlace(description: string): FuelExpensePlace {
  const text = description.replace(/\s+/g, ' ').trim()
  const place = PLACE.exec(text)
  const state = place?.[2]?.toUpperCase() ?? null
  const jurisdiction = state && isJurisdiction(state) ? state : null
  const gallonsMatch = GALLONS.exec(text)
  const printed = gallonsMatch?.[1] ?? null
  const gallons =
    printed === null
      ? null
      : /,\d{3}(?:\.|$)/.test(printed)
        ? printed.replaceAll(',', '')
        : printed.replace(',', '.')
  let vendor: string | null = null
  if (place && jurisdiction) {
    const before = text.slice(0, place.index).replace(LEAD, '').replace(GALLONS, '').trim()
    vendor = before && !/^fuel$/i.test(before) ? before.slice(0, 200) : null
  }
  return {
    vendor,
    city: jurisdiction ? place![1]!.trim() : null,
    jurisdiction,
    gallons,
  }
}

/**
 * The fuel an expense's words name: reefer fuel is 'other' (it runs no truck), gasoline is
 * gasoline, anything else bought as fuel is diesel. Null for DEF, which is no motor fuel.
 */
export function fuelTypeOfExpense(description: string): FuelType | null {
  if (/\bdef\b|exhaust fluid/i.test(description)) return null
  if (/\breefer\b|\brfr\b/i.test(description)) return 'other'
  if (/\bgasoline\b|\bunleaded\b/i.test(description)) return 'gasoline'
  return 'diesel'
}
