import { and, count, desc, eq } from 'drizzle-orm'
import type { CustomReportConfig, ReportTemplate } from '@/contracts/reports.ts'
import { reportTemplates } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'

export const TEMPLATE_NOT_FOUND = 'Report template not found'
/** Templates a user may keep. */
const MAX_TEMPLATES = 200

const view = (row: typeof reportTemplates.$inferSelect): ReportTemplate => ({
  id: row.id,
  name: row.name,
  config: row.config,
  createdAt: row.createdAt.toISOString(),
})

export async function listReportTemplates(caller: Caller) {
  const rows = await caller.db
    .select()
    .from(reportTemplates)
    .where(eq(reportTemplates.userId, caller.userId))
    .orderBy(desc(reportTemplates.createdAt), desc(reportTemplates.id))
  return { items: rows.map(view), total: rows.length }
}

export async function saveReportTemplate(caller: Caller & { config: CustomReportConfig }) {
  return caller.db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(reportTemplates)
      .where(eq(reportTemplates.userId, caller.userId))
    if ((kept?.n ?? 0) >= MAX_TEMPLATES) {
      throw new AppError('CONFLICT', `You can keep up to ${MAX_TEMPLATES} templates: delete one first`)
    }
    const [row] = await tx
      .insert(reportTemplates)
      .values({ userId: caller.userId, name: caller.config.name, config: caller.config })
      .returning()
    return view(row!)
  })
}

export async function deleteReportTemplate(caller: Caller & { id: string }) {
  const removed = await caller.db
    .delete(reportTemplates)
    .where(and(eq(reportTemplates.id, caller.id), eq(reportTemplates.userId, caller.userId)))
    .returning({ id: reportTemplates.id })
  if (removed.length === 0) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND)
}
