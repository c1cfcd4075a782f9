import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  ASSET_MESSAGES,
  type Asset,
  type AssetPatch,
  assetDatesProblem,
  type ZAssetInput,
} from '@/contracts/assets.ts'
import { isDepreciated } from '@/domain/depreciation/asset-terms.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { type AssetRow, assets, loans, trucks } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { businessBasisOf, problemOfYear, yearOf } from './asset-figures.ts'
import { assetNotFound, lockAssets, requireOwnAsset, toAsset } from './asset-view.ts'

type AssetValues = z.output<typeof ZAssetInput>

/** The truck an asset is: one of the user's own (a fleet's truck is its owner's to depreciate). */
async function checkOwnTruck(db: Db, userId: string, truckId: string | null | undefined) {
  if (!truckId) return
  const [truck] = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(and(eq(trucks.id, truckId), eq(trucks.userId, userId)))
  if (!truck) throw new AppError('BAD_REQUEST', ASSET_MESSAGES.truckNotYours)
}

/** Refuses the write when a year it touched can no longer be depreciated as it stands (read after the write, in its transaction). */
async function checkYears(tx: Tx, userId: string, years: number[], code: 'BAD_REQUEST' | 'CONFLICT') {
  const rows = await tx.select().from(assets).where(eq(assets.userId, userId))
  for (const year of new Set(years)) {
    const problem = problemOfYear(rows, year)
    if (problem) throw new AppError(code, problem)
  }
}

function columnsOf(values: Omit<AssetValues, 'depreciation'> & { depreciation: Asset['depreciation'] }) {
  return {
    kind: values.kind,
    truckId: values.truckId ?? null,
    description: values.description,
    costCents: values.costCents,
    placedInServiceDate: values.placedInServiceDate,
    acquiredDate: values.acquiredDate ?? null,
    businessUsePercent: values.businessUsePercent,
    holding: values.holding,
    depreciationMethod: values.depreciation.method,
    bonus: values.depreciation.bonus,
    section179Cents: values.depreciation.section179Cents,
    disposedDate: values.disposedDate ?? null,
    saleProceedsCents: values.saleProceedsCents ?? null,
  }
}

/** The asset's own figures in order, before anything is written (its year is checked after). */
function checkValues(values: Parameters<typeof columnsOf>[0]) {
  const problem = assetDatesProblem(values)
  if (problem) throw new AppError('BAD_REQUEST', problem)
  if (values.depreciation.section179Cents > businessBasisOf(values))
    throw new AppError('BAD_REQUEST', ASSET_MESSAGES.section179OverCost)
}

/** Adds an asset; refused (400) when its year's assets could not be depreciated with it. */
export async function createAsset(options: Caller & { input: AssetValues }): Promise<Asset> {
  const { db, clock, userId, input } = options
  checkValues(input)
  await checkOwnTruck(db, userId, input.truckId)
  const now = clock.now()
  return db.transaction(async (tx) => {
    await lockAssets(tx, userId)
    const [row] = await tx
      .insert(assets)
      .values({ ...columnsOf(input), userId, createdAt: now, updatedAt: now })
      .returning()
    await checkYears(tx, userId, [yearOf(input.placedInServiceDate)], 'BAD_REQUEST')
    return toAsset(row!)
  })
}

/** The stored asset with the patch applied: `depreciation` merges, clearing the disposal date clears its sale. */
function patched(row: AssetRow, patch: AssetPatch) {
  const current = toAsset(row)
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
  return {
    ...current,
    ...defined,
    depreciation: { ...current.depreciation, ...patch.depreciation },
    saleProceedsCents:
      patch.saleProceedsCents !== undefined
        ? patch.saleProceedsCents
        : patch.disposedDate === null
          ? null
          : current.saleProceedsCents,
  } as Asset
}

/** Changes one of the user's assets; its old and new years are checked again with it. */
export async function updateAsset(options: Caller & { id: string; patch: AssetPatch }): Promise<Asset> {
  const { db, clock, userId, id, patch } = options
  await checkOwnTruck(db, userId, patch.truckId)
  return db.transaction(async (tx) => {
    await lockAssets(tx, userId)
    const row = await requireOwnAsset(tx, userId, id)
    const next = patched(row, patch)
    checkValues(next)
    if (!isDepreciated(next.holding)) {
      const [loan] = await tx
        .select({ id: loans.id })
        .from(loans)
        .where(and(eq(loans.assetId, id), eq(loans.userId, userId)))
        .limit(1)
      if (loan) throw new AppError('CONFLICT', ASSET_MESSAGES.trueLeaseHasLoan)
    }
    const [updated] = await tx
      .update(assets)
      .set({ ...columnsOf(next), updatedAt: clock.now() })
      .where(and(eq(assets.id, id), eq(assets.userId, userId)))
      .returning()
    await checkYears(
      tx,
      userId,
      [yearOf(row.placedInServiceDate), yearOf(next.placedInServiceDate)],
      'BAD_REQUEST',
    )
    return toAsset(updated!)
  })
}

/** Deletes one of the user's assets; its loans stay, no longer naming it. */
export async function deleteAsset(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  await db.transaction(async (tx) => {
    await lockAssets(tx, userId)
    const [gone] = await tx
      .delete(assets)
      .where(and(eq(assets.id, id), eq(assets.userId, userId)))
      .returning({ placed: assets.placedInServiceDate })
    if (!gone) throw assetNotFound()
    // Without it the year's convention may change under the others (a case the tables do not carry).
    await checkYears(tx, userId, [yearOf(gone.placed)], 'CONFLICT')
  })
}
