import { z } from 'zod'
import { PAYMENT_METHODS } from '@/domain/categories.ts'
import { parseDecimal } from '@/domain/decimal.ts'
import { CHECK_KINDS, FUEL_TYPES } from '@/domain/ifta/build-return.ts'
import { isJurisdiction } from '@/domain/ifta/jurisdictions.ts'
import { parseQuarter } from '@/domain/ifta/quarter.ts'
import { odometerProblems } from '@/domain/ifta/trip-odometers.ts'
import { ZDateFilter, ZIsoDate, ZLine, ZNotes, ZPage, ZSearch } from './common.ts'
import { ZAmountCents } from './ledger-common.ts'
import { ZTruckRef } from './trucks.ts'

export const IFTA_MESSAGES = {
  tripNotFound: 'Trip not found',
  purchaseNotFound: 'Fuel purchase not found',
  expenseNotFound: 'Expense not found',
  quarterInvalid: 'Name the quarter as 2025Q3',
  jurisdictionInvalid: 'Use a state, province or territory code such as TX or ON',
  jurisdictionsRequired: 'Add the miles of at least one state',
  milesInvalid: 'Please enter a valid number of miles (up to one decimal)',
  taxableTooHigh: 'Taxable miles cannot be more than the miles',
  odometerInvalid: 'Please enter a valid odometer reading',
  odometerOrder: 'The ending odometer cannot be below the starting one',
  datesOrder: 'The trip cannot end before it starts',
  gallonsInvalid: 'Enter the gallons bought, more than 0 (up to three decimals)',
  priceInvalid: 'Enter the price per gallon (up to four decimals)',
  rateInvalid: 'Enter the rate in dollars per gallon, e.g. 0.3200',
  locked: 'This quarter’s IFTA return is filed: amend the return to change its records',
  notAmending: 'This quarter has no filed return to amend',
  alreadyFiled: 'This quarter’s return is filed: amend it to file again',
  alreadyLinked: 'This expense is already a fuel purchase',
  notFuel: 'Only a fuel expense can be a fuel purchase',
  loadFailed: 'Failed to load IFTA records',
} as const

/** A trip crosses a handful of states; a long haul a dozen. */
export const MAX_TRIP_JURISDICTIONS = 40

export const ZQuarterKey = z
  .string()
  .refine((v) => parseQuarter(v) !== null, { error: IFTA_MESSAGES.quarterInvalid })
  .meta({ examples: ['2025Q3'] })

export const ZJurisdiction = z
  .string({ error: IFTA_MESSAGES.jurisdictionInvalid })
  .max(3, { error: IFTA_MESSAGES.jurisdictionInvalid })
  .overwrite((v) => v.trim().toUpperCase())
  .refine(isJurisdiction, { error: IFTA_MESSAGES.jurisdictionInvalid })
  .meta({ examples: ['TX'] })

/** Miles with at most one decimal (an ELD's 123.4), up to 100,000 on one row. */
const ZTripMiles = z
  .number({ error: IFTA_MESSAGES.milesInvalid })
  .min(0, { error: IFTA_MESSAGES.milesInvalid })
  .max(100_000, { error: IFTA_MESSAGES.milesInvalid })
  .refine((v) => Number.isInteger(Math.round(v * 10)) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, {
    error: IFTA_MESSAGES.milesInvalid,
  })

const ZOdometer = z
  .number({ error: IFTA_MESSAGES.odometerInvalid })
  .int({ error: IFTA_MESSAGES.odometerInvalid })
  .min(0, { error: IFTA_MESSAGES.odometerInvalid })
  .max(9_999_999, { error: IFTA_MESSAGES.odometerInvalid })

export const ZTripJurisdiction = z
  .object({
    jurisdiction: ZJurisdiction,
    miles: ZTripMiles,
    /** When some miles were not taxable (off-highway): most jurisdictions have none. */
    taxableMiles: ZTripMiles.nullable().optional(),
    /** The odometer where the truck entered the jurisdiction. */
    entryOdometer: ZOdometer.nullable().optional(),
  })
  .refine((j) => j.taxableMiles == null || j.taxableMiles <= j.miles, {
    error: IFTA_MESSAGES.taxableTooHigh,
    path: ['taxableMiles'],
  })

const tripFields = {
  truckId: ZTruckRef,
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  startOdometer: ZOdometer.nullable().optional(),
  endOdometer: ZOdometer.nullable().optional(),
  origin: ZLine(200).nullable().optional(),
  destination: ZLine(200).nullable().optional(),
  routes: ZLine(500).nullable().optional(),
  loaded: z.boolean().nullable().optional(),
  loadId: z.uuid({ error: 'Load not found' }).nullable().optional(),
  notes: ZNotes().optional(),
  jurisdictions: z
    .array(ZTripJurisdiction)
    .min(1, { error: IFTA_MESSAGES.jurisdictionsRequired })
    .max(MAX_TRIP_JURISDICTIONS, { error: `A trip has at most ${MAX_TRIP_JURISDICTIONS} states` }),
}

const tripOrder = <
  T extends {
    startDate?: string
    endDate?: string
    startOdometer?: number | null
    endOdometer?: number | null
  },
>(
  schema: z.ZodType<T>,
) =>
  schema
    .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, {
      error: IFTA_MESSAGES.datesOrder,
      path: ['endDate'],
    })
    .refine((t) => t.startOdometer == null || t.endOdometer == null || t.endOdometer >= t.startOdometer, {
      error: IFTA_MESSAGES.odometerOrder,
      path: ['endOdometer'],
    })

/** Miles that disagree with the state line odometers are refused where they are typed. */
export const ZTripInput = tripOrder(z.object(tripFields))
  .superRefine((trip, ctx) => {
    for (const problem of odometerProblems(trip))
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path })
  })
  .meta({
    examples: [
      {
        truckId: null,
        startDate: '2025-07-01',
        endDate: '2025-07-02',
        startOdometer: 100_000,
        endOdometer: 101_200,
        origin: 'Dallas, TX',
        destination: 'Wichita, KS',
        jurisdictions: [
          { jurisdiction: 'TX', miles: 600 },
          { jurisdiction: 'OK', miles: 350 },
          { jurisdiction: 'KS', miles: 250 },
        ],
      },
    ],
  })
export type TripInput = z.output<typeof ZTripInput>
export const ZTripPatch = tripOrder(z.object(tripFields).partial()).meta({
  examples: [{ endOdometer: 101_250, notes: 'Odometer corrected from the ELD' }],
})
export type TripPatch = z.output<typeof ZTripPatch>

export const ZTrip = z.object({
  id: z.uuid(),
  truckId: z.uuid().nullable(),
  truckUnit: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  startOdometer: z.number().int().nullable(),
  endOdometer: z.number().int().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  routes: z.string().nullable(),
  loaded: z.boolean().nullable(),
  loadId: z.uuid().nullable(),
  source: z.enum(['typed', 'load', 'eld_import']),
  notes: z.string(),
  totalMiles: z.number(),
  jurisdictions: z.array(
    z.object({
      jurisdiction: z.string(),
      miles: z.number(),
      taxableMiles: z.number().nullable(),
      entryOdometer: z.number().int().nullable(),
    }),
  ),
  /** A filed return covers it: changing it needs an amendment. */
  locked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Trip = z.infer<typeof ZTrip>

export const ZIftaListQuery = z.object({
  ...ZPage,
  search: ZSearch,
  quarter: ZQuarterKey.optional(),
  from: ZDateFilter,
  to: ZDateFilter,
  truckId: z.uuid().optional(),
})
export const ZTripList = z.object({ items: z.array(ZTrip), total: z.number().int() })

/** A decimal string within bounds: more than (or at least) 0, at most `scale` decimals, under `below`. */
function decimalWithin(text: string, options: { scale: number; below: bigint; allowZero: boolean }) {
  const parsed = parseDecimal(text)
  if (!parsed || parsed.scale > options.scale) return false
  if (parsed.units < 0n || (!options.allowZero && parsed.units === 0n)) return false
  return parsed.units < options.below * 10n ** BigInt(parsed.scale)
}

/** Gallons as a decimal string: more than 0, three decimals at most (no floats on the way). */
export const ZGallons = z
  .string({ error: IFTA_MESSAGES.gallonsInvalid })
  .max(20, { error: IFTA_MESSAGES.gallonsInvalid })
  .overwrite((v) => v.trim())
  .refine((v) => decimalWithin(v, { scale: 3, below: 10_000_000n, allowZero: false }), {
    error: IFTA_MESSAGES.gallonsInvalid,
  })
  .meta({ description: 'Gallons as a decimal string, e.g. "112.457"', examples: ['112.457'] })

/** A rate or price in dollars per gallon as a decimal string: 0 or more, four decimals at most. */
const ZPerGallon = (message: string) =>
  z
    .string({ error: message })
    .max(20, { error: message })
    .overwrite((v) => v.trim())
    .refine((v) => decimalWithin(v, { scale: 4, below: 1_000n, allowZero: true }), { error: message })

const purchaseFields = {
  date: ZIsoDate,
  jurisdiction: ZJurisdiction,
  gallons: ZGallons,
  amountCents: ZAmountCents,
  fuelType: z.enum(FUEL_TYPES),
  taxPaid: z.boolean(),
  truckId: ZTruckRef,
  vendor: ZLine(200).nullable().optional(),
  city: ZLine(100).nullable().optional(),
  pricePerGallon: ZPerGallon(IFTA_MESSAGES.priceInvalid).nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  documentId: z.uuid({ error: 'Document not found' }).nullable().optional(),
  notes: ZNotes().optional(),
}

export const ZFuelPurchaseInput = z
  .object({
    ...purchaseFields,
    fuelType: purchaseFields.fuelType.default('diesel'),
    taxPaid: purchaseFields.taxPaid.default(true),
    paymentMethod: purchaseFields.paymentMethod.default('credit_card'),
    /** An expense of the books already paying for this fuel: linked, nothing posted again. */
    ledgerEntryId: z.uuid({ error: IFTA_MESSAGES.expenseNotFound }).nullable().optional(),
  })
  .meta({
    examples: [
      {
        date: '2025-07-01',
        jurisdiction: 'TX',
        gallons: '150.250',
        amountCents: 58_582,
        pricePerGallon: '3.899',
        vendor: 'Pilot #391',
        city: 'Amarillo',
        fuelType: 'diesel',
        taxPaid: true,
      },
    ],
  })
export type FuelPurchaseInput = z.output<typeof ZFuelPurchaseInput>
export const ZFuelPurchasePatch = z
  .object(purchaseFields)
  .partial()
  .meta({ examples: [{ gallons: '150.250', amountCents: 58_600 }] })
export type FuelPurchasePatch = z.output<typeof ZFuelPurchasePatch>

export const ZFuelPurchase = z.object({
  id: z.uuid(),
  date: z.string(),
  jurisdiction: z.string(),
  gallons: z.string(),
  amountCents: z.number().int(),
  fuelType: z.enum(FUEL_TYPES),
  taxPaid: z.boolean(),
  truckId: z.uuid().nullable(),
  truckUnit: z.string().nullable(),
  vendor: z.string().nullable(),
  city: z.string().nullable(),
  pricePerGallon: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  source: z.enum(['typed', 'receipt', 'settlement', 'card_import', 'expense']),
  documentId: z.uuid().nullable(),
  /** The expense carrying its amount in the books (null when that expense was deleted). */
  ledgerEntryId: z.uuid().nullable(),
  /**
   * That expense was in the books before the purchase (a settlement's fuel line, fuel typed as an
   * expense, found by its date and amount or named): linked, nothing posted twice; deleting the
   * purchase leaves it.
   */
  expenseLinked: z.boolean(),
  notes: z.string(),
  locked: z.boolean(),
  /** Read from a receipt and not yet checked: what the reader was unsure of (null once saved). */
  review: z.object({ issues: z.array(z.string()), confidence: z.record(z.string(), z.number()) }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type FuelPurchase = z.infer<typeof ZFuelPurchase>
export const ZFuelPurchaseList = z.object({ items: z.array(ZFuelPurchase), total: z.number().int() })

export const ZQuarterParams = z.object({ quarter: ZQuarterKey })

/** The fuel expenses of the books not yet fuel purchases (a settlement's fuel lines, fuel typed as an expense). */
export const ZFuelExpenseQuery = z.object({
  quarter: ZQuarterKey.optional(),
  from: ZDateFilter,
  to: ZDateFilter,
})
export const ZFuelExpenseList = z.object({
  items: z.array(
    z.object({
      ledgerEntryId: z.uuid(),
      date: z.string(),
      amountCents: z.number().int(),
      description: z.string(),
      truckId: z.uuid().nullable(),
      /** Posted by this settlement (its fuel line). */
      settlementId: z.uuid().nullable(),
      /** What its words say of the purchase (null where they say nothing). */
      vendor: z.string().nullable(),
      city: z.string().nullable(),
      jurisdiction: z.string().nullable(),
      gallons: z.string().nullable(),
    }),
  ),
})
export type FuelExpenseList = z.infer<typeof ZFuelExpenseList>

/** The fuel expenses to make fuel purchases of: a quarter's, dates', or all (nothing sent). */
export const ZFuelExpenseConversionInput = ZFuelExpenseQuery.meta({ examples: [{ quarter: '2025Q3' }] })
export const ZFuelExpenseConversion = z.object({
  /** Fuel purchases made, each carrying the expense it was made from (nothing posted). */
  created: z.number().int(),
  purchaseIds: z.array(z.uuid()),
  /** Expenses printing gallons and a state that were left as they are, and why. */
  problems: z.array(z.string()),
})
export type FuelExpenseConversion = z.infer<typeof ZFuelExpenseConversion>

/** IFTA records an account holds that are still within the four years IFTA keeps them. */
export const ZIftaRecordsKept = z.object({
  trips: z.number().int(),
  fuelPurchases: z.number().int(),
  returns: z.number().int(),
  /** The day the last of them may be discarded (YYYY-MM-DD). */
  keepUntil: z.string(),
  warning: z.string(),
})
export type IftaRecordsAnswer = z.infer<typeof ZIftaRecordsKept>

export const ZIftaRate = z.object({
  jurisdiction: ZJurisdiction,
  fuelType: z.enum(FUEL_TYPES).default('diesel'),
  rate: ZPerGallon(IFTA_MESSAGES.rateInvalid),
  surchargeRate: ZPerGallon(IFTA_MESSAGES.rateInvalid).nullable().optional(),
})
export const ZIftaRatesInput = z
  .object({ rates: z.array(ZIftaRate).max(200) })
  .meta({ examples: [{ rates: [{ jurisdiction: 'TX', fuelType: 'diesel', rate: '0.2000' }] }] })
export const ZIftaRates = z.object({
  quarter: z.string(),
  /** Where they come from: the rate matrix shipped with the product, or an administrator's save. */
  source: z.string().nullable(),
  rates: z.array(
    z.object({
      jurisdiction: z.string(),
      fuelType: z.enum(FUEL_TYPES),
      rate: z.string(),
      surchargeRate: z.string().nullable(),
    }),
  ),
})

/** An IFTA, Inc. rate matrix file (CSV) as text, read before it is saved. */
export const ZRateMatrixInput = z
  .object({
    csv: z
      .string()
      .min(1, { error: 'Choose the rate matrix file' })
      .max(1_000_000, { error: 'The file is too large for a rate matrix' }),
  })
  .meta({ examples: [{ csv: 'jurisdiction,fuel_type,rate,surcharge_rate\nTX,diesel,0.2000,' }] })
export const ZRateMatrixPreview = z.object({
  layout: z.enum(['ifta-matrix', 'simple']).nullable(),
  quarter: z.string().nullable(),
  final: z.boolean().nullable(),
  rates: z.array(
    z.object({ jurisdiction: z.string(), rate: z.string(), surchargeRate: z.string().optional() }),
  ),
  problems: z.array(z.string()),
})

const ZCheck = z.object({
  kind: z.enum(CHECK_KINDS),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  tripId: z.uuid().optional(),
  purchaseId: z.uuid().optional(),
})

export const ZIftaReturnRow = z.object({
  jurisdiction: z.string(),
  member: z.boolean(),
  totalMiles: z.number().int(),
  taxableMiles: z.number().int(),
  taxableGallons: z.number().int(),
  taxPaidGallons: z.number().int(),
  netTaxableGallons: z.number().int(),
  rate: z.string().nullable(),
  taxCents: z.number().int().nullable(),
  surchargeCents: z.number().int().optional(),
  totalDueCents: z.number().int().nullable(),
})

/** `truckId`: one truck's records for a look at it (the return filed is the account's, all trucks together). */
export const ZIftaReturnQuery = z.object({ truckId: z.uuid({ error: 'Truck not found' }).optional() })

export const ZIftaReturn = z.object({
  quarter: z.string(),
  label: z.string(),
  /** The truck looked at, or null for the account's return. */
  truckId: z.uuid().nullable(),
  dueDate: z.string(),
  fleetMpg: z.string().nullable(),
  totalMiles: z.number().int(),
  totalGallons: z.number().int(),
  rows: z.array(ZIftaReturnRow),
  /** The tax (negative: a credit), never a late penalty or interest. */
  totalDueCents: z.number().int(),
  missingRates: z.array(z.string()),
  checks: z.array(ZCheck),
  /** Shown apart when the return is past due and not filed: the greater of $50 or 10 % of the tax. */
  latePenaltyCents: z.number().int().nullable(),
  /**
   * Shown apart with the penalty: interest on the tax owed to each jurisdiction for each month or
   * fraction late, to today (R1230). `months` late; `note` says when a month has no rate on file.
   */
  lateInterest: z
    .object({ cents: z.number().int(), months: z.number().int(), note: z.string().nullable() })
    .nullable(),
  trips: z.number().int(),
  purchases: z.number().int(),
  /** Trucks left out as not qualified (two axles, 26,000 lb or less). */
  excludedTrucks: z.array(z.string()),
  status: z.enum(['open', 'filed', 'amending']),
  version: z.number().int(),
  filedOn: z.string().nullable(),
  amountPaidCents: z.number().int().nullable(),
  /** The versions filed before (amended returns). */
  history: z.array(
    z.object({
      version: z.number().int(),
      filedOn: z.string().nullable(),
      amountPaidCents: z.number().int().nullable(),
      totalDueCents: z.number().int(),
    }),
  ),
})
export type IftaReturn = z.infer<typeof ZIftaReturn>

export const ZFileReturnInput = z
  .object({ filedOn: ZIsoDate, amountPaidCents: z.number().int().min(0).max(1_000_000_000) })
  .meta({ examples: [{ filedOn: '2025-10-20', amountPaidCents: 6_110 }] })

export const ZIftaQuarters = z.object({
  items: z.array(
    z.object({
      quarter: z.string(),
      label: z.string(),
      dueDate: z.string(),
      status: z.enum(['open', 'filed', 'amending']),
      filedOn: z.string().nullable(),
      trips: z.number().int(),
      purchases: z.number().int(),
      miles: z.number().int(),
      gallons: z.string(),
    }),
  ),
})
