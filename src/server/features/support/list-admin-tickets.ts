import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { AdminTicket, TicketPriority, TicketStatus } from '@/contracts/support.ts'
import { supportTickets, users } from '@/server/db/schema/index.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'
import type { AdminCaller } from './support-caller.ts'
import { adminTicketColumns, adminTicketView } from './ticket-view.ts'

const STATUS_RANK = sql`case ${supportTickets.status} when 'open' then 0 when 'in-progress' then 1 when 'resolved' then 2 else 3 end`
const PRIORITY_RANK = sql`case ${supportTickets.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`

/**
 * Tickets for Support Tickets: priority-support users first, then open before in progress before
 * resolved before closed, urgent before low, the most recently active first.
 */
export async function listAdminTickets(
  options: AdminCaller & {
    search?: string
    status?: TicketStatus
    priority?: TicketPriority
    page: number
    pageSize: number
  },
): Promise<{ items: AdminTicket[]; total: number }> {
  const { db } = options
  const query = options
  const filters: SQL[] = []
  if (query.status) filters.push(eq(supportTickets.status, query.status))
  if (query.priority) filters.push(eq(supportTickets.priority, query.priority))
  const search = query.search?.trim()
  if (search) {
    const pattern = likePattern(search)
    const number = /^(?:tick-?)?0*(\d{1,9})$/i.exec(search)?.[1]
    filters.push(
      or(
        ilike(supportTickets.subject, pattern),
        ilike(users.email, pattern),
        ilike(users.fullName, pattern),
        ...(number ? [eq(supportTickets.number, Number(number))] : []),
      )!,
    )
  }
  const where = filters.length ? and(...filters) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(adminTicketColumns)
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(
        desc(supportTickets.prioritySupport),
        STATUS_RANK,
        PRIORITY_RANK,
        desc(supportTickets.updatedAt),
      )
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: count() })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where),
  ])
  return { items: rows.map(adminTicketView), total: Number(total?.n ?? 0) }
}
