import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ACCESS_MESSAGES } from '@/contracts/access.ts'
import { parseQuarter, previousQuarter, quarterOf } from '@/domain/ifta/quarter.ts'
import { startOfYear } from '@/domain/period.ts'
import { estimatedTaxDueDates } from '@/domain/tax/estimated-tax.ts'
import { form2290DueDate } from '@/domain/tax/form-2290.ts'
import type { Db } from '@/server/db/client.ts'
import { accessGrants, iftaReturns, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { monthlyTotalSince } from '@/server/lib/ledger-totals.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import type { Actor } from '@/server/shared/audit.ts'
import { startViewing } from '@/server/shared/auth/viewing.ts'

/** The accountant's clients (live grants) with this year's figures, reviews waiting and last activity. */
export async function accountantClients({
  db,
  accountantId,
  today,
}: {
  db: Db
  accountantId: string
  today: string
}) {
  const from = startOfYear(today)
  const rows = await queryRows<{
    id: string
    name: string
    email: string
    company_name: string | null
    role: string
    access: 'read' | 'write'
    revenue: string
    expenses: string
    review: string
    last_activity: Date | string | null
  }>(
    db,
    sql`select u.id, u.full_name as name, u.email, u.company_name, u.role::text as role, g.access::text as access,
        ${monthlyTotalSince(sql.raw('u.id'), 'revenue', from)} as revenue,
        ${monthlyTotalSince(sql.raw('u.id'), 'expense', from)} as expenses,
        (select count(*) from documents d where d.user_id = u.id and d.status = 'needs_review')::text as review,
        greatest(u.last_login_at, (select max(s.created_at) from settlements s where s.user_id = u.id)) as last_activity
      from access_grants g join users u on u.id = g.client_id
      where g.accountant_id = ${accountantId} and g.revoked_at is null and u.status = 'active'
      order by u.full_name, u.id`,
  )
  return {
    items: rows.map((r) => {
      const revenueCents = exactInt(r.revenue)
      const expensesCents = exactInt(r.expenses)
      return {
        id: r.id,
        name: r.name,
        email: r.email,
        companyName: r.company_name,
        role: r.role,
        access: r.access,
        revenueCents,
        expensesCents,
        netCents: revenueCents - expensesCents,
        documentsToReview: exactInt(r.review),
        lastActivity: r.last_activity ? new Date(r.last_activity).toISOString() : null,
      }
    }),
  }
}

/** The IFTA quarter whose return is due next, on or after today: the last quarter's, or this one's. */
function nextIftaQuarter(today: string) {
  const last = parseQuarter(previousQuarter(quarterOf(today)))!
  return last.dueDate >= today ? last : parseQuarter(quarterOf(today))!
}

/** Each client's next deadlines: estimated tax, IFTA, Form 2290 (owner-operators and fleets), reviews. */
export async function accountantTasks({
  db,
  accountantId,
  today,
}: {
  db: Db
  accountantId: string
  today: string
}) {
  const { items: clients } = await accountantClients({ db, accountantId, today })
  const year = Number(today.slice(0, 4))
  const dueDates = [
    ...Object.values(estimatedTaxDueDates(year - 1)),
    ...Object.values(estimatedTaxDueDates(year)),
  ].sort()
  const nextEstimate = dueDates.find((d) => d >= today) ?? null
  // A truck on the road since July (the period's start) files by the end of August.
  const thisYear2290 = form2290DueDate(`${year}-07`)
  const form2290 = today <= thisYear2290 ? thisYear2290 : form2290DueDate(`${year + 1}-07`)
  const ifta = nextIftaQuarter(today)
  // Clients who filed that return already have nothing to do for it.
  const filed =
    clients.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ userId: iftaReturns.userId })
              .from(iftaReturns)
              .where(
                and(
                  inArray(
                    iftaReturns.userId,
                    clients.map((c) => c.id),
                  ),
                  eq(iftaReturns.quarter, ifta.key),
                  eq(iftaReturns.status, 'filed'),
                ),
              )
          ).map((r) => r.userId),
        )
  const tasks = clients.flatMap((c) => {
    const selfEmployed = c.role !== 'company_driver'
    return [
      ...(selfEmployed && nextEstimate
        ? [
            {
              clientId: c.id,
              clientName: c.name,
              kind: 'estimated_tax' as const,
              title: 'Quarterly estimated tax payment',
              dueDate: nextEstimate,
            },
          ]
        : []),
      ...(selfEmployed && !filed.has(c.id)
        ? [
            {
              clientId: c.id,
              clientName: c.name,
              kind: 'ifta' as const,
              title: `IFTA return, ${ifta.label}`,
              dueDate: ifta.dueDate,
            },
          ]
        : []),
      ...(selfEmployed
        ? [
            {
              clientId: c.id,
              clientName: c.name,
              kind: 'form_2290' as const,
              title: 'Form 2290 (heavy vehicle use tax)',
              dueDate: form2290,
            },
          ]
        : []),
      ...(c.documentsToReview > 0
        ? [
            {
              clientId: c.id,
              clientName: c.name,
              kind: 'settlements_review' as const,
              title: `${c.documentsToReview} settlement document(s) to review`,
              dueDate: null,
            },
          ]
        : []),
    ]
  })
  tasks.sort(
    (a, b) =>
      (a.dueDate ?? '0000').localeCompare(b.dueDate ?? '0000') || a.clientName.localeCompare(b.clientName),
  )
  return { items: tasks }
}

/** The accountant's session now works in the client's books, within the grant (audited). */
export async function switchToClient(options: {
  db: Db
  clock: Clock
  actor: Actor
  token: string
  clientId: string
}) {
  const { db, actor, clientId } = options
  if (actor.impersonatorId) throw new AppError('CONFLICT', 'Go back to your own account first')
  const [grant] = await db
    .select({ access: accessGrants.access, name: users.fullName })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.clientId))
    .where(
      and(
        eq(accessGrants.accountantId, actor.id),
        eq(accessGrants.clientId, clientId),
        isNull(accessGrants.revokedAt),
        eq(users.status, 'active'),
      ),
    )
  if (!grant) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.clientNotFound)
  await startViewing({ ...options, clientId, action: 'accountant.switch' })
  return { id: clientId, fullName: grant.name, access: grant.access }
}
