import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZIftaRatesInput } from '@/contracts/ifta.ts'
import type { FuelType, RateRecord } from '@/domain/ifta/build-return.ts'
import { iftaDieselRates } from '@/domain/ifta/rate-tables.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { iftaRates } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'

export interface QuarterRates {
  quarter: string
  source: string | null
  rates: (RateRecord & { fuelType: FuelType })[]
}

/**
 * A quarter's rates: the ones administrators saved or imported for it, else the IFTA, Inc. matrix
 * shipped with the product (src/domain/ifta/rate-tables.ts), else none.
 */
export async function quarterRates(db: Db | Tx, quarter: string): Promise<QuarterRates> {
  const saved = await db
    .select()
    .from(iftaRates)
    .where(eq(iftaRates.quarter, quarter))
    .orderBy(asc(iftaRates.fuelType), asc(iftaRates.jurisdiction))
  if (saved.length > 0)
    return {
      quarter,
      source: saved[0]!.source,
      rates: saved.map((r) => ({
        jurisdiction: r.jurisdiction,
        fuelType: r.fuelType,
        rate: r.rate,
        surchargeRate: r.surchargeRate,
      })),
    }
  const shipped = iftaDieselRates(quarter)
  if (!shipped) return { quarter, source: null, rates: [] }
  return {
    quarter,
    source: shipped.source,
    rates: shipped.rates.map((r) => ({
      jurisdiction: r.jurisdiction,
      fuelType: 'diesel' as const,
      rate: r.rate,
      surchargeRate: r.surchargeRate ?? null,
    })),
  }
}

/** Replaces a quarter's rates with an administrator's (typed or imported), recorded in the audit log. */
export async function saveQuarterRates(options: {
  db: Db
  clock: Clock
  actor: Actor
  quarter: string
  input: z.output<typeof ZIftaRatesInput>
  source?: string
}): Promise<QuarterRates> {
  const { db, clock, actor, quarter, input } = options
  const now = clock.now()
  const source = options.source ?? `Saved by an administrator on ${now.toISOString().slice(0, 10)}`
  // One rate per jurisdiction and fuel type: the last one given wins.
  const unique = new Map(input.rates.map((r) => [`${r.jurisdiction}|${r.fuelType}`, r]))
  await db.transaction(async (tx) => {
    await tx.delete(iftaRates).where(eq(iftaRates.quarter, quarter))
    if (unique.size > 0)
      await tx.insert(iftaRates).values(
        [...unique.values()].map((r) => ({
          quarter,
          jurisdiction: r.jurisdiction,
          fuelType: r.fuelType,
          rate: r.rate,
          surchargeRate: r.surchargeRate ?? null,
          source,
          updatedAt: now,
        })),
      )
    await recordAudit(tx, actor, {
      action: 'ifta.rates',
      details: { quarter, rates: unique.size },
      at: now,
    })
  })
  return quarterRates(db, quarter)
}

/** The diesel rates of a quarter as the return reads them. */
export async function returnRates(db: Db, quarter: string, fuelType: FuelType): Promise<RateRecord[]> {
  const { rates } = await quarterRates(db, quarter)
  return rates.filter((r) => r.fuelType === fuelType)
}
