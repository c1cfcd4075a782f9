import { TRUCK_MESSAGES, type Truck } from '@/contracts/trucks.ts'
import { isQualifiedTruck } from '@/domain/ifta/qualified.ts'
import type { trucks } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export type TruckRow = typeof trucks.$inferSelect

export function toTruck(row: TruckRow): Truck {
  return {
    id: row.id,
    unitNumber: row.unitNumber,
    vin: row.vin,
    plate: row.plate,
    plateState: row.plateState,
    taxableGrossWeightLb: row.taxableGrossWeightLb,
    axles: row.axles,
    iftaQualified: isQualifiedTruck({ axles: row.axles, grossWeightLb: row.taxableGrossWeightLb }),
    status: row.status,
    odometerMiles: row.odometerMiles,
    nextServiceDate: row.nextServiceDate,
    nextServiceMiles: row.nextServiceMiles,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export const truckNotFound = () => new AppError('NOT_FOUND', TRUCK_MESSAGES.notFound)
export const fleetTruck = () => new AppError('FORBIDDEN', TRUCK_MESSAGES.fleetOwned)

/** The unique index's refusal, as the user's message. */
export function unitTaken(error: unknown): AppError | undefined {
  let current: unknown = error
  while (current && typeof current === 'object') {
    const e = current as { code?: string; constraint?: string; cause?: unknown }
    if (e.code === '23505') return new AppError('CONFLICT', TRUCK_MESSAGES.unitTaken)
    current = e.cause
  }
  return undefined
}
