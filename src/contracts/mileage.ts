import { z } from 'zod'
import { MILEAGE_VEHICLES, NO_DEDUCTION_REASONS } from '@/domain/mileage/eligibility.ts'
import { ZDateFilter, ZIsoDate, ZNotes, ZPage, ZRequiredLine } from './common.ts'
import { LEDGER_MESSAGES } from './ledger-common.ts'
import { ZTruckRef } from './trucks.ts'

export const MILEAGE_PURPOSES = ['business', 'personal'] as const

const ZMiles = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? LEDGER_MESSAGES.required
        : LEDGER_MESSAGES.milesInvalid,
  })
  .gt(0, { error: LEDGER_MESSAGES.milesInvalid })
  .max(100_000, { error: LEDGER_MESSAGES.milesInvalid })
  // The log keeps tenths of a mile.
  .refine((m) => Math.abs(m * 10 - Math.round(m * 10)) < 1e-9, { error: LEDGER_MESSAGES.milesInvalid })

const place = ZRequiredLine(200, LEDGER_MESSAGES.required)

export const ZMileageInput = z
  .object({
    startLocation: place,
    endLocation: place,
    miles: ZMiles,
    date: ZIsoDate,
    purpose: z.enum(MILEAGE_PURPOSES).default('business'),
    notes: ZNotes().default(''),
    truckId: ZTruckRef,
  })
  .meta({
    examples: [
      {
        startLocation: 'Dallas, TX',
        endLocation: 'Tulsa, OK',
        miles: 257.4,
        date: '2026-03-06',
        purpose: 'business',
      },
    ],
  })
export type MileageInput = z.input<typeof ZMileageInput>

export const ZMileagePatch = z
  .object({
    startLocation: place.optional(),
    endLocation: place.optional(),
    miles: ZMiles.optional(),
    date: ZIsoDate.optional(),
    purpose: z.enum(MILEAGE_PURPOSES).optional(),
    notes: ZNotes().optional(),
    truckId: ZTruckRef,
  })
  .meta({ examples: [{ miles: 261.2 }] })

export const ZMileageEntry = z.object({
  id: z.uuid(),
  date: z.string(),
  startLocation: z.string(),
  endLocation: z.string(),
  miles: z.number(),
  purpose: z.enum(MILEAGE_PURPOSES),
  notes: z.string(),
  truckId: z.uuid().nullable(),
  /** IRS cents per mile for the entry's year (may have a half cent, e.g. 72.5). */
  rateCents: z.number(),
  /** Standard-rate deduction of a business entry; 0 for personal miles or where the rate does not apply. */
  deductionCents: z.number().int(),
  createdAt: z.string(),
})
export type MileageEntry = z.infer<typeof ZMileageEntry>

export const ZMileageQuery = z.object({
  from: ZDateFilter,
  to: ZDateFilter,
  ...ZPage,
  pageSize: ZPage.pageSize.default(50),
})

export const ZMileageList = z.object({
  items: z.array(ZMileageEntry),
  total: z.number().int(),
  summary: z.object({
    totalMiles: z.number(),
    businessMiles: z.number(),
    personalMiles: z.number(),
    /** The rate of the period's last year, for display. */
    standardRateCents: z.number(),
    /** The standard-rate deduction of the business miles; 0 where the rate does not apply. */
    deductionCents: z.number().int(),
    /** What the miles are driven in, as the user said; null until then. */
    vehicle: z.enum(MILEAGE_VEHICLES).nullable(),
    /** Whether the standard rate applies, and why not when it doesn't. */
    standardRate: z.object({ applies: z.boolean(), reason: z.enum(NO_DEDUCTION_REASONS).nullable() }),
  }),
})
export type MileageList = z.infer<typeof ZMileageList>

export const MILEAGE_VEHICLE_LABELS = {
  car_pickup_van: 'Car, pickup or van',
  tractor: 'Tractor (semi truck)',
} as const

/** Why the log shows no deduction, in words for the card. */
export const NO_DEDUCTION_TEXT = {
  w2_employee:
    'Company drivers paid on a W-2 cannot deduct business miles: unreimbursed employee expenses are not deductible.',
  tractor:
    "The standard mileage rate is for cars, pickups and vans. A tractor's costs (fuel, repairs, insurance) are deducted as expenses instead.",
  vehicle_unknown: 'Choose the vehicle you log miles in to see whether the standard rate applies.',
} as const

export const ZMileageVehicle = z
  .object({ vehicle: z.enum(MILEAGE_VEHICLES, { error: 'Please choose a vehicle' }) })
  .meta({ examples: [{ vehicle: 'car_pickup_van' }] })
