import { and, eq, inArray, sql } from 'drizzle-orm'
import { keepsTrucks } from '@/contracts/access-policy.ts'
import { SELF_REGISTER_ROLES } from '@/contracts/roles.ts'
import { parseQuarter } from '@/domain/ifta/quarter.ts'
import { formatUsd } from '@/domain/money.ts'
import { todayIn } from '@/domain/period.ts'
import { type ScheduledMail, scheduledMailsDue } from '@/domain/scheduled-mail.ts'
import type { AppContext } from '@/server/context.ts'
import { iftaReturns, userMailLog, users } from '@/server/db/schema/index.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

type Recipient = { id: string; fullName: string }

/**
 * Sends the scheduled e-mails that have come: each active customer's weekly summary on their
 * Monday, and their reminders before estimated tax due dates, unless they turned them off. A mail
 * is claimed by inserting its log row first, so it goes once even with several servers; checked
 * every few minutes.
 */
export async function sendScheduledMail(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now()
  const people = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      timeZone: users.timeZone,
      prefs: users.notificationPrefs,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, [...SELF_REGISTER_ROLES])))
  const candidates = people.flatMap((person) =>
    scheduledMailsDue(todayIn(person.timeZone, now), { iftaFiler: keepsTrucks(person.role) })
      .filter((mail) => person.prefs[mail.kind] !== false)
      .map((mail) => ({ person, mail })),
  )
  // An IFTA return already filed needs no reminder.
  const filed = await filedIftaQuarters(
    ctx,
    candidates.filter((c) => 'iftaQuarter' in c.mail).map((c) => c.person.id),
  )
  const wanted = candidates.filter(
    ({ person, mail }) => !('iftaQuarter' in mail) || !filed.has(`${person.id} ${mail.iftaQuarter}`),
  )
  if (wanted.length === 0) return 0
  const keys = [...new Set(wanted.map((w) => w.mail.periodKey))]
  const sent = await ctx.db
    .select({ userId: userMailLog.userId, kind: userMailLog.kind, periodKey: userMailLog.periodKey })
    .from(userMailLog)
    .where(inArray(userMailLog.periodKey, keys))
  const done = new Set(sent.map((s) => `${s.userId} ${s.kind} ${s.periodKey}`))
  let count = 0
  for (const { person, mail } of wanted) {
    if (done.has(`${person.id} ${mail.kind} ${mail.periodKey}`)) continue
    const claimed = await ctx.db
      .insert(userMailLog)
      .values({ userId: person.id, kind: mail.kind, periodKey: mail.periodKey, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: userMailLog.userId })
    if (claimed.length === 0) continue
    await sendMail(ctx, { userId: person.id }, mail.kind, await messageOf(ctx, person, mail))
    count++
  }
  return count
}

/** "userId quarter" of every filed IFTA return of these users. */
async function filedIftaQuarters(ctx: AppContext, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const rows = await ctx.db
    .select({ userId: iftaReturns.userId, quarter: iftaReturns.quarter })
    .from(iftaReturns)
    .where(and(inArray(iftaReturns.userId, userIds), eq(iftaReturns.status, 'filed')))
  return new Set(rows.map((r) => `${r.userId} ${r.quarter}`))
}

async function messageOf(ctx: AppContext, person: Recipient, mail: ScheduledMail) {
  const link = ctx.config.publicUrl
  if (mail.kind === 'tax_deadlines' && 'iftaQuarter' in mail) {
    const quarter = parseQuarter(mail.iftaQuarter)!
    return {
      subject: `Your IFTA return for the ${quarter.label} is due ${mail.due}`,
      text: [
        `Hello ${person.fullName},`,
        '',
        `Your IFTA quarterly fuel tax return for the ${quarter.label} is due on ${mail.due}.`,
        `Check its trips, fuel and checks, then file it with your base jurisdiction: ${link}/ifta/${mail.iftaQuarter}`,
        '',
        'You get this reminder because Tax deadlines is on in Settings › Notifications.',
      ].join('\n'),
    }
  }
  if (mail.kind === 'tax_deadlines') {
    const quarter = mail.quarter.toUpperCase()
    return {
      subject: `Estimated tax for ${quarter} ${mail.taxYear} is due ${mail.due}`,
      text: [
        `Hello ${person.fullName},`,
        '',
        `Your ${quarter} ${mail.taxYear} estimated tax payment (Form 1040-ES) is due on ${mail.due}.`,
        `See what your books suggest paying in the Tax Summary: ${link}/reports/tax`,
        '',
        'You get this reminder because Tax deadlines is on in Settings › Notifications.',
      ].join('\n'),
    }
  }
  const [totals] = await queryRows<{ revenue: string; expenses: string; miles: string }>(
    ctx.db,
    sql`select
      coalesce((select sum(amount_cents) from ledger_daily_totals where user_id = ${person.id}
        and type = 'revenue' and date between ${mail.from}::date and ${mail.to}::date), 0)::text as revenue,
      coalesce((select sum(amount_cents) from ledger_daily_totals where user_id = ${person.id}
        and type = 'expense' and date between ${mail.from}::date and ${mail.to}::date), 0)::text as expenses,
      coalesce((select sum(miles_tenths) from mileage_entries where user_id = ${person.id}
        and purpose = 'business' and date between ${mail.from}::date and ${mail.to}::date), 0)::text as miles`,
  )
  const revenue = exactInt(totals?.revenue)
  const expenses = exactInt(totals?.expenses)
  const miles = exactInt(totals?.miles) / 10
  return {
    subject: `Your week: ${formatUsd(revenue - expenses)} net (${mail.from} to ${mail.to})`,
    text: [
      `Hello ${person.fullName},`,
      '',
      `Your week from ${mail.from} to ${mail.to}:`,
      `Revenue: ${formatUsd(revenue)}`,
      `Expenses: ${formatUsd(expenses)}`,
      `Net: ${formatUsd(revenue - expenses)}`,
      `Business miles: ${miles.toLocaleString('en-US')}`,
      '',
      `Your dashboard: ${link}/dashboard`,
      'You get this summary because Weekly summary is on in Settings › Notifications.',
    ].join('\n'),
  }
}
