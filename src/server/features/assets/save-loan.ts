import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { ASSET_MESSAGES, type LoanPatch, type ZLoanInput } from '@/contracts/assets.ts'
import { isDepreciated } from '@/domain/depreciation/asset-terms.ts'
import type { Tx } from '@/server/db/client.ts'
import { assets, loans } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { lockAssets } from './asset-view.ts'
import { splitAgain } from './loan-payments.ts'
import { loanNotFound, requireOwnLoan } from './loan-view.ts'

type LoanValues = z.output<typeof ZLoanInput>

/** The asset a loan bought: one of the user's own, and not a true lease (rent has no loan). */
async function checkAssetRef(tx: Tx, userId: string, assetId: string | null | undefined) {
  if (!assetId) return
  await lockAssets(tx, userId)
  const [asset] = await tx
    .select({ holding: assets.holding })
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.userId, userId)))
  if (!asset) throw new AppError('BAD_REQUEST', ASSET_MESSAGES.notFound)
  if (!isDepreciated(asset.holding)) throw new AppError('BAD_REQUEST', ASSET_MESSAGES.assetIsTrueLease)
}

/** Adds a loan; answers its id. */
export async function createLoan(options: Caller & { input: LoanValues }): Promise<string> {
  const { db, clock, userId, input } = options
  const now = clock.now()
  return db.transaction(async (tx) => {
    await checkAssetRef(tx, userId, input.assetId)
    const [row] = await tx
      .insert(loans)
      .values({ ...input, assetId: input.assetId ?? null, userId, createdAt: now, updatedAt: now })
      .returning({ id: loans.id })
    return row!.id
  })
}

/** Changes one of the user's loans; its recorded payments are split again on the new terms (409 if one then pays past the balance). */
export async function updateLoan(options: Caller & { id: string; patch: LoanPatch }): Promise<void> {
  const { db, clock, userId, id, patch } = options
  const now = clock.now()
  await db.transaction(async (tx) => {
    // The loan first, then the user's assets: the order a payment's write takes them in (its
    // books version trigger updates the user's row last).
    await requireOwnLoan(tx, userId, id, { lock: true })
    await checkAssetRef(tx, userId, patch.assetId)
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
    const [updated] = await tx
      .update(loans)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(loans.id, id), eq(loans.userId, userId)))
      .returning()
    await splitAgain(tx, updated!, now, 'CONFLICT')
  })
}

/** Deletes one of the user's loans with its payments. */
export async function deleteLoan(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  const gone = await db
    .delete(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)))
    .returning({ id: loans.id })
  if (gone.length === 0) throw loanNotFound()
}
