import { eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { ReportOwner } from './render-pdf.ts'

/** Whose books these are, as a report PDF names them, and the time zone its dates are told in. */
export async function reportOwner(db: Db, userId: string): Promise<ReportOwner & { timeZone: string }> {
  const [user] = await db
    .select({ fullName: users.fullName, businessName: users.companyName, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
  return {
    fullName: user?.fullName ?? '',
    businessName: user?.businessName?.trim() || null,
    timeZone: user?.timeZone ?? 'America/Chicago',
  }
}
