import type { DeductionCategory } from '@/domain/settlements/settlement-math.ts'

/*
 * The words pay sheets use, independent of any one carrier. Each pattern is tried on a lowercased
 * label; order matters where phrases overlap ("IFTA fuel tax" is a tax, "fuel advance" an advance).
 */

const CATEGORY_RULES: [DeductionCategory, RegExp][] = [
  // The fee a carrier charges for an advance is a business expense; the advance itself is a loan
  // the settlement repays, so it is told apart first ("Comchek fee", "Fee - cash advance").
  [
    'fees',
    /(\badvance|comchek|com-chek|\bt-?chek|\befs|express code|money code)s?( (check|draft|code)s?)? (fees?|charges?)\b|\bfees?\W{1,4}((fuel|cash) )?(advance|comchek)/,
  ],
  ['advance', /\badvance|\bc\.?o\.?d\b|cash (collected|advance)|comchek|collected by (the )?driver/],
  ['escrow', /escrow|reserve|maint\w* (fund|account|deposit)|holdback|hold back/],
  // The driver's own money leaving the pay sheet (not a deduction at all), before the tax words
  // ("IRS levy") and the loans of a lease ("loan repayment" is personal, "truck note" is not).
  [
    'personal',
    /garnish|child support|\blev(y|ies)\b|loan repay|repay(ment)? (of )?(a |the )?loan|personal (charge|chargeback|expense|loan)|charge-? ?back,? personal/,
  ],
  // Road taxes charged back to an owner-operator, before the fuel words ("IFTA fuel tax").
  [
    'road_taxes',
    /\bifta\b|\bhvut\b|\b2290\b|heavy (highway )?vehicle use|highway use|fuel (use )?tax|\bkyu\b|weight[- ]distance|mileage tax/,
  ],
  // Taxes withheld from W-2 pay, told apart: only federal income tax is credited against the return.
  [
    'social_security_medicare',
    /\bfica\b|social security|\bsoc\.? ?sec\b|medicare|\boasdi\b|\bss tax\b|\bmed tax\b/,
  ],
  [
    'federal_income_tax',
    /\b(fit|fwt)\b|\bfed(eral|\.)? ?(w\/h|withh\w*|income tax|inc\.? tax|tax)\b|federal income/,
  ],
  [
    'state_income_tax',
    /\b(sit|swt)\b|\bstate (income |inc\.? )?(tax|w\/h|withh\w*)\b|\bst\.? (w\/h|inc\.? tax)\b/,
  ],
  // What is left of taxes is withheld from pay too, of a kind the line does not say.
  ['withholding', /\btax|withh(e|o)ld|\bw\/h\b|\bfuta\b|\bsuta\b|\bsdi\b|\bpfl\b/],
  ['retirement', /\b401\s?\(?k\)?|\b403\s?\(?b\)?|retirement|\bsep\b(?![\s./-]*\d)|\bira\b/],
  ['tolls', /\btolls?\b|turnpike|e-?z ?pass|pike ?pass|i-?pass|sun ?pass|best ?pass|thruway|tollway/],
  // Before insurance: its own line on the return, and "ask your preparer".
  ['occupational_accident', /occupational|occ\.?\s?\/?\s?acc|\bo\/?a (ins|insurance)\b/],
  // Premiums for the driver's own health: Schedule 1, not Schedule C.
  ['health_insurance', /\b(health|medical|dental|vision)\b|\bmed(ical)? ins\b/],
  [
    'insurance',
    /insurance|\bins\b|liability|cargo|physical damage|phys dam|bobtail|\bntl\b|non-? ?trucking|work(er)?s'? comp/,
  ],
  ['lumper', /\blumper|unloading/],
  [
    'eld_communications',
    /\beld\b|logbook|log book|e-?logs?\b|airtime|air time|communication|satellite|qualcomm|omnitracs|peoplenet|tablet|data plan|cell ?phone/,
  ],
  ['permits_licenses', /permit|plates?\b|\birp\b|licen[cs]e|registration|\bucr\b|\btag(s)?\b/],
  [
    'equipment_rent',
    /(trailer|tractor|truck|reefer|equipment|unit|chassis) (rent|rental|lease|usage)|^rental$|tractor (lease|payment)|truck (lease|payment|note)|lease[- ]?purchase|lease payment|equipment (rent|lease)|unit payment/,
  ],
  [
    'fuel',
    /fuel|diesel|\bdef\b|reefer|gallons|travel (plaza|center)|truck ?stop|fuel card|petro\b|flying j|pilot\b|love'?s/,
  ],
  [
    'fees',
    /\bfees?\b|dispatch|broker|pre-?pass|drivewyze|^safety$|safety (program|fee|compliance|dep(artmen)?t)|admin|factoring|service charge|load board|quick ?pay|processing|wire|ach charge|transaction/,
  ],
]

/** The deduction category a line's text names, or null when it names none. */
export function namedDeduction(text: string): DeductionCategory | null {
  const label = text.toLowerCase()
  for (const [category, pattern] of CATEGORY_RULES) if (pattern.test(label)) return category
  return null
}

/**
 * The deduction category a line's text names. A line that names none is `needs_review` (not
 * deducted until the user says what it is), unless its text itself says "other" or "misc".
 */
export function deductionCategory(text: string): DeductionCategory {
  return namedDeduction(text) ?? unnamedDeduction(text)
}

/** A line no rule names: 'other' when its text says so ("Other", "Misc."), else 'needs_review'. */
export function unnamedDeduction(text: string): DeductionCategory {
  return /\bother\b|\bmisc/i.test(text) ? 'other' : 'needs_review'
}

/** True when the text names some known deduction. */
export function namesDeduction(text: string): boolean {
  return (
    namedDeduction(text) !== null || /deduct|charge|less\b|withheld|chargeback|repair|uniform|401/i.test(text)
  )
}

/**
 * A pay sheet that reads as an employer's W-2 pay stub: federal income tax and Social Security or
 * Medicare withheld, with pay-stub wording (gross pay, net pay, YTD).
 */
export function looksLikeW2(categories: readonly DeductionCategory[], text: string): boolean {
  return (
    categories.includes('federal_income_tax') &&
    categories.includes('social_security_medicare') &&
    /gross pay|net pay|\bytd\b|year[- ]to[- ]date/i.test(text)
  )
}

/** Pass-through money added on top of gross. */
export const REIMBURSEMENT = /reimburs|\blumper|scale (ticket|fee|charge)|\bscales?\b|unloading receipt/i

/** Labels of the amount actually paid. */
export const NET_LABEL =
  /\bnet\b(?!\s*(weight|miles))|balance due|amount due|paid to (the )?(driver|contractor|carrier|owner|you)|amount paid|check amount|total paid|payment amount|pay amount|deposit(ed)? amount|settlement total|total settlement|due (to|driver|contractor|carrier)|take[- ]home|direct deposit|(ach|eft|deposit) (amount|total)|total payment\b(?!s)|check total|settlement amount|amount of (this )?settlement/i

/** Labels of the earnings before deductions. */
export const GROSS_LABEL =
  /\bgross\b|total (earnings|revenue|income|compensation|pay\b|load pay|trip pay|freight|linehaul)|trip revenue|load revenue|\brevenue\b|^loads?$|^earnings$|total loads?|loads total|gross pay|total invoiced|invoice total|total billed/i

export const TOTAL_DEDUCTIONS_LABEL =
  /total (deductions|charges|withholdings|adjustments|taxes\s*\/\s*deductions|taxes and deductions)|deductions total|^deductions$|^less:? (total )?deductions/i

export const TOTAL_REIMBURSEMENTS_LABEL =
  /total reimbursements?|^((plus|add):?\s*)?reimbursements?$|reimbursements total/i

/** Numbers that are not this settlement's money. */
export const INFORMATIONAL =
  /\bytd\b|year[- ]to[- ]date|balance|beginning|ending bal|previous|prior|carried|mileage total|total miles|\bgallons\b|per mile|rate:|pay rates?:/i

/** A row that sums the rows above it. */
export const TOTAL_ROW =
  /^\s*(sub-?\s?)?totals?\b|\btotal\b.*\(\d+ (loads?|trips?|orders?)\)|^\s*sum\b|^\s*grand total/i

export const PAYEE_LABEL =
  /^(pay to|payee|paid to|remit to|remit\b(?! from)|contractor|owner[- ]?operator|driver|employee|carrier|bill to|sold to|deliver to|name)\b/i

/** Labels whose value is the company issuing the settlement ("Remit from: Acme Freight LLC"). */
export const PAYER_LABEL =
  /^(remit(ted)? from|paid by|payer|issued by|paying (company|carrier)|employer)\b\s*:?\s*|^from\s*:\s*/i

/**
 * "Carrier:" names the payer on a driver's statement and the payee on a broker's remittance: it
 * names the payer only when another label names a person as the payee (driver, owner operator).
 */
export const CARRIER_LABEL = /^(carrier|motor carrier)\s*:\s*/i
export const PERSON_PAYEE_LABEL =
  /^(driver|owner[- ]?operator|contractor|employee|independent contractor|lessee|o\/o)(\s+name)?\s*:?/i

export const SETTLEMENT_NUMBER_LABEL =
  /\b(settlement|statement|stmt|check|chk|cheque|advice|pay ?stub|stub|voucher|remittance|payment|invoice|sheet|pay ?period|period|run|batch)\s*(#|no\b\.?|num\b\.?|nbr\b\.?|number|id\b)\s*:?\s*/i

export const SETTLEMENT_DATE_LABEL =
  /\b(settlement|statement|stmt|check|chk|pay|payment|issue|issued|advice|deposit|remittance|process(ed)?)\s+date\b\s*:?\s*|\b(paid|issued|deposited|processed) on\b\s*:?\s*|\bdate (paid|issued)\b\s*:?\s*|^date\s*:?\s*/i

export const PERIOD_LABEL =
  /\b(pay ?period|settlement period|statement period|period covered|work ?week|settlement week|week of|for the week|period|week|dates? of service)\b\s*:?\s*/i

export const PERIOD_START_LABEL =
  /\b(period (start|beginning|begin|from)|week (start|beginning)|start date|from date)\b\s*:?\s*/i

export const PERIOD_END_LABEL =
  /\b(period (end|ending)|week (end|ending)|w\/e|end date|to date|through)\b(?! date\s*$)\s*:?\s*/i

/** Section titles that say what the lines below are. */
export function sectionKind(text: string): 'loads' | 'deductions' | 'reimbursements' | 'earnings' | null {
  const label = text.toLowerCase().trim()
  if (REIMBURSEMENT.test(label) && !/deduct/.test(label)) return 'reimbursements'
  if (/deduction|charges|withholding|advances|escrow|fuel|tolls?\b|expenses|taxes|adjustments/.test(label))
    return 'deductions'
  if (
    /\b(loads?|trips?|orders?|revenue|freight bills?|shipments?|trip detail|load detail|dispatches)\b/.test(
      label,
    )
  )
    return 'loads'
  if (/earnings|income|compensation|pay\b/.test(label)) return 'earnings'
  return null
}

export const TITLE_WORDS =
  /settlement|statement|income sheet|earnings|pay ?stub|paystub|invoice|remittance|advice|summary|report|independent contractor|owner operator|non-negotiable|page \d/i
