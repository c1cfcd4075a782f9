import { z } from 'zod'
import { parseDecimal } from '@/domain/decimal.ts'
import { FILING_STATUSES } from '@/domain/tax/tables.ts'
import { ZDateFilter, ZLine } from './common.ts'

/*
 * The tax calculators' bodies (POST /api/calculators/…). Money is whole cents; rates, fractions and
 * quantities are decimal strings ("0.725", "152.4"); a plain JSON number is taken for a quantity too
 * and read as the same decimal text.
 */

export const CALCULATOR_MESSAGES = {
  decimal: 'Enter a decimal number such as 152.4',
  nonNegative: 'Enter a number of 0 or more',
  cents: 'Amounts are whole cents',
  year: 'Enter a tax year between 1900 and 2200',
  month: 'Enter the month as YYYY-MM',
  weight: 'Enter the taxable gross weight in pounds',
  perDiemDate: 'Give the travel date (the rate is the one of that date) or the daily rate',
} as const

/** A decimal number as text (a JSON number is read as its shortest text); negative only when allowed. */
export const ZDecimalText = ({
  negative = false,
  description,
}: {
  negative?: boolean
  description?: string
} = {}) =>
  z
    .union([z.string().max(40), z.number()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim()
      const parsed = parseDecimal(text)
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: CALCULATOR_MESSAGES.decimal })
        return z.NEVER
      }
      if (!negative && parsed.units < 0n) {
        ctx.addIssue({ code: 'custom', message: CALCULATOR_MESSAGES.nonNegative })
        return z.NEVER
      }
      return text
    })
    .meta({ description: description ?? 'A decimal number as text, e.g. "152.4"' })

/** Whole cents up to ±$10 billion. */
const ZCentsAmount = (min: number) =>
  z
    .number({ error: CALCULATOR_MESSAGES.cents })
    .int({ error: CALCULATOR_MESSAGES.cents })
    .min(min, { error: min < 0 ? CALCULATOR_MESSAGES.cents : CALCULATOR_MESSAGES.nonNegative })
    .max(1_000_000_000_000, { error: CALCULATOR_MESSAGES.cents })

export const ZCents = ZCentsAmount(0)
export const ZSignedCents = ZCentsAmount(-1_000_000_000_000)

export const ZTaxYear = z
  .number({ error: CALCULATOR_MESSAGES.year })
  .int({ error: CALCULATOR_MESSAGES.year })
  .min(1900, { error: CALCULATOR_MESSAGES.year })
  .max(2200, { error: CALCULATOR_MESSAGES.year })

const ZPercentText = ZDecimalText({ description: 'A percentage as text, e.g. "80"' })

export const ZSelfEmploymentTaxInput = z
  .object({
    taxYear: ZTaxYear,
    netProfitCents: ZSignedCents,
    w2SocialSecurityWagesCents: ZCents.optional(),
    ssWageBaseCents: ZCents.optional(),
    roundingMode: z.enum(['cents', 'whole_dollars']).default('cents'),
  })
  .meta({ examples: [{ taxYear: 2025, netProfitCents: 5_000_000, roundingMode: 'cents' }] })

export const ZSelfEmploymentTax = z.object({
  netEarningsCents: z.number().int(),
  owesSeTax: z.boolean(),
  ssPortionCents: z.number().int(),
  medicarePortionCents: z.number().int(),
  seTaxCents: z.number().int(),
  deductionHalfSeCents: z.number().int(),
})

export const ZPerDiemInput = z
  .object({
    dayLines: z
      .array(
        z
          .object({
            days: z.number().int().min(0).max(366),
            fraction: z.enum(['1', '0.75']),
            rateCents: ZCents.optional(),
            date: ZDateFilter,
            outsideConus: z.boolean().default(false),
          })
          // The rate is the one of the travel date: a line without its own rate needs the date.
          .refine((line) => line.rateCents !== undefined || line.date !== undefined, {
            error: CALCULATOR_MESSAGES.perDiemDate,
            path: ['date'],
          }),
      )
      .min(1)
      .max(100),
    deductiblePercent: ZPercentText.optional(),
  })
  .meta({
    examples: [
      {
        dayLines: [
          { days: 10, fraction: '1', date: '2025-03-10' },
          { days: 2, fraction: '0.75', date: '2025-03-10' },
        ],
        deductiblePercent: '80',
      },
    ],
  })

export const ZPerDiem = z.object({ allowanceCents: z.number().int(), deductibleCents: z.number().int() })

export const ZStandardMileageInput = z
  .object({
    legs: z
      .array(
        z.object({
          year: ZTaxYear,
          businessMiles: ZDecimalText({ description: 'Business miles as text, e.g. "152.4"' }),
          rateUsdPerMile: ZDecimalText({ description: 'Dollars per mile as text, e.g. "0.70"' }).optional(),
        }),
      )
      .min(1)
      .max(100),
  })
  .meta({ examples: [{ legs: [{ year: 2025, businessMiles: '152.4' }] }] })

export const ZStandardMileage = z.object({
  deductionCents: z.number().int(),
  byLegCents: z.array(z.number().int()),
})

export const ZDueDatesQuery = z.object({ taxYear: z.coerce.number().pipe(ZTaxYear) })
export const ZDueDates = z.object({ q1: z.iso.date(), q2: z.iso.date(), q3: z.iso.date(), q4: z.iso.date() })

export const ZIftaInput = z
  .object({
    totalMiles: ZDecimalText(),
    totalGallons: ZDecimalText(),
    fleetMpg: ZDecimalText().optional(),
    jurisdictions: z
      .array(
        z.object({
          jurisdiction: ZLine(40),
          totalMiles: ZDecimalText(),
          taxableMiles: ZDecimalText(),
          taxPaidGallons: ZDecimalText(),
          taxRate: ZDecimalText({ description: 'Dollars per gallon for the quarter, e.g. "0.2850"' }),
          surchargeRate: ZDecimalText({ description: 'Surcharge in dollars per gallon (KY, VA)' }).optional(),
        }),
      )
      .min(1)
      .max(100),
  })
  .meta({
    examples: [
      {
        totalMiles: '10000',
        totalGallons: '1600',
        jurisdictions: [
          {
            jurisdiction: 'IN',
            totalMiles: '4000',
            taxableMiles: '4000',
            taxPaidGallons: '500',
            taxRate: '0.57',
          },
        ],
      },
    ],
  })

export const ZIfta = z.object({
  fleetMpg: z.string(),
  rows: z.array(
    z.object({
      jurisdiction: z.string(),
      taxableGallons: z.number().int(),
      netTaxableGallons: z.number(),
      taxCents: z.number().int(),
      surchargeCents: z.number().int().optional(),
      totalDueCents: z.number().int(),
    }),
  ),
  totalDueCents: z.number().int(),
})

const ZMonth = z
  .string()
  .regex(/^(19\d\d|2[01]\d\d|2200)-(0[1-9]|1[0-2])$/, { error: CALCULATOR_MESSAGES.month })
  .meta({ examples: ['2025-08'] })

const ZHvutVehicle = z.object({
  taxableGrossWeightLb: z
    .number({ error: CALCULATOR_MESSAGES.weight })
    .int({ error: CALCULATOR_MESSAGES.weight })
    .min(0, { error: CALCULATOR_MESSAGES.weight })
    .max(1_000_000, { error: CALCULATOR_MESSAGES.weight }),
  firstUseMonth: ZMonth,
  loggingVehicle: z.boolean().default(false),
  suspended5000Miles: z.boolean().default(false),
  /** An agricultural vehicle is suspended up to 7,500 miles instead of 5,000. */
  agricultural: z.boolean().default(false),
})

export const ZForm2290Input = z
  .union([ZHvutVehicle, z.object({ vehicles: z.array(ZHvutVehicle).min(1).max(1000) })])
  .meta({ examples: [{ taxableGrossWeightLb: 80_000, firstUseMonth: '2025-08' }] })

export const ZForm2290 = z.union([
  z.object({
    category: z.string().nullable(),
    taxable: z.boolean(),
    annualTaxCents: z.number().int(),
    monthsInPeriod: z.number().int(),
    taxCents: z.number().int(),
    returnDueDate: z.iso.date(),
    /** Miles the vehicle may run in the period and stay suspended (category W only). */
    suspensionMileLimit: z.number().int().nullable(),
    /** Reminders for the period (a credit for a vehicle sold, destroyed or stolen). */
    notes: z.array(z.string()),
  }),
  z.object({ taxCents: z.number().int(), byVehicleCents: z.array(z.number().int()) }),
])

export const ZFilingStatus = z.enum(FILING_STATUSES)
