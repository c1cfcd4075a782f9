import type { SQL } from 'drizzle-orm'
import { z } from 'zod'

/** A sum or count read from SQL as text (bigint/numeric), as an exact JS integer. */
export function exactInt(value: string | number | null | undefined): number {
  const n = Number(value ?? 0)
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not an exact integer: ${value}`)
  return n
}

const ZUuid = z.uuid()

/**
 * Whether a path id can name a row at all. A malformed id is answered like another user's id
 * (404), never with a 400 that hints at the format or a database error.
 */
export function isUuid(id: string): boolean {
  return ZUuid.safeParse(id).success
}

/** The rows of a raw SQL query (PGlite and node-postgres both answer `{ rows }`), typed by the caller. */
export async function queryRows<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as { rows: T[] }).rows
}
