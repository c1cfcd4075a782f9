import { z } from 'zod'
import { DISCREPANCY_KINDS } from '@/domain/loads/load-check.ts'
import { LOAD_ORIGINS, LOAD_STATUSES, RATE_LINE_KINDS, STOP_TYPES } from '@/domain/loads/load-terms.ts'
import { isLedgerDate } from '@/domain/period.ts'
import { ZDateFilter, ZLine, ZNotes, ZPage, ZRequiredLine, ZSearch } from './common.ts'
import { ZDocumentRef } from './documents.ts'
import { ZAmountCents } from './ledger-common.ts'
import { ZTruckRef } from './trucks.ts'

export const LOAD_MESSAGES = {
  notFound: 'Load not found',
  payerNotFound: 'Payer not found',
  payerRequired: 'Please enter the broker or carrier',
  stopsRequired: 'Add a pickup and a delivery',
  pickupFirst: 'The first stop is a pickup and the last a delivery',
  stateInvalid: 'Use the two-letter state or province code',
  zipInvalid: 'Please enter a valid ZIP code',
  dateTimeInvalid: 'Please enter a valid date and time',
  milesInvalid: 'Please enter a valid number of miles',
  driverNotFound: 'This driver is not in your fleet',
  documentNotFound: 'Document not found on this load',
  documentAttached: 'Document attached',
  documentRemoved: 'Document removed',
  added: 'Load added',
  updated: 'Load updated',
  deleted: 'Load deleted',
  loadFailed: 'Failed to load loads',
  saveFailed: 'Failed to save load',
} as const

/** A busy load has a handful of stops and rate lines; these bounds are far above any real one. */
export const MAX_LOAD_STOPS = 30
export const MAX_RATE_LINES = 30
/** A load delivered this many days ago and on no settlement is flagged (the user may change it). */
export const DEFAULT_UNPAID_AFTER_DAYS = 21

/** A local date and time at a stop, 'YYYY-MM-DDTHH:MM' (the stop's own clock: no time zone). */
export const ZLocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: LOAD_MESSAGES.dateTimeInvalid })
  .refine(
    (v) => {
      const [day, time] = v.split('T') as [string, string]
      const [h, m] = time.split(':').map(Number) as [number, number]
      return h < 24 && m < 60 && !Number.isNaN(Date.parse(day)) && isLedgerDate(day)
    },
    { error: LOAD_MESSAGES.dateTimeInvalid },
  )
  .meta({ examples: ['2026-03-02T08:00'] })

const ZState = z
  .string()
  .overwrite((v) => v.trim().toUpperCase())
  .regex(/^[A-Z]{2}$/, { error: LOAD_MESSAGES.stateInvalid })
  .meta({ examples: ['TX'] })

const ZMiles = z
  .number({ error: LOAD_MESSAGES.milesInvalid })
  .min(0, { error: LOAD_MESSAGES.milesInvalid })
  .max(100_000, { error: LOAD_MESSAGES.milesInvalid })

const optionalText = (max = 100) => ZLine(max).nullable().optional()

export const ZStopInput = z.object({
  type: z.enum(STOP_TYPES),
  name: optionalText(200),
  city: ZRequiredLine(100),
  state: ZState,
  zip: ZLine(10)
    .refine((v) => v === '' || /^[A-Z0-9][A-Z0-9 -]{2,9}$/i.test(v), { error: LOAD_MESSAGES.zipInvalid })
    .nullable()
    .optional(),
  scheduledAt: ZLocalDateTime.nullable().optional(),
  arrivedAt: ZLocalDateTime.nullable().optional(),
  departedAt: ZLocalDateTime.nullable().optional(),
})
export type StopInput = z.input<typeof ZStopInput>

export const ZRateLineInput = z.object({
  kind: z.enum(RATE_LINE_KINDS),
  amountCents: ZAmountCents,
  description: ZLine(200).default(''),
})
export type RateLineInput = z.input<typeof ZRateLineInput>

const loadFields = {
  loadNumber: optionalText(60),
  /** Finds the user's payer of this name (any case) or makes one; or give `payerId`. */
  payerName: optionalText(200),
  payerId: z.uuid({ error: LOAD_MESSAGES.payerNotFound }).nullable().optional(),
  shipper: optionalText(200),
  receiver: optionalText(200),
  status: z.enum(LOAD_STATUSES),
  stops: z.array(ZStopInput).max(MAX_LOAD_STOPS, { error: `A load has at most ${MAX_LOAD_STOPS} stops` }),
  rateLines: z
    .array(ZRateLineInput)
    .max(MAX_RATE_LINES, { error: `A load has at most ${MAX_RATE_LINES} rate lines` }),
  loadedMiles: ZMiles.nullable().optional(),
  emptyMiles: ZMiles.nullable().optional(),
  truckId: ZTruckRef,
  /** A fleet manager's load: the fleet's driver who hauls it. */
  driverId: z.uuid({ error: LOAD_MESSAGES.driverNotFound }).nullable().optional(),
  commodity: optionalText(200),
  weightLb: z.number().int().min(0).max(200_000).nullable().optional(),
  poNumber: optionalText(60),
  bolNumber: optionalText(60),
  proNumber: optionalText(60),
  notes: ZNotes(),
}

/** The stops' order: a pickup first, a delivery last (the ones between may be either). */
function stopsInOrder(stops: readonly { type: string }[]) {
  return stops.length === 0 || (stops[0]!.type === 'pickup' && stops.at(-1)!.type === 'delivery')
}

const LOAD_EXAMPLE = {
  loadNumber: 'RC-48213',
  payerName: 'Acme Freight LLC',
  status: 'booked',
  stops: [
    {
      type: 'pickup',
      name: 'Lone Star Foods',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      scheduledAt: '2026-03-02T08:00',
    },
    {
      type: 'delivery',
      name: 'Delta Grocers DC',
      city: 'Memphis',
      state: 'TN',
      zip: '38118',
      scheduledAt: '2026-03-03T14:00',
    },
  ],
  rateLines: [
    { kind: 'linehaul', amountCents: 180_000 },
    { kind: 'fuel_surcharge', amountCents: 25_000 },
  ],
  loadedMiles: 452,
  emptyMiles: 38,
  commodity: 'Frozen foods',
  weightLb: 38_000,
}

/** What a file attached to a load is. */
export const LOAD_DOCUMENT_KINDS = ['rate_confirmation', 'bol', 'proof_of_delivery', 'other'] as const
export type LoadDocumentKind = (typeof LOAD_DOCUMENT_KINDS)[number]
export const LOAD_DOCUMENT_KIND_LABELS: Record<LoadDocumentKind, string> = {
  rate_confirmation: 'Rate confirmation',
  bol: 'Bill of lading (BOL)',
  proof_of_delivery: 'Proof of delivery',
  other: 'Other',
}

/** A file attached to a load: its document's id, what it is and enough to show and fetch it. */
export const ZLoadDocument = z.object({
  id: z.uuid(),
  kind: z.enum(LOAD_DOCUMENT_KINDS),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  attachedAt: z.string(),
})
export type LoadDocument = z.infer<typeof ZLoadDocument>
export const ZLoadDocumentList = z.object({ items: z.array(ZLoadDocument) })

/** `POST /api/loads/:id/documents?kind=bol` with one `file` part (a PDF or a photo). */
export const ZAttachLoadDocumentQuery = z.object({
  kind: z
    .enum(LOAD_DOCUMENT_KINDS, { error: 'Choose rate_confirmation, bol, proof_of_delivery or other' })
    .default('other'),
})

/** A load typed in or saved from the review of its rate confirmation. */
export const ZLoadInput = z
  .object({
    ...loadFields,
    status: loadFields.status.default('booked'),
    stops: loadFields.stops
      .min(2, { error: LOAD_MESSAGES.stopsRequired })
      .refine(stopsInOrder, { error: LOAD_MESSAGES.pickupFirst }),
    rateLines: loadFields.rateLines.default([]),
    notes: loadFields.notes.default(''),
  })
  .refine((l) => l.payerName || l.payerId, { error: LOAD_MESSAGES.payerRequired, path: ['payerName'] })
  .meta({ examples: [LOAD_EXAMPLE] })
export type LoadInput = z.input<typeof ZLoadInput>

/** PATCH: any subset; stops and rate lines, when given, replace the load's. */
export const ZLoadPatch = z
  .object({
    ...loadFields,
    stops: loadFields.stops
      .min(2, { error: LOAD_MESSAGES.stopsRequired })
      .refine(stopsInOrder, { error: LOAD_MESSAGES.pickupFirst }),
  })
  .partial()
  .meta({ examples: [{ status: 'delivered' }] })

/** Something to ask the payer about, with the money at stake (`differenceCents`, paid less expected). */
export const ZDiscrepancy = z.object({
  kind: z.enum(DISCREPANCY_KINDS),
  expectedCents: z.number().int(),
  paidCents: z.number().int(),
  differenceCents: z.number().int(),
  /** In words for the user. */
  message: z.string(),
})

/** What the reader of a rate confirmation was unsure of; null once the user saved the load. */
export const ZLoadReview = z.object({
  issues: z.array(z.string()),
  confidence: z.record(z.string(), z.number()),
})
export type LoadReview = z.infer<typeof ZLoadReview>

export const ZStop = z.object({
  id: z.uuid(),
  type: z.enum(STOP_TYPES),
  name: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
})
export const ZRateLine = z.object({
  id: z.uuid(),
  kind: z.enum(RATE_LINE_KINDS),
  description: z.string(),
  amountCents: z.number().int(),
})

export const ZLoadSummary = z.object({
  id: z.uuid(),
  loadNumber: z.string().nullable(),
  payerId: z.uuid().nullable(),
  payerName: z.string().nullable(),
  status: z.enum(LOAD_STATUSES),
  origin: z.enum(LOAD_ORIGINS),
  pickupDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  originPlace: z.string().nullable(),
  destinationPlace: z.string().nullable(),
  loadedMiles: z.number().nullable(),
  emptyMiles: z.number().nullable(),
  truckId: z.uuid().nullable(),
  truckUnit: z.string().nullable(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  /** Whose books it is in (a fleet manager also sees their drivers'). */
  ownerId: z.uuid(),
  /** False when the caller only reads it (a fleet's load seen by its driver, a driver's seen by the fleet). */
  editable: z.boolean(),
  rateTotalCents: z.number().int(),
  /** What the settlement paid for it; null until one does. */
  paidCents: z.number().int().nullable(),
  settlementId: z.uuid().nullable(),
  discrepancies: z.array(ZDiscrepancy),
  needsReview: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type LoadSummary = z.infer<typeof ZLoadSummary>

export const ZLoad = ZLoadSummary.extend({
  shipper: z.string().nullable(),
  receiver: z.string().nullable(),
  commodity: z.string().nullable(),
  weightLb: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  bolNumber: z.string().nullable(),
  proNumber: z.string().nullable(),
  notes: z.string(),
  paidMiles: z.number().nullable(),
  stops: z.array(ZStop),
  rateLines: z.array(ZRateLine),
  review: ZLoadReview.nullable(),
  /** The rate confirmation it was read from. */
  document: ZDocumentRef.nullable(),
  /** The files attached to it (its rate confirmation, BOL, proof of delivery…), oldest first. */
  documents: z.array(ZLoadDocument),
  /** The settlement that paid it. */
  settlement: z
    .object({ id: z.uuid(), broker: z.string().nullable(), settlementDate: z.string().nullable() })
    .nullable(),
})
export type Load = z.infer<typeof ZLoad>

export const ZLoadFilters = z.object({
  search: ZSearch,
  status: z.enum(LOAD_STATUSES).optional(),
  /** Only loads with something to ask the payer about. */
  flagged: z.enum(['true', 'false']).optional(),
  from: ZDateFilter,
  to: ZDateFilter,
})
export const ZLoadQuery = ZLoadFilters.extend({ ...ZPage, pageSize: ZPage.pageSize.default(20) })
export const ZLoadList = z.object({ items: z.array(ZLoadSummary), total: z.number().int() })

export const ZPayer = z.object({
  id: z.uuid(),
  name: z.string(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
  /** A percentage-of-revenue lease's percentage, a decimal string ('88.00'); null without one. */
  leasePercent: z.string().nullable(),
  leaseIncludesFuelSurcharge: z.boolean(),
  loadCount: z.number().int(),
})
export type Payer = z.infer<typeof ZPayer>
export const ZPayerList = z.object({ items: z.array(ZPayer) })

export const ZPayerPatch = z
  .object({
    name: ZRequiredLine(200).optional(),
    mcNumber: optionalText(20),
    dotNumber: optionalText(20),
    leasePercent: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'Enter a percentage such as 88 or 72.5' })
      .refine((v) => Number(v) > 0 && Number(v) <= 100, { error: 'Enter a percentage such as 88 or 72.5' })
      .nullable()
      .optional(),
    leaseIncludesFuelSurcharge: z.boolean().optional(),
  })
  .meta({ examples: [{ mcNumber: 'MC-123456', leasePercent: '88', leaseIncludesFuelSurcharge: false }] })

export const ZLoadSettings = z.object({
  /** A delivered load on no settlement after this many days is flagged. */
  unpaidAfterDays: z.number().int().min(1).max(365),
})
export type LoadSettings = z.infer<typeof ZLoadSettings>

/** A load's profit (docs/domain.md, "Profit per load"). */
export const ZLoadProfit = z.object({
  /** What its settlement paid once paid; the rate confirmation's total before. */
  revenueCents: z.number().int(),
  revenueBasis: z.enum(['paid', 'rate']),
  /** Fuel, DEF, tolls, scales, parking and lumper of its days on the road (its share of each day). */
  directCostsCents: z.number().int(),
  /** The per diem allowance of its days away (its share of each day). */
  perDiemCents: z.number().int(),
  /** Its share, by miles, of its pickup month's fixed costs (insurance, truck payment, permits…). */
  fixedCostsShareCents: z.number().int(),
  profitCents: z.number().int(),
  /** Profit ÷ revenue, a decimal string with one decimal ('23.4'); null without revenue. */
  marginPercent: z.string().nullable(),
  loadedMiles: z.number(),
  emptyMiles: z.number(),
  /** Revenue ÷ loaded miles, cents rounded half up; null without loaded miles. */
  revenuePerLoadedMileCents: z.number().int().nullable(),
  /** Revenue ÷ all miles (loaded and empty); null without miles. */
  revenuePerMileCents: z.number().int().nullable(),
  /** All its costs ÷ all miles; null without miles. */
  costPerMileCents: z.number().int().nullable(),
  /** All its costs ÷ loaded miles (what each paid mile has to carry); null without loaded miles. */
  costPerLoadedMileCents: z.number().int().nullable(),
  /** Empty miles ÷ all miles, one decimal; null without miles. */
  deadheadPercent: z.string().nullable(),
})
export type LoadProfit = z.infer<typeof ZLoadProfit>

/** `month`: one row per calendar month of pickup, oldest first (a rate-per-mile history). */
export const LOAD_REPORT_GROUPS = ['load', 'broker', 'lane', 'truck', 'driver', 'month'] as const
export type LoadReportGroup = (typeof LOAD_REPORT_GROUPS)[number]

export const ZLoadReportQuery = z.object({
  from: ZDateFilter,
  to: ZDateFilter,
  groupBy: z.enum(LOAD_REPORT_GROUPS).default('load'),
  /** Only the loads of one lane (or from one state, or to one): the first pickup's and last delivery's state. */
  origin: ZState.optional(),
  destination: ZState.optional(),
  /** The rows come a page at a time, best profit first (the CSV and PDF have them all). */
  ...ZPage,
  pageSize: ZPage.pageSize.default(50),
})

export const ZLoadReportRow = ZLoadProfit.omit({ revenueBasis: true }).extend({
  key: z.string(),
  label: z.string(),
  loads: z.number().int(),
  /** By broker: the average days from delivery to the settlement that paid; null without paid loads. */
  averageDaysToPay: z.string().nullable(),
  /** The lowest and highest revenue per loaded mile of its loads (a rate history to quote from). */
  minRatePerMileCents: z.number().int().nullable(),
  maxRatePerMileCents: z.number().int().nullable(),
})
export type LoadReportRow = z.infer<typeof ZLoadReportRow>

export const ZLoadReport = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  groupBy: z.enum(LOAD_REPORT_GROUPS),
  /** The lane filter asked for (either end may be open); null without one. */
  lane: z.object({ origin: z.string().nullable(), destination: z.string().nullable() }).nullable(),
  rows: z.array(ZLoadReportRow),
  /** How many rows there are in all (loads, brokers, lanes, trucks, drivers or months). */
  rowCount: z.number().int(),
  totals: ZLoadReportRow.omit({ key: true, label: true }),
})
export type LoadReport = z.infer<typeof ZLoadReport>
