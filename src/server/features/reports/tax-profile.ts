import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type TaxProfile, ZTaxProfileInput } from '@/contracts/reports.ts'
import type { Db } from '@/server/db/client.ts'
import { taxProfiles } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'

/** What a year's profile is until the user saves one: the input schema's defaults, filed single. */
const DEFAULTS = ZTaxProfileInput.parse({ filingStatus: 'single' })

/** The user's tax profile for a year, or the defaults (single, no other income) until one is saved. */
export async function readTaxProfile(db: Db, userId: string, taxYear: number): Promise<TaxProfile> {
  const [row] = await db
    .select()
    .from(taxProfiles)
    .where(and(eq(taxProfiles.userId, userId), eq(taxProfiles.taxYear, taxYear)))
  if (!row) return { taxYear, ...DEFAULTS, saved: false }
  const { userId: _user, taxYear: _year, updatedAt: _at, ...figures } = row
  return { taxYear, ...figures, saved: true }
}

/** Saves (creates or replaces) the user's profile for a year. */
export async function saveTaxProfile(
  options: Caller & { year: number } & z.output<typeof ZTaxProfileInput>,
): Promise<TaxProfile> {
  const { db, userId, year, ...figures } = options
  const values = { ...figures, updatedAt: options.clock.now() }
  await db
    .insert(taxProfiles)
    .values({ userId, taxYear: year, ...values })
    .onConflictDoUpdate({ target: [taxProfiles.userId, taxProfiles.taxYear], set: values })
  return { taxYear: year, ...figures, saved: true }
}
