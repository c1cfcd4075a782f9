import { z } from 'zod'
import { isLedgerDate } from '@/domain/period.ts'
import { PER_DIEM_DAY_KINDS } from '@/domain/tax/per-diem-log.ts'
import { ZTaxYear } from './calculators.ts'
import { ZIsoDate } from './common.ts'

export const PER_DIEM_MESSAGES = {
  notFound: 'That day is not in your per diem log',
  kind: 'A day is either full or partial',
  noDays: 'Please choose at least one day',
  tooManyDays: 'Please save at most 400 days at a time',
  duplicateDays: 'Each day can be saved only once at a time',
} as const

/** At most a year and a month of days in one save (a whole year's log, with room to spare). */
export const MAX_PER_DIEM_DAYS = 400

export const ZPerDiemQuery = z.object({ year: z.coerce.number().pipe(ZTaxYear).optional() })

const ZKind = z.enum(PER_DIEM_DAY_KINDS, { error: PER_DIEM_MESSAGES.kind })

export const ZPerDiemDayInput = z.object({
  date: ZIsoDate,
  kind: ZKind,
  outsideConus: z.boolean().default(false),
})
export type PerDiemDayInput = z.input<typeof ZPerDiemDayInput>

export const ZPerDiemDaysInput = z
  .object({
    days: z
      .array(ZPerDiemDayInput, { error: PER_DIEM_MESSAGES.noDays })
      .min(1, { error: PER_DIEM_MESSAGES.noDays })
      .max(MAX_PER_DIEM_DAYS, { error: PER_DIEM_MESSAGES.tooManyDays })
      .refine((days) => new Set(days.map((d) => d.date)).size === days.length, {
        error: PER_DIEM_MESSAGES.duplicateDays,
      }),
  })
  .meta({
    examples: [
      {
        days: [
          { date: '2025-03-03', kind: 'partial', outsideConus: false },
          { date: '2025-03-04', kind: 'full', outsideConus: false },
          { date: '2025-03-05', kind: 'partial', outsideConus: false },
        ],
      },
    ],
  })
export type PerDiemDaysInput = z.input<typeof ZPerDiemDaysInput>

export const ZPerDiemDateParams = z.object({
  date: z.iso
    .date({ error: PER_DIEM_MESSAGES.notFound })
    .refine(isLedgerDate, { error: PER_DIEM_MESSAGES.notFound })
    .meta({ description: 'A day of your per diem log (YYYY-MM-DD)', examples: ['2025-03-04'] }),
})

export const ZPerDiemSaved = z.object({ saved: z.number().int() })

export const ZPerDiemDay = z.object({
  date: z.string(),
  kind: ZKind,
  outsideConus: z.boolean(),
  /** The full-day rate on the date; null while the IRS notice for its year is not in RigLedger. */
  rateCents: z.number().int().nullable(),
  /** What the day counts for: the rate, or 75 % of it on a partial day; null without a rate. */
  amountCents: z.number().int().nullable(),
})
export type PerDiemDay = z.infer<typeof ZPerDiemDay>

export const ZSuggestedPerDiemDay = ZPerDiemDay.extend({
  /** The first day of the trip it belongs to (days of one trip share it). */
  tripStart: z.string(),
})
export type SuggestedPerDiemDay = z.infer<typeof ZSuggestedPerDiemDay>

export const ZPerDiemTotals = z.object({
  fullDays: z.number().int(),
  partialDays: z.number().int(),
  allowanceCents: z.number().int(),
  deductibleCents: z.number().int(),
  /** Days whose date has no IRS rate in RigLedger yet: left out of the allowance. */
  daysWithoutRate: z.number().int(),
})

export const ZPerDiemRatePeriod = z.object({
  from: z.string(),
  to: z.string(),
  insideConusCents: z.number().int(),
  outsideConusCents: z.number().int(),
  /** The IRS notice that sets it. */
  source: z.string(),
})

export const ZPerDiemYear = z.object({
  year: z.number().int(),
  /** The confirmed days of the year, by date. */
  items: z.array(ZPerDiemDay),
  /** Days guessed from the load dates of confirmed settlements, not yet confirmed. */
  suggested: z.array(ZSuggestedPerDiemDay),
  totals: ZPerDiemTotals,
  /** The share of the allowance deducted, as text ("80" under DOT hours-of-service rules). */
  deductiblePercent: z.string(),
  /** The daily rates in force during the year (the federal year runs October to September). */
  yearRates: z.array(ZPerDiemRatePeriod),
})
export type PerDiemYear = z.infer<typeof ZPerDiemYear>
