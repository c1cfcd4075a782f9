import { z } from 'zod'
import { ZIsoDate, ZLine, ZRequiredLine } from './common.ts'

export const TRUCK_STATUSES = ['in_service', 'in_shop', 'out_of_service'] as const
export type TruckStatus = (typeof TRUCK_STATUSES)[number]
export const TRUCK_STATUS_LABELS: Record<TruckStatus, string> = {
  in_service: 'In service',
  in_shop: 'In shop',
  out_of_service: 'Out of service',
}

export const TRUCK_MESSAGES = {
  notFound: 'Truck not found',
  unitRequired: 'Please enter a unit number',
  unitTaken: 'You already have a truck with this unit number',
  vin: 'A VIN is 17 letters and digits (no I, O or Q)',
  plateState: 'Use the two-letter state or province code',
  ownersOnly: 'Only owner-operators and fleet managers keep trucks',
  fleetOwned: 'This truck is your fleet’s: only your fleet manager can change it',
  added: 'Truck added successfully',
  updated: 'Truck updated successfully',
  deleted: 'Truck deleted successfully',
  loadFailed: 'Failed to load trucks',
  saveFailed: 'Failed to save truck',
  deleteFailed: 'Failed to delete truck',
} as const

/** Optional text; blank means none (the server stores null). No transform, so the API document keeps its examples. */
const ZOptionalText = (max: number) => ZLine(max).nullable().optional()

const truckFields = {
  unitNumber: ZRequiredLine(40, TRUCK_MESSAGES.unitRequired),
  vin: ZOptionalText(17).refine((v) => !v || /^[A-HJ-NPR-Z0-9]{17}$/i.test(v), {
    error: TRUCK_MESSAGES.vin,
  }),
  plate: ZOptionalText(15),
  plateState: ZOptionalText(2).refine((v) => !v || /^[A-Z]{2}$/i.test(v), {
    error: TRUCK_MESSAGES.plateState,
  }),
  taxableGrossWeightLb: z.number().int().min(0).max(200_000).nullable().optional(),
  /** The power unit's axles: with the weight, whether it is an IFTA qualified vehicle. */
  axles: z.number().int().min(1).max(20).nullable().optional(),
  status: z.enum(TRUCK_STATUSES),
  odometerMiles: z.number().int().min(0).max(10_000_000).nullable().optional(),
  nextServiceDate: ZIsoDate.nullable().optional(),
  nextServiceMiles: z.number().int().min(0).max(10_000_000).nullable().optional(),
}

/** A truck as the owner types it; VIN and plate state are checked, the rest bounded. */
export const ZTruckInput = z
  .object({ ...truckFields, status: truckFields.status.default('in_service') })
  .meta({
    examples: [
      {
        unitNumber: '101',
        vin: '1XKYD49X0NJ123456',
        plate: 'P123456',
        plateState: 'TX',
        taxableGrossWeightLb: 80_000,
        status: 'in_service',
        odometerMiles: 412_500,
      },
    ],
  })
export type TruckInput = z.input<typeof ZTruckInput>

/** PATCH: any subset of the fields, each checked as on create (nothing defaults). */
export const ZTruckPatch = z
  .object({
    unitNumber: truckFields.unitNumber.optional(),
    vin: truckFields.vin.optional(),
    plate: truckFields.plate.optional(),
    plateState: truckFields.plateState.optional(),
    taxableGrossWeightLb: truckFields.taxableGrossWeightLb.optional(),
    axles: truckFields.axles.optional(),
    status: truckFields.status.optional(),
    odometerMiles: truckFields.odometerMiles.optional(),
    nextServiceDate: truckFields.nextServiceDate.optional(),
    nextServiceMiles: truckFields.nextServiceMiles.optional(),
  })
  .meta({ examples: [{ status: 'in_shop', odometerMiles: 413_000 }] })

export const ZTruck = z.object({
  id: z.uuid(),
  unitNumber: z.string(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  plateState: z.string().nullable(),
  taxableGrossWeightLb: z.number().int().nullable(),
  axles: z.number().int().nullable(),
  /** An IFTA qualified motor vehicle (taken as one while its axles or weight are unknown). */
  iftaQualified: z.boolean(),
  status: z.enum(TRUCK_STATUSES),
  odometerMiles: z.number().int().nullable(),
  nextServiceDate: z.string().nullable(),
  nextServiceMiles: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Truck = z.infer<typeof ZTruck>
export const ZTruckList = z.object({
  /** `fleet`: the fleet's truck, which a driver tags rows with but cannot change. */
  items: z.array(ZTruck.extend({ fleet: z.boolean() })),
})

/** The optional truck a row is tagged with: one of the user's own trucks (checked on the server). */
export const ZTruckRef = z.uuid({ error: TRUCK_MESSAGES.notFound }).nullable().optional()

export const ZTruckReportQuery = z.object({
  period: z.enum(['monthly', 'quarterly', 'yearly']).default('yearly'),
})

/** Profit and loss and cost per mile of each truck for the period to date. */
export const ZTruckProfitLoss = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      truckId: z.uuid(),
      unitNumber: z.string(),
      status: z.enum(TRUCK_STATUSES),
      /** The owner's own revenue tagged with the truck (freight revenue). */
      revenueCents: z.number().int(),
      /** The owner's own expenses tagged with the truck. */
      expensesCents: z.number().int(),
      /** For a fleet: its drivers' pay (their revenue entries) tagged with the truck, a cost. */
      driverPayCents: z.number().int(),
      /** Revenue less expenses and driver pay. */
      netCents: z.number().int(),
      miles: z.number(),
      /** Expenses and driver pay per mile (its loads' miles, or the business miles logged), in cents; null without miles. */
      costPerMileCents: z.number().int().nullable(),
      /** The revenue per mile, in cents; null without miles. */
      revenuePerMileCents: z.number().int().nullable(),
      /** Where revenue and miles come from: the truck's loads, or the books (tagged rows, logged miles). */
      source: z.enum(['loads', 'books']),
      /** Loads picked up with it in the period. */
      loads: z.number().int(),
    }),
  ),
})
export type TruckProfitLoss = z.infer<typeof ZTruckProfitLoss>

/** The expense categories that are maintenance. */
export const MAINTENANCE_CATEGORIES = [
  'maintenance',
  'maintenance_routine',
  'maintenance_repairs',
  'tires',
] as const

export const ZMaintenanceOverview = z.object({
  trucks: z.array(
    z.object({
      truckId: z.uuid(),
      unitNumber: z.string(),
      status: z.enum(TRUCK_STATUSES),
      odometerMiles: z.number().int().nullable(),
      nextServiceDate: z.string().nullable(),
      nextServiceMiles: z.number().int().nullable(),
      /** Due within 30 days or 1,000 miles, or past due. */
      serviceDue: z.enum(['overdue', 'soon', 'later', 'unknown']),
      maintenanceCentsThisYear: z.number().int(),
      lastMaintenanceDate: z.string().nullable(),
    }),
  ),
  expenses: z.array(
    z.object({
      id: z.uuid(),
      date: z.string(),
      description: z.string(),
      category: z.string(),
      amountCents: z.number().int(),
      truckUnit: z.string().nullable(),
      driverName: z.string(),
    }),
  ),
})
export type MaintenanceOverview = z.infer<typeof ZMaintenanceOverview>
