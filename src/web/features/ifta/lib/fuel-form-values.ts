import { type FuelExpenseList, type FuelPurchase, ZFuelPurchaseInput } from '@/contracts/ifta'
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/categories'
import { multiply, parseDecimal, roundTo, toSafeNumber } from '@/domain/decimal'
import type { FuelType } from '@/domain/ifta/build-return'
import { trimDecimalText } from './ifta-labels'

export interface FuelFormValues {
  date: string
  truckId: string | null
  vendor: string
  city: string
  jurisdiction: string | null
  /** Decimal text as typed ("150.250"): gallons and prices never pass through a float. */
  gallons: string
  pricePerGallon: string
  /** Whole cents, or null when left blank (then worked out from gallons × price). */
  amountCents: number | null
  fuelType: FuelType
  taxPaid: boolean
  paymentMethod: PaymentMethod
  notes: string
  /** The fuel expense of the books it is made from (a settlement's fuel line), posting nothing new. */
  ledgerEntryId: string | null
}

export const AMOUNT_NEEDED = 'Enter the amount, or the gallons and price per gallon to work it out'

export function emptyFuelValues(today: string): FuelFormValues {
  return {
    date: today,
    truckId: null,
    vendor: '',
    city: '',
    jurisdiction: null,
    gallons: '',
    pricePerGallon: '',
    amountCents: null,
    fuelType: 'diesel',
    taxPaid: true,
    paymentMethod: 'credit_card',
    notes: '',
    ledgerEntryId: null,
  }
}

/** A purchase begun from a fuel expense of the books: its date, amount, truck and the place its words name. */
export function valuesFromExpense(expense: FuelExpenseList['items'][number]): FuelFormValues {
  return {
    ...emptyFuelValues(expense.date),
    truckId: expense.truckId,
    vendor: expense.vendor ?? '',
    city: expense.city ?? '',
    jurisdiction: expense.jurisdiction,
    gallons: expense.gallons ?? '',
    amountCents: expense.amountCents,
    ledgerEntryId: expense.ledgerEntryId,
  }
}

const isPaymentMethod = (value: string | null): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '')

export function valuesFromPurchase(purchase: FuelPurchase): FuelFormValues {
  return {
    date: purchase.date,
    truckId: purchase.truckId,
    vendor: purchase.vendor ?? '',
    city: purchase.city ?? '',
    jurisdiction: purchase.jurisdiction,
    gallons: trimDecimalText(purchase.gallons, 0),
    pricePerGallon: purchase.pricePerGallon === null ? '' : trimDecimalText(purchase.pricePerGallon, 2),
    amountCents: purchase.amountCents,
    fuelType: purchase.fuelType,
    taxPaid: purchase.taxPaid,
    paymentMethod: isPaymentMethod(purchase.paymentMethod) ? purchase.paymentMethod : 'credit_card',
    notes: purchase.notes,
    ledgerEntryId: null,
  }
}

/**
 * Gallons × price per gallon in whole cents, half-up, in integer arithmetic (150.250 × 3.899 is
 * 585.82475, so 58,582 cents); null until both are numbers within the contract's decimals.
 */
export function computedAmountCents(gallons: string, pricePerGallon: string): number | null {
  const g = parseDecimal(gallons)
  const p = parseDecimal(pricePerGallon)
  if (!g || !p || g.scale > 3 || p.scale > 4 || g.units <= 0n || p.units <= 0n) return null
  const amount = roundTo(multiply(g, p), 2)
  return amount > BigInt(Number.MAX_SAFE_INTEGER) ? null : toSafeNumber(amount)
}

/** The amount the purchase is saved with: the one typed, else gallons × price. */
export const amountToSave = (values: Pick<FuelFormValues, 'amountCents' | 'gallons' | 'pricePerGallon'>) =>
  values.amountCents ?? computedAmountCents(values.gallons, values.pricePerGallon)

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim())

export function valuesToInput(values: FuelFormValues) {
  return {
    date: values.date,
    truckId: values.truckId,
    vendor: textOrNull(values.vendor),
    city: textOrNull(values.city),
    jurisdiction: values.jurisdiction ?? '',
    gallons: values.gallons,
    pricePerGallon: textOrNull(values.pricePerGallon),
    amountCents: amountToSave(values) ?? undefined,
    fuelType: values.fuelType,
    taxPaid: values.taxPaid,
    paymentMethod: values.paymentMethod,
    notes: values.notes,
    ...(values.ledgerEntryId ? { ledgerEntryId: values.ledgerEntryId } : {}),
  }
}

export type CheckedFuelForm =
  | { ok: true; data: ReturnType<typeof ZFuelPurchaseInput.parse> }
  | { ok: false; errors: Record<string, string>; first: string }

/** The form checked with the contract; a blank amount with nothing to work it out from says so. */
export function checkFuelForm(values: FuelFormValues): CheckedFuelForm {
  const result = ZFuelPurchaseInput.safeParse(valuesToInput(values))
  if (result.success) return { ok: true, data: result.data }
  const issues = result.error.issues.map((issue) => {
    const path = issue.path.join('.')
    if (path === 'amountCents' && amountToSave(values) === null) return [path, AMOUNT_NEEDED] as const
    return [path, issue.message] as const
  })
  return { ok: false, errors: Object.fromEntries(issues), first: issues[0]?.[1] ?? 'Please check the form' }
}
