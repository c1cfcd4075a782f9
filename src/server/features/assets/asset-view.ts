import { and, eq } from 'drizzle-orm'
import { ASSET_MESSAGES, type Asset } from '@/contracts/assets.ts'
import { RECOVERY_CLASS_BY_KIND } from '@/domain/depreciation/asset-terms.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { type AssetRow, assets, users } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export const assetNotFound = () => new AppError('NOT_FOUND', ASSET_MESSAGES.notFound)

export function toAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    kind: row.kind,
    truckId: row.truckId,
    description: row.description,
    costCents: row.costCents,
    placedInServiceDate: row.placedInServiceDate,
    acquiredDate: row.acquiredDate,
    businessUsePercent: row.businessUsePercent,
    holding: row.holding,
    depreciation: {
      method: row.depreciationMethod,
      bonus: row.bonus,
      section179Cents: row.section179Cents,
    },
    recoveryYears: RECOVERY_CLASS_BY_KIND[row.kind],
    disposedDate: row.disposedDate,
    saleProceedsCents: row.saleProceedsCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** One of the user's assets; another user's is not found. */
export async function requireOwnAsset(db: Db | Tx, userId: string, id: string): Promise<AssetRow> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.userId, userId)))
  if (!row) throw assetNotFound()
  return row
}

/**
 * One write of a user's assets at a time: a year's assets share the section 179 limit and decide
 * each other's convention, and a loan may name only an asset that is not a true lease, so two writes
 * at once must not both pass their checks.
 */
export async function lockAssets(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}
