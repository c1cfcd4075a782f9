import { count, desc, eq } from 'drizzle-orm'
import type { Asset, AssetDepreciation } from '@/contracts/assets.ts'
import { assets } from '@/server/db/schema/index.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { conventionOfYear, depreciationOfYear, figured, yearOf } from './asset-figures.ts'
import { requireOwnAsset, toAsset } from './asset-view.ts'

/** The user's assets, the latest placed in service first. */
export async function listAssets(
  options: Caller & { page: number; pageSize: number },
): Promise<{ items: Asset[]; total: number }> {
  const { db, userId } = options
  const { limit, offset } = pageWindow(options)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(eq(assets.userId, userId))
      .orderBy(desc(assets.placedInServiceDate), desc(assets.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(assets).where(eq(assets.userId, userId)),
  ])
  return { items: rows.map(toAsset), total: counted?.n ?? 0 }
}

export async function getAsset(options: Caller & { id: string }): Promise<Asset> {
  return toAsset(await requireOwnAsset(options.db, options.userId, options.id))
}

/** One asset's depreciation in a tax year, under the convention of the year it went into service. */
export async function assetDepreciation(
  options: Caller & { id: string; year: number },
): Promise<AssetDepreciation> {
  const { db, userId, id, year } = options
  const row = await requireOwnAsset(db, userId, id)
  // The convention is the placed-in-service year's, over all of that year's property.
  const rows = await db.select().from(assets).where(eq(assets.userId, userId))
  return figured(() => depreciationOfYear(row, year, conventionOfYear(rows, yearOf(row.placedInServiceDate))))
}
